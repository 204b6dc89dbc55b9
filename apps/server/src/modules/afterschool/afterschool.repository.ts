import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterschoolRegistrations, orders, programs } from '../../db/schema.js';
import type { SchoolName } from '@kingside/shared';
import { crudRepository } from '../../lib/crud.js';
import { matching } from '../../lib/columns.js';
import { orderHoldsSeats } from '../payments/index.js';

export type AfterschoolRow = typeof afterschoolRegistrations.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;

/** The admin grid's saves and deletes (src/lib/crud.ts). */
export const afterschoolCrud = crudRepository(afterschoolRegistrations, {
  orderBy: [afterschoolRegistrations.id],
  lists: {},
});

export function afterschoolRepository(db: DbOrTx) {
  const byOrder = (orderId: number) => eq(afterschoolRegistrations.orderId, orderId);
  const openProgramOf = (school: SchoolName) =>
    db
      .select()
      .from(programs)
      .where(matching(programs, { kind: 'afterSchool', schoolName: school, active: true }))
      .orderBy(programs.sortOrder, programs.id)
      .limit(1);
  return {
    /** The school's open after-school program, locked until the transaction ends (seat counting). */
    async lockProgram(school: SchoolName): Promise<ProgramRow | undefined> {
      const [row] = await openProgramOf(school).for('update');
      return row;
    },

    /** The school's open after-school program, without a lock (for showing it). */
    async openProgram(school: SchoolName): Promise<ProgramRow | undefined> {
      const [row] = await openProgramOf(school);
      return row;
    },

    /** A program by id, locked until the transaction ends (seat counting). */
    async lockProgramById(id: number): Promise<ProgramRow | undefined> {
      const [row] = await db.select().from(programs).where(eq(programs.id, id)).for('update');
      return row;
    },

    /**
     * Seats taken in a program: active registrations added by an admin, or whose order holds
     * seats (paid, being paid, or unpaid with a hold that lasts; docs/decisions/0015).
     */
    async seatsTaken(programId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(afterschoolRegistrations)
        .leftJoin(orders, eq(orders.id, afterschoolRegistrations.orderId))
        .where(
          and(
            eq(afterschoolRegistrations.programId, programId),
            eq(afterschoolRegistrations.active, true),
            or(isNull(orders.id), orderHoldsSeats),
          ),
        );
      return row?.n ?? 0;
    },

    async insertRegistration(
      values: typeof afterschoolRegistrations.$inferInsert,
    ): Promise<AfterschoolRow> {
      const [row] = await db.insert(afterschoolRegistrations).values(values).returning();
      return row!;
    },

    async findByOrder(orderId: number): Promise<AfterschoolRow | undefined> {
      const [row] = await db.select().from(afterschoolRegistrations).where(byOrder(orderId));
      return row;
    },

    /** An order's registrations count (or stop counting), with what was paid for them. */
    async setOrderRegistration(
      orderId: number,
      state: { active: boolean; paidAmountCents?: number },
    ) {
      await db.update(afterschoolRegistrations).set(state).where(byOrder(orderId));
    },

    /**
     * An order's registrations were paid: they count, each with its own price paid, or the
     * order's amount for a row from before prices were kept (one registration an order then).
     */
    async markOrderPaid(orderId: number, orderAmountCents: number): Promise<void> {
      const r = afterschoolRegistrations;
      await db
        .update(r)
        .set({ active: true, paidAmountCents: sql`coalesce(${r.priceCents}, ${orderAmountCents})` })
        .where(byOrder(orderId));
    },

    /** The registrations an order made (one, or a family order's several). */
    listByOrder: (orderId: number): Promise<AfterschoolRow[]> =>
      db.select().from(afterschoolRegistrations).where(byOrder(orderId)),

    /** Registrations (seats) the given orders made, by order and program. */
    async seatsOfOrders(
      orderIds: number[],
    ): Promise<{ orderId: number; eventId: number; seats: number }[]> {
      const r = afterschoolRegistrations;
      const rows = await db
        .select({ orderId: r.orderId, eventId: r.programId, seats: sql<number>`count(*)::int` })
        .from(r)
        .where(inArray(r.orderId, orderIds))
        .groupBy(r.orderId, r.programId);
      return rows.map((x) => ({ orderId: x.orderId!, eventId: x.eventId ?? 0, seats: x.seats }));
    },

    listBySchool: (school: SchoolName): Promise<AfterschoolRow[]> =>
      db
        .select()
        .from(afterschoolRegistrations)
        .where(eq(afterschoolRegistrations.schoolName, school))
        .orderBy(desc(afterschoolRegistrations.createdDate), desc(afterschoolRegistrations.id)),
  };
}
