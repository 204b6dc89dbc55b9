import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

/** The few Redis commands the limiter needs (a node-redis client has them). */
export type RedisCounter = {
  incr(key: string): Promise<number>;
  expire(key: string, seconds: number): Promise<unknown>;
  get(key: string): Promise<unknown>;
};

/**
 * Fixed-window counters shared by every server process: in Redis when REDIS_URL is set, else in
 * the database. Nothing lives only in process memory (docs/decisions/0003).
 */
export type RateLimitStore = {
  /** Adds one to `key` in the current window and returns the new count. */
  increment(key: string, windowSeconds: number): Promise<number>;
  /** The count of `key` in the current window. */
  count(key: string, windowSeconds: number): Promise<number>;
};

const windowStart = (windowSeconds: number, now = Date.now()) =>
  Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;

/** Seconds until the current window ends: what a 429 answers in Retry-After. */
export const secondsLeftInWindow = (windowSeconds: number, now = Date.now()) =>
  Math.max(1, Math.ceil((windowStart(windowSeconds, now) + windowSeconds * 1000 - now) / 1000));

export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async increment(key, windowSeconds) {
      const start = new Date(windowStart(windowSeconds));
      const [row] = await db
        .insert(rateLimitCounters)
        // Committed like any write: a count the caller acted on survives a crash (issue 30).
        .values({ key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      // Old windows are useless; sweep them now and then rather than on every call.
      if (Math.random() < 0.01) {
        await db
          .delete(rateLimitCounters)
          .where(sql`${rateLimitCounters.windowStart} < now() - interval '1 day'`);
      }
      return row?.count ?? 1;
    },
    async count(key, windowSeconds) {
      const start = new Date(windowStart(windowSeconds));
      const rows = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${start}`,
        );
      return rows[0]?.count ?? 0;
    },
  };
}

export function redisRateLimitStore(redis: RedisCounter): RateLimitStore {
  const redisKey = (key: string, windowSeconds: number) =>
    `ratelimit:${key}:${windowStart(windowSeconds)}`;
  return {
    async increment(key, windowSeconds) {
      const k = redisKey(key, windowSeconds);
      const count = await redis.incr(k);
      if (count === 1) await redis.expire(k, windowSeconds);
      return count;
    },
    async count(key, windowSeconds) {
      return Number((await redis.get(redisKey(key, windowSeconds))) ?? 0);
    },
  };
}
