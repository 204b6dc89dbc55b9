import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Role } from '@kingside/shared';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed.js';
import { AppCaches } from '../lib/app-caches.js';
import { createMailer } from '../lib/mailer.js';
import { databaseRateLimitStore } from '../lib/rate-limit.js';
import { staticKeyRing } from '../lib/signing-keys.js';
import { hashPassword } from '../lib/passwords.js';
import { usersRepository, type UserRow } from '../modules/users/index.js';
import { testDatabaseUrl } from './database-url.js';

export { DEMO_PASSWORD };

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated, seeded PGlite database each test file starts from. */
    pgliteTemplate?: string;
  }
}

let sharedDatabase: Promise<Database> | undefined;

/**
 * One migrated, seeded database per Vitest worker, shared by its test files (the server project
 * runs without isolation, docs/decisions/0051): PGlite in memory, or this worker's PostgreSQL copy.
 */
export function getDatabase(): Promise<Database> {
  sharedDatabase ??= (async () => {
    const url = testDatabaseUrl();
    let database: Database;
    if (url) database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
    else {
      // The run's migrated, seeded copy (global-setup.ts).
      const template = inject('pgliteTemplate');
      if (!template)
        throw new Error(
          'No database copy: run the suite through the server project (global-setup.ts)',
        );
      database = await openDatabase({
        dataDir: null,
        loadDataDir: new Blob([fs.readFileSync(template)]),
      });
    }
    // The worker's later files go on using it: closing it from one file broke every file after it
    // (CI, 2026-11-29). The worker's exit closes it.
    return {
      ...database,
      close: () =>
        Promise.reject(new Error('The shared test database stays open; close only your own.')),
    };
  })();
  return sharedDatabase;
}

/** The settings a production start cannot do without (config.ts, productionProblems). */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://club.example',
  SMTP_URL: 'smtp://mail.example:587',
  TRUST_PROXY: 'true',
} as const;

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: '/tmp/kingside-test-unused',
    PUBLIC_URL: 'http://kingside.test',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    AUTH_FAILURE_DELAY_MS: '0',
    // Every injected request comes from 127.0.0.1, and on PostgreSQL one database serves all of a
    // worker's files, so unpaid orders of earlier files would count against later ones. The limit
    // itself is tested with its own value (seat-holds, order-kinds).
    MAX_HELD_SEATS_PER_VISITOR: '100000',
    // The same for the unpaid shares of an event and the wrong coupon codes: their own tests
    // (payments/unpaid-holds, tournaments/coupon-tries) set the values they test.
    PAY_LATER_SHARE_PERCENT: '100',
    PAY_LATER_VISITOR_SHARE_PERCENT: '100',
    COUPON_FAILURES_PER_VISITOR: '100000',
    COUPON_FAILURES_PER_EVENT: '100000',
    COUPON_FAILURES_CLUB_WIDE: '100000',
    // Tests start no background job: a test runs the jobs it tests (app.jobs.drain).
    JOB_RUNNER: 'off',
    // Game analysis in tests: one engine, a small budget (a game in a second or two).
    ANALYSIS_ENGINES: '1',
    ANALYSIS_NODES: '5000',
    // A test waits for its engine while other files (and Playwright, in CI) keep the cores busy:
    // on idle CPU only, it could wait for minutes.
    ANALYSIS_CPU: 'shared',
    // The test process is busy with other files: its analyses never wait for it (the gate has
    // its own test).
    ANALYSIS_BUSY_ABOVE: '1',
  });
  return { ...base, ...overrides };
}

export type TestApp = { app: FastifyInstance; ctx: AppContext };

/** Builds the real app on the shared test database. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'logger'> = {},
  ctxOverrides: Partial<Pick<AppContext, 'keys' | 'mailer' | 'redisPing'>> = {},
): Promise<TestApp> {
  const database = await getDatabase();
  const config = testConfig(overrides);
  const ctx: AppContext = {
    config,
    database,
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: 'test@kingside.test',
      log: pino({ level: 'silent' }),
    }),
    rateLimits: databaseRateLimitStore(database.db),
    keys: staticKeyRing(config.jwtSecret ?? 'test-secret-that-is-long-enough-for-hs256-signing'),
    caches: new AppCaches(),
    ...ctxOverrides,
  };
  const app = await buildApp(ctx, { webRoot: false, eagerSerializers: false, ...options });
  await app.ready();
  return { app, ctx };
}

let passwordHashOf: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'factory-pass';

/** A fresh user with a unique username; password FACTORY_PASSWORD. */
export async function buildUser(
  ctx: AppContext,
  overrides: Partial<UserRow> & { roles?: Role[] } = {},
): Promise<UserRow> {
  passwordHashOf ??= hashPassword(FACTORY_PASSWORD);
  const suffix = crypto.randomBytes(4).toString('hex');
  return usersRepository(ctx.database.db).insert({
    username: `u_${suffix}`,
    email: `u_${suffix}@example.com`,
    name: `Test User ${suffix}`,
    passwordHash: await passwordHashOf,
    roles: [],
    ...overrides,
  });
}

/** Logs in through the API and answers the access token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ accessToken: string }>().accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
