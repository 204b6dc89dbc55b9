import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, todayIn, wallClockIn, zonedTimeToUtc } from './time.js';

const CHICAGO = 'America/Chicago';

describe('club-local times', () => {
  it.each([
    // Winter: CST is UTC-6; summer: CDT is UTC-5.
    ['2026-01-15', '14:00', '2026-01-15T20:00:00.000Z'],
    ['2026-07-04', '09:00', '2026-07-04T14:00:00.000Z'],
    // US DST begins 2026-03-08 at 02:00 and ends 2026-11-01 at 02:00.
    ['2026-03-08', '01:30', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '03:30', '2026-03-08T08:30:00.000Z'],
    ['2026-11-01', '03:00', '2026-11-01T09:00:00.000Z'],
    ['2026-12-31', '23:30', '2027-01-01T05:30:00.000Z'],
  ])('%s %s in Chicago is %s', (date, time, iso) => {
    expect(zonedTimeToUtc(date, time, CHICAGO).toISOString()).toBe(iso);
  });

  it("tells today's date in the club's zone, not the server's", () => {
    expect(todayIn(CHICAGO, new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(todayIn(CHICAGO, new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22');
  });

  it('reads an instant back as the club-local date and time on both sides of a DST change', () => {
    expect(wallClockIn(new Date('2026-03-07T23:30:00Z'), CHICAGO)).toEqual({
      date: '2026-03-07',
      time: '17:30',
    });
    expect(wallClockIn(new Date('2026-03-09T22:30:00Z'), CHICAGO)).toEqual({
      date: '2026-03-09',
      time: '17:30',
    });
  });

  it('adds days across month and year ends and names weekdays', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayOfWeek('2026-11-21')).toBe(6);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});
