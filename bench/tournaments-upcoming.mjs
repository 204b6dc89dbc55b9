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
import { autocannonRun, machine, postgresBench, writeResults } from './lib/harness.mjs';
import { median } from './lib/stats.mjs';

const TARGET_RPS = 4000;
const TARGET_P99_MS = 25;
const URL_PATH = '/api/tournaments/upcoming';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const bench = await postgresBench('kingside_bench_tournaments', {
  existingUrl: process.env.BENCH_DATABASE_URL,
});
const server = bench.start(PORT);
let results;
try {
  await server.ready;
  const url = server.base + URL_PATH;
  const first = await fetch(url);
  const cards = await first.json();
  if (!first.ok || !Array.isArray(cards) || cards.length === 0) {
    throw new Error(
      `${URL_PATH} answered ${first.status} with ${JSON.stringify(cards).slice(0, 200)}`,
    );
  }

  const run = (duration) => autocannonRun({ url, connections: CONNECTIONS, duration });

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
    ...machine(),
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
  await bench.finish();
}

writeResults('tournaments-upcoming-postgres', results);
if (!results.met) {
  console.error(
    `Missed the target: ${results.requestsPerSecond} req/s (≥ ${TARGET_RPS}) and p99 ` +
      `${results.p99Ms} ms (≤ ${TARGET_P99_MS}).`,
  );
  process.exit(1);
}
