/**
 * How dates and times read, on the web and in the club's e-mails: one function per kind (a date,
 * a date with its time, a time, a range). Calendar dates ('YYYY-MM-DD') and wall-clock times
 * ('HH:MM') are shown as they are, never shifted by a time zone; instants (ISO date-times or
 * Dates) are shown on the clock of `timeZone`, the browser's (or server's) when it is omitted, so
 * pages pass the club's. Amounts: `formatCents` (rules/money.ts).
 */

/**
 * The days of the week, Sunday first: index 0 … 6, as a class time's `weekday` and a program's
 * `dayOfWeek`.
 */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The `Intl` options of each date style (written by hand for calendar dates: `formatUtc`). */
export const DATE_STYLES = {
  /** "Jun 8, 2026" */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Mon, Jun 8, 2026" */
  withWeekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** "Jun 8" */
  short: { month: 'short', day: 'numeric' },
  /** "Monday, June 8" */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Monday, June 8, 2026" (e-mails) */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** "June 2026" */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const FORMATS = {
  ...DATE_STYLES,
  /** "2:00 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Jun 8, 2026, 2:00 PM" */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Monday, June 8, 2026 at 2:00 PM CDT" (e-mails: the reader may be elsewhere) */
  dateTimeLong: {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  /** "2026-06-08" (en-CA writes dates as YYYY-MM-DD) */
  key: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** "14:05" (a 24-hour wall clock, as times are stored) */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Making a formatter is slow (the calendar formats hundreds of dates), so each is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * `date` in `kind` read on the UTC clock, written out by hand: what `Intl.DateTimeFormat` writes
 * for these kinds in en-US (rules/dates.test.ts compares the two), without making one. A phone
 * spends 20–100 ms making its first formatter (the locale's and the zone's data), in the middle of
 * a page coming to life, for what is mostly a calendar date or a class's time.
 */
function formatUtc(kind: keyof typeof FORMATS, date: Date): string | null {
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();
  const day = date.getUTCDate();
  const month = MONTHS[monthIndex]!;
  const mon = month.slice(0, 3);
  const weekday = WEEKDAYS[date.getUTCDay()]!;
  const hours = date.getUTCHours();
  const minutes = pad2(date.getUTCMinutes());
  switch (kind) {
    case 'medium':
      return `${mon} ${day}, ${year}`;
    case 'withWeekday':
      return `${weekday.slice(0, 3)}, ${mon} ${day}, ${year}`;
    case 'short':
      return `${mon} ${day}`;
    case 'long':
      return `${weekday}, ${month} ${day}`;
    case 'full':
      return `${weekday}, ${month} ${day}, ${year}`;
    case 'month':
      return `${month} ${year}`;
    case 'time':
      return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
    case 'key':
      return `${year}-${pad2(monthIndex + 1)}-${pad2(day)}`;
    case 'clock':
      return `${pad2(hours)}:${minutes}`;
    default:
      return null;
  }
}

/** `date` in `format` on the clock of `timeZone`, with plain spaces only. */
function format(kind: keyof typeof FORMATS, date: Date, timeZone: string | undefined): string {
  const year = date.getUTCFullYear();
  const byHand = timeZone === 'UTC' && year >= 1000 && year <= 9999 ? formatUtc(kind, date) : null;
  if (byHand !== null) return byHand;
  const key = `${kind}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      kind === 'key' ? 'en-CA' : kind === 'clock' ? 'en-GB' : 'en-US',
      {
        ...FORMATS[kind],
        timeZone,
      },
    );
    formatters.set(key, made);
  }
  // Newer ICU puts a narrow no-break space before AM/PM; keep one plain space everywhere.
  return made.format(date).replace(/\s/g, ' ');
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Where a value is on the clock of its own zone: a calendar date at noon UTC, an instant as it is. */
const dateAndZone = (value: string | Date, timeZone: string | undefined) =>
  typeof value === 'string' && CALENDAR_DATE.test(value)
    ? { date: new Date(`${value}T12:00:00Z`), zone: 'UTC' }
    : { date: new Date(value), zone: timeZone };

type Zone = {
  /** IANA zone an instant is shown in (the club's `timezone`); the runtime's when omitted. */
  timeZone?: string | undefined;
};

/**
 * A date for people: a calendar date 'YYYY-MM-DD' as it is, an instant on its day in `timeZone`.
 * Style `medium` (the default) gives "Jun 8, 2026"; see `DateStyle` for the others.
 */
export function formatDate(
  value: string | Date,
  { style = 'medium', timeZone }: Zone & { style?: DateStyle } = {},
): string {
  const { date, zone } = dateAndZone(value, timeZone);
  return format(style, date, zone);
}

/** An instant as its date and wall-clock time in `timeZone`: "Jun 8, 2026, 2:00 PM". */
export function formatDateTime(instant: string | Date, { timeZone }: Zone = {}): string {
  return format('dateTime', new Date(instant), timeZone);
}

/**
 * A time of day, "4:15 PM": a wall-clock 'HH:MM' (24-hour, seconds ignored) as it is, an instant
 * on the clock of `timeZone`. Midnight is "12:00 AM", noon "12:00 PM".
 */
export function formatTime(value: string | Date, { timeZone }: Zone = {}): string {
  const clock = typeof value === 'string' ? WALL_CLOCK.exec(value) : null;
  return clock
    ? format('time', new Date(Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2]))), 'UTC')
    : format('time', new Date(value), timeZone);
}

/** A span of wall-clock times 'HH:MM'–'HH:MM': "9:00 AM – 12:00 PM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}

/**
 * A range of calendar dates: "Jun 8 – Jun 12, 2026", or "Dec 28, 2026 – Jan 1, 2027"; one day is
 * "Jun 8, 2026". With `{ year: false }`, for lists whose year is plain: "Jun 8 – Jun 12", "Jun 8".
 */
export function formatDateRange(start: string, end: string, { year = true } = {}): string {
  if (!year) {
    const short = formatDate(start, { style: 'short' });
    return start === end ? short : `${short} – ${formatDate(end, { style: 'short' })}`;
  }
  if (start === end) return formatDate(start);
  if (start.slice(0, 4) === end.slice(0, 4)) {
    return `${formatDate(start, { style: 'short' })} – ${formatDate(end)}`;
  }
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/**
 * An instant as the club's e-mails write it, with the zone, since a reader may be elsewhere:
 * "Friday, June 5, 2026 at 3:00 PM CDT".
 */
export function formatDateTimeLong(instant: string | Date, { timeZone }: Zone = {}): string {
  return format('dateTimeLong', new Date(instant), timeZone);
}

/** The calendar date, 'YYYY-MM-DD', that an instant falls on in `timeZone` (the runtime's if none). */
export function dateKeyIn(instant: string | Date, timeZone?: string): string {
  return format('key', new Date(instant), timeZone);
}

/** The wall-clock time, 'HH:MM' (24-hour), that an instant shows in `timeZone`. */
export function clockKeyIn(instant: string | Date, timeZone?: string): string {
  return format('clock', new Date(instant), timeZone);
}

/**
 * Whether a day's wall-clock time ('YYYY-MM-DD' and 'HH:MM', in `timeZone`) is still ahead of
 * `now`: a tournament that has started is no longer the next one.
 */
export function isAheadIn(date: string, time: string, now: Date, timeZone?: string): boolean {
  const at = `${date} ${time.padStart(5, '0').slice(0, 5)}`;
  return at > `${dateKeyIn(now, timeZone)} ${clockKeyIn(now, timeZone)}`;
}
