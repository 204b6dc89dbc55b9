import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { AppCaches } from '../lib/app-caches.js';
import { createMailer } from '../lib/mailer.js';
import { databaseRateLimitStore } from '../lib/rate-limit.js';
import { staticKeyRing } from '../lib/signing-keys.js';
import { testConfig } from '../test/helpers.js';

/**
 * The sandboxes' tables exist only where a sandbox ran (docs/decisions/0020): the migrations leave
 * none, a server with real gateways creates none, and an embedded gateway creates them at start.
 * A database of this file's own, so that no other test's app has created them already.
 */

const SANDBOX_TABLES = [
  'sandbox_card_tokens',
  'sandbox_card_transactions',
  'sandbox_paypal_orders',
];

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());

async function sandboxTables(): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name like 'sandbox%' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}

type Environment = Config['payments']['authnet']['environment'];

function contextWith(card: Environment, paypal: Environment): AppContext {
  const base = testConfig();
  const config: Config = {
    ...base,
    payments: {
      ...base.payments,
      authnet: { ...base.payments.authnet, environment: card },
      paypal: { ...base.payments.paypal, environment: paypal },
    },
  };
  return {
    config,
    database,
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: 'test@kingside.test',
      log: pino({ level: 'silent' }),
    }),
    rateLimits: databaseRateLimitStore(database.db),
    keys: staticKeyRing('test-secret-that-is-long-enough-for-hs256-signing'),
    caches: new AppCaches(),
  };
}

describe('the payment sandbox tables', () => {
  it('are not made by the migrations, nor by a server with real gateways', async () => {
    expect(await sandboxTables()).toEqual([]);
    const app = await buildApp(contextWith('sandbox', 'production'), { webRoot: false });
    await app.ready();
    await app.close();
    expect(await sandboxTables()).toEqual([]);
  });

  it('are made when a gateway is embedded, and kept at the next start', async () => {
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(contextWith('embedded', 'sandbox'), { webRoot: false });
      await app.ready();
      expect((await app.inject({ url: '/sandbox/authorizenet/v1/Accept.js' })).statusCode).toBe(
        200,
      );
      // Only the gateways that are embedded are served.
      expect((await app.inject({ url: '/sandbox/paypal/checkoutnow?token=X' })).statusCode).toBe(
        404,
      );
      // Hidden from the API document.
      const doc = (await app.inject({ url: '/api/docs/json' })).json<{
        paths: Record<string, unknown>;
      }>();
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/sandbox'))).toBe(false);
      await app.close();
      expect(await sandboxTables()).toEqual(SANDBOX_TABLES);
    }
  });
});
