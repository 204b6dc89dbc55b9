/** What a chess clock shows, for every clock in the app (live games, the engine pages). */

/** Below this many milliseconds a clock shows tenths of a second and turns red. */
export const LOW_TIME_MS = 10_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A clock's face for `ms` milliseconds left: "mm:ss" (05:00), "h:mm:ss" from an hour (1:30:00),
 * and "mm:ss.t" under ten seconds (00:09.9). Rounded down, so a clock shows 00:00.0 only when its
 * time is up; a negative time shows as 00:00.0.
 */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  if (left < LOW_TIME_MS) {
    const tenths = Math.floor(left / 100);
    return `00:${pad(Math.floor(tenths / 10))}.${tenths % 10}`;
  }
  const seconds = Math.floor(left / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutesAndSeconds = `${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${minutesAndSeconds}` : minutesAndSeconds;
}
