import crypto from 'node:crypto';
import {
  ENTRY_MESSAGES,
  ENTRY_UPLOAD_COLUMNS,
  ENTRY_UPLOAD_MAX_BYTES,
  ENTRY_UPLOAD_MAX_ROWS,
  MESSAGES,
  type AdminEntrySave,
  type Entry,
  type EntryPage,
  type Tournament,
  type TournamentSave,
} from '@kingside/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePlayCredits, outboxEmails, tournamentEntries, tournaments } from '../../db/schema.js';
import { csvLine } from '../../lib/csv.js';
import { addDays, todayIn } from '../../lib/time.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { multipartFile } from '../../test/images.js';
import type { NewEntry } from './entries.present.js';
import { readSwissSys } from './swisssys.js';

let t: TestApp;
let admin: Record<string, string>;
let assistant: Record<string, string>;
let student: Record<string, string>;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  assistant = bearer(await loginAs(t.app, 'assistant', DEMO_PASSWORD));
  student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
  today = todayIn(t.ctx.config.club.timezone);
});
afterAll(() => t.app.close());

const uniq = () => crypto.randomBytes(4).toString('hex');

/** A tournament saved through the API: sections Champ, U1600, U800; 4 rounds; 2 byes. */
async function createTournament(overrides: Partial<TournamentSave> = {}): Promise<Tournament> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: admin,
    payload: {
      name: `Entries Rapid ${uniq()}`,
      tournamentDate: addDays(today, 14),
      sections: ['Champ', 'U1600', 'U800'],
      rounds: 4,
      maxByes: 2,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Tournament>();
}

/** Entries written straight to the table (as checkouts and offers leave them). */
async function insertEntries(tournamentId: number, rows: Partial<NewEntry>[]) {
  return t.ctx.database.db
    .insert(tournamentEntries)
    .values(
      rows.map((r) => ({
        tournamentId,
        name: `Player ${uniq()}`,
        email: `p_${uniq()}@example.com`,
        section: 'Champ',
        paymentMethod: 'creditCard',
        paid: true,
        ...r,
      })),
    )
    .returning();
}

const listUrl = (id: number, query = '') => `/api/tournament/${id}/entries${query}`;
const list = (id: number, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ url: listUrl(id, query), headers });
const names = (page: EntryPage) => page.items.map((e) => e.name);

const addUrl = (id: number) => `/api/admin/tournament/${id}/entries`;
const add = (id: number, payload: Partial<AdminEntrySave>, headers = admin) =>
  t.app.inject({ method: 'POST', url: addUrl(id), headers, payload });
const update = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: addUrl(id), headers: admin, payload });
const validEntry = (over: Partial<AdminEntrySave> = {}): AdminEntrySave => ({
  name: 'Ada Quill',
  email: 'ada@example.com',
  chessDotComId: 'adaquill',
  uscfId: '30001234',
  rating: 1200,
  section: 'Champ',
  ...over,
});

