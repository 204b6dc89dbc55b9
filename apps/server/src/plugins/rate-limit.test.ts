import { MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { perIp: 2, perAccount: 100, windowSeconds: 600, failureDelayMs: 0 },
  });
});
afterAll(() => t.app.close());

/** A fresh address per test, so the counters of one test never reach another. */
const newAddress = () =>
  `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe("a route's rateLimit: 'perIp' config", () => {
  it('answers 429 with Retry-After once the address has used its calls', async () => {
    const remoteAddress = newAddress();
    const unsubscribe = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        payload: { email: `limit_${crypto.randomUUID().slice(0, 8)}@example.com` },
        remoteAddress,
      });
    expect((await unsubscribe()).statusCode).toBe(200);
    expect((await unsubscribe()).statusCode).toBe(200);
    const blocked = await unsubscribe();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still answers a bad body with 400 before counting, even past the limit', async () => {
    const remoteAddress = newAddress();
    const send = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/inquiry', payload, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await send({})).statusCode).toBe(400);
    const other = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        payload: { email: `count_${crypto.randomUUID().slice(0, 8)}@example.com` },
        remoteAddress,
      });
    expect((await other()).statusCode).toBe(200);
    expect((await other()).statusCode).toBe(200);
    expect((await other()).statusCode).toBe(429);
    expect((await send({})).statusCode).toBe(400);
  });

  it('leaves routes without the config uncounted', async () => {
    const remoteAddress = newAddress();
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/club', remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });
});
