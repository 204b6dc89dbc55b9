// Measured rounds, as the benchmarks with a target rate and latency run them: the settings, a
// warm-up, one round, and the medians of the rounds.
import { autocannonRun, machine } from './harness.mjs';
import { median } from './stats.mjs';

/**
 * How long, how hard and how often a benchmark measures: BENCH_SECONDS, BENCH_CONNECTIONS and
 * BENCH_ROUNDS, else its own defaults.
 */
export function roundSettings({ seconds = 10, connections = 32, rounds = 3 } = {}) {
  return {
    seconds: Number(process.env.BENCH_SECONDS ?? seconds),
    connections: Number(process.env.BENCH_CONNECTIONS ?? connections),
    rounds: Number(process.env.BENCH_ROUNDS ?? rounds),
  };
}

/**
 * One measured round: autocannon on `url` for `seconds` with `connections`. Throws when any answer
 * is not a 2xx; logs the round as `label` and answers its rate and p50 and p99 latencies.
 */
export async function measureRound(url, { seconds, connections, label }) {
  const r = await autocannonRun({ url, connections, duration: seconds });
  if (r.non2xx || r.errors) {
    throw new Error(`${label}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
  console.error(
    `${label}: ${Math.round(r.requests.average)} req/s, ` +
      `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
  );
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** The medians of `measureRound` samples: requests a second (whole), p50 and p99 in ms. */
export const medianFigures = (samples) => ({
  requestsPerSecond: Math.round(median(samples.map((s) => s.rps))),
  p50Ms: median(samples.map((s) => s.p50)),
  p99Ms: median(samples.map((s) => s.p99)),
});

/** What a benchmark's results say of its run: PostgreSQL, the machine and the round settings. */
export const postgresRun = ({ seconds, connections, rounds }) => ({
  database: 'postgres',
  ...machine(),
  connections,
  seconds,
  rounds,
});

/** Load before the measured rounds, so the JIT and the connection pools are warm. */
export async function warmUp(url, { connections, seconds = 3 }) {
  await autocannonRun({ url, connections, duration: seconds });
}