const upload = (id: number, csv: string | Buffer, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/tournament/${id}/entries/upload`,
    headers,
    ...(() => {
      const file = multipartFile(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), {
        field: 'csvFile',
        fileName: 'entries.csv',
        type: 'text/csv',
      });
      return { payload: file.payload, headers: { ...headers, ...file.headers } };
    })(),
  });

const HEADER = csvLine([...ENTRY_UPLOAD_COLUMNS]);
type Cells = Partial<Record<(typeof ENTRY_UPLOAD_COLUMNS)[number], string>>;
const csvRow = (cells: Cells) =>
  csvLine(
    ENTRY_UPLOAD_COLUMNS.map(
      (c) => cells[c] ?? ({ Section: 'U800', 'Email Id': 'x@example.com' } as Cells)[c] ?? '',
    ),
  );

const entriesOf = (tournamentId: number) =>
  t.ctx.database.db
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId));

describe('GET tournament/{id}/entries', () => {
  it('answers 404 for a tournament that does not exist', async () => {
    const res = await list(999_999);
    expect(res.statusCode).toBe(404);
  });

  it('restricts a list without showEntries to admins and assistants ("Content Restricted")', async () => {
    const tour = await createTournament({ showEntries: false });
    await insertEntries(tour.id, [{ name: 'Hidden Player' }]);
    for (const headers of [{}, student]) {
      const res = await list(tour.id, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'CONTENT_RESTRICTED',
        message: MESSAGES.contentRestricted,
      });
    }
    for (const headers of [assistant, admin]) {
      const res = await list(tour.id, headers);
      expect(res.statusCode).toBe(200);
      expect(names(res.json<EntryPage>())).toEqual(['Hidden Player']);
    }
  });

  it('shows visitors paid, admin-entered and Zelle-booked entries without the private columns', async () => {
    const tour = await createTournament();
    await insertEntries(tour.id, [
      { name: 'Paid Player', phone: '555-0100' },
      { name: 'Cash Player', paymentMethod: 'Not Paid', paid: false },
      { name: 'Unpaid Card', paid: false },
      { name: 'Withdrawn Player', withdrawnAt: new Date() },
      { name: 'Released Order', paid: false, active: false },
      { name: 'Waiting Player', waitingList: true, paid: false, paymentMethod: 'waitingList' },
    ]);
    const res = await list(tour.id);
    expect(res.statusCode).toBe(200);
    const page = res.json<EntryPage>();
    expect(new Set(names(page))).toEqual(new Set(['Paid Player', 'Cash Player']));
    expect(page).toMatchObject({ total: 2, privateColumns: false, canManage: false });
    expect(page.items[0]).toMatchObject({
      email: null,
      phone: null,
      paymentMethod: null,
      entryFeeCents: null,
    });

    const waiting = (await list(tour.id, student, '?waitingList=true')).json<EntryPage>();
    expect(names(waiting)).toEqual(['Waiting Player']);
  });

  it('shows assistants the private columns, unpaid held and withdrawn entries; only admins manage', async () => {
    const tour = await createTournament();
    await insertEntries(tour.id, [
      { name: 'Paid Player', phone: '555-0100', entryFeeCents: 2500 },
      { name: 'Unpaid Card', paid: false },
      { name: 'Withdrawn Player', withdrawnAt: new Date() },
      { name: 'Released Order', paid: false, active: false },
    ]);
    const page = (await list(tour.id, assistant)).json<EntryPage>();
    expect(new Set(names(page))).toEqual(
      new Set(['Paid Player', 'Unpaid Card', 'Withdrawn Player']),
    );
    expect(page).toMatchObject({ privateColumns: true, canManage: false });
    expect(page.items.find((e) => e.name === 'Paid Player')).toMatchObject({
      phone: '555-0100',
      entryFeeCents: 2500,
      paymentMethod: 'creditCard',
    });
    expect(page.items.find((e) => e.name === 'Withdrawn Player')?.withdrawn).toBe(true);
    expect((await list(tour.id, admin)).json<EntryPage>()).toMatchObject({
      privateColumns: true,
      canManage: true,
    });
  });

  it('orders the main list by section, then rating, then name, and pages it', async () => {
    const tour = await createTournament();
    await insertEntries(tour.id, [
      { name: 'Zed U800', section: 'U800', rating: 700 },
      { name: 'Amy Champ', section: 'Champ', rating: 1500 },
      { name: 'Bob Champ', section: 'Champ', rating: 1800 },
      { name: 'Cal U1600', section: 'U1600', rating: 1200 },
      { name: 'Abe Champ', section: 'Champ', rating: 1500 },
    ]);
    const all = (await list(tour.id, {}, '?size=10')).json<EntryPage>();
    expect(names(all)).toEqual(['Bob Champ', 'Abe Champ', 'Amy Champ', 'Cal U1600', 'Zed U800']);
    const second = (await list(tour.id, {}, '?page=1&size=2')).json<EntryPage>();
    expect(second).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(names(second)).toEqual(['Amy Champ', 'Cal U1600']);
  });

  it('orders the waiting list oldest first', async () => {
    const tour = await createTournament();
    const base = Date.now();
    await insertEntries(
      tour.id,
      ['Third', 'First', 'Second'].map((name, i) => ({
        name,
        waitingList: true,
        paid: false,
        paymentMethod: 'waitingList',
        createdDate: new Date(base - [0, 2, 1][i]! * 60_000),
      })),
    );
    const page = (await list(tour.id, {}, '?waitingList=true')).json<EntryPage>();
    expect(names(page)).toEqual(['First', 'Second', 'Third']);
  });
});

describe('POST admin/tournament/{id}/entries', () => {
  it('refuses visitors, students and assistants', async () => {
    const tour = await createTournament();
    expect((await add(tour.id, validEntry(), {})).statusCode).toBe(401);
    expect((await add(tour.id, validEntry(), student)).statusCode).toBe(403);
    expect((await add(tour.id, validEntry(), assistant)).statusCode).toBe(403);
  });

  it('requires name, e-mail, chess.com id, US Chess id, rating and section ("Please enter required field")', async () => {
    const tour = await createTournament();
    const res = await add(tour.id, { name: ' ', email: '', section: '' });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json<{ fieldErrors: Record<string, string[]> }>();
    for (const field of ['name', 'email', 'chessDotComId', 'uscfId', 'rating', 'section']) {
      expect(fieldErrors[field], field).toEqual([ENTRY_MESSAGES.required]);
    }
  });

  it('refuses an entry without its chess.com id, or with a US Chess id or rating below 1', async () => {
    const tour = await createTournament();
    const fieldErrorsOf = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: addUrl(tour.id),
        headers: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors;
    };
    const withoutChessCom: Partial<AdminEntrySave> = validEntry();
    delete withoutChessCom.chessDotComId;
    expect(await fieldErrorsOf(withoutChessCom)).toEqual({
      chessDotComId: [ENTRY_MESSAGES.required],
    });
    expect(await fieldErrorsOf(validEntry({ chessDotComId: '  ' }))).toEqual({
      chessDotComId: [ENTRY_MESSAGES.required],
    });
    expect(await fieldErrorsOf(validEntry({ uscfId: '0' }))).toEqual({
      uscfId: [ENTRY_MESSAGES.required],
    });
    expect(await fieldErrorsOf({ ...validEntry(), uscfId: null })).toEqual({
      uscfId: [ENTRY_MESSAGES.required],
    });
    expect(await fieldErrorsOf(validEntry({ uscfId: '12a' }))).toEqual({
      uscfId: ['Use digits only.'],
    });
    expect(await fieldErrorsOf(validEntry({ rating: 0 }))).toEqual({
      rating: [ENTRY_MESSAGES.required],
    });
    // Nothing was added.
    expect((await entriesOf(tour.id)).length).toBe(0);
  });

  it('refuses a bad e-mail, a section the tournament lacks and too many byes', async () => {
    const tour = await createTournament();
    const badEmail = await add(tour.id, validEntry({ email: 'not-an-email' }));
    expect(badEmail.json()).toMatchObject({ fieldErrors: { email: [MESSAGES.invalidEmail] } });
    const badSection = await add(tour.id, validEntry({ section: 'U2400' }));
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json()).toMatchObject({
      fieldErrors: { section: [ENTRY_MESSAGES.unknownSection] },
    });
    const byes = await add(tour.id, validEntry({ byesRequested: [1, 2, 3] }));
    expect(byes.json()).toMatchObject({
      fieldErrors: { byesRequested: [ENTRY_MESSAGES.tooManyByes(2)] },
    });
    const outOfRange = await add(tour.id, validEntry({ byesRequested: [5] }));
    expect(outOfRange.json()).toMatchObject({
      fieldErrors: { byesRequested: [ENTRY_MESSAGES.byeRoundOutOfRange(4)] },
    });
  });

  it('checks the schedule against the tournament’s schedules', async () => {
    const tour = await createTournament({ schedules: ['2-day', '3-day'] });
    const bad = await add(tour.id, validEntry({ schedule: '1-day' }));
    expect(bad.json()).toMatchObject({
      fieldErrors: { schedule: [ENTRY_MESSAGES.unknownSchedule] },
    });
    const good = await add(tour.id, validEntry({ schedule: '3-DAY' }));
    expect(good.json<Entry>().schedule).toBe('3-day');
  });

  it('adds an entry, paid unless "Not Paid", and lists it', async () => {
    const tour = await createTournament({ showEntries: false });
    const res = await add(
      tour.id,
      validEntry({
        section: 'u1600',
        byesRequested: [4, 2],
        paymentMethod: 'Cash',
        entryFeeCents: 2000,
        uscfId: '12345678',
        rating: 1400,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Entry>()).toMatchObject({
      section: 'U1600',
      chessDotComId: 'adaquill',
      uscfId: '12345678',
      rating: 1400,
      byesRequested: [2, 4],
      paid: true,
      paymentMethod: 'Cash',
      entryFeeCents: 2000,
      waitingList: false,
      withdrawn: false,
    });
    const unpaid = await add(tour.id, validEntry({ name: 'Owes Fee' }));
    expect(unpaid.json<Entry>()).toMatchObject({ paid: false, paymentMethod: 'Not Paid' });
    expect(names((await list(tour.id, admin)).json<EntryPage>()).sort()).toEqual([
      'Ada Quill',
      'Owes Fee',
    ]);
  });

  it('answers 404 for a tournament that does not exist', async () => {
    expect((await add(999_999, validEntry())).statusCode).toBe(404);
  });
});

describe('PUT admin/tournament/{id}/entries', () => {
  it('changes only the fields sent, with the same checks', async () => {
    const tour = await createTournament();
    const entry = (
      await add(tour.id, validEntry({ phone: '555-0100', rating: 900, byesRequested: [3] }))
    ).json<Entry>();
    const res = await update(tour.id, { id: entry.id, rating: 1234, paymentMethod: 'Zelle' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Entry>()).toMatchObject({
      rating: 1234,
      paymentMethod: 'Zelle',
      paid: true,
      phone: '555-0100',
      name: 'Ada Quill',
      byesRequested: [3],
    });
    const cleared = await update(tour.id, { id: entry.id, byesRequested: [] });
    expect(cleared.json<Entry>().byesRequested).toEqual([]);
    const bad = await update(tour.id, { id: entry.id, section: 'Nowhere', byesRequested: [9] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'byesRequested',
      'section',
    ]);
  });

  it('answers 404 for an entry of another tournament', async () => {
    const one = await createTournament();
    const other = await createTournament();
    const entry = (await add(one.id, validEntry())).json<Entry>();
    const res = await update(other.id, { id: entry.id, rating: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: ENTRY_MESSAGES.entryNotFound });
  });

  it('withdraws an entry, gives back its free play credit, and offers the place to the waiting list', async () => {
    const tour = await createTournament({ capacity: 2, tournamentDate: addDays(today, 10) });
    const member = await buildUser(t.ctx, { roles: ['student'] });
    const [credited, other] = await insertEntries(tour.id, [
      { name: 'Credit Player', paymentMethod: 'freePlayCredit', userId: member.id },
      { name: 'Second Player' },
    ]);
    await t.ctx.database.db
      .insert(freePlayCredits)
      .values({ userId: member.id, month: tour.tournamentDate.slice(0, 7), entryId: credited!.id });
    const [waiting] = await insertEntries(tour.id, [
      { name: 'Waiting Player', waitingList: true, paid: false, paymentMethod: 'waitingList' },
    ]);

    const res = await update(tour.id, { id: credited!.id, withdrawn: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Entry>().withdrawn).toBe(true);
    const credits = await t.ctx.database.db
      .select()
      .from(freePlayCredits)
      .where(eq(freePlayCredits.userId, member.id));
    expect(credits).toEqual([]);
    // The public list no longer shows it.
    expect(names((await list(tour.id)).json<EntryPage>())).toEqual([other!.name]);
    // The freed place is offered to the first waiting entry.
    const [after] = await t.ctx.database.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.id, waiting!.id));
    expect(after!.offerExpiresAt?.getTime()).toBeGreaterThan(Date.now());

    const back = await update(tour.id, { id: credited!.id, withdrawn: false });
    expect(back.json<Entry>().withdrawn).toBe(false);
  });

  it('moving a waiting entry to the main list ends its offer', async () => {
    const tour = await createTournament();
    const [waiting] = await insertEntries(tour.id, [
      {
        waitingList: true,
        paid: false,
        paymentMethod: 'waitingList',
        offerTokenHash: uniq(),
        offeredAt: new Date(),
        offerExpiresAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    const res = await update(tour.id, { id: waiting!.id, waitingList: false, paid: true });
    expect(res.json<Entry>()).toMatchObject({
      waitingList: false,
      paid: true,
      offerExpiresAt: null,
    });
  });
});

describe('POST admin/tournament/{id}/entries/upload', () => {
  it('imports every row of a good file', async () => {
    const tour = await createTournament({ schedules: ['2-day'] });
    const csv =
      HEADER +
      csvRow({
        Name: 'Ada Quill',
        'USCF ID': '12345678',
        'USCF Rating': '1450',
        Section: 'champ',
        Schedule: '2-Day',
        'Tournament fee': '$25.00',
        'Email Id': 'ada@example.com',
        'Bye Round': '2 4',
        PlayUp: 'Y',
        Received: 'Yes',
        'Received Date': '5/1/2026',
        'Received Amount': '25',
        'Received From': 'Parent',
      }) +
      csvRow({ Name: 'Ben Rook', Status: 'Waiting List' }) +
      csvRow({ Name: 'Cy Pawn', Status: 'Withdrawn' });
    const res = await upload(tour.id, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ENTRY_MESSAGES.uploaded(3), imported: 3 });
    const rows = await entriesOf(tour.id);
    expect(rows.find((r) => r.name === 'Ada Quill')).toMatchObject({
      uscfId: '12345678',
      rating: 1450,
      section: 'Champ',
      schedule: '2-day',
      entryFeeCents: 2500,
      byesRequested: [2, 4],
      playup: true,
      paid: true,
      paymentMethod: 'Cash',
      receivedDate: '2026-05-01',
      receivedAmountCents: 2500,
      receivedFrom: 'Parent',
      waitingList: false,
    });
    expect(rows.find((r) => r.name === 'Ben Rook')?.waitingList).toBe(true);
    expect(rows.find((r) => r.name === 'Cy Pawn')?.withdrawnAt).not.toBeNull();
  });

  it('reads a BOM, CRLF line ends, quoted commas and a header in other case and order', async () => {
    const tour = await createTournament();
    const header = [...ENTRY_UPLOAD_COLUMNS].reverse().map((c) => ` ${c.toLowerCase()} `);
    const row = (cells: Cells) =>
      csvLine([...ENTRY_UPLOAD_COLUMNS].reverse().map((c) => cells[c] ?? ''));
    const csv =
      '\uFEFF' +
      csvLine(header) +
      row({ Name: 'Quill, Ada', Section: 'U800', 'Email Id': 'ada@example.com', Remark: 'a\r\nb' });
    const res = await upload(tour.id, csv);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesOf(tour.id);
    expect(entry).toMatchObject({ name: 'Quill, Ada', remark: 'a\r\nb', section: 'U800' });
  });

  it('imports nothing when one row is bad, and names each bad row by its line', async () => {
    const tour = await createTournament();
    const csv =
      HEADER +
      csvRow({ Name: 'Good One' }) +
      csvRow({ Name: 'Bad Section', Section: 'U2400' }) +
      '\r\n' +
      csvRow({ Name: 'Good Two', Remark: 'two\nlines' }) +
      csvRow({ Name: '', 'Email Id': 'nope' });
    const res = await upload(tour.id, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'UPLOAD_REJECTED',
      message: ENTRY_MESSAGES.uploadRejected(2),
      fieldErrors: {
        'line 3': [`Section: ${ENTRY_MESSAGES.unknownSection} (Champ, U1600, U800)`],
        'line 7': [`Name: ${ENTRY_MESSAGES.required}`, `Email Id: ${MESSAGES.invalidEmail}`],
      },
    });
    expect(await entriesOf(tour.id)).toEqual([]);
  });

  it('refuses a bad header, an empty file, a missing file and a file without data rows', async () => {
    const tour = await createTournament();
    const badHeader = await upload(tour.id, 'Name,Email\r\nAda,ada@example.com\r\n');
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json()).toMatchObject({
      message: ENTRY_MESSAGES.uploadBadHeader,
      fieldErrors: { csvFile: [ENTRY_MESSAGES.uploadBadHeader] },
    });
    const empty = await upload(tour.id, HEADER);
    expect(empty.json()).toMatchObject({ message: ENTRY_MESSAGES.uploadEmpty });
    const noFile = await upload(tour.id, '');
    expect(noFile.json()).toMatchObject({ message: ENTRY_MESSAGES.uploadNoFile });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tournament/${tour.id}/entries/upload`,
      headers: admin,
      payload: { csvFile: 'Name' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toMatchObject({ fieldErrors: { csvFile: expect.any(Array) } });
  });

  it('refuses a file over the size limit (413) and one with too many rows', async () => {
    const tour = await createTournament();
    const big = await upload(tour.id, Buffer.alloc(ENTRY_UPLOAD_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: ENTRY_MESSAGES.uploadTooBig });
    const many = HEADER + csvRow({ Name: 'Same Player' }).repeat(ENTRY_UPLOAD_MAX_ROWS + 1);
    const res = await upload(tour.id, many);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ENTRY_MESSAGES.uploadTooManyRows });
    expect(await entriesOf(tour.id)).toEqual([]);
  });

  it('imports the largest file allowed in one go', async () => {
    const tour = await createTournament();
    const rows = Array.from({ length: ENTRY_UPLOAD_MAX_ROWS }, (_, i) =>
      csvRow({ Name: `Player ${i}`, 'USCF Rating': String(i % 2000) }),
    );
    const res = await upload(tour.id, HEADER + rows.join(''));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: ENTRY_UPLOAD_MAX_ROWS });
  });

  it('answers 404 for a tournament that does not exist', async () => {
    expect((await upload(999_999, HEADER + csvRow({ Name: 'A' }))).statusCode).toBe(404);
  });
});

