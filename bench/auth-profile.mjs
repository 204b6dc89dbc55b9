// Benchmarks the production build: first-request time on an existing embedded data directory,
// then login and GET /api/profile throughput with autocannon (against PostgreSQL when
// BENCH_DATABASE_URL is set, else the embedded database).
//
//   npm run build && node bench/auth-profile.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kingside_bench node bench/auth-profile.mjs
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const databaseUrl = process.env.BENCH_DATABASE_URL;

if (!fs.existsSync(MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT_PER_IP: '100000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000000',
  DATABASE_URL: databaseUrl ?? '',
};

function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const ready = (async () => {
    for (;;) {
      try {
        const res = await fetch(`${BASE}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error('server exited');
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return { child, ready };
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const results = {};

if (!databaseUrl) {
  // First start creates and seeds the data directory; the second start is what users wait for.
  let server = startServer();
  results.firstStartNewDataDirMs = Math.round(await server.ready);
  await stop(server.child);
  server = startServer();
  results.startExistingDataDirMs = Math.round(await server.ready);
  await stop(server.child);
} else {
  const seeded = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/dist/cli/seed.js')], {
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(1);
}

const server = startServer();
await server.ready;

const login = await fetch(`${BASE}/api/authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'student', password: 'chessclub' }),
});
const { accessToken } = await login.json();

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}
const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

// Warm up the JIT and the connection pool.
await run({
  url: `${BASE}/api/profile`,
  connections: 20,
  duration: 3,
  headers: { authorization: `Bearer ${accessToken}` },
});

results.profile = summary(
  await run({
    url: `${BASE}/api/profile`,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
    headers: { authorization: `Bearer ${accessToken}` },
  }),
);
results.login = summary(
  await run({
    url: `${BASE}/api/authenticate`,
    method: 'POST',
    connections: 8,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'student', password: 'chessclub' }),
  }),
);

await stop(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });

results.database = databaseUrl ? 'postgres' : 'pglite';
results.cpus = os.cpus().length;
results.node = process.version;
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, `bench/results/auth-profile-${results.database}.json`),
  JSON.stringify(results, null, 2),
);
