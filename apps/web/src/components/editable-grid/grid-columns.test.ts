import { describe, expect, it } from 'vitest';
import { dateKeyIn } from '@kingside/shared';
import {
  calendarDateToDate,
  centsToDollars,
  dollarsToCents,
  isoToDate,
} from '@/components/editable-grid/grid-columns';

describe('price conversion', () => {
  it.each([
    [9000, 90],
    [12550, 125.5],
    [0, 0],
    [null, null],
  ])('shows %s cents as %s dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it.each([
    [90, 9000],
    [125.5, 12550],
    // Floating point: 19.99 * 100 is 1998.9999999999998.
    [19.99, 1999],
    ['175', 17500],
    ['', null],
    [null, null],
    ['abc', null],
  ])('saves %s dollars as %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });
});

describe('date conversion', () => {
  it('keeps a calendar date on the same day in any time zone', () => {
    const date = calendarDateToDate('2026-02-24');

    expect(date?.getDate()).toBe(24);
    expect(dateKeyIn(date!)).toBe('2026-02-24');
  });

  it('reads nothing from a blank or malformed date', () => {
    expect(calendarDateToDate(null)).toBeNull();
    expect(calendarDateToDate('24/02/2026')).toBeNull();
    expect(isoToDate('')).toBeNull();
    expect(isoToDate('not a date')).toBeNull();
  });

  it('reads an ISO date-time as that instant', () => {
    expect(isoToDate('2026-06-08T14:00:00.000Z')?.toISOString()).toBe('2026-06-08T14:00:00.000Z');
  });
});
