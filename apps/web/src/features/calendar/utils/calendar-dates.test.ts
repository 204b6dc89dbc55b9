import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatMonth,
  isMonth,
  monthGrid,
} from '@/features/calendar/utils/calendar-dates';

describe('month arithmetic', () => {
  it.each([
    ['2026-07', 1, '2026-08'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
  ])('moves %s by %i months to %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it.each([
    ['2026-07', true],
    ['2026-7', false],
    ['2026-13', false],
    ['july', false],
    [null, false],
  ])('accepts %s as a month: %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });

  it('names the month in English', () => {
    expect(formatMonth('2026-07')).toBe('July 2026');
  });
});

describe('month grid', () => {
  it('runs Sunday to Saturday from the week of the 1st to the week of the last day', () => {
    // July 2026: the 1st is a Wednesday, the 31st a Friday.
    const weeks = monthGrid('2026-07');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-06-28',
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-08-01');
  });

  it('has four rows for a February that starts on a Sunday', () => {
    // February 2026 starts on a Sunday and has 28 days.
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks[3]?.[6]).toBe('2026-02-28');
  });

  it('has six rows when the month spills over five weeks', () => {
    // May 2026 starts on a Friday and has 31 days.
    expect(monthGrid('2026-05')).toHaveLength(6);
  });

  it('is not shifted across the change to daylight saving time', () => {
    const days = monthGrid('2026-03').flat();
    expect(new Set(days).size).toBe(days.length);
    expect(days).toContain('2026-03-08');
    expect(days).toContain('2026-03-09');
  });
});
