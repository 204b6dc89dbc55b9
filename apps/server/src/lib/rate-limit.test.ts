import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  secondsLeftInWindow,
  type RateLimitStore,
} from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function countsPerWindow(store: RateLimitStore) {
  const key = `test:${crypto.randomUUID()}`;
  expect(await store.count(key, 60)).toBe(0);
  expect(await store.increment(key, 60)).toBe(1);
  expect(await store.increment(key, 60)).toBe(2);
  expect(await store.count(key, 60)).toBe(2);
  expect(await store.count(`${key}:other`, 60)).toBe(0);
}

describe('rate-limit stores', () => {
  it('counts attempts per key in the database', () =>
    countsPerWindow(databaseRateLimitStore(t.ctx.database.db)));

  it.runIf(process.env.TEST_REDIS_URL)(
    'counts attempts per key in Redis, shared by every process',
    async () => {
      const redis = createClient({ url: process.env.TEST_REDIS_URL });
      await redis.connect();
      await countsPerWindow(redisRateLimitStore(redis));
      await redis.quit();
    },
  );

  it('tells how long until the window ends', () => {
    expect(secondsLeftInWindow(60, 60_000 * 10 + 15_000)).toBe(45);
  });
});
