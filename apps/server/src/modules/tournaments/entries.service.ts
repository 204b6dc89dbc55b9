import {
  ADMIN_PAYMENT_METHODS,
  byeProblem,
  ENTRY_MESSAGES,
  ENTRY_UPLOAD_COLUMNS,
  ENTRY_UPLOAD_MAX_ROWS,
  entrySections,
  isAdmin,
  isAdminOrAssistant,
  MESSAGES,
  TOURNAMENT_MESSAGES,
  type AdminEntrySaveSchema,
  type AdminEntryUpdateSchema,
  type EmailSentResult,
  type Entry,
  type EntryListQuerySchema,
  type EntryPage,
  type EntryUploadResult,
  type Roles,
  type TournamentEmailSchema,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { shareCpu } from '../../lib/cpu-slices.js';
import { CsvError, csvRecords } from '../../lib/csv.js';
import type { Mail } from '../../lib/mailer.js';
import { writeUpload } from '../../lib/uploads.js';
import { entriesRepository } from './entries.repository.js';
import {
  entryFromRow,
  CSV_MESSAGES,
  isBlankRecord,
  readHeader,
  type UploadedEntry,
} from './entries-csv.js';
import { presentEntry, type NewEntry } from './entries.present.js';
import {
  buildSwissSys,
  swissSysFileName,
  swissSysText,
  type SwissSysSectionRounds,
} from './swisssys.js';
import { tournamentsRepository, type TournamentRow } from './tournaments.repository.js';
import { offerFreedPlaces } from './waiting-list.js';

type AdminEntrySave = z.output<typeof AdminEntrySaveSchema>;
type AdminEntryUpdate = z.output<typeof AdminEntryUpdateSchema>;
type EntryListQuery = z.output<typeof EntryListQuerySchema>;
type TournamentEmail = z.output<typeof TournamentEmailSchema>;

/** The multipart part an upload's CSV comes in (spec 2 §7). */
export const UPLOAD_FIELD = 'csvFile';
/** Outbox mails written per insert statement. */
const MAILS_PER_BATCH = 500;

async function loadTournament(ctx: AppContext, id: number): Promise<TournamentRow> {
  const row = await tournamentsRepository(ctx.database.db).findById(id);
  if (!row) throw notFound(TOURNAMENT_MESSAGES.idNotFound);
  return row;
}

/** `value` as the tournament spells it, compared without case; undefined when absent. */
const spelledAs = (options: readonly string[], value: string) =>
  options.find((o) => o.toLowerCase() === value.toLowerCase());

/**
 * The tournament's rules for an entry's section, byes and schedule (issue 15): the section one
 * of `entrySections`, the byes by `byeProblem`, a schedule (when given and the tournament has
 * schedules) one of them. Answers the section and schedule as the tournament spells them; 400
 * with a message per field otherwise. Only the fields given are checked.
 */
function checkEntryRules(
  t: TournamentRow,
  e: { section?: string; byesRequested?: number[]; schedule?: string | null },
): { section?: string; schedule?: string | null } {
  const fieldErrors: Record<string, string[]> = {};
  let section: string | undefined;
  if (e.section !== undefined) {
    section = spelledAs(entrySections(t), e.section);
    if (!section) fieldErrors.section = [ENTRY_MESSAGES.unknownSection];
  }
  if (e.byesRequested !== undefined) {
    const problem = byeProblem(e.byesRequested, t);
    if (problem) fieldErrors.byesRequested = [problem];
  }
  let schedule = e.schedule;
  if (schedule && t.schedules.length > 0) {
    schedule = spelledAs(t.schedules, schedule);
    if (!schedule) fieldErrors.schedule = [ENTRY_MESSAGES.unknownSchedule];
  }
  const problems = Object.values(fieldErrors);
  if (problems.length > 0) {
    throw badRequest(
      'VALIDATION_ERROR',
      problems.length === 1 ? problems[0]![0]! : MESSAGES.invalidRequest,
      fieldErrors,
    );
  }
  return { section, schedule };
}

const sortedByes = (byes: readonly number[]) => [...byes].sort((a, b) => a - b);

/** An admin's payment method says whether it was paid; a visitor's is settled by its order. */
const paidBy = (method: string): boolean | undefined =>
  (ADMIN_PAYMENT_METHODS as readonly string[]).includes(method) ? method !== 'Not Paid' : undefined;

/**
 * GET tournament/{id}/entries (spec 2 §6): shown when the tournament's showEntries is set, or to
 * an admin or assistant ("Content Restricted" otherwise); admins and assistants see the private
 * columns, unpaid held entries and withdrawn ones; admins may manage.
 */
export async function listEntries(
  ctx: AppContext,
  tournamentId: number,
  query: EntryListQuery,
  roles: Roles,
): Promise<EntryPage> {
  const staff = isAdminOrAssistant(roles);
  const t = await loadTournament(ctx, tournamentId);
  if (!t.showEntries && !staff) {
    throw new AppError(403, 'CONTENT_RESTRICTED', ENTRY_MESSAGES.contentRestricted);
  }
  const { items, total } = await entriesRepository(ctx.database.db).page({
    tournamentId,
    waitingList: query.waitingList,
    staff,
    sectionOrder: entrySections(t),
    page: query.page,
    size: query.size,
  });
  return {
    items: items.map((r) => presentEntry(r, staff)),
    total,
    page: query.page,
    size: query.size,
    privateColumns: staff,
    canManage: isAdmin(roles),
  };
}

/**
 * POST admin/tournament/{id}/entries (spec 2 §5 "Add entry"): the admin's entry counts in the
 * main list even past capacity (the admin decides); paid unless recorded as "Not Paid". An entry
 * put on the waiting list may be offered a free place at once.
 */
export async function addEntry(
  ctx: AppContext,
  tournamentId: number,
  body: AdminEntrySave,
): Promise<Entry> {
  const t = await loadTournament(ctx, tournamentId);
  const { section, schedule } = checkEntryRules(t, body);
  const row = await entriesRepository(ctx.database.db).insert({
    tournamentId,
    name: body.name,
    email: body.email,
    phone: body.phone,
    chessDotComId: body.chessDotComId,
    uscfId: body.uscfId,
    fideId: body.fideId,
    rating: body.rating,
    fideRating: body.fideRating,
    expiryDate: body.expiryDate,
    playup: body.playup,
    schedule: schedule ?? null,
    byesRequested: sortedByes(body.byesRequested),
    section: section!,
    schoolName: body.schoolName,
    teamName: body.teamName,
    entryFeeCents: body.entryFeeCents,
    paymentMethod: body.paymentMethod,
    paid: body.paymentMethod !== 'Not Paid',
    verified: body.verified,
    waitingList: body.waitingList,
    remark: body.remark,
  });
  if (row.waitingList) await offerFreedPlaces(ctx, tournamentId);
  return presentEntry(row, true);
}

/**
 * PUT admin/tournament/{id}/entries: changes only the fields sent, with the add's checks.
 * Withdrawing sets the withdrawal time, ends any offer the entry held and gives back a free play
 * credit it used; moving an entry to the main list ends its offer. After a change that may free
 * a place (a withdrawal, a move to the waiting list) the place is offered to the waiting list.
 */
export async function updateEntry(
  ctx: AppContext,
  tournamentId: number,
  body: AdminEntryUpdate,
): Promise<Entry> {
  const t = await loadTournament(ctx, tournamentId);
  const checked = checkEntryRules(t, {
    section: body.section,
    byesRequested: body.byesRequested,
    schedule: body.schedule,
  });
  const { id, withdrawn, ...fields } = body;
  let freesPlace = false;
  const row = await ctx.database.db.transaction(async (tx) => {
    const repo = entriesRepository(tx);
    const current = await repo.find(tournamentId, id);
    if (!current) throw notFound(ENTRY_MESSAGES.entryNotFound);
    const values: Partial<NewEntry> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) (values as Record<string, unknown>)[key] = value;
    }
    if (checked.section !== undefined) values.section = checked.section;
    if (body.schedule !== undefined) values.schedule = checked.schedule ?? null;
    if (body.byesRequested !== undefined) values.byesRequested = sortedByes(body.byesRequested);
    if (body.paid === undefined && body.paymentMethod !== undefined) {
      const paid = paidBy(body.paymentMethod);
      if (paid !== undefined) values.paid = paid;
    }
    const noOffer = { offerTokenHash: null, offerExpiresAt: null };
    if (withdrawn === true && current.withdrawnAt === null) {
      Object.assign(values, { withdrawnAt: new Date(), ...noOffer });
      await repo.returnFreePlayCredit(current.id);
      freesPlace = true;
    } else if (withdrawn === false && current.withdrawnAt !== null) {
      values.withdrawnAt = null;
    }
    if (body.waitingList === false && current.waitingList) {
      Object.assign(values, { active: true, ...noOffer });
    } else if (body.waitingList === true && !current.waitingList) {
      freesPlace = true;
    }
    if (Object.keys(values).length === 0) return current;
    return (await repo.update(current.id, values))!;
  });
  if (freesPlace) await offerFreedPlaces(ctx, tournamentId);
  return presentEntry(row, true);
}

