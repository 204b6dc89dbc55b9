import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterschoolRegistrations, campRegistrations, orders } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Statuses from which a charge may start (a declined card can be tried again). */
const CHARGEABLE = ['pending', 'failed'] as const;

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrderByKey(db: DbOrTx, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

export async function findOrderByRef(db: DbOrTx, ref: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.ref, ref));
  return row;
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function listOrders(db: DbOrTx): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * Atomically moves an order from `from` to processing: of two simultaneous charges of one order,
 * exactly one gets the row back.
 */
export async function claimOrder(
  db: DbOrTx,
  id: number,
  from: readonly OrderRow['status'][] = CHARGEABLE,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row;
}

export async function setOrderStatus(
  db: DbOrTx,
  id: number,
  status: OrderRow['status'],
  changes: Partial<NewOrder> = {},
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, status, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export type PaymentFacts = {
  transactionId: string | null;
  cardLast4?: string | null;
  cardType?: string | null;
};

/**
 * Marks an order paid and its registrations with it, in one transaction. Only an order that is
 * being charged, awaiting payment or paid but unrecorded can be completed, so running this twice
 * (a retry, the recovery job on two servers) completes it once. Returns undefined when it was not.
 */
export async function completeOrderRows(
  db: DbOrTx,
  id: number,
  facts: PaymentFacts,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'paid',
      transactionId: facts.transactionId,
      ...(facts.cardLast4 !== undefined ? { cardLast4: facts.cardLast4 } : {}),
      ...(facts.cardType !== undefined ? { cardType: facts.cardType } : {}),
      paidAt: new Date(),
      holdUntil: null,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, id),
        inArray(orders.status, [
          'processing',
          'awaiting_payment',
          'paid_unrecorded',
          'pending',
          'failed',
        ]),
      ),
    )
    .returning();
  if (!row) return undefined;
  await db.update(campRegistrations).set({ paid: true }).where(eq(campRegistrations.orderId, id));
  await db
    .update(afterschoolRegistrations)
    .set({ paidAmountCents: row.amountCents })
    .where(eq(afterschoolRegistrations.orderId, id));
  return row;
}

/** A refunded order's registrations stop counting. */
export async function deactivateRegistrations(db: DbOrTx, orderId: number): Promise<void> {
  await db
    .update(campRegistrations)
    .set({ active: false, paid: false })
    .where(eq(campRegistrations.orderId, orderId));
  await db
    .update(afterschoolRegistrations)
    .set({ active: false, paidAmountCents: 0 })
    .where(eq(afterschoolRegistrations.orderId, orderId));
}

export async function listOrdersInStatus(
  db: DbOrTx,
  status: OrderRow['status'],
  updatedBefore?: Date,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, status),
        updatedBefore ? lt(orders.updatedAt, updatedBefore) : sql`true`,
      ),
    )
    .orderBy(orders.id);
}
