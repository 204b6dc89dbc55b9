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
import { postgresBench, writeResults } from './lib/harness.mjs';
import { measureRound, medianFigures, postgresRun, roundSettings, warmUp } from './lib/rounds.mjs';

const TARGET_RPS = 4000;
const TARGET_P99_MS = 25;
const URL_PATH = '/api/tournaments/upcoming';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const { seconds, connections, rounds } = roundSettings();

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

  // Warm up the JIT and the connection pool.
  await warmUp(url, { connections });
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    samples.push(await measureRound(url, { seconds, connections, label: `round ${round + 1}` }));
  }
  const { requestsPerSecond, p50Ms, p99Ms } = medianFigures(samples);
  results = {
    ...postgresRun({ seconds, connections, rounds }),
    route: URL_PATH,
    cards: cards.length,
    bytes: JSON.stringify(cards).length,
    requestsPerSecond,
    p50Ms,
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
