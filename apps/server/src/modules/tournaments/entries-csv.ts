import {
  byeProblem,
  EMAIL_MAX_LENGTH,
  ENTRY_ID_MAX,
  ENTRY_MESSAGES,
  ENTRY_NAME_MAX,
  ENTRY_RATING_MAX,
  ENTRY_REMARK_MAX,
  ENTRY_TEXT_MAX,
  ENTRY_UPLOAD_COLUMNS,
  entrySections,
  MAX_PRICE_CENTS,
  MESSAGES,
  PHONE_MAX_LENGTH,
  type MajorEventFees,
} from '@kingside/shared';
import { z } from 'zod';
import type { stagedTournamentEntries } from '../../db/schema.js';

/*
 * The entry upload's rows (spec 2 §9's 17 columns; issue 15; docs/decisions/0037): which column
 * is where, and one row read into an entry or into the reasons it cannot be one.
 */

export type UploadColumn = (typeof ENTRY_UPLOAD_COLUMNS)[number];
/** Where each column is in the file's rows. */
export type ColumnIndex = Record<UploadColumn, number>;

/** What a row is checked against: the tournament's sections, schedules, rounds and byes. */
export type UploadTournament = {
  id: number;
  sections: readonly string[];
  majorFees: MajorEventFees | null;
  schedules: readonly string[];
  rounds: number;
  maxByes: number;
};

/**
 * An entry read from a row, without its tournament: every column an upload stages
 * (docs/decisions/0047).
 */
export type UploadedEntry = Omit<
  typeof stagedTournamentEntries.$inferInsert,
  'uploadId' | 'position' | 'tournamentId'
>;

const SCHEDULE_MAX = 60;

export const CSV_MESSAGES = {
  fieldCount: (expected: number, found: number) =>
    `This line has ${found} field${found === 1 ? '' : 's'}; the header has ${expected}.`,
  digits: 'Use digits only.',
  tooLong: (max: number) => `At most ${max} characters.`,
  rating: `Use a whole number from 0 to ${ENTRY_RATING_MAX}.`,
  dollars: 'Use an amount in dollars, like 25 or $25.00.',
  yesNo: 'Use Y or N (or leave it blank).',
  date: 'Use a date like 2026-06-08 or 6/8/2026.',
  byes: 'List bye rounds as numbers, like 2 or 2,4.',
} as const;

const normalizeHeader = (s: string) => s.trim().toLowerCase();
const HEADER_INDEX = new Map<string, UploadColumn>(
  ENTRY_UPLOAD_COLUMNS.map((c) => [normalizeHeader(c), c]),
);

/**
 * Where each of the 17 columns is, from the header line (names compared without case and
 * surrounding spaces, in any order); null unless it names each column exactly once and no other.
 */
export function readHeader(fields: readonly string[]): ColumnIndex | null {
  if (fields.length !== ENTRY_UPLOAD_COLUMNS.length) return null;
  const index: Partial<ColumnIndex> = {};
  for (const [i, field] of fields.entries()) {
    const column = HEADER_INDEX.get(normalizeHeader(field));
    if (!column || index[column] !== undefined) return null;
    index[column] = i;
  }
  return index as ColumnIndex;
}

/** A record with nothing in it (a blank line, or only commas): skipped, not an error. */
export const isBlankRecord = (fields: readonly string[]) => fields.every((f) => f.trim() === '');

const TRUE_WORDS = new Set(['y', 'yes', 'true', '1']);
const FALSE_WORDS = new Set(['', 'n', 'no', 'false', '0']);
const WAITING_WORDS = new Set(['waiting', 'waiting list', 'waitinglist', 'waitlist']);
const emailCheck = z.email();

