/** Live clocks: how much is left now of what the server last sent (their face: chess/logic/clock-face). */

/**
 * Milliseconds left now on a clock the server reported as `ms` at `receivedAt` (both from the
 * same monotonic clock, e.g. performance.now()); a stopped clock keeps its time.
 */
export function msLeft(ms: number, running: boolean, receivedAt: number, now: number): number {
  return running ? Math.max(0, ms - (now - receivedAt)) : ms;
}
