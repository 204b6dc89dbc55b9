import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { freePlayCredits, orders, tournamentEntries, tournaments } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';
import { orderHoldsSeats } from '../payments/index.js';
import type { EntryRow, NewEntry } from './entries.present.js';
import type { TournamentRow } from './tournaments.repository.js';

const e = tournamentEntries;

/**
 * Whether an entry takes one of its tournament's places now (docs/decisions/0037): a main-list
 * entry while active and not withdrawn, unless its unpaid order lost its hold; a waiting entry
 * while its offer lasts, or while the order paying that offer still holds (a retried card).
 * Needs `orders` left-joined on the entry's order.
 */
const takesPlace = sql`(${e.withdrawnAt} is null and (
  (not ${e.waitingList} and ${e.active} and (${e.orderId} is null or ${orderHoldsSeats}))
  or (${e.waitingList} and (${e.offerExpiresAt} > now()
    or (${e.active} and ${e.orderId} is not null and ${orderHoldsSeats})))))`;

/** Entries, free play credits and tournament locks for registration and the waiting list. */
export function registrationRepository(db: DbOrTx) {
  /** Places taken now in each of the tournaments (see `takesPlace`), in one query. */
  const placesTakenIn = async (tournamentIds: number[]): Promise<Map<number, number>> => {
    if (tournamentIds.length === 0) return new Map();
    const rows = await db
      .select({ id: e.tournamentId, n: sql<number>`count(*)::int` })
      .from(e)
      .leftJoin(orders, eq(orders.id, e.orderId))
      .where(and(inArray(e.tournamentId, tournamentIds), takesPlace))
      .groupBy(e.tournamentId);
    return new Map(rows.map((r) => [r.id, r.n]));
  };

  return {
    /**
     * Locks the tournament row until the transaction ends: every checkout, offer and retake of a
     * tournament takes this lock first, so they run one at a time and never overbook it.
     */
    async lockTournament(id: number): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      return row;
    },

    /** Places of the tournament taken now (see `takesPlace`). */
    async placesTaken(tournamentId: number): Promise<number> {
      return (await placesTakenIn([tournamentId])).get(tournamentId) ?? 0;
    },

    placesTakenIn,

    /** The entries one checkout (its idempotency key) made in this tournament, in cart order. */
    entriesOfCheckout(tournamentId: number, checkoutKey: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(e)
        .where(matching(e, { tournamentId, checkoutKey }))
        .orderBy(asc(e.id));
    },

    /** Of these US Chess ids, the ones already entered (main list or waiting) and not withdrawn. */
    async enteredUscfIds(tournamentId: number, uscfIds: string[]): Promise<Set<string>> {
      if (uscfIds.length === 0) return new Set();
      const rows = await db
        .select({ uscfId: e.uscfId })
        .from(e)
        .where(
          and(
            eq(e.tournamentId, tournamentId),
            inArray(e.uscfId, uscfIds),
            isNull(e.withdrawnAt),
            or(e.waitingList, e.active),
          ),
        );
      return new Set(rows.map((r) => r.uscfId!));
    },

    /** Of these children, the ones already entered (main list or waiting) and not withdrawn. */
    async enteredChildIds(tournamentId: number, childIds: number[]): Promise<Set<number>> {
      if (childIds.length === 0) return new Set();
      const rows = await db
        .select({ childId: e.childId })
        .from(e)
        .where(
          and(
            eq(e.tournamentId, tournamentId),
            inArray(e.childId, childIds),
            isNull(e.withdrawnAt),
            or(e.waitingList, e.active),
          ),
        );
      return new Set(rows.map((r) => r.childId!));
    },

    /** Tournaments still open for registration on `today`, soonest first. */
    openTournaments: (today: string, limit: number): Promise<TournamentRow[]> =>
      db
        .select()
        .from(tournaments)
        .where(gte(tournaments.tournamentDate, today))
        .orderBy(asc(tournaments.tournamentDate), asc(tournaments.id))
        .limit(limit),

    insertEntries: (values: NewEntry[]): Promise<EntryRow[]> =>
      db.insert(e).values(values).returning(),

    entriesOfOrder: (orderId: number): Promise<EntryRow[]> =>
      db.select().from(e).where(eq(e.orderId, orderId)).orderBy(asc(e.id)),

    /**
     * The order paid: its entries are in the main list, paid by the order's method (an offer's
     * entry was 'waitingList'), and any offer is used up.
     */
    async markOrderPaid(orderId: number, paymentMethod: string): Promise<void> {
      await db
        .update(e)
        .set({
          paymentMethod,
          paid: true,
          active: true,
          waitingList: false,
          offerTokenHash: null,
          offerExpiresAt: null,
        })
        .where(eq(e.orderId, orderId));
    },

    /**
     * The order was declined, released or refunded: its entries stop counting. A main-list entry
     * is no longer paid; a waiting entry keeps its offer until the offer ends.
     */
    async markOrderReleased(orderId: number): Promise<void> {
      await db.update(e).set({ active: false, paid: false }).where(eq(e.orderId, orderId));
    },

    /** An order that lost its hold takes its places again (its entries count again). */
    async reactivateOrder(orderId: number): Promise<void> {
      await db.update(e).set({ active: true }).where(eq(e.orderId, orderId));
    },

    /** A waiting entry whose offer ended takes a free place while it is paid: it joins the main list. */
    async moveToMainList(entryId: number): Promise<void> {
      await db
        .update(e)
        .set({ waitingList: false, active: true, offerTokenHash: null, offerExpiresAt: null })
        .where(eq(e.id, entryId));
    },

    /** Entries (places) the given orders made, by order and tournament, for the hold limits. */
    async seatsOfOrders(
      orderIds: number[],
    ): Promise<{ orderId: number; eventId: number; seats: number }[]> {
      const rows = await db
        .select({ orderId: e.orderId, eventId: e.tournamentId, seats: sql<number>`count(*)::int` })
        .from(e)
        .where(inArray(e.orderId, orderIds))
        .groupBy(e.orderId, e.tournamentId);
      return rows.map((r) => ({ ...r, orderId: r.orderId! }));
    },

    /** Players one account has on the tournament's waiting list (not withdrawn). */
    async waitingOf(tournamentId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(e)
        .where(matching(e, { tournamentId, userId, waitingList: true, withdrawnAt: null }));
      return row?.n ?? 0;
    },

    /**
     * Whether the member's free play credit of `month` is used: by an entry that is not withdrawn.
     * A credit whose entry was withdrawn is given back here (its row deleted).
     */
    async freePlayCreditUsed(userId: number, month: string): Promise<boolean> {
      const [row] = await db
        .select({ entryId: freePlayCredits.entryId, withdrawnAt: e.withdrawnAt })
        .from(freePlayCredits)
        .innerJoin(e, eq(e.id, freePlayCredits.entryId))
        .where(matching(freePlayCredits, { userId, month }));
      if (!row) return false;
      if (row.withdrawnAt === null) return true;
      await db.delete(freePlayCredits).where(matching(freePlayCredits, { userId, month }));
      return false;
    },

    /** Records the credit; the (user, month) key refuses a second one (a unique violation). */
    async insertFreePlayCredit(userId: number, month: string, entryId: number): Promise<void> {
      await db.insert(freePlayCredits).values({ userId, month, entryId });
    },

    /** A withdrawn or removed entry gives its free play credit back. */
    async releaseFreePlayCredit(entryId: number): Promise<void> {
      await db.delete(freePlayCredits).where(eq(freePlayCredits.entryId, entryId));
    },

    /** The oldest waiting entries never offered a place (by createdDate, id). */
    nextWaiting(tournamentId: number, limit: number): Promise<EntryRow[]> {
      return db
        .select()
        .from(e)
        .where(matching(e, { tournamentId, waitingList: true, withdrawnAt: null, offeredAt: null }))
        .orderBy(asc(e.createdDate), asc(e.id))
        .limit(limit);
    },

    /** Gives a waiting entry an offer, unless it had one already (another process was first). */
    async makeOffer(entryId: number, tokenHash: string, now: Date, expiresAt: Date) {
      const [row] = await db
        .update(e)
        .set({ offerTokenHash: tokenHash, offeredAt: now, offerExpiresAt: expiresAt })
        .where(matching(e, { id: entryId, waitingList: true, offeredAt: null }))
        .returning();
      return row;
    },

    async findByOfferHash(tournamentId: number, tokenHash: string): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(e)
        .where(matching(e, { tournamentId, offerTokenHash: tokenHash }));
      return row;
    },

    /** Waiting entries whose offer ended by `now` (at most `limit`). */
    expiredOffers(now: Date, limit: number): Promise<Pick<EntryRow, 'id' | 'tournamentId'>[]> {
      return db
        .select({ id: e.id, tournamentId: e.tournamentId })
        .from(e)
        .where(
          and(eq(e.waitingList, true), isNotNull(e.offerExpiresAt), lte(e.offerExpiresAt, now)),
        )
        .orderBy(asc(e.offerExpiresAt))
        .limit(limit);
    },

    /**
     * Ends an offer that ran out: the entry stays on the waiting list, marked offered (offeredAt
     * kept) so it is not offered again. Conditional, so two processes never both end it; answers
     * whether this call did.
     */
    async endOffer(entryId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(e)
        .set({ offerExpiresAt: null })
        .where(and(eq(e.id, entryId), eq(e.waitingList, true), lte(e.offerExpiresAt, now)))
        .returning({ id: e.id });
      return rows.length > 0;
    },

    /**
     * Tournaments from `today` on with a place limit and a waiting entry never offered a place:
     * the periodic job offers their free places (in case an offer after a release was lost).
     */
    async tournamentsWithWaiting(today: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: e.tournamentId })
        .from(e)
        .innerJoin(tournaments, eq(tournaments.id, e.tournamentId))
        .where(
          and(
            eq(e.waitingList, true),
            isNull(e.withdrawnAt),
            isNull(e.offeredAt),
            isNotNull(tournaments.capacity),
            gt(tournaments.tournamentDate, today),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The order an entry's payment runs through, as far as the offer checkout needs it. */
    async orderOf(entry: EntryRow) {
      if (entry.orderId === null) return undefined;
      const [row] = await db
        .select({
          id: orders.id,
          idempotencyKey: orders.idempotencyKey,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          holds: sql<boolean>`${orderHoldsSeats}`,
        })
        .from(orders)
        .where(eq(orders.id, entry.orderId));
      return row;
    },

    async setEntryOrder(entryId: number, orderId: number): Promise<void> {
      await db.update(e).set({ orderId, active: true }).where(eq(e.id, entryId));
    },

    /** The tournaments whose entries an order pays for. */
    async tournamentsOfOrder(orderId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: e.tournamentId })
        .from(e)
        .where(eq(e.orderId, orderId));
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    async findTournament(id: number): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row;
    },
  };
}

export type RegistrationRepository = ReturnType<typeof registrationRepository>;
