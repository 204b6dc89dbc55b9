/** Calendar arithmetic on 'YYYY-MM-DD' dates and club-local 'HH:MM' times, with only Intl. */

// eslint-disable-next-line no-restricted-syntax -- Intl formatters by time zone: pure, the same for every application
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `instant`, read as if it were UTC (ms). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * The instant when the wall clock in `timeZone` shows `date` `time`. In the hour skipped by a
 * spring-forward change the later offset applies; in the repeated fall-back hour, the first.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  let guess = asUtc - (wallClockAsUtc(asUtc, timeZone) - asUtc);
  // A second pass corrects a guess that crossed an offset change.
  guess = asUtc - (wallClockAsUtc(guess, timeZone) - guess);
  return new Date(guess);
}

/** The club-local date ('YYYY-MM-DD') and wall-clock time ('HH:MM') in `timeZone` at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today's date in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Date(wallClockAsUtc(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
