import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import pg from 'pg';
import { paymentSandbox } from '../index.js';
import type { AuthorizeNetSandboxOptions, PayPalSandboxOptions } from '../options.js';
import type { SandboxDb } from '../tables.js';

/*
 * The sandboxes on their own: a bare Fastify app with the plugin, over an in-memory PGlite, or
 * with TEST_DATABASE_URL over PostgreSQL in a schema of this test file's own (dropped at the end),
 * so the server's suite sharing that database is not disturbed.
 */

export type SandboxApp = {
  app: FastifyInstance;
  db: SandboxDb;
  options: { authorizeNet: AuthorizeNetSandboxOptions; paypal: PayPalSandboxOptions };
  close(): Promise<void>;
};

async function openDb(): Promise<{ db: SandboxDb; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite();
    await client.waitReady;
    return { db: drizzlePglite(client), close: () => client.close() };
  }
  const schema = `payment_sandbox_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  return {
    db: drizzlePg(pool),
    close: async () => {
      await pool.end();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

export async function buildSandboxApp(): Promise<SandboxApp> {
  const { db, close } = await openDb();
  const options = {
    authorizeNet: {
      apiLoginId: 'test-login',
      transactionKey: 'test-transaction-key',
      clientKey: 'test-client-key',
      timeZone: 'America/Chicago',
    },
    paypal: {
      clientId: 'test-client',
      clientSecret: 'test-client-secret',
      signingSecret: crypto.randomBytes(32).toString('base64url'),
    },
  };
  const app = Fastify();
  await app.register(paymentSandbox, { db, ...options });
  await app.ready();
  return {
    app,
    db,
    options,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/** A `fetch` answered by `app.inject`, for scripts (Accept.js) that call the sandbox. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    headers.host = url.host;
    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers,
      ...(request.body ? { payload: await request.text() } : {}),
    });
    return new Response(res.body, { status: res.statusCode });
  };
}
