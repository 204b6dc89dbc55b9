import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campEvents, campRegistrations, orders } from '../../db/schema.js';
import { orderHoldsSeats } from '../payments/index.js';

export type CampEventRow = typeof campEvents.$inferSelect;
export type CampRegistrationRow = typeof campRegistrations.$inferSelect;

/** Events a parent can book: active and not ended on `today`. */
export async function bookableEvents(db: DbOrTx, today: string): Promise<CampEventRow[]> {
  return db
    .select()
    .from(campEvents)
    .where(and(eq(campEvents.active, true), gte(campEvents.endDate, today)))
    .orderBy(asc(campEvents.startDate), asc(campEvents.startTime), asc(campEvents.id));
}

export async function findEvent(db: DbOrTx, eventName: string, eventSlot: string) {
  const [row] = await db
    .select()
    .from(campEvents)
    .where(and(eq(campEvents.eventName, eventName), eq(campEvents.eventSlot, eventSlot)));
  return row;
}

export async function findEventById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(campEvents).where(eq(campEvents.id, id));
  return row;
}

/** Locks the events (in id order, so two checkouts never deadlock) until the transaction ends. */
export async function lockEvents(db: DbOrTx, ids: number[]): Promise<CampEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(campEvents)
    .where(inArray(campEvents.id, ids))
    .orderBy(asc(campEvents.id))
    .for('update');
}

/**
 * A registration holds a seat when it is active and has no order (added by an admin), or its
 * order holds seats (paid, being charged, or unpaid with a hold that lasts; docs/decisions/0015).
 */
const holdsSeat = sql`(${campRegistrations.orderId} is null or ${orderHoldsSeats})`;

/** Seats taken per event id. */
export async function seatsTaken(db: DbOrTx, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: campRegistrations.eventId, n: sql<number>`count(*)::int` })
    .from(campRegistrations)
    .leftJoin(orders, eq(orders.id, campRegistrations.orderId))
    .where(
      and(
        eq(campRegistrations.active, true),
        inArray(campRegistrations.eventId, eventIds),
        holdsSeat,
      ),
    )
    .groupBy(campRegistrations.eventId);
  return new Map(rows.map((r) => [r.eventId!, r.n]));
}

export async function insertRegistrations(
  db: DbOrTx,
  values: (typeof campRegistrations.$inferInsert)[],
): Promise<CampRegistrationRow[]> {
  return db.insert(campRegistrations).values(values).returning();
}

/** The registrations an order made. */
export async function registrationsOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<CampRegistrationRow[]> {
  return db.select().from(campRegistrations).where(eq(campRegistrations.orderId, orderId));
}

/** What the admin grid lists: registrations added by hand, or whose order was booked. */
export async function listBookedRegistrations(db: DbOrTx): Promise<CampRegistrationRow[]> {
  const rows = await db
    .select({ r: campRegistrations })
    .from(campRegistrations)
    .leftJoin(orders, eq(orders.id, campRegistrations.orderId))
    .where(
      or(
        isNull(campRegistrations.orderId),
        inArray(orders.status, ['awaiting_payment', 'paid', 'paid_unrecorded', 'refunded']),
      ),
    )
    .orderBy(desc(campRegistrations.createdDate), desc(campRegistrations.id));
  return rows.map((x) => x.r);
}

export async function findRegistration(db: DbOrTx, id: number) {
  const [row] = await db.select().from(campRegistrations).where(eq(campRegistrations.id, id));
  return row;
}

export async function saveRegistration(
  db: DbOrTx,
  id: number | undefined,
  values: typeof campRegistrations.$inferInsert,
): Promise<CampRegistrationRow | undefined> {
  const [row] =
    id === undefined
      ? await db.insert(campRegistrations).values(values).returning()
      : await db
          .update(campRegistrations)
          .set(values)
          .where(eq(campRegistrations.id, id))
          .returning();
  return row;
}

export async function deleteRegistration(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(campRegistrations)
    .where(eq(campRegistrations.id, id))
    .returning({ id: campRegistrations.id });
  return rows.length > 0;
}
