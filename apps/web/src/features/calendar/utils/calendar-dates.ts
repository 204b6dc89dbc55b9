import { formatDate } from '@kingside/shared';

/**
 * Month arithmetic for the calendar, on plain calendar dates ('YYYY-MM-DD') and months
 * ('YYYY-MM'), computed in UTC so no browser time zone can shift a day.
 */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether a value (e.g. the ?month= query) is a month 'YYYY-MM'. */
export function isMonth(value: string | null): value is string {
  return value !== null && MONTH_PATTERN.test(value);
}

const toKey = (date: Date) => date.toISOString().slice(0, 10);

function parseMonth(month: string): [year: number, monthIndex: number] {
  return [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
}

/** The month `count` months after `month` (negative for before): ('2026-12', 1) → '2027-01'. */
export function addMonths(month: string, count: number): string {
  const [year, monthIndex] = parseMonth(month);
  return toKey(new Date(Date.UTC(year, monthIndex + count, 1))).slice(0, 7);
}

/** "July 2026" */
export function formatMonth(month: string): string {
  return formatDate(`${month}-01`, { style: 'month' });
}

/**
 * The weeks a month view shows: Sunday to Saturday rows from the week of the 1st to the week of
 * the last day, so days of the neighbouring months fill the first and last rows.
 */
export function monthGrid(month: string): string[][] {
  const [year, monthIndex] = parseMonth(month);
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  const start = Date.UTC(year, monthIndex, 1 - first.getUTCDay());
  const dayCount = Math.round((last.getTime() - start) / 86_400_000) + 1 + (6 - last.getUTCDay());
  const weeks: string[][] = [];
  for (let i = 0; i < dayCount; i += 7) {
    weeks.push(Array.from({ length: 7 }, (_, d) => toKey(new Date(start + (i + d) * 86_400_000))));
  }
  return weeks;
}
