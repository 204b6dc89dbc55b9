import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  afterschoolRegistrations,
  campEvents,
  campRegistrations,
  children,
  orders,
  programs,
  users,
} from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type ChildRow = typeof children.$inferSelect;
type ChildValues = Omit<typeof children.$inferInsert, 'id' | 'parentUserId' | 'createdAt'>;
export type OrderRow = typeof orders.$inferSelect;

/** One page of a list: which page (from 0) and how many rows. */
export type Paging = { page: number; size: number };

const ofParent = (parentUserId: number, id: number) => matching(children, { id, parentUserId });

/** The ids of a parent's children, as a subquery. */
const childIdsOf = (db: DbOrTx, parentUserId: number) =>
  db.select({ id: children.id }).from(children).where(eq(children.parentUserId, parentUserId));

/** An instant as ISO text in UTC (it sorts as the instant does), read the same by both drivers. */
const isoText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An order counts as paid once the money is in (recorded or waiting to be recorded). */
const orderPaid = sql`${orders.status} in ('paid', 'paid_unrecorded')`;

export function familiesRepository(db: DbOrTx) {
  /** A registration is the family's when its order was paid from the account or its child is theirs. */
  const familyOf = (userId: number, childColumn: AnyPgColumn): SQL =>
    or(eq(orders.userId, userId), inArray(childColumn, childIdsOf(db, userId)))!;

  const afterschoolOf = (userId: number) =>
    db
      .select({
        kind: sql<'afterschool' | 'camp'>`'afterschool'`.as('kind'),
        id: sql<number>`${afterschoolRegistrations.id}`.as('id'),
        childId: sql<number | null>`${afterschoolRegistrations.childId}`.as('child_id'),
        childName: sql<string | null>`${children.name}`.as('child_name'),
        studentName: sql<string>`${afterschoolRegistrations.studentName}`.as('student_name'),
        what: sql<string>`coalesce(${programs.name}, 'After-school (' || ${afterschoolRegistrations.schoolName} || ')')`.as(
          'what',
        ),
        startDate: sql<string | null>`${programs.startDate}::text`.as('start_date'),
        endDate: sql<string | null>`${programs.endDate}::text`.as('end_date'),
        registeredAt: isoText(afterschoolRegistrations.createdDate).as('registered_at'),
        amountCents:
          sql<number>`coalesce(${orders.amountCents}, ${afterschoolRegistrations.paidAmountCents})`.as(
            'amount_cents',
          ),
        status: sql<OrderRow['status'] | null>`${orders.status}`.as('status'),
        paid: sql<boolean>`coalesce(${orderPaid}, ${afterschoolRegistrations.paidAmountCents} > 0)`.as(
          'paid',
        ),
        orderRef: sql<string | null>`${orders.ref}::text`.as('order_ref'),
        active: sql<boolean>`${afterschoolRegistrations.active}`.as('active'),
      })
      .from(afterschoolRegistrations)
      .leftJoin(orders, eq(orders.id, afterschoolRegistrations.orderId))
      .leftJoin(children, eq(children.id, afterschoolRegistrations.childId))
      .leftJoin(programs, eq(programs.id, afterschoolRegistrations.programId))
      .where(familyOf(userId, afterschoolRegistrations.childId));

  const campOf = (userId: number) =>
    db
      .select({
        kind: sql<'afterschool' | 'camp'>`'camp'`.as('kind'),
        id: sql<number>`${campRegistrations.id}`.as('id'),
        childId: sql<number | null>`${campRegistrations.childId}`.as('child_id'),
        childName: sql<string | null>`${children.name}`.as('child_name'),
        studentName: sql<string>`${campRegistrations.studentName}`.as('student_name'),
        what: sql<string>`${campRegistrations.eventName} || ' ' || ${campRegistrations.eventSlot}`.as(
          'what',
        ),
        startDate: sql<string | null>`${campEvents.startDate}::text`.as('start_date'),
        endDate: sql<string | null>`${campEvents.endDate}::text`.as('end_date'),
        registeredAt: isoText(campRegistrations.createdDate).as('registered_at'),
        amountCents: sql<number>`${campRegistrations.eventPriceCents}`.as('amount_cents'),
        status: sql<OrderRow['status'] | null>`${orders.status}`.as('status'),
        paid: sql<boolean>`coalesce(${orderPaid}, ${campRegistrations.paid})`.as('paid'),
        orderRef: sql<string | null>`${orders.ref}::text`.as('order_ref'),
        active: sql<boolean>`${campRegistrations.active}`.as('active'),
      })
      .from(campRegistrations)
      .leftJoin(orders, eq(orders.id, campRegistrations.orderId))
      .leftJoin(children, eq(children.id, campRegistrations.childId))
      .leftJoin(campEvents, eq(campEvents.id, campRegistrations.eventId))
      .where(familyOf(userId, campRegistrations.childId));

  /** The family's orders: paid from the account, or holding a registration of one of its children. */
  const familyOrders = (userId: number): SQL =>
    or(
      eq(orders.userId, userId),
      inArray(
        orders.id,
        db
          .select({ id: sql<number>`${afterschoolRegistrations.orderId}` })
          .from(afterschoolRegistrations)
          .where(inArray(afterschoolRegistrations.childId, childIdsOf(db, userId))),
      ),
      inArray(
        orders.id,
        db
          .select({ id: sql<number>`${campRegistrations.orderId}` })
          .from(campRegistrations)
          .where(inArray(campRegistrations.childId, childIdsOf(db, userId))),
      ),
    )!;

  /** How many rows a registrations query answers. */
  async function countOf(
    query: ReturnType<typeof afterschoolOf> | ReturnType<typeof campOf>,
  ): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(query.as('family_registrations'));
    return row?.n ?? 0;
  }

  return {
    /** A parent's children, by name. */
    listChildren: (parentUserId: number): Promise<ChildRow[]> =>
      db
        .select()
        .from(children)
        .where(eq(children.parentUserId, parentUserId))
        .orderBy(asc(sql`lower(${children.name})`), asc(children.id)),

    countChildren: (parentUserId: number): Promise<number> =>
      db.$count(children, eq(children.parentUserId, parentUserId)),

    /** One of the parent's children, kept from deletion until the transaction ends. */
    async findChild(parentUserId: number, id: number): Promise<ChildRow | undefined> {
      const [row] = await db.select().from(children).where(ofParent(parentUserId, id)).for('share');
      return row;
    },

    /** Locks the parent's account row, so two saves count the family's children one after the other. */
    async lockParent(parentUserId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, parentUserId)).for('update');
    },

    async insertChild(parentUserId: number, values: ChildValues): Promise<ChildRow> {
      const [row] = await db
        .insert(children)
        .values({ ...values, parentUserId })
        .returning();
      return row!;
    },

    /** Undefined when the parent has no child with that id. */
    async updateChild(
      parentUserId: number,
      id: number,
      values: ChildValues,
    ): Promise<ChildRow | undefined> {
      const [row] = await db
        .update(children)
        .set({ ...values, updatedAt: new Date() })
        .where(ofParent(parentUserId, id))
        .returning();
      return row;
    },

    /** False when the parent has no child with that id. */
    async deleteChild(parentUserId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(children)
        .where(ofParent(parentUserId, id))
        .returning({ id: children.id });
      return rows.length > 0;
    },

    /** One page of the family's after-school and camp registrations, newest first. */
    async registrations(userId: number, { page, size }: Paging) {
      const [rows, afterschoolCount, campCount] = await Promise.all([
        // Drizzle types a union by its first query's table; both select the same aliased columns.
        unionAll(
          afterschoolOf(userId),
          campOf(userId) as unknown as ReturnType<typeof afterschoolOf>,
        )
          .orderBy(sql`registered_at desc`, sql`kind`, sql`id desc`)
          .limit(size)
          .offset(page * size),
        countOf(afterschoolOf(userId)),
        countOf(campOf(userId)),
      ]);
      return { rows, total: afterschoolCount + campCount };
    },

    /** One page of the family's orders, newest first. */
    async orders(userId: number, { page, size }: Paging) {
      const where = familyOrders(userId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(size)
          .offset(page * size),
        db.$count(orders, where),
      ]);
      return { rows, total };
    },
  };
}
