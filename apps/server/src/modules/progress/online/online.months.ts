import { addDays, todayIn, wallClockIn, zonedTimeToUtc } from '../../../lib/time.js';

/*
 * Club-local months ('YYYY-MM' in the club's time zone): the student corner counts a game played
 * at 10 pm on October 31 in Texas in October, although chess.com files it under November (UTC).
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (month: string): boolean => MONTH.test(month);

/** The month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The month's last day, 'YYYY-MM-DD'. */
export const lastDayOf = (month: string): string => addDays(`${nextMonth(month)}-01`, -1);

/** The instants (ms) `month` runs over in `timeZone`: its start included, its end excluded. */
export function monthRange(month: string, timeZone: string): { from: number; to: number } {
  return {
    from: zonedTimeToUtc(`${month}-01`, '00:00', timeZone).getTime(),
    to: zonedTimeToUtc(`${nextMonth(month)}-01`, '00:00', timeZone).getTime(),
  };
}

/** The club-local day ('YYYY-MM-DD') of an instant (ms). */
export const dayOf = (instant: number, timeZone: string): string =>
  wallClockIn(new Date(instant), timeZone).date;

/** The club-local month of an instant (ms). */
export const monthOf = (instant: number, timeZone: string): string =>
  dayOf(instant, timeZone).slice(0, 7);

/** The club's current month. */
export const currentMonth = (timeZone: string, now: number): string =>
  todayIn(timeZone, new Date(now)).slice(0, 7);

/**
 * The UTC months ('YYYY-MM') whose instants overlap the club-local `months`, up to the current UTC
 * month, each once and in order: the monthly archives chess.com files games under.
 */
export function utcMonthsOverlapping(months: string[], timeZone: string, now: number): string[] {
  const thisUtcMonth = new Date(now).toISOString().slice(0, 7);
  const found = new Set<string>();
  for (const month of months) {
    const { from, to } = monthRange(month, timeZone);
    const last = new Date(to - 1).toISOString().slice(0, 7);
    for (let m = new Date(from).toISOString().slice(0, 7); m <= last; m = nextMonth(m)) {
      if (m <= thisUtcMonth) found.add(m);
    }
  }
  return [...found].sort();
}
