// GET /api/tournaments/upcoming (the home page's and the tournaments page's first call) on
// PostgreSQL against issue 15's target: at least 4,000 requests a second with a p99 of at most
// 25 ms, on the production server (apps/server/dist) with the demo club's data. Exits non-zero
// when the target is missed (docs/decisions/0036).
//
//   node bench/tournaments-upcoming.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kingside_bench node bench/tournaments-upcoming.mjs
//
// Without BENCH_DATABASE_URL it creates, migrates and seeds a scratch database
// (kingside_bench_tournaments) on postgres://postgres@127.0.0.1:5432 and drops it at the end.
// BENCH_SECONDS (10), BENCH_CONNECTIONS (32) and BENCH_ROUNDS (3) tune the run; the medians of
// the rounds are reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  benchEnv,
  ROOT,
  scratchPostgres,
  seedDatabase,
  startServer,
  stopServer,
  writeResults,
} from './lib.mjs';

const TARGET_RPS = 4000;
const TARGET_P99_MS = 25;
const URL_PATH = '/api/tournaments/upcoming';

const { default: autocannon } = await import('autocannon');
const { buildIfNeeded } = await import(path.join(ROOT, 'scripts/build-if-needed.mjs'));
buildIfNeeded();

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const scratch = process.env.BENCH_DATABASE_URL
  ? null
  : await scratchPostgres('kingside_bench_tournaments');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? scratch.url;
const { dataDir, env } = benchEnv({ DATABASE_URL: databaseUrl, HOST: '127.0.0.1' });
if (scratch) seedDatabase(env);

const server = startServer(env, PORT);
let results;
try {
  await server.ready;
  const url = `http://127.0.0.1:${PORT}${URL_PATH}`;
  const first = await fetch(url);
  const cards = await first.json();
  if (!first.ok || !Array.isArray(cards) || cards.length === 0) {
    throw new Error(
      `${URL_PATH} answered ${first.status} with ${JSON.stringify(cards).slice(0, 200)}`,
    );
  }

  const run = (duration) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration }, (err, res) =>
        err ? reject(err) : resolve(res),
      );
    });
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  };

  // Warm up the JIT and the connection pool.
  await run(3);
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const r = await run(DURATION);
    if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx answers, ${r.errors} errors`);
    samples.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    console.error(
      `round ${round + 1}: ${Math.round(r.requests.average)} req/s, ` +
        `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
    );
  }
  const requestsPerSecond = Math.round(median(samples.map((s) => s.rps)));
  const p99Ms = median(samples.map((s) => s.p99));
  results = {
    database: 'postgres',
    route: URL_PATH,
    cards: cards.length,
    bytes: JSON.stringify(cards).length,
    cpus: os.cpus().length,
    node: process.version,
    connections: CONNECTIONS,
    seconds: DURATION,
    rounds: ROUNDS,
    requestsPerSecond,
    p50Ms: median(samples.map((s) => s.p50)),
    p99Ms,
    target: { requestsPerSecond: TARGET_RPS, p99Ms: TARGET_P99_MS },
    met: requestsPerSecond >= TARGET_RPS && p99Ms <= TARGET_P99_MS,
  };
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratch) await scratch.drop();
}

writeResults('tournaments-upcoming-postgres', results);
if (!results.met) {
  console.error(
    `Missed the target: ${results.requestsPerSecond} req/s (≥ ${TARGET_RPS}) and p99 ` +
      `${results.p99Ms} ms (≤ ${TARGET_P99_MS}).`,
  );
  process.exit(1);
}
