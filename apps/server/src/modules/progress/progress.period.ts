import {
  formatDateRange,
  PROGRESS_MESSAGES,
  REPORT_PERIOD_MAX_DAYS,
  termOf,
  type ReportPeriod,
} from '@kingside/shared';
import { badRequest } from '../../lib/errors.js';
import { addDays, dayOfWeek, daysBetween, zonedTimeToUtc } from '../../lib/time.js';
import type { Span } from './progress.repository.js';

/** Instants of the club-local days [fromDay, toDay]. */
export function spanOf(fromDay: string, toDay: string, tz: string): Span {
  return {
    from: zonedTimeToUtc(fromDay, '00:00', tz).toISOString(),
    before: zonedTimeToUtc(addDays(toDay, 1), '00:00', tz).toISOString(),
    fromDay,
    toDay,
  };
}

/** A 'YYYY-MM' month of the club's calendar as a span. */
export function monthSpan(month: string, tz: string): Span {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return spanOf(`${month}-01`, last, tz);
}

/**
 * The report's period from the query: a term by default; only `from` runs to its term's end, only
 * `to` from its term's start. At most REPORT_PERIOD_MAX_DAYS days.
 */
export function resolvePeriod(
  q: { from?: string | undefined; to?: string | undefined },
  today: string,
): ReportPeriod {
  const from = q.from ?? termOf(q.to ?? today).from;
  const to = q.to ?? termOf(q.from ?? today).to;
  if (to < from)
    throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.periodOrder, {
      to: [PROGRESS_MESSAGES.periodOrder],
    });
  if (daysBetween(from, to) + 1 > REPORT_PERIOD_MAX_DAYS)
    throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.periodTooLong, {
      to: [PROGRESS_MESSAGES.periodTooLong],
    });
  const term = termOf(from);
  const label = term.from === from && term.to === to ? term.label : formatDateRange(from, to);
  return { from, to, label };
}

/** The class time's days in [fromDay, toDay] (none without a class time). */
export function classDaysOf(weekday: number | null, fromDay: string, toDay: string): string[] {
  if (weekday === null) return [];
  const days: string[] = [];
  let day = fromDay;
  while (dayOfWeek(day) !== weekday) day = addDays(day, 1);
  for (; day <= toDay; day = addDays(day, 7)) days.push(day);
  return days;
}