/** The upload's text: UTF-8 (a BOM is dropped), else read as Windows-1252 (older Excel exports). */
function decodeUpload(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

const fileError = (code: string, message: string) =>
  badRequest(code, message, { [UPLOAD_FIELD]: [message] });

/**
 * POST admin/tournament/{id}/entries/upload (spec 2 §9's 17 columns): every row is checked
 * first, in the slices every upload shares with other requests (`shareCpu`); any bad row refuses
 * the whole file (400, each bad row by its line in the file, the header being line 1); else all
 * rows are written in short batches and published together (docs/decisions/0047): all or none.
 */
export async function uploadEntries(
  ctx: AppContext,
  userId: number,
  tournamentId: number,
  data: Buffer,
  log: FastifyBaseLogger,
): Promise<EntryUploadResult> {
  const t = await loadTournament(ctx, tournamentId);
  const text = decodeUpload(data);
  const now = new Date();
  const entries: (UploadedEntry & { tournamentId: number })[] = [];
  const problems: Record<string, string[]> = {};
  let columns: ReturnType<typeof readHeader> = null;
  let rows = 0;
  try {
    for (const record of csvRecords(text)) {
      await shareCpu();
      if (isBlankRecord(record.fields)) continue;
      if (!columns) {
        columns = readHeader(record.fields);
        if (!columns) throw fileError('UPLOAD_BAD_HEADER', ENTRY_MESSAGES.uploadBadHeader);
        continue;
      }
      if (++rows > ENTRY_UPLOAD_MAX_ROWS) {
        throw fileError('UPLOAD_TOO_MANY_ROWS', ENTRY_MESSAGES.uploadTooManyRows);
      }
      const line = `line ${record.line}`;
      if (record.fields.length !== ENTRY_UPLOAD_COLUMNS.length) {
        problems[line] = [
          CSV_MESSAGES.fieldCount(ENTRY_UPLOAD_COLUMNS.length, record.fields.length),
        ];
        continue;
      }
      const row = entryFromRow(record.fields, columns, t, now);
      if (row.problems) problems[line] = row.problems;
      else entries.push({ ...row.entry, tournamentId });
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    problems[`line ${err.line}`] = [err.message];
  }
  const bad = Object.keys(problems).length;
  if (bad > 0) throw badRequest('UPLOAD_REJECTED', ENTRY_MESSAGES.uploadRejected(bad), problems);
  if (entries.length === 0) throw fileError('UPLOAD_EMPTY', ENTRY_MESSAGES.uploadEmpty);
  const repo = entriesRepository(ctx.database.db);
  const staged = entries.map((entry, i) => ({ ...entry, position: i + 1 }));
  const imported = staged.length;
  await writeUpload(ctx, { kind: 'tournamentEntries', userId, rows: imported, log }, (upload) =>
    upload.inBatches(staged, {
      size: (entry) => entry.name.length + entry.email.length + (entry.remark?.length ?? 0),
      insert: (batch) => repo.stageUploaded(upload.id, batch),
    }),
  );
  if (entries.some((e) => e.waitingList && !e.withdrawnAt)) {
    await offerFreedPlaces(ctx, tournamentId);
  }
  return { message: ENTRY_MESSAGES.uploaded(imported), imported };
}

type Recipient = Awaited<ReturnType<ReturnType<typeof entriesRepository>['recipients']>>[number];

/** The entries grouped by address (without case), so each address gets one e-mail. */
function byAddress(rows: readonly Recipient[]) {
  const groups = new Map<string, { email: string; players: Recipient[] }>();
  for (const r of rows) {
    const key = r.email.trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.players.push(r);
    else groups.set(key, { email: r.email.trim(), players: [r] });
  }
  return [...groups.values()];
}

/** Writes the mails to the outbox in one transaction, MAILS_PER_BATCH a statement, then delivers. */
async function sendAll(ctx: AppContext, mails: Mail[]): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    for (let i = 0; i < mails.length; i += MAILS_PER_BATCH) {
      await ctx.mailer.enqueue(mails.slice(i, i + MAILS_PER_BATCH), tx);
    }
  });
  void ctx.mailer.deliverPending();
}

