import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterschoolRegistrations, campRegistrations, orders } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
type Status = OrderRow['status'];

/** Orders handled per run of a periodic job, so one run never holds many rows at once. */
const JOB_BATCH = 50;

/**
 * Whether an order's registrations take seats now (docs/decisions/0015): paid, being charged, or
 * unpaid (pending, awaiting payment) with a hold that has not expired. A null hold is an
 * after-school order of a program without a seat limit. Declined, released, refunded and cancelled
 * orders take none. Use it where `orders` is joined.
 */
export const orderHoldsSeats = sql`(${orders.status} in ('paid', 'paid_unrecorded', 'processing')
  or (${orders.status} in ('pending', 'awaiting_payment')
    and (${orders.holdUntil} is null or ${orders.holdUntil} > now())))`;

/** An unpaid order holding no seats, whose seats must be taken again before it is paid. */
export function needsSeatsAgain(o: OrderRow, now = new Date()): boolean {
  return (
    o.status === 'failed' ||
    o.status === 'released' ||
    ((o.status === 'pending' || o.status === 'awaiting_payment') &&
      o.holdUntil !== null &&
      o.holdUntil <= now)
  );
}

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

/** The order, locked until the transaction ends. */
export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * Atomically moves an order from `from` to processing while its seat hold lasts: of two
 * simultaneous charges of one order, exactly one gets the row back, and an order whose hold
 * expired is never charged without taking its seats again.
 */
export async function claimOrder(
  db: DbOrTx,
  id: number,
  from: readonly Status[],
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        inArray(orders.status, [...from]),
        or(isNull(orders.holdUntil), sql`${orders.holdUntil} > now()`),
      ),
    )
    .returning();
  return row;
}

async function updateOrder(
  db: DbOrTx,
  where: SQL | undefined,
  status: Status,
  changes: Partial<NewOrder>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, status, updatedAt: new Date() })
    .where(where)
    .returning();
  return row;
}

export function setOrderStatus(
  db: DbOrTx,
  id: number,
  status: Status,
  changes: Partial<NewOrder> = {},
): Promise<OrderRow | undefined> {
  return updateOrder(db, eq(orders.id, id), status, changes);
}

/**
 * Keeps a payment the gateway took but the order could not complete: paid_unrecorded, from any
 * status but paid and refunded (a late answer for a released order still records the money).
 */
export function recordUnrecordedRow(
  db: DbOrTx,
  id: number,
  changes: Partial<NewOrder>,
): Promise<OrderRow | undefined> {
  return updateOrder(
    db,
    and(eq(orders.id, id), notInArray(orders.status, ['paid', 'refunded'])),
    'paid_unrecorded',
    changes,
  );
}

/** Changes an order's status only while it is `from`; undefined when it was not. */
export function setOrderStatusFrom(
  db: DbOrTx,
  id: number,
  from: Status,
  status: Status,
  changes: Partial<NewOrder> = {},
): Promise<OrderRow | undefined> {
  return updateOrder(db, and(eq(orders.id, id), eq(orders.status, from)), status, changes);
}

export type PaymentFacts = {
  transactionId: string | null;
  cardLast4?: string | null;
  cardType?: string | null;
};

/**
 * Marks an order paid and its registrations with it (active again, should they have been released),
 * in one transaction. Only an order in one of `from` is completed, by default one being charged or
 * paid but unrecorded, so running this twice (a retry, the recovery job on two servers) completes
 * it once. Returns undefined when it was not.
 */
export async function completeOrderRows(
  db: DbOrTx,
  id: number,
  facts: PaymentFacts,
  from: readonly Status[] = ['processing', 'paid_unrecorded'],
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
      releasedAt: null,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  if (!row) return undefined;
  await db
    .update(campRegistrations)
    .set({ paid: true, active: true })
    .where(eq(campRegistrations.orderId, id));
  await db
    .update(afterschoolRegistrations)
    .set({ paidAmountCents: row.amountCents, active: true })
    .where(eq(afterschoolRegistrations.orderId, id));
  return row;
}

/**
 * Gives an order's seats back: from one of `from` to `status` (failed after a decline, released
 * otherwise), no hold, its registrations inactive. Conditional on the status, so of two servers
 * (or a job and an admin) one releases it. Returns undefined when it was not in `from`.
 */
export async function releaseOrderRows(
  db: DbOrTx,
  id: number,
  change: { from: readonly Status[]; status: 'failed' | 'released'; reason: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: change.status,
      holdUntil: null,
      releasedAt: new Date(),
      lastError: change.reason,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, id), inArray(orders.status, [...change.from])))
    .returning();
  if (row) await deactivateRegistrations(db, id);
  return row;
}

