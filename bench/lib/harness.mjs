// What the benchmarks and the soak test share: a production server on a scratch data directory,
// a scratch PostgreSQL database seeded with the demo club, the seeded members' logins, autocannon
// runs, and where results are written.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
 * `stdout: 'pipe'` keeps the server's log (its stdout) readable as `child.stdout`. With its
 * `base` URL, `authorization(username)` (a seeded member's Authorization header) and
 * `measure(url, options)` (`measureRoute` on it).
 */
export function startServer(env, port, args = [SERVER_MAIN], { stdout = 'ignore' } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // With the flags `npm start` gives the server (scripts/server-node-flags.mjs).
  const child = spawn(process.execPath, [...serverNodeFlags(), ...args], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited`);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    child,
    ready,
    base,
    authorization: async (username) => ({
      authorization: `Bearer ${await loginAs(base, username)}`,
    }),
    measure: (url, options) => measureRoute(base, url, options),
  };
}

export async function stopServer(child) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/**
 * A benchmark's PostgreSQL database and the environment of a server on it (HOST 127.0.0.1 and
 * `env`, which may name another DATABASE_URL for the server, e.g. through a Unix socket), after
 * building what changed. The database is `existingUrl` as it is when one is given; else the
 * scratch database `name`, migrated and seeded (unless `seed` is false) and dropped by `finish`.
 */
export async function postgresBench(name, { env: overrides = {}, existingUrl, seed = true } = {}) {
  buildIfNeeded();
  const scratch = existingUrl ? null : await scratchPostgres(name);
  const url = existingUrl ?? scratch.url;
  const { dataDir, env } = benchEnv({ DATABASE_URL: url, HOST: '127.0.0.1', ...overrides });
  if (scratch && seed) seedDatabase(env);
  const servers = [];
  return {
    url,
    env,
    /** Runs one statement on the database. */
    query: (statement, params) => sql(url, statement, params),
    /** `startServer` on this database; `finish` stops it. */
    start(port, args, options) {
      const server = startServer(env, port, args, options);
      servers.push(server);
      return server;
    },
    /** Stops the servers, removes the data directory and drops a scratch database unless kept. */
    async finish({ keepDatabase = false } = {}) {
      await Promise.all(servers.map((server) => stopServer(server.child)));
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (scratch && !keepDatabase) await scratch.drop();
    },
  };
}

/** The seeded student's login body (apps/server/src/cli/seed.ts). */
export const STUDENT_LOGIN = JSON.stringify({ username: 'student', password: 'chessclub' });

/**
 * Logs in as a member the seed made (apps/server/src/cli/seed.ts: student, coach, admin…);
 * answers the access token.
 */
async function loginAs(base, username) {
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'chessclub' }),
  });
  if (!login.ok) throw new Error(`${username} login answered ${login.status}`);
  return (await login.json()).accessToken;
}

/** One autocannon run with `options`; answers its result. */
export function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/**
 * Autocannon on `base` + `url` for `seconds` after a 2-second warm-up, each of `connections`
 * sending a request as soon as the last answered; throws when any answer is not a 2xx.
 */
async function measureRoute(base, url, { seconds, connections = 1, headers } = {}) {
  await autocannonRun({ url: base + url, connections, duration: 2, headers });
  const r = await autocannonRun({ url: base + url, connections, duration: seconds, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
  return r;
}

/** What a measured route's results keep of its autocannon run: answer size, rate, latency. */
const routeFigures = (r) => ({
  kilobytes: Math.round(r.throughput.average / Math.max(r.requests.average, 1) / 1024),
  requestsPerSecond: Math.round(r.requests.average * 10) / 10,
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
});

/**
 * Times each of `routes` (name → url, or `{ url, headers }`) on `server` in turn, for `seconds`
 * with `connections` (see `measureRoute`). With `describe`, a sample answer is fetched first and
 * `describe(body)` says what the results keep of it besides the timing, such as its size.
 * Answers `timed`, each route's `{ url, ...described, ...figures(r) }` by name, and whether every
 * p99 was within `targetP99Ms`.
 */
export async function timeRoutes(
  server,
  routes,
  { seconds, connections, headers, targetP99Ms, describe, figures = routeFigures },
) {
  const timed = {};
  let withinTarget = true;
  for (const [name, route] of Object.entries(routes)) {
    const { url, headers: routeHeaders = headers } =
      typeof route === 'string' ? { url: route } : route;
    let described = {};
    if (describe) {
      const sample = await fetch(server.base + url, { headers: routeHeaders });
      if (!sample.ok) throw new Error(`${url}: ${sample.status} ${await sample.text()}`);
      described = describe(await sample.json());
    }
    const r = await server.measure(url, { seconds, connections, headers: routeHeaders });
    timed[name] = { url, ...described, ...figures(r) };
    if (r.latency.p99 > targetP99Ms) withinTarget = false;
  }
  return { timed, withinTarget };
}

/** The machine a result was measured on. */
export const machine = () => ({ cpus: os.cpus().length, node: process.version });

/** Prints `results` and keeps them in bench/results/<name>.json. */
export function writeResults(name, results) {
  const json = JSON.stringify(results, null, 2);
  console.log(json);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, `bench/results/${name}.json`), json);
}
