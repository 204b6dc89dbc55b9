import { ADMIN_PAYMENT_METHODS } from '@kingside/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  freePlayCredits,
  locations,
  stagedTournamentEntries,
  tournamentEntries as e,
} from '../../db/schema.js';
import { matching } from '../../lib/columns.js';
import type { EntryRow, NewEntry } from './entries.present.js';

/**
 * Which entries a list shows (issue 15; docs/decisions/0037). The public main list: not waiting,
 * not withdrawn, counting (`active`), and paid, entered by an admin, or booked with Zelle; staff
 * (admin, assistant) also see unpaid held entries and withdrawn ones. The waiting list: waiting
 * entries, oldest first; withdrawn ones only for staff.
 */
function listWhere(tournamentId: number, waitingList: boolean, staff: boolean): SQL {
  const base = matching(e, { tournamentId, waitingList });
  if (waitingList) return staff ? base : and(base, isNull(e.withdrawnAt))!;
  if (staff) return and(base, or(eq(e.active, true), isNotNull(e.withdrawnAt)))!;
  return and(
    base,
    isNull(e.withdrawnAt),
    eq(e.active, true),
    or(
      eq(e.paid, true),
      inArray(e.paymentMethod, [...ADMIN_PAYMENT_METHODS]),
      and(eq(e.paymentMethod, 'zelle'), isNotNull(e.orderId)),
    ),
  )!;
}

/**
 * Entries that play: the main list as the public sees it (an unpaid card or PayPal checkout is
 * not in it until paid).
 */
const playing = (tournamentId: number) => listWhere(tournamentId, false, false);

export function entriesRepository(db: DbOrTx) {
  return {
    /**
     * A page of one tournament's main list (by `sectionOrder`, then rating high to low, then
     * name) or waiting list (oldest first), with the list's total.
     */
    async page(o: {
      tournamentId: number;
      waitingList: boolean;
      staff: boolean;
      sectionOrder: readonly string[];
      page: number;
      size: number;
    }): Promise<{ items: EntryRow[]; total: number }> {
      const where = listWhere(o.tournamentId, o.waitingList, o.staff);
      const sectionRank = sql`array_position(ARRAY[${sql.join(
        o.sectionOrder.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[], ${e.section})`;
      const order = o.waitingList
        ? [asc(e.createdDate), asc(e.id)]
        : [sql`${sectionRank} nulls last`, asc(e.section), desc(e.rating), asc(e.name), asc(e.id)];
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(e)
          .where(where)
          .orderBy(...order)
          .limit(o.size)
          .offset(o.page * o.size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(e)
          .where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async find(tournamentId: number, id: number): Promise<EntryRow | undefined> {
      const [row] = await db.select().from(e).where(matching(e, { id, tournamentId }));
      return row;
    },

    async insert(values: NewEntry): Promise<EntryRow> {
      const [row] = await db.insert(e).values(values).returning();
      return row!;
    },

    /**
     * Stages an upload's entries (`position`: their order in the file), where no list reads them
     * until the upload is published (docs/decisions/0047).
     */
    async stageUploaded(
      uploadId: number,
      values: Omit<typeof stagedTournamentEntries.$inferInsert, 'uploadId'>[],
    ): Promise<void> {
      await db.insert(stagedTournamentEntries).values(values.map((v) => ({ ...v, uploadId })));
    },

    async update(id: number, values: Partial<NewEntry>): Promise<EntryRow | undefined> {
      const [row] = await db.update(e).set(values).where(eq(e.id, id)).returning();
      return row;
    },

    /** Gives back the free play credit an entry used (its member may use it again that month). */
    async returnFreePlayCredit(entryId: number): Promise<void> {
      await db.delete(freePlayCredits).where(eq(freePlayCredits.entryId, entryId));
    },

    /** The players of the main list, by section order, rating and name (the SwissSys export). */
    playing(tournamentId: number) {
      return db
        .select()
        .from(e)
        .where(playing(tournamentId))
        .orderBy(asc(e.section), desc(e.rating), asc(e.name), asc(e.id));
    },

    /** Who a tournament e-mail goes to: the playing entries, and the waiting list when asked. */
    recipients(tournamentId: number, includeWaitingList: boolean) {
      const waiting = matching(e, { tournamentId, waitingList: true, withdrawnAt: null });
      return db
        .select({
          name: e.name,
          email: e.email,
          section: e.section,
          byesRequested: e.byesRequested,
          waitingList: e.waitingList,
        })
        .from(e)
        .where(includeWaitingList ? or(playing(tournamentId), waiting) : playing(tournamentId))
        .orderBy(asc(e.createdDate), asc(e.id));
    },

    async location(id: number | null) {
      if (id === null) return undefined;
      const [row] = await db
        .select({ name: locations.name, address: locations.address })
        .from(locations)
        .where(eq(locations.id, id));
      return row;
    },
  };
}

/** The entries that play in a tournament: the main list as the public sees it (the director's pool). */
export const playingEntries = (db: DbOrTx, tournamentId: number) =>
  entriesRepository(db).playing(tournamentId);

/** Checks a playing entry in or out (its `verified`); false when it is not one of the tournament's. */
export async function setEntryVerified(
  db: DbOrTx,
  tournamentId: number,
  entryId: number,
  verified: boolean,
): Promise<boolean> {
  const rows = await db
    .update(e)
    .set({ verified })
    .where(matching(e, { id: entryId, tournamentId }))
    .returning({ id: e.id });
  return rows.length > 0;
}
