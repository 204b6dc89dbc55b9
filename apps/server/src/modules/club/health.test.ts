import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { NOT_READY } from './club.routes.js';

/* Readiness and liveness (docs/decisions/0069): what the proxy and a supervisor are told. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const notReady = (message: string) => ({ code: 'NOT_READY', message });

describe('GET /api/health (readiness)', () => {
  it('is ready with the database answering and migrated to this build', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.ctx.database.kind, version: '0.1.0' });
  });

  it('asks Redis too when it is configured, and is not ready while it does not answer', async () => {
    let redisUp = true;
    const app = await buildTestApp(
      {},
      {},
      {
        redisPing: () => (redisUp ? Promise.resolve('PONG') : Promise.reject(new Error('down'))),
      },
    );
    try {
      expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      redisUp = false;
      const res = await app.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notReady(NOT_READY.redis));
      // Alive all the same: a supervisor must not restart it for Redis.
      expect((await app.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.app.close();
    }
  });

  it('says 503 from the moment the process starts to stop, while it still answers requests', async () => {
    const app = await buildTestApp();
    try {
      let told = 0;
      app.app.lifecycle.onStopping(() => told++);
      app.app.lifecycle.beginStopping();
      app.app.lifecycle.beginStopping();
      expect(told).toBe(1);
      const res = await app.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notReady(NOT_READY.stopping));
      expect((await app.app.inject({ url: '/api/club' })).statusCode).toBe(200);
      expect((await app.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.app.close();
    }
  });
});

describe('GET /api/health/live (liveness)', () => {
  it('answers while the process answers at all', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
