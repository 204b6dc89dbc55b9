// What the benchmarks share: a production server on a scratch data directory, the seeded
// student's login, and where results are written.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * A new scratch data directory and the environment a benchmarked server runs with: the embedded
 * database in that directory unless `overrides` names a DATABASE_URL.
 */
export function benchEnv(overrides = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...overrides,
  };
  return { dataDir, env };
}

const POSTGRES = 'postgres://postgres@127.0.0.1:5432';

/** Runs one statement on the PostgreSQL database at `url`. */
export async function sql(url, statement, params = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty scratch database `name` on the local PostgreSQL (dropped first if a crashed run
 * left it); `drop()` removes it at the end.
 */
export async function scratchPostgres(name) {
  const admin = `${POSTGRES}/postgres`;
  await sql(admin, `drop database if exists ${name} with (force)`);
  await sql(admin, `create database ${name}`);
  return {
    url: `${POSTGRES}/${name}`,
    drop: () => sql(admin, `drop database if exists ${name} with (force)`),
  };
}

/** Migrates and seeds the database `env` names (the embedded one seeds itself on first start). */
export function seedDatabase(env) {
  const seed = path.join(ROOT, 'apps/server/dist/cli/seed.js');
  const seeded = spawnSync(process.execPath, [seed], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) process.exit(1);
}

/**
 * Starts `args` (the production server unless told otherwise) on `port`; `ready` resolves with
 * the milliseconds until /api/health answered, and rejects if the process exits first.
 * `stdout: 'pipe'` keeps the server's log (its stdout) readable as `child.stdout`.
 */
export function startServer(env, port, args = [SERVER_MAIN], { stdout = 'ignore' } = {}) {
  const started = performance.now();
  // With the flags `npm start` gives the server (scripts/server-node-flags.mjs).
  const child = spawn(process.execPath, [...serverNodeFlags(), ...args], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited`);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return { child, ready };
}

export async function stopServer(child) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/** The seeded student's login body (apps/server/src/cli/seed.ts). */
export const STUDENT_LOGIN = JSON.stringify({ username: 'student', password: 'chessclub' });

/** Logs in as the seeded student; answers the access token. */
export async function loginAsStudent(base) {
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: STUDENT_LOGIN,
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return (await login.json()).accessToken;
}

/** Prints `results` and keeps them in bench/results/<name>.json. */
export function writeResults(name, results) {
  const json = JSON.stringify(results, null, 2);
  console.log(json);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, `bench/results/${name}.json`), json);
}
