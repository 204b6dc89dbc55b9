import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOf } from './tournaments.service.js';

describe('addMonths', () => {
  it.each([
    ['2026-11-25', -3, '2026-08-25'],
    ['2026-02-10', -3, '2025-11-10'],
    // The day is clamped to the shorter month.
    ['2026-05-31', -3, '2026-02-28'],
    ['2028-05-31', -3, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
  ])('%s %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('lastDayOf', () => {
  it('keeps a weekly afternoon event on its own day', () => {
    expect(
      lastDayOf({ tournamentDate: '2026-11-28', startTime: '14:00', durationMinutes: 240 }),
    ).toBe('2026-11-28');
  });

  it('runs a two-day major event into Sunday', () => {
    expect(
      lastDayOf({ tournamentDate: '2026-11-28', startTime: '09:00', durationMinutes: 31 * 60 }),
    ).toBe('2026-11-29');
  });

  it('ends an event that stops exactly at midnight on its own day', () => {
    expect(
      lastDayOf({ tournamentDate: '2026-11-28', startTime: '20:00', durationMinutes: 240 }),
    ).toBe('2026-11-28');
    expect(
      lastDayOf({ tournamentDate: '2026-11-28', startTime: '20:00', durationMinutes: 241 }),
    ).toBe('2026-11-29');
  });
});