const mailsTo = (addresses: string[]) =>
  t.ctx.database.db.select().from(outboxEmails).where(inArray(outboxEmails.to, addresses));

describe('POST tournament/{id}/sendEmail and sendReminderEmail', () => {
  it('e-mails each address of the main list once, and the waiting list when asked', async () => {
    const tour = await createTournament();
    const family = `family_${uniq()}@example.com`;
    const solo = `solo_${uniq()}@example.com`;
    const waiting = `waiting_${uniq()}@example.com`;
    const gone = `gone_${uniq()}@example.com`;
    const checkout = `checkout_${uniq()}@example.com`;
    await insertEntries(tour.id, [
      { name: 'Kid One', email: family },
      { name: 'Kid Two', email: family.toUpperCase() },
      { name: 'Solo', email: solo },
      { name: 'Gone', email: gone, withdrawnAt: new Date() },
      { name: 'Unpaid Card Checkout', email: checkout, paid: false },
      { name: 'Waiter', email: waiting, waitingList: true, paymentMethod: 'waitingList' },
    ]);
    const url = `/api/tournament/${tour.id}/sendEmail`;
    const payload = { subject: `Parking ${uniq()}`, message: 'Park behind the <b>hall</b>.' };
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ENTRY_MESSAGES.emailSent, sent: 2 });
    const first = await mailsTo([family, solo, waiting, gone, checkout]);
    expect(first.map((m) => m.to).sort()).toEqual([family, solo].sort());
    expect(first[0]).toMatchObject({ subject: payload.subject, html: null });
    expect(first[0]!.text).toContain('Park behind the <b>hall</b>.');

    const withWaiting = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...payload, includeWaitingList: true },
    });
    expect(withWaiting.json()).toMatchObject({ sent: 3 });
    expect((await mailsTo([waiting])).length).toBe(1);
  });

  it('sends a reminder with the date, time, rounds, each player’s section and byes, and the link', async () => {
    const tour = await createTournament({
      timeControl: 'G/45 d5',
      startTime: '14:00',
      rounds: 4,
    });
    const family = `family_${uniq()}@example.com`;
    await insertEntries(tour.id, [
      { name: 'Kid One', email: family, section: 'U800', byesRequested: [2, 4] },
      { name: 'Kid Two', email: family, section: 'U1600' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/sendReminderEmail`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ENTRY_MESSAGES.emailSent, sent: 1 });
    const [mail] = await mailsTo([family]);
    expect(mail!.subject).toContain(tour.name);
    expect(mail!.text).toContain('Start time: 2:00 PM');
    expect(mail!.text).toContain('Time control: G/45 d5');
    expect(mail!.text).toContain('Rounds: 4');
    expect(mail!.text).toContain('Kid One: section U800, half-point byes requested in rounds 2, 4');
    expect(mail!.text).toContain('Kid Two: section U1600, no byes requested');
    expect(mail!.text).toContain('board and clock');
    expect(mail!.text).toContain(`http://kingside.test/tournaments/${tour.shortName}`);
  });

  it('refuses to e-mail a tournament without entries, and non-admins', async () => {
    const tour = await createTournament();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/sendReminderEmail`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ENTRY_MESSAGES.noEntriesToEmail });
    const byAssistant = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/sendEmail`,
      headers: assistant,
      payload: { subject: 'x', message: 'y' },
    });
    expect(byAssistant.statusCode).toBe(403);
  });
});

