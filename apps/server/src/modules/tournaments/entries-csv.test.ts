import { ENTRY_MESSAGES, ENTRY_UPLOAD_COLUMNS, MESSAGES } from '@kingside/shared';
import { describe, expect, it } from 'vitest';
import {
  byeRounds,
  csvDate,
  dollarsToCents,
  entryFromRow,
  readHeader,
  type UploadColumn,
  type UploadTournament,
} from './entries-csv.js';

const T: UploadTournament = {
  id: 1,
  sections: ['Champ', 'U1600', 'U800'],
  majorFees: null,
  schedules: [],
  rounds: 4,
  maxByes: 2,
};
const NOW = new Date('2026-05-01T12:00:00Z');
const columns = readHeader([...ENTRY_UPLOAD_COLUMNS])!;

/** A row with a valid entry, `cells` replacing columns by name. */
const row = (cells: Partial<Record<UploadColumn, string>> = {}) =>
  ENTRY_UPLOAD_COLUMNS.map(
    (c) =>
      cells[c] ??
      (
        { Name: 'Ada Quill', Section: 'U800', 'Email Id': 'ada@example.com' } as Record<
          string,
          string
        >
      )[c] ??
      '',
  );

describe('readHeader', () => {
  it('finds the 17 columns whatever their case, spacing and order', () => {
    const reversed = [...ENTRY_UPLOAD_COLUMNS].reverse().map((c) => `  ${c.toUpperCase()} `);
    const index = readHeader(reversed)!;
    expect(index.Name).toBe(16);
    expect(index['Received From']).toBe(0);
  });

  it('refuses a header with a column missing, repeated or unknown', () => {
    expect(readHeader(ENTRY_UPLOAD_COLUMNS.slice(1))).toBeNull();
    expect(readHeader([...ENTRY_UPLOAD_COLUMNS.slice(1), 'USCF ID'])).toBeNull();
    expect(readHeader([...ENTRY_UPLOAD_COLUMNS.slice(1), 'Nickname'])).toBeNull();
  });
});

describe('the cell formats', () => {
  it.each([
    ['25', 2500],
    ['$25.00', 2500],
    ['$ 7.5', 750],
    ['1,250.99', 125099],
    ['0', 0],
    ['25.999', null],
    ['-5', null],
    ['twenty', null],
  ])('reads dollars %j as %j cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each([
    ['2026-06-08', '2026-06-08'],
    ['6/8/2026', '2026-06-08'],
    ['12/31/2026', '2026-12-31'],
    ['2026-02-30', null],
    ['13/1/2026', null],
    ['June 8', null],
  ])('reads the date %j as %j', (text, date) => {
    expect(csvDate(text)).toBe(date);
  });

  it.each([
    ['', []],
    ['2', [2]],
    ['2,4', [2, 4]],
    ['2 4', [2, 4]],
    [' 2 ; 4 ', [2, 4]],
    ['2a', null],
    ['1.5', null],
  ])('reads the bye rounds %j as %j', (text, rounds) => {
    expect(byeRounds(text)).toEqual(rounds);
  });
});

