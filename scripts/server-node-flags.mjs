// The Node.js flags the server runs with (docs/decisions/0044), shared by `npm start` and the
// benchmarks, so that what is measured is what is served.
import os from 'node:os';

/**
 * V8's worker pool (garbage collection's concurrent marking and parallel scavenges, background
 * compilation) is 4 threads by default whatever the machine. On a small machine those threads
 * take the cores from the main thread while a major collection marks, and every socket's latency
 * waits: one core fewer than the machine has, at least one and at most Node's 4, leaves the main
 * thread a core of its own.
 */
export function serverNodeFlags(cpus = os.availableParallelism()) {
  return [`--v8-pool-size=${Math.max(1, Math.min(4, cpus - 1))}`];
}

/** Whether this process was started with its own `--v8-pool-size` (a flag or NODE_OPTIONS). */
export function hasPoolSize(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS) {
  return [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((a) =>
    a.startsWith('--v8-pool-size'),
  );
}
