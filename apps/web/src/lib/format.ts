/**
 * Display formats for calendar dates and wall-clock times (amounts: formatCents in
 * packages/shared, since the server mails them). Dates without a time ('YYYY-MM-DD') are
 * formatted in UTC, so the day never shifts with the browser's time zone.
 */

/** English day names; index 0 is Sunday, as in Program.dayOfWeek. */
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const dateAtUtcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

const DATE_FORMATS = {
  /** "Jun 8, 2026" */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Mon, Jun 8, 2026" */
  withWeekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** "Jun 8" */
  short: { month: 'short', day: 'numeric' },
  /** "Monday, June 8" */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "June 2026" */
  month: { month: 'long', year: 'numeric' },
  /** "2026-06-08" (en-CA writes dates as YYYY-MM-DD) */
  key: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** "2:00 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type DateStyle = Exclude<keyof typeof DATE_FORMATS, 'key' | 'time'>;

// Making a formatter is slow (the calendar formats hundreds of dates), so each is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof DATE_FORMATS, timeZone: string | undefined) {
  const key = `${style}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(style === 'key' ? 'en-CA' : 'en-US', {
      ...DATE_FORMATS[style],
      timeZone,
    });
    formatters.set(key, made);
  }
  return made;
}

/** A calendar date, 'YYYY-MM-DD', for people: style `medium` gives "Jun 8, 2026". */
export function formatDate(date: string, style: DateStyle = 'medium'): string {
  return formatter(style, 'UTC').format(dateAtUtcNoon(date));
}

/**
 * A range of calendar dates: "Jun 8 – Jun 12, 2026", or "Dec 28, 2026 – Jan 1, 2027"; one day is
 * "Jun 8, 2026". With `{ year: false }`, for lists whose year is plain: "Jun 8 – Jun 12", "Jun 8".
 */
export function formatDateRange(start: string, end: string, { year = true } = {}): string {
  if (!year) {
    const short = formatDate(start, 'short');
    return start === end ? short : `${short} – ${formatDate(end, 'short')}`;
  }
  if (start === end) return formatDate(start);
  if (start.slice(0, 4) === end.slice(0, 4)) {
    return `${formatDate(start, 'short')} – ${formatDate(end)}`;
  }
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** A wall-clock time 'HH:MM' (24-hour) as "4:15 PM"; noon is "12:00 PM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A time span 'HH:MM'–'HH:MM' as "9:00 AM – 12:00 PM". */
export function formatClockRange(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

/** An instant (ISO date-time) as a date in `timeZone`: style `medium` gives "Jun 8, 2026". */
export function formatInstantDate(
  instant: string,
  timeZone?: string,
  style: DateStyle = 'medium',
): string {
  return formatter(style, timeZone).format(new Date(instant));
}

/** An instant as a date and wall-clock time in `timeZone`: "Jun 8, 2026 2:00 PM". */
export function formatInstant(instant: string, timeZone?: string): string {
  return `${formatInstantDate(instant, timeZone)} ${formatInstantTime(instant, timeZone)}`;
}

/** The calendar date, 'YYYY-MM-DD', that an instant falls on in `timeZone` (browser's if none). */
export function dateKeyIn(instant: Date | string, timeZone?: string): string {
  return formatter('key', timeZone).format(new Date(instant));
}

/** The wall-clock time an instant shows in `timeZone`, as "2:00 PM". */
export function formatInstantTime(instant: string, timeZone?: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM; keep one plain space everywhere.
  return formatter('time', timeZone).format(new Date(instant)).replace(/\s/g, ' ');
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date and wall-clock time picked in the browser ('YYYY-MM-DD', 'HH:MM') as an ISO date-time
 * with the browser's UTC offset on that date: ('2026-07-04', '15:30') → '2026-07-04T15:30:00-05:00'.
 */
export function toIsoWithLocalOffset(date: string, time: string): string {
  const offset = -new Date(`${date}T${time}:00`).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** A phone number as written for people, as a link that dials it: '(972) 555-0142' → 'tel:9725550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
