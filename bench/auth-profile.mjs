// Benchmarks the production build: first-request time on an existing embedded data directory,
// then login and GET /api/profile throughput with autocannon (against PostgreSQL when
// BENCH_DATABASE_URL is set, else the embedded database).
//
//   npm run build && node bench/auth-profile.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kingside_bench node bench/auth-profile.mjs
import fs from 'node:fs';
import {
  autocannonRun,
  benchEnv,
  machine,
  seedDatabase,
  SERVER_MAIN,
  startServer,
  STUDENT_LOGIN,
  stopServer,
  writeResults,
} from './lib/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const databaseUrl = process.env.BENCH_DATABASE_URL;

if (!fs.existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const { dataDir, env } = benchEnv({
  AUTH_RATE_LIMIT_PER_IP: '100000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000000',
  DATABASE_URL: databaseUrl ?? '',
});

const results = {};

if (!databaseUrl) {
  // First start creates and seeds the data directory; the second start is what users wait for.
  let server = startServer(env, PORT);
  results.firstStartNewDataDirMs = Math.round(await server.ready);
  await stopServer(server.child);
  server = startServer(env, PORT);
  results.startExistingDataDirMs = Math.round(await server.ready);
  await stopServer(server.child);
} else {
  seedDatabase(env);
}

const server = startServer(env, PORT);
await server.ready;
const student = await server.authorization('student');

const run = (opts) => autocannonRun({ duration: DURATION, ...opts });
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
  headers: student,
});

results.profile = summary(
  await run({
    url: `${BASE}/api/profile`,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
    headers: student,
  }),
);
results.login = summary(
  await run({
    url: `${BASE}/api/authenticate`,
    method: 'POST',
    connections: 8,
    headers: { 'content-type': 'application/json' },
    body: STUDENT_LOGIN,
  }),
);

await stopServer(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });

results.database = databaseUrl ? 'postgres' : 'pglite';
Object.assign(results, machine());
writeResults(`auth-profile-${results.database}`, results);