describe('entryFromRow', () => {
  it('reads a full row into an entry', () => {
    const result = entryFromRow(
      row({
        'USCF ID': '12345678',
        'FIDE ID': '2000001',
        'USCF Rating': '1234',
        Section: 'u1600',
        'Tournament fee': '$25.00',
        'Phone Number': '555-0100',
        'Bye Round': '4, 2',
        Remark: 'Parent volunteers',
        PlayUp: 'Yes',
        Received: 'Y',
        'Received Date': '4/30/2026',
        'Received Amount': '25',
        'Received From': 'Parent',
      }),
      columns,
      T,
      NOW,
    );
    expect(result.problems).toBeUndefined();
    expect(result.entry).toMatchObject({
      name: 'Ada Quill',
      email: 'ada@example.com',
      uscfId: '12345678',
      fideId: '2000001',
      rating: 1234,
      section: 'U1600',
      entryFeeCents: 2500,
      phone: '555-0100',
      byesRequested: [2, 4],
      remark: 'Parent volunteers',
      playup: true,
      paid: true,
      paymentMethod: 'Cash',
      receivedDate: '2026-04-30',
      receivedAmountCents: 2500,
      receivedFrom: 'Parent',
      waitingList: false,
      withdrawnAt: null,
    });
  });

  it('reads blanks as defaults: rating 0, fee 0, not paid, no byes', () => {
    expect(entryFromRow(row(), columns, T, NOW).entry).toMatchObject({
      uscfId: null,
      rating: 0,
      entryFeeCents: 0,
      paid: false,
      paymentMethod: 'Not Paid',
      byesRequested: [],
      playup: false,
      schedule: null,
      receivedDate: null,
    });
  });

  it('puts "Waiting" and "Waiting List" rows on the waiting list and withdraws "Withdrawn" ones', () => {
    expect(entryFromRow(row({ Status: 'Waiting' }), columns, T, NOW).entry?.waitingList).toBe(true);
    expect(entryFromRow(row({ Status: 'waiting list' }), columns, T, NOW).entry?.waitingList).toBe(
      true,
    );
    expect(entryFromRow(row({ Status: 'Withdrawn' }), columns, T, NOW).entry?.withdrawnAt).toEqual(
      NOW,
    );
    expect(entryFromRow(row({ Status: 'Paid' }), columns, T, NOW).entry).toMatchObject({
      waitingList: false,
      withdrawnAt: null,
    });
  });

  it('names every problem of a row by its column', () => {
    const result = entryFromRow(
      row({
        Name: ' ',
        'USCF ID': '12-34',
        'USCF Rating': 'high',
        Section: 'U2400',
        'Tournament fee': 'free',
        'Email Id': 'not-an-email',
        'Bye Round': '1,2,3',
        PlayUp: 'maybe',
        'Received Date': '2026-13-01',
      }),
      columns,
      T,
      NOW,
    );
    expect(result.problems).toEqual([
      `Name: ${ENTRY_MESSAGES.required}`,
      'USCF ID: Use digits only.',
      'USCF Rating: Use a whole number from 0 to 3500.',
      `Section: ${ENTRY_MESSAGES.unknownSection} (Champ, U1600, U800)`,
      'Tournament fee: Use an amount in dollars, like 25 or $25.00.',
      `Email Id: ${MESSAGES.invalidEmail}`,
      `Bye Round: ${ENTRY_MESSAGES.tooManyByes(2)}`,
      'PlayUp: Use Y or N (or leave it blank).',
      'Received Date: Use a date like 2026-06-08 or 6/8/2026.',
    ]);
  });

  it('requires an e-mail and a section, and keeps byes within the rounds', () => {
    const result = entryFromRow(
      row({ 'Email Id': '', Section: '', 'Bye Round': '5' }),
      columns,
      T,
      NOW,
    );
    expect(result.problems).toEqual([
      `Section: ${ENTRY_MESSAGES.required}`,
      `Email Id: ${ENTRY_MESSAGES.required}`,
      `Bye Round: ${ENTRY_MESSAGES.byeRoundOutOfRange(4)}`,
    ]);
  });

  it('checks the schedule against the tournament’s schedules and stores their spelling', () => {
    const withSchedules = { ...T, schedules: ['2-day', '3-day'] };
    expect(
      entryFromRow(row({ Schedule: '2-DAY' }), columns, withSchedules, NOW).entry?.schedule,
    ).toBe('2-day');
    expect(entryFromRow(row({ Schedule: '1-day' }), columns, withSchedules, NOW).problems).toEqual([
      `Schedule: ${ENTRY_MESSAGES.unknownSchedule} (2-day, 3-day)`,
    ]);
  });
});
