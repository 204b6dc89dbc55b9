import type { Config } from './config.js';
import type { AppCaches } from './lib/app-caches.js';
import type { Database } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { KeyRing } from './lib/signing-keys.js';
import type { RateLimitStore } from './lib/rate-limit.js';

/** What the app is built from: created by main.ts for a real start, by the test helper for tests. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** The secrets that sign access tokens, shared by every process on the database. */
  keys: KeyRing;
  /** What the modules read once and keep, for this application only (lib/app-caches.ts). */
  caches: AppCaches;
  /** Asks Redis for an answer, when REDIS_URL is set (the readiness check). */
  redisPing?: () => Promise<unknown>;
};
