import { describe, expect, it } from 'vitest';
import { expandCalendar, toICalendar } from './calendar.service.js';

const TZ = 'America/Chicago';
const empty = { programs: [], campEvents: [], tournaments: [] };
const program = {
  id: 1,
  name: 'Group Class',
  locationName: 'Main Office',
  dayOfWeek: 6,
  startTime: '10:00',
  endTime: '11:00',
  startDate: null,
  endDate: null,
};

describe('expandCalendar', () => {
  it('repeats a weekly class on its weekday, in club time, across a DST change', () => {
    // 2026-10-31 and 2026-11-07 are Saturdays; DST ends 2026-11-01.
    const events = expandCalendar(
      { ...empty, programs: [program] },
      '2026-10-28',
      '2026-11-08',
      TZ,
    );
    expect(events.map((e) => [e.start, e.end])).toEqual([
      ['2026-10-31T15:00:00.000Z', '2026-10-31T16:00:00.000Z'],
      ['2026-11-07T16:00:00.000Z', '2026-11-07T17:00:00.000Z'],
    ]);
    expect(events[0]).toMatchObject({ kind: 'class', location: 'Main Office', url: '/classes' });
  });

  it('keeps a program within its own start and end dates', () => {
    const bounded = { ...program, startDate: '2026-11-07', endDate: '2026-11-14' };
    const events = expandCalendar(
      { ...empty, programs: [bounded] },
      '2026-10-01',
      '2026-12-31',
      TZ,
    );
    expect(events.map((e) => e.id)).toEqual(['class-1-2026-11-07', 'class-1-2026-11-14']);
  });

  it('shows each weekday of a camp week once, from the earliest slot to the latest', () => {
    const week = {
      eventName: 'Summer Camp Week 1',
      startDate: '2027-06-07',
      endDate: '2027-06-11',
    };
    const events = expandCalendar(
      {
        ...empty,
        campEvents: [
          { ...week, startTime: '09:00', endTime: '12:00' },
          { ...week, startTime: '13:00', endTime: '16:00' },
        ],
      },
      '2027-06-01',
      '2027-06-30',
      TZ,
    );
    expect(events).toHaveLength(5);
    expect(events[0]).toMatchObject({
      kind: 'camp',
      start: '2027-06-07T14:00:00.000Z',
      end: '2027-06-07T21:00:00.000Z',
    });
  });

  it('ends a tournament after its expected duration', () => {
    const events = expandCalendar(
      {
        ...empty,
        tournaments: [
          {
            id: 9,
            name: 'Rapid',
            tournamentDate: '2026-12-05',
            startTime: '14:00',
            durationMinutes: 240,
            locationName: null,
          },
        ],
      },
      '2026-12-01',
      '2026-12-31',
      TZ,
    );
    expect(events).toEqual([
      expect.objectContaining({
        id: 'tournament-9',
        start: '2026-12-05T20:00:00.000Z',
        end: '2026-12-06T00:00:00.000Z',
      }),
    ]);
  });
});

describe('toICalendar', () => {
  it('writes RFC 5545 with CRLF lines, escaped text and folded long lines', () => {
    const ics = toICalendar(
      [
        {
          id: 'class-1-2026-11-07',
          kind: 'class',
          title: `Group Class; Beginners, ${'long '.repeat(20)}`,
          start: '2026-11-07T16:00:00.000Z',
          end: '2026-11-07T17:00:00.000Z',
          location: 'Main Office',
          url: '/classes',
        },
      ],
      {
        calendarName: 'Kingside Chess Club',
        publicUrl: 'https://club.example',
        now: new Date('2026-11-01T00:00:00Z'),
      },
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261107T160000Z\r\n');
    expect(ics).toContain('UID:class-1-2026-11-07@club.example');
    expect(ics).toContain('SUMMARY:Group Class\\; Beginners\\, long');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // A folded line continues on the next line after one space.
    expect(ics).toMatch(/\r\n [^\r\n]/);
  });
});