/** "25", "$25.00", "1,250.5" → cents; null when it is not such an amount. */
export function dollarsToCents(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]!.replaceAll(',', '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** "2026-06-08" or "6/8/2026" → "2026-06-08"; null when it is neither or no such day. */
export function csvDate(text: string): string | null {
  const s = text.trim();
  let y: number, m: number, d: number;
  let iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    iso = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
    if (!iso) return null;
    [m, d, y] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/** "2", "2,4", "2 4" → [2, 4]; null when a part is not a whole number. */
export function byeRounds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

/** `value` as it is spelled in `options`, compared without case; undefined when absent. */
const spelledAs = (options: readonly string[], value: string) => {
  const lower = value.toLowerCase();
  return options.find((o) => o.toLowerCase() === lower);
};

/**
 * One data row read into an entry, or every reason it cannot be one, each as
 * "<column>: <reason>". Required: Name, Section, Email Id. Status "Waiting" (or "Waiting List")
 * puts it on the waiting list, "Withdrawn" withdraws it (at `now`); Received (Y/Yes/true/1)
 * marks it paid in cash, else it is "Not Paid".
 */
export function entryFromRow(
  fields: readonly string[],
  columns: ColumnIndex,
  t: UploadTournament,
  now: Date,
): { entry: UploadedEntry; problems?: undefined } | { entry?: undefined; problems: string[] } {
  const problems: string[] = [];
  const cell = (c: UploadColumn) => (fields[columns[c]] ?? '').trim();
  const fail = (c: UploadColumn, message: string) => problems.push(`${c}: ${message}`);
  /** An optional text of at most `max` characters; null when blank. */
  const text = (c: UploadColumn, max: number) => {
    const v = cell(c);
    if (v.length > max) fail(c, CSV_MESSAGES.tooLong(max));
    return v === '' ? null : v;
  };
  const id = (c: UploadColumn) => {
    const v = cell(c);
    if (v === '') return null;
    if (!/^\d+$/.test(v)) fail(c, CSV_MESSAGES.digits);
    else if (v.length > ENTRY_ID_MAX) fail(c, CSV_MESSAGES.tooLong(ENTRY_ID_MAX));
    return v;
  };
  const yesNo = (c: UploadColumn) => {
    const v = cell(c).toLowerCase();
    if (TRUE_WORDS.has(v)) return true;
    if (!FALSE_WORDS.has(v)) fail(c, CSV_MESSAGES.yesNo);
    return false;
  };
  const money = (c: UploadColumn) => {
    const v = cell(c);
    if (v === '') return null;
    const cents = dollarsToCents(v);
    if (cents === null) fail(c, CSV_MESSAGES.dollars);
    return cents;
  };

  const name = cell('Name');
  if (name === '') fail('Name', ENTRY_MESSAGES.required);
  else if (name.length > ENTRY_NAME_MAX) fail('Name', CSV_MESSAGES.tooLong(ENTRY_NAME_MAX));

  const uscfId = id('USCF ID');
  const fideId = id('FIDE ID');

  const ratingText = cell('USCF Rating');
  let rating = 0;
  if (ratingText !== '') {
    rating = /^\d{1,5}$/.test(ratingText) ? Number(ratingText) : -1;
    if (rating < 0 || rating > ENTRY_RATING_MAX) fail('USCF Rating', CSV_MESSAGES.rating);
  }

  const sections = entrySections(t);
  const sectionText = cell('Section');
  const section = sectionText === '' ? undefined : spelledAs(sections, sectionText);
  if (sectionText === '') fail('Section', ENTRY_MESSAGES.required);
  else if (!section) fail('Section', `${ENTRY_MESSAGES.unknownSection} (${sections.join(', ')})`);

  let schedule = text('Schedule', SCHEDULE_MAX);
  if (schedule !== null && t.schedules.length > 0) {
    const known = spelledAs(t.schedules, schedule);
    if (!known) fail('Schedule', `${ENTRY_MESSAGES.unknownSchedule} (${t.schedules.join(', ')})`);
    else schedule = known;
  }

  const entryFeeCents = money('Tournament fee') ?? 0;

  const status = cell('Status').toLowerCase();
  const waitingList = WAITING_WORDS.has(status);
  const withdrawn = status === 'withdrawn';

  const email = cell('Email Id');
  if (email === '') fail('Email Id', ENTRY_MESSAGES.required);
  else if (email.length > EMAIL_MAX_LENGTH || !emailCheck.safeParse(email).success)
    fail('Email Id', MESSAGES.invalidEmail);

  const phone = text('Phone Number', PHONE_MAX_LENGTH);

  const byes = byeRounds(cell('Bye Round'));
  if (byes === null) fail('Bye Round', CSV_MESSAGES.byes);
  else {
    const problem = byeProblem(byes, t);
    if (problem) fail('Bye Round', problem);
  }

  const remark = text('Remark', ENTRY_REMARK_MAX);
  const playup = yesNo('PlayUp');
  const received = yesNo('Received');

  const receivedDateText = cell('Received Date');
  const receivedDate = receivedDateText === '' ? null : csvDate(receivedDateText);
  if (receivedDateText !== '' && receivedDate === null) fail('Received Date', CSV_MESSAGES.date);

  const receivedAmountCents = money('Received Amount');
  const receivedFrom = text('Received From', ENTRY_TEXT_MAX);

  if (problems.length > 0) return { problems };
  return {
    entry: {
      name,
      email,
      phone,
      uscfId,
      fideId,
      rating,
      playup,
      schedule,
      byesRequested: [...byes!].sort((a, b) => a - b),
      section: section!,
      entryFeeCents,
      paymentMethod: received ? 'Cash' : 'Not Paid',
      paid: received,
      waitingList,
      withdrawnAt: withdrawn ? now : null,
      remark,
      receivedDate,
      receivedAmountCents,
      receivedFrom,
    },
  };
}
