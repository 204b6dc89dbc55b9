import { describe, expect, it } from 'vitest';
import {
  clockKeyIn,
  DATE_STYLES,
  type DateStyle,
  dateKeyIn,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeLong,
  formatTime,
  formatTimeRange,
  isAheadIn,
} from './dates.js';

describe('dates and times for people', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['15:15', '3:15 PM'],
    ['23:59', '11:59 PM'],
    ['14:00:00', '2:00 PM'],
    ['9:30', '9:30 AM'],
  ])('shows the wall-clock time %s as %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });

  it('shows a span of wall-clock times', () => {
    expect(formatTimeRange('09:00', '12:00')).toBe('9:00 AM – 12:00 PM');
  });

  it('shows calendar dates without shifting them by a time zone', () => {
    expect(formatDate('2026-06-08')).toBe('Jun 8, 2026');
    expect(formatDate('2026-06-08', { timeZone: 'Pacific/Kiritimati' })).toBe('Jun 8, 2026');
    expect(formatDate('2026-06-08', { style: 'withWeekday' })).toBe('Mon, Jun 8, 2026');
    expect(formatDate('2026-06-08', { style: 'short' })).toBe('Jun 8');
    expect(formatDate('2026-01-01', { style: 'long' })).toBe('Thursday, January 1');
    expect(formatDate('2026-12-05', { style: 'full' })).toBe('Saturday, December 5, 2026');
    expect(formatDate('2026-06-08', { style: 'month' })).toBe('June 2026');
  });

  it('shows an instant on the day, date and clock of the given time zone', () => {
    // 03:00 UTC on July 5 is 10 pm on July 4 in Chicago (UTC-5 in summer).
    const instant = '2026-07-05T03:00:00Z';
    expect(formatDate(instant, { timeZone: 'America/Chicago' })).toBe('Jul 4, 2026');
    expect(formatDate(new Date(instant), { timeZone: 'UTC' })).toBe('Jul 5, 2026');
    expect(formatTime(instant, { timeZone: 'America/Chicago' })).toBe('10:00 PM');
    expect(formatDateTime(instant, { timeZone: 'America/Chicago' })).toBe('Jul 4, 2026, 10:00 PM');
    expect(dateKeyIn(instant, 'America/Chicago')).toBe('2026-07-04');
    expect(dateKeyIn(instant, 'UTC')).toBe('2026-07-05');
  });

  it('tells whether a wall-clock time in the club’s zone is still ahead', () => {
    // 03:00 UTC on July 5 is 10:00 pm on July 4 in Chicago.
    const now = new Date('2026-07-05T03:00:00Z');
    expect(clockKeyIn(now, 'America/Chicago')).toBe('22:00');
    expect(clockKeyIn(new Date('2026-07-05T00:05:00Z'), 'UTC')).toBe('00:05');
    // The day's 2 pm tournament has started in Chicago, though July 4 is "yesterday" in UTC.
    expect(isAheadIn('2026-07-04', '14:00', now, 'America/Chicago')).toBe(false);
    expect(isAheadIn('2026-07-04', '22:30', now, 'America/Chicago')).toBe(true);
    expect(isAheadIn('2026-07-05', '9:00', now, 'America/Chicago')).toBe(true);
    expect(isAheadIn('2026-07-04', '22:00:00', now, 'America/Chicago')).toBe(false);
  });

  it("writes an e-mail's instant in full, with the zone", () => {
    expect(formatDateTimeLong('2026-06-05T20:00:00Z', { timeZone: 'America/Chicago' })).toBe(
      'Friday, June 5, 2026 at 3:00 PM CDT',
    );
  });

  it.each([
    ['2026-06-08', '2026-06-12', 'Jun 8 – Jun 12, 2026'],
    ['2026-12-28', '2027-01-01', 'Dec 28, 2026 – Jan 1, 2027'],
    ['2026-06-08', '2026-06-08', 'Jun 8, 2026'],
  ])('shows the range %s to %s as %s', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });

  it.each([
    ['2027-06-08', '2027-06-12', 'Jun 8 – Jun 12'],
    ['2026-12-28', '2027-01-01', 'Dec 28 – Jan 1'],
    ['2027-06-08', '2027-06-08', 'Jun 8'],
  ])('shows the range %s to %s without the year as %s', (start, end, expected) => {
    expect(formatDateRange(start, end, { year: false })).toBe(expected);
  });

  it('writes calendar dates and wall-clock times as Intl does, without making a formatter', () => {
    const intl = (options: Intl.DateTimeFormatOptions, date: Date, locale = 'en-US') =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
        .format(date)
        .replace(/\s/g, ' ');
    // Every month, both ends of it, and a leap day, across two years.
    for (let day = Date.UTC(2027, 11, 31); day >= Date.UTC(2024, 0, 1); day -= 86_400_000 * 13) {
      const key = new Date(day).toISOString().slice(0, 10);
      const noon = new Date(`${key}T12:00:00Z`);
      for (const [style, options] of Object.entries(DATE_STYLES)) {
        expect(formatDate(key, { style: style as DateStyle })).toBe(intl(options, noon));
      }
      expect(dateKeyIn(noon, 'UTC')).toBe(
        intl({ year: 'numeric', month: '2-digit', day: '2-digit' }, noon, 'en-CA'),
      );
    }
    for (const [hours, minutes] of [
      [0, 0],
      [0, 5],
      [9, 30],
      [11, 59],
      [12, 0],
      [13, 7],
      [23, 59],
    ]) {
      const clock = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      const at = new Date(Date.UTC(1970, 0, 1, hours, minutes));
      expect(formatTime(clock)).toBe(intl({ hour: 'numeric', minute: '2-digit' }, at));
      expect(clockKeyIn(at, 'UTC')).toBe(
        intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, at, 'en-GB'),
      );
    }
  });
});
