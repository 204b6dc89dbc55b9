import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterschoolRegistrations, orders, programs } from '../../db/schema.js';
import type { SchoolName } from '@kingside/shared';
import { orderHoldsSeats } from '../payments/index.js';

export type AfterschoolRow = typeof afterschoolRegistrations.$inferSelect;

/** The school's open after-school program, locked until the transaction ends (seat counting). */
export async function lockProgram(db: DbOrTx, school: SchoolName) {
  const [row] = await db
    .select()
    .from(programs)
    .where(
      and(
        eq(programs.kind, 'afterSchool'),
        eq(programs.schoolName, school),
        eq(programs.active, true),
      ),
    )
    .orderBy(programs.sortOrder, programs.id)
    .limit(1)
    .for('update');
  return row;
}

/** A program by id, locked until the transaction ends (seat counting). */
export async function lockProgramById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(programs).where(eq(programs.id, id)).for('update');
  return row;
}

/**
 * Seats taken in a program: active registrations added by an admin, or whose order holds seats
 * (paid, being paid, or unpaid with a hold that lasts; docs/decisions/0015).
 */
export async function seatsTaken(db: DbOrTx, programId: number): Promise<number> {
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
}

export async function insertRegistration(
  db: DbOrTx,
  values: typeof afterschoolRegistrations.$inferInsert,
): Promise<AfterschoolRow> {
  const [row] = await db.insert(afterschoolRegistrations).values(values).returning();
  return row!;
}

export async function findByOrder(
  db: DbOrTx,
  orderId: number,
): Promise<AfterschoolRow | undefined> {
  const [row] = await db
    .select()
    .from(afterschoolRegistrations)
    .where(eq(afterschoolRegistrations.orderId, orderId));
  return row;
}

export async function listBySchool(db: DbOrTx, school: SchoolName): Promise<AfterschoolRow[]> {
  return db
    .select()
    .from(afterschoolRegistrations)
    .where(eq(afterschoolRegistrations.schoolName, school))
    .orderBy(desc(afterschoolRegistrations.createdDate), desc(afterschoolRegistrations.id));
}
