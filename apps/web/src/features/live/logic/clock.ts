/** Live clocks: what a clock shows, and how much is left now of what the server last sent. */

/** Below this many milliseconds a clock shows tenths of a second. */
export const TENTHS_BELOW_MS = 10_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A clock's face: "mm:ss", and "mm:ss.t" under 10 s (rounded down: 0.05 s left shows 00:00.0). */
export function formatClockMs(ms: number): string {
  const left = Math.max(0, ms);
  if (left < TENTHS_BELOW_MS) {
    const tenths = Math.floor(left / 100);
    return `00:${pad(Math.floor(tenths / 10))}.${tenths % 10}`;
  }
  const seconds = Math.floor(left / 1000);
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * Milliseconds left now on a clock the server reported as `ms` at `receivedAt` (both from the
 * same monotonic clock, e.g. performance.now()); a stopped clock keeps its time.
 */
export function msLeft(ms: number, running: boolean, receivedAt: number, now: number): number {
  return running ? Math.max(0, ms - (now - receivedAt)) : ms;
}
