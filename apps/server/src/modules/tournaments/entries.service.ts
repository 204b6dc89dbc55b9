import {
  ADMIN_PAYMENT_METHODS,
  byeProblem,
  ENTRY_MESSAGES,
  entrySections,
  isAdmin,
  isAdminOrAssistant,
  MESSAGES,
  TOURNAMENT_MESSAGES,
  type AdminEntrySaveSchema,
  type AdminEntryUpdateSchema,
  type Entry,
  type EntryListQuerySchema,
  type EntryPage,
  type Roles,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { entriesRepository } from './entries.repository.js';
import { presentEntry, type NewEntry } from './entries.present.js';
import { swissSysFile, type SwissSysSectionRounds } from './swisssys.js';
import { tournamentsRepository, type TournamentRow } from './tournaments.repository.js';
import { offerFreedPlaces } from './waiting-list.js';

type AdminEntrySave = z.output<typeof AdminEntrySaveSchema>;
type AdminEntryUpdate = z.output<typeof AdminEntryUpdateSchema>;
type EntryListQuery = z.output<typeof EntryListQuerySchema>;

/** The tournament, or 404 when there is none. */
export async function loadTournament(ctx: AppContext, id: number): Promise<TournamentRow> {
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

export const sortedByes = (byes: readonly number[]) => [...byes].sort((a, b) => a - b);

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
  const entries = items.map((r) => presentEntry(r, staff));
  return { ...pageAnswer(query, entries, total), privateColumns: staff, canManage: isAdmin(roles) };
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
  const club = { timeZone: ctx.config.club.timezone, clubName: ctx.config.club.name, location };
  return swissSysFile(t, players, club, rounds);
}
