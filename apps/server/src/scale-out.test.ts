import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/database-url.js';

/**
 * Two server processes behind one PostgreSQL database (and Redis, when there is one) must act as
 * one: a session made on one is honoured and revoked on the other, and rate limits add up across
 * both. Runs in the PostgreSQL pass of the suite.
 */
const databaseUrl = testDatabaseUrl();
const redisUrl = process.env.TEST_REDIS_URL;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const ports = [3900, 3901].map((p) => p + Math.floor(Math.random() * 90));

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

const call = (port: number, method: string, url: string, body?: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.runIf(databaseUrl)('two server processes on one database', () => {
  beforeAll(async () => {
    for (const port of ports) {
      // Separate machines: each its own data directory, no JWT_SECRET; the database holds the key.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-scale-'));
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=@kingside/source', 'src/main.ts'],
        {
          cwd: SERVER_DIR,
          stdio: 'ignore',
          env: {
            ...process.env,
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl ?? '',
            JWT_SECRET: '',
            LOG_LEVEL: 'warn',
            AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
          },
        },
      );
      children.push(child);
    }
    await Promise.all(ports.map(waitForHealth));
  }, 60_000);

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  it('honours a session on the other process and revokes it everywhere on logout', async () => {
    const [a, b] = ports as [number, number];
    const login = await call(a, 'POST', '/api/authenticate', {
      username: 'coach',
      password: 'chessclub',
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect((await call(b, 'GET', '/api/profile', undefined, accessToken)).status).toBe(200);
    expect((await call(b, 'POST', '/api/logout', {}, accessToken)).status).toBe(200);
    expect((await call(a, 'GET', '/api/profile', undefined, accessToken)).status).toBe(401);
  });

  it('counts failed logins across both processes', async () => {
    const [a, b] = ports as [number, number];
    const username = `nobody_${crypto.randomUUID().slice(0, 8)}`;
    const attempt = (port: number) =>
      call(port, 'POST', '/api/authenticate', { username, password: 'wrong-pass' });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
  });
});
