import type { CalendarEvent } from '@kingside/shared';
import { addDays, dayOfWeek, zonedTimeToUtc } from '../../lib/time.js';

export type WeeklyProgram = {
  id: number;
  name: string;
  locationName: string | null;
  dayOfWeek: number | null;
  startTime: string | null;
  endTime: string | null;
  startDate: string | null;
  endDate: string | null;
};
export type CampDay = {
  eventName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
};
export type TournamentDay = {
  id: number;
  name: string;
  tournamentDate: string;
  startTime: string;
  durationMinutes: number;
  locationName: string | null;
};

/** The longest range one calendar request may cover, in days. */
export const MAX_CALENDAR_DAYS = 400;

/**
 * Every occurrence between `from` and `to` (inclusive dates, club-local): weekly programs on their
 * weekday within their dates, each weekday (Monday to Friday) of a camp week once per week name
 * from its earliest slot start to its latest slot end, and each tournament. Sorted by start.
 */
export function expandCalendar(
  input: { programs: WeeklyProgram[]; campEvents: CampDay[]; tournaments: TournamentDay[] },
  from: string,
  to: string,
  timeZone: string,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const at = (date: string, time: string) => zonedTimeToUtc(date, time, timeZone).toISOString();

  for (const p of input.programs) {
    if (p.dayOfWeek === null || !p.startTime || !p.endTime) continue;
    const first = p.startDate && p.startDate > from ? p.startDate : from;
    const last = p.endDate && p.endDate < to ? p.endDate : to;
    let date = addDays(first, (p.dayOfWeek - dayOfWeek(first) + 7) % 7);
    for (; date <= last; date = addDays(date, 7)) {
      events.push({
        id: `class-${p.id}-${date}`,
        kind: 'class',
        title: p.name,
        start: at(date, p.startTime),
        end: at(date, p.endTime),
        location: p.locationName,
        url: '/classes',
      });
    }
  }

  const weeks = new Map<string, CampDay>();
  for (const c of input.campEvents) {
    const key = `${c.eventName}|${c.startDate}|${c.endDate}`;
    const week = weeks.get(key);
    weeks.set(
      key,
      week
        ? {
            ...week,
            startTime: c.startTime < week.startTime ? c.startTime : week.startTime,
            endTime: c.endTime > week.endTime ? c.endTime : week.endTime,
          }
        : { ...c },
    );
  }
  for (const w of weeks.values()) {
    for (
      let date = w.startDate > from ? w.startDate : from;
      date <= w.endDate && date <= to;
      date = addDays(date, 1)
    ) {
      const weekday = dayOfWeek(date);
      if (weekday === 0 || weekday === 6) continue;
      events.push({
        id: `camp-${w.eventName}-${date}`.replace(/\s+/g, '-'),
        kind: 'camp',
        title: w.eventName,
        start: at(date, w.startTime),
        end: at(date, w.endTime),
        location: null,
        url: '/camp',
      });
    }
  }

  for (const t of input.tournaments) {
    if (t.tournamentDate < from || t.tournamentDate > to) continue;
    const start = zonedTimeToUtc(t.tournamentDate, t.startTime, timeZone);
    events.push({
      id: `tournament-${t.id}`,
      kind: 'tournament',
      title: t.name,
      start: start.toISOString(),
      end: new Date(start.getTime() + t.durationMinutes * 60_000).toISOString(),
      location: t.locationName,
      url: '/tournaments',
    });
  }

  return events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets, as RFC 5545 section 3.1 asks. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 sequence.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** An iCalendar (RFC 5545) document of the events, times in UTC. */
export function toICalendar(
  events: CalendarEvent[],
  options: { calendarName: string; publicUrl: string; now: Date },
): string {
  const host = new URL(options.publicUrl).host;
  const stamp = icsTime(options.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kingside//Club Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end)}`,
      `SUMMARY:${escapeText(e.title)}`,
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      `URL:${options.publicUrl}${e.url}`,
      `CATEGORIES:${e.kind.toUpperCase()}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