const tournamentLink = (ctx: AppContext, t: TournamentRow) =>
  `${ctx.config.publicUrl}/tournaments/${encodeURIComponent(t.shortName)}`;

/**
 * POST tournament/{id}/sendEmail: the admin's subject and message (plain text) to each distinct
 * address of the playing entries, and of the waiting list when asked; 400 when there is nobody.
 */
export async function sendTournamentEmail(
  ctx: AppContext,
  tournamentId: number,
  body: TournamentEmail,
): Promise<EmailSentResult> {
  const t = await loadTournament(ctx, tournamentId);
  const groups = byAddress(
    await entriesRepository(ctx.database.db).recipients(tournamentId, body.includeWaitingList),
  );
  if (groups.length === 0) throw badRequest('NO_ENTRIES', ENTRY_MESSAGES.noEntriesToEmail);
  const footer = `\n\n--\n${t.name}\n${tournamentLink(ctx, t)}\n${ctx.config.club.name}\n`;
  await sendAll(
    ctx,
    groups.map((g) => ({ to: g.email, subject: body.subject, text: `${body.message}${footer}` })),
  );
  return { message: ENTRY_MESSAGES.emailSent, sent: groups.length };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-05" → "Saturday, December 5, 2026". */
export const longDate = (date: string) => DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));

