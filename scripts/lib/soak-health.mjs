// The soak test's health probe: /api/health asked every few milliseconds from a worker thread,
// so the load generator's own pauses are not counted, and what its answers say at the end.
import { Worker } from 'node:worker_threads';

/**
 * Asks `url` every `everyMs` (less the time the last answer took) from a worker thread, from now
 * on; `stop()` ends it and resolves with every sample `{ at, ms, status }` (status 0: no answer).
 */
export function startHealthProbe(url, everyMs) {
  const probe = new Worker(
    `
  const { parentPort, workerData } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => (stop = true));
  (async () => {
    const samples = [];
    while (!stop) {
      const at = Date.now();
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(workerData.url, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {}
      const ms = performance.now() - t;
      samples.push({ at, ms, status });
      await new Promise((r) => setTimeout(r, Math.max(0, workerData.every - ms)));
    }
    parentPort.postMessage(samples);
  })();
  `,
    { eval: true, workerData: { url, every: everyMs } },
  );
  const samples = new Promise((resolve) => probe.once('message', resolve));
  return {
    /** Asks the probe to stop after its current request; its samples come with `samples()`. */
    stop: () => probe.postMessage('stop'),
    /** Every sample, once the probe has stopped; the worker ends then. */
    async samples() {
      const all = await samples;
      await probe.terminate();
      return all;
    },
  };
}

/**
 * Prints the health answers sent before `until` (Date.now(): after SIGTERM the server is meant to
 * stop answering) with their percentiles and the slow ones, and checks that each came within
 * `budgetMs` with a 200.
 */
export function reportHealth(samples, until, budgetMs, check) {
  const answered = samples.filter((s) => s.at + s.ms < until);
  const times = answered.map((s) => s.ms).sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  const slow = answered.filter((s) => s.status !== 200 || s.ms > budgetMs);
  console.log(
    `health: ${answered.length} answers, p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
  for (const s of answered.filter((x) => x.status !== 200 || x.ms > budgetMs / 2).slice(0, 30))
    console.log(`  slow: ${new Date(s.at).toISOString()} ${s.ms.toFixed(0)} ms status ${s.status}`);
  check(
    slow.length === 0,
    `/api/health answered within ${budgetMs} ms throughout (${slow.length} slower)`,
  );
}