describe('GET admin/tournament/{id}/swisssys', () => {
  it('downloads the main list as <shortName>_swisssys.sjson that reads back the same', async () => {
    const tour = await createTournament({ rounds: 4 });
    await insertEntries(tour.id, [
      {
        name: 'Mary Ann Fischer',
        section: 'Champ',
        uscfId: '30000001',
        fideId: '2000001',
        rating: 1900,
        byesRequested: [2, 4],
      },
      { name: 'Cy Pawn', section: 'Champ', uscfId: '30000002', rating: 2100 },
      { name: 'Ben Rook', section: 'U800', rating: 700 },
      { name: 'Withdrawn Player', section: 'Champ', withdrawnAt: new Date() },
      { name: 'Waiting Player', section: 'Champ', waitingList: true },
      { name: 'Unpaid Card Checkout', section: 'Champ', paid: false },
    ]);
    const res = await t.app.inject({
      url: `/api/admin/tournament/${tour.id}/swisssys`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${tour.shortName}_swisssys.sjson"`,
    );
    const file = readSwissSys(res.body);
    expect(file).toMatchObject({ title: tour.name, rounds: 4 });
    expect(file.sections).toEqual(['Champ', 'U1600', 'U800']);
    expect(
      file.players.map(({ section, pairNumber, name, uscfId, fideId, rating, reservedByes }) => ({
        section,
        pairNumber,
        name,
        uscfId,
        fideId,
        rating,
        reservedByes,
      })),
    ).toEqual([
      {
        section: 'Champ',
        pairNumber: 1,
        name: 'Pawn, Cy',
        uscfId: '30000002',
        fideId: '',
        rating: 2100,
        reservedByes: '',
      },
      {
        section: 'Champ',
        pairNumber: 2,
        name: 'Fischer, Mary Ann',
        uscfId: '30000001',
        fideId: '2000001',
        rating: 1900,
        reservedByes: '2 4 ',
      },
      {
        section: 'U800',
        pairNumber: 1,
        name: 'Rook, Ben',
        uscfId: '',
        fideId: '',
        rating: 700,
        reservedByes: '',
      },
    ]);
    expect(file.players.every((p) => p.results.length === 4)).toBe(true);
  });

  it('is not for assistants, and answers 404 for an unknown tournament', async () => {
    const tour = await createTournament();
    const url = `/api/admin/tournament/${tour.id}/swisssys`;
    expect((await t.app.inject({ url, headers: assistant })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/tournament/999999/swisssys', headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the demo data', () => {
  it('fills the sold-out weekly event to its capacity, with three on its waiting list', async () => {
    const db = t.ctx.database.db;
    const [soldOut] = await db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.soldout, true), isNotNull(tournaments.capacity)));
    const main = (await list(soldOut!.id, {}, '?size=200')).json<EntryPage>();
    expect(main.total).toBe(soldOut!.capacity);
    const waiting = (await list(soldOut!.id, {}, '?waitingList=true')).json<EntryPage>();
    expect(waiting.total).toBe(3);
  });
});