/** The order holds seats again until `holdUntil` while it is paid; its registrations count again. */
export async function reholdOrderRows(db: DbOrTx, id: number, holdUntil: Date): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'pending',
      holdUntil,
      releasedAt: null,
      reminderSentAt: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id))
    .returning();
  await db.update(campRegistrations).set({ active: true }).where(eq(campRegistrations.orderId, id));
  await db
    .update(afterschoolRegistrations)
    .set({ active: true })
    .where(eq(afterschoolRegistrations.orderId, id));
  return row!;
}

/**
 * Releases unpaid orders whose hold ended by `now`, a batch at a time. Rows another process is
 * releasing are skipped (FOR UPDATE SKIP LOCKED), so two servers never release one twice. Answers
 * each released order with the status it had.
 */
export async function releaseExpiredHolds(
  db: DbOrTx,
  now: Date,
  reason: (o: OrderRow) => string,
): Promise<{ order: OrderRow; was: Status }[]> {
  const expired = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['pending', 'awaiting_payment']), lte(orders.holdUntil, now)))
    .orderBy(asc(orders.holdUntil))
    .limit(JOB_BATCH)
    .for('update', { skipLocked: true });
  const released: { order: OrderRow; was: Status }[] = [];
  for (const o of expired) {
    const row = await releaseOrderRows(db, o.id, {
      from: [o.status],
      status: 'released',
      reason: reason(o),
    });
    if (row) released.push({ order: row, was: o.status });
  }
  return released;
}

/**
 * Marks the reminder sent on orders awaiting payment whose hold ends within `before` of `now`
 * and that have had none, and answers them: the caller sends each one reminder. The conditional
 * update means two servers never remind twice.
 */
export async function claimReminders(db: DbOrTx, now: Date, beforeMs: number): Promise<OrderRow[]> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        isNull(orders.reminderSentAt),
        gt(orders.holdUntil, now),
        lte(orders.holdUntil, new Date(now.getTime() + beforeMs)),
      ),
    )
    .limit(JOB_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(orders)
    .set({ reminderSentAt: now })
    .where(and(inArray(orders.id, due), isNull(orders.reminderSentAt)))
    .returning();
}

/**
 * Charges stuck in processing since before `stuckBefore` and not looked up at the gateway since
 * `checkedBefore`, oldest first.
 */
export async function listStuckOrders(
  db: DbOrTx,
  stuckBefore: Date,
  checkedBefore: Date,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'processing'),
        lt(orders.updatedAt, stuckBefore),
        or(isNull(orders.gatewayCheckedAt), lt(orders.gatewayCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(JOB_BATCH);
}

/**
 * Takes the next gateway lookup of a stuck charge: of two servers (or a server and an admin) only
 * one asks the gateway and applies the answer. Undefined when the order was looked up since
 * `checkedBefore` or is no longer in processing.
 */
export async function claimGatewayCheck(
  db: DbOrTx,
  id: number,
  checkedBefore: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ gatewayCheckedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'processing'),
        or(isNull(orders.gatewayCheckedAt), lt(orders.gatewayCheckedAt, checkedBefore)),
      ),
    )
    .returning();
  return row;
}

/** Notes a gateway lookup that settled nothing, keeping the order in processing. */
export async function markGatewayChecked(
  db: DbOrTx,
  id: number,
  lastError: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ gatewayCheckedAt: new Date(), lastError })
    .where(and(eq(orders.id, id), eq(orders.status, 'processing')))
    .returning();
  return row;
}

/** Serializes one visitor's checkouts until the transaction ends, so a hold limit cannot be raced. */
export async function lockHolder(tx: DbOrTx, holderKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seat-holder:${holderKey}`}))`);
}

/** Seats one visitor holds now in unpaid orders: camp and after-school registrations together. */
export async function seatsHeldBy(db: DbOrTx, holderKey: string): Promise<number> {
  const unpaidHold = and(
    eq(orders.holderKey, holderKey),
    inArray(orders.status, ['pending', 'awaiting_payment', 'processing']),
    sql`${orders.holdUntil} > now()`,
  );
  const [camp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campRegistrations)
    .innerJoin(orders, eq(orders.id, campRegistrations.orderId))
    .where(unpaidHold);
  const [afterschool] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(afterschoolRegistrations)
    .innerJoin(orders, eq(orders.id, afterschoolRegistrations.orderId))
    .where(unpaidHold);
  return (camp?.n ?? 0) + (afterschool?.n ?? 0);
}

/** A refunded or released order's registrations stop counting. */
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

export async function listOrdersInStatus(db: DbOrTx, status: Status): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.status, status)).orderBy(orders.id);
}
