import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../test/helpers.js';

/* A request's id, from the proxy's X-Request-Id to the answer and to the jobs it queues. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keep a proxy's plain X-Request-Id and name it in the answer", async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'caddy-7f3a.1' },
    });
    expect(res.headers['x-request-id']).toBe('caddy-7f3a.1');
  });

  it('give a request without one, or with one that is not short and plain, an id of its own', async () => {
    for (const headers of [
      {},
      { 'x-request-id': 'two words' },
      { 'x-request-id': 'x'.repeat(101) },
    ]) {
      const res = await t.app.inject({ url: '/api/health', headers });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('reach the jobs a request queues', async () => {
    const token = await loginAs(t.app, 'student', DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mygames',
      headers: { ...bearer(token), 'x-request-id': 'upload-trace-1' },
      payload: {
        pgn: `[Event "Traced ${crypto.randomUUID()}"]\n[White "Student"]\n[Black "B"]\n\n1. e4 e5 *\n`,
      },
    });
    expect(res.statusCode).toBe(201);
    const [job] = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mygames.analyse-upload'), eq(jobs.requestId, 'upload-trace-1')))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(job).toBeDefined();
  });
});
