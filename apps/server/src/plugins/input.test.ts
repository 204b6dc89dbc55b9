import { MESSAGES } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from '../lib/log.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { findNulStrings } from './input.js';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      logger: {
        ...loggerOptions('trace'),
        stream: { write: (line: string) => void logLines.push(line) },
      },
    },
  );
});
afterAll(() => t.app.close());

describe('NUL bytes in requests', () => {
  it('refuses a NUL in a path parameter with 400 instead of failing in the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/coaches/%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { firstName: [MESSAGES.nulCharacter] },
    });
  });

  it('refuses a NUL in a login, a sign-up and an inquiry, and logs no password or hash', async () => {
    const password = 'secret-password-9';
    const calls = [
      { url: '/api/authenticate', payload: { username: 'admin\u0000', password } },
      {
        url: '/api/register',
        payload: {
          username: 'nul_user',
          email: 'nul@example.com',
          password,
          name: 'Nul\u0000Name',
          registerFor: 'groupClass',
        },
      },
      {
        url: '/api/inquiry',
        payload: {
          name: 'A',
          email: 'a@example.com',
          inquiryType: 'Other',
          question: 'why\u0000',
        },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'POST', ...call });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toBeDefined();
    }
    const logs = logLines.join('\n');
    expect(logs).not.toContain(password);
    expect(logs).not.toContain('$argon2');
    expect(logs).not.toContain('"level":50');
  });

  it('finds NULs at any depth and in object keys, without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    // Deeper than any JSON body a request can carry, and walked in linear time.
    expect(findNulStrings(deep)).toHaveLength(1);
    expect(findNulStrings({ a: [{ b: 'ok' }, { c: '\u0000' }], ['k\u0000']: 1 })).toEqual(
      expect.arrayContaining(['a.1.c', '_key']),
    );
    expect(findNulStrings({ a: 'fine', b: [1, 'also fine'] })).toEqual([]);
  });
});

describe('error logs', () => {
  it('keep a failed query’s SQL but never the values it ran with', async () => {
    let caught: unknown;
    try {
      await t.ctx.database.db.execute(sql`select ${'hash-of-a-password'}::integer`);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(Error);
    expect(String((caught as Error).message)).toContain('hash-of-a-password');
    const logged = JSON.stringify(serializeError(caught));
    expect(logged).toContain('select $1::integer');
    expect(logged).not.toContain('hash-of-a-password');
  });
});