/** "14:00" → "2:00 PM". */
export function clockTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** One line per player at an address: name, section and requested byes. */
function playerLine(p: Recipient): string {
  const byes = sortedByes(p.byesRequested);
  const byeText =
    byes.length === 0
      ? 'no byes requested'
      : `half-point bye${byes.length === 1 ? '' : 's'} requested in round${byes.length === 1 ? '' : 's'} ${byes.join(', ')}`;
  const waiting = p.waitingList ? ' (waiting list)' : '';
  return `- ${p.name}: section ${p.section}, ${byeText}${waiting}`;
}

/**
 * POST tournament/{id}/sendReminderEmail: a plain-text reminder to each distinct address of the
 * playing entries with the tournament's date, start time, place, time control and rounds, each
 * player's section and requested byes, and the tournament's page.
 */
export async function sendReminderEmail(
  ctx: AppContext,
  tournamentId: number,
): Promise<EmailSentResult> {
  const t = await loadTournament(ctx, tournamentId);
  const repo = entriesRepository(ctx.database.db);
  const groups = byAddress(await repo.recipients(tournamentId, false));
  if (groups.length === 0) throw badRequest('NO_ENTRIES', ENTRY_MESSAGES.noEntriesToEmail);
  const location = await repo.location(t.locationId);
  const details = [
    `Date: ${longDate(t.tournamentDate)}`,
    `Start time: ${clockTime(t.startTime)}`,
    ...(location ? [`Location: ${location.name}, ${location.address}`] : []),
    ...(t.online ? ['This tournament is played online.'] : []),
    `Time control: ${t.timeControl}`,
    `Rounds: ${t.rounds}`,
  ].join('\n');
  const subject = `Reminder: ${t.name} on ${longDate(t.tournamentDate)}`;
  const mails = groups.map((g) => ({
    to: g.email,
    subject,
    text:
      `Hello,\n\nThis is a reminder of ${t.name}.\n\n${details}\n\n` +
      `Entered from this address:\n${g.players.map(playerLine).join('\n')}\n\n` +
      (t.online ? '' : 'Please bring a chess board and clock if you have them.\n\n') +
      `Details, pairings and standings: ${tournamentLink(ctx, t)}\n\n${ctx.config.club.name}\n`,
  }));
  await sendAll(ctx, mails);
  return { message: ENTRY_MESSAGES.emailSent, sent: groups.length };
}

/** GET admin/tournament/{id}/swisssys: the main list as a SwissSys `.sjson` file. */
export async function exportSwissSys(
  ctx: AppContext,
  tournamentId: number,
  rounds?: (section: string) => SwissSysSectionRounds | undefined,
): Promise<{ filename: string; text: string }> {
  const t = await loadTournament(ctx, tournamentId);
  const repo = entriesRepository(ctx.database.db);
  const [players, location] = await Promise.all([
    repo.playing(tournamentId),
    repo.location(t.locationId),
  ]);
  const file = buildSwissSys(
    t,
    players,
    {
      timeZone: ctx.config.club.timezone,
      clubName: ctx.config.club.name,
      location,
    },
    rounds,
  );
  return { filename: swissSysFileName(t.shortName), text: swissSysText(file) };
}
