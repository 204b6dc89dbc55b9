import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campEvents, campRegistrations, orders } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';
import { crudRepository } from '../../lib/crud.js';
import { orderHoldsSeats } from '../payments/index.js';

export type CampEventRow = typeof campEvents.$inferSelect;
export type CampRegistrationRow = typeof campRegistrations.$inferSelect;
type NewRegistration = typeof campRegistrations.$inferInsert;

/**
 * A registration holds a seat when it is active and has no order (added by an admin), or its
 * order holds seats (paid, being charged, or unpaid with a hold that lasts; docs/decisions/0015).
 */
const holdsSeat = sql`(${campRegistrations.orderId} is null or ${orderHoldsSeats})`;

/** The admin grid of camp weeks and slots (src/lib/crud.ts). */
export const campEventsCrud = crudRepository(campEvents, {
  orderBy: [desc(campEvents.startDate), asc(campEvents.startTime), asc(campEvents.id)],
  lists: { admin: {} },
});

const registrationsCrud = crudRepository(campRegistrations, {
  orderBy: [campRegistrations.id],
  lists: {},
});

export function campRepository(db: DbOrTx) {
  const registrations = registrationsCrud(db);
  const byOrder = (orderId: number) => eq(campRegistrations.orderId, orderId);
  return {
    /** Events a parent can book: active and not ended on `today`. */
    bookableEvents: (today: string): Promise<CampEventRow[]> =>
      db
        .select()
        .from(campEvents)
        .where(and(eq(campEvents.active, true), gte(campEvents.endDate, today)))
        .orderBy(asc(campEvents.startDate), asc(campEvents.startTime), asc(campEvents.id)),

    async findEvent(eventName: string, eventSlot: string): Promise<CampEventRow | undefined> {
      const [row] = await db
        .select()
        .from(campEvents)
        .where(matching(campEvents, { eventName, eventSlot }));
      return row;
    },

    async findEventById(id: number): Promise<CampEventRow | undefined> {
      const [row] = await db.select().from(campEvents).where(eq(campEvents.id, id));
      return row;
    },

    /** Locks the events (in id order, so two checkouts never deadlock) until the transaction ends. */
    async lockEvents(ids: number[]): Promise<CampEventRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(campEvents)
        .where(inArray(campEvents.id, ids))
        .orderBy(asc(campEvents.id))
        .for('update');
    },

    /** Seats taken per event id. */
    async seatsTaken(eventIds: number[]): Promise<Map<number, number>> {
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
    },

    insertRegistrations: (values: NewRegistration[]): Promise<CampRegistrationRow[]> =>
      db.insert(campRegistrations).values(values).returning(),

    /** The registrations an order made. */
    registrationsOfOrder: (orderId: number): Promise<CampRegistrationRow[]> =>
      db.select().from(campRegistrations).where(byOrder(orderId)),

    /** An order's registrations count (or stop counting) and are paid (or not). */
    async setOrderRegistrations(orderId: number, state: { active: boolean; paid?: boolean }) {
      await db.update(campRegistrations).set(state).where(byOrder(orderId));
    },

    /** Registrations (seats) the given orders made, by order and week. */
    async seatsOfOrders(
      orderIds: number[],
    ): Promise<{ orderId: number; eventId: number; seats: number }[]> {
      const rows = await db
        .select({
          orderId: campRegistrations.orderId,
          eventId: campRegistrations.eventId,
          seats: sql<number>`count(*)::int`,
        })
        .from(campRegistrations)
        .where(inArray(campRegistrations.orderId, orderIds))
        .groupBy(campRegistrations.orderId, campRegistrations.eventId);
      return rows.map((r) => ({ orderId: r.orderId!, eventId: r.eventId ?? 0, seats: r.seats }));
    },

    /** What the admin grid lists: registrations added by hand, or whose order was booked. */
    async listBookedRegistrations(): Promise<CampRegistrationRow[]> {
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
    },

    async findRegistration(id: number): Promise<CampRegistrationRow | undefined> {
      const [row] = await db.select().from(campRegistrations).where(eq(campRegistrations.id, id));
      return row;
    },

    /** Adds a registration (no id) or changes one; undefined when there is none with that id. */
    saveRegistration: (
      id: number | undefined,
      values: NewRegistration,
    ): Promise<CampRegistrationRow | undefined> =>
      id === undefined ? registrations.insert(values) : registrations.update(id, values),

    /** False when there was no registration with that id. */
    deleteRegistration: (id: number) => registrations.delete(id),
  };
}
