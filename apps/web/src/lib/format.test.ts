import { describe, expect, it } from 'vitest';
import {
  dateKeyIn,
  formatClock,
  formatDate,
  formatDateRange,
  formatInstantTime,
  telHref,
  toIsoWithLocalOffset,
} from '@/lib/format';

describe('display formats', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['15:15', '3:15 PM'],
    ['23:59', '11:59 PM'],
  ])('shows the time %s as %s', (time, expected) => {
    expect(formatClock(time)).toBe(expected);
  });

  it('shows calendar dates without shifting them by a time zone', () => {
    expect(formatDate('2026-06-08')).toBe('Jun 8, 2026');
    expect(formatDate('2026-06-08', 'withWeekday')).toBe('Mon, Jun 8, 2026');
    expect(formatDate('2026-01-01', 'long')).toBe('Thursday, January 1');
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

  it('dials a phone number written for people', () => {
    expect(telHref('(972) 555-0142')).toBe('tel:9725550142');
    expect(telHref('+1 972-555-0142')).toBe('tel:+19725550142');
  });

  it('puts an instant on the date and clock of the given time zone', () => {
    // 03:00 UTC on July 5 is 10 pm on July 4 in Chicago (UTC-5 in summer).
    expect(dateKeyIn('2026-07-05T03:00:00Z', 'America/Chicago')).toBe('2026-07-04');
    expect(dateKeyIn('2026-07-05T03:00:00Z', 'UTC')).toBe('2026-07-05');
    expect(formatInstantTime('2026-07-05T03:00:00Z', 'America/Chicago')).toBe('10:00 PM');
  });

  it('writes a picked date and time as ISO with the browser offset for that date', () => {
    const iso = toIsoWithLocalOffset('2026-07-04', '15:30');
    expect(iso).toMatch(/^2026-07-04T15:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 6, 4, 15, 30).getTime());
  });
});
