import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminOrderView } from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

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

export type PaymentFacts = {
  transactionId: string | null;
  cardLast4?: string | null;
  cardType?: string | null;
};

/**
 * Orders an admin must look at (the rule of `needsAttention` in orders.ts, in SQL): paid but not
 * recorded, or in processing since before `stuckBefore`.
 */
const needsAttentionWhere = (stuckBefore: Date) =>
  or(
    eq(orders.status, 'paid_unrecorded'),
    and(eq(orders.status, 'processing'), lt(orders.updatedAt, stuckBefore)),
  );

/**
 * The `orders` table and nothing else: what each kind of order sells (camp weeks, after-school
 * seats) is its module's, reached through the hooks it registers (order-kinds.ts).
 */
export function ordersRepository(db: DbOrTx) {
  const one = async (query: Promise<OrderRow[]>) => (await query)[0];
  const update = (where: SQL | undefined, status: Status, changes: Partial<NewOrder>) =>
    one(
      db
        .update(orders)
        .set({ ...changes, status, updatedAt: new Date() })
        .where(where)
        .returning(),
    );

  return {
    async insert(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    findByKey: (key: string) => one(db.select().from(orders).where(eq(orders.idempotencyKey, key))),
    findByRef: (ref: string) => one(db.select().from(orders).where(eq(orders.ref, ref))),
    findById: (id: number) => one(db.select().from(orders).where(eq(orders.id, id))),

    list: (): Promise<OrderRow[]> =>
      db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)),

    /** One page of the orders in an admin's view, newest first, and how many there are in all. */
    async page(
      view: AdminOrderView,
      { page, size }: { page: number; size: number },
      stuckBefore: Date,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = {
        all: undefined,
        attention: needsAttentionWhere(stuckBefore),
        awaiting: eq(orders.status, 'awaiting_payment'),
        holding: isNotNull(orders.holdUntil),
        paid: inArray(orders.status, ['paid', 'paid_unrecorded']),
        refunded: eq(orders.status, 'refunded'),
      }[view];
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset(page * size);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /**
     * Orders an admin must look at (the rule of `needsAttention` in orders.ts, counted in SQL):
     * paid but not recorded, or in processing since before `stuckBefore`.
     */
    async countNeedingAttention(stuckBefore: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(needsAttentionWhere(stuckBefore));
      return row?.n ?? 0;
    },

    listInStatus: (status: Status): Promise<OrderRow[]> =>
      db.select().from(orders).where(eq(orders.status, status)).orderBy(orders.id),

    /** The order, locked until the transaction ends. */
    lock: (id: number) => one(db.select().from(orders).where(eq(orders.id, id)).for('update')),

    /**
     * Atomically moves an order from `from` to processing while its seat hold lasts: of two
     * simultaneous charges of one order, exactly one gets the row back, and an order whose hold
     * expired is never charged without taking its seats again.
     */
    claim: (id: number, from: readonly Status[]) =>
      update(
        and(
          eq(orders.id, id),
          inArray(orders.status, [...from]),
          or(isNull(orders.holdUntil), sql`${orders.holdUntil} > now()`),
        ),
        'processing',
        {},
      ),

    setStatus: (id: number, status: Status, changes: Partial<NewOrder> = {}) =>
      update(eq(orders.id, id), status, changes),

    /** Changes an order's status only while it is `from`; undefined when it was not. */
    setStatusFrom: (id: number, from: Status, status: Status, changes: Partial<NewOrder> = {}) =>
      update(matching(orders, { id, status: from }), status, changes),

    /**
     * Keeps a payment the gateway took but the order could not complete: paid_unrecorded, from any
     * status but paid and refunded (a late answer for a released order still records the money).
     */
    recordUnrecorded: (id: number, changes: Partial<NewOrder>) =>
      update(
        and(eq(orders.id, id), notInArray(orders.status, ['paid', 'refunded'])),
        'paid_unrecorded',
        changes,
      ),

    /**
     * Marks an order paid while it is in one of `from`, so completing it twice (a retry, the
     * recovery job on two servers) completes it once. Undefined when it was not.
     */
    complete: (id: number, facts: PaymentFacts, from: readonly Status[]) =>
      update(and(eq(orders.id, id), inArray(orders.status, [...from])), 'paid', {
        transactionId: facts.transactionId,
        ...(facts.cardLast4 !== undefined ? { cardLast4: facts.cardLast4 } : {}),
        ...(facts.cardType !== undefined ? { cardType: facts.cardType } : {}),
        paidAt: new Date(),
        holdUntil: null,
        releasedAt: null,
        lastError: null,
      }),

    /**
     * Gives an order's seats back: from one of `from` to `status` (failed after a decline, released
     * otherwise), with no hold. Conditional on the status, so of two servers (or a job and an admin)
     * one releases it.
     */
    release: (id: number, from: readonly Status[], status: Status, reason: string) =>
      update(and(eq(orders.id, id), inArray(orders.status, [...from])), status, {
        holdUntil: null,
        releasedAt: new Date(),
        lastError: reason,
      }),

    /** The order holds seats again until `holdUntil` while it is paid. */
    async rehold(id: number, holdUntil: Date): Promise<OrderRow> {
      const row = await update(eq(orders.id, id), 'pending', {
        holdUntil,
        releasedAt: null,
        reminderSentAt: null,
      });
      return row!;
    },

    /**
     * Unpaid orders whose hold ended by `now`, a batch at a time, locked; rows another process is
     * releasing are skipped (FOR UPDATE SKIP LOCKED), so two servers never release one twice.
     */
    lockExpiredHolds: (now: Date): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(
          and(inArray(orders.status, ['pending', 'awaiting_payment']), lte(orders.holdUntil, now)),
        )
        .orderBy(asc(orders.holdUntil))
        .limit(JOB_BATCH)
        .for('update', { skipLocked: true }),

    /**
     * Marks the reminder sent on orders awaiting payment whose hold ends within `beforeMs` of `now`
     * and that have had none, and answers them: the caller sends each one reminder. A hold no
     * longer than `beforeMs` (one shortened before its event, docs/decisions/0046) gets none: its
     * confirmation already said when it ends. The conditional update means two servers never
     * remind twice.
     */
    claimReminders(now: Date, beforeMs: number): Promise<OrderRow[]> {
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            isNull(orders.reminderSentAt),
            gt(orders.holdUntil, now),
            lte(orders.holdUntil, new Date(now.getTime() + beforeMs)),
            sql`${orders.holdUntil} > ${orders.createdAt} + make_interval(secs => ${beforeMs / 1000})`,
          ),
        )
        .limit(JOB_BATCH)
        .for('update', { skipLocked: true });
      return db
        .update(orders)
        .set({ reminderSentAt: now })
        .where(and(inArray(orders.id, due), isNull(orders.reminderSentAt)))
        .returning();
    },

    /**
     * Charges stuck in processing since before `stuckBefore` and not looked up at the gateway
     * since `checkedBefore`, oldest first.
     */
    listStuck: (stuckBefore: Date, checkedBefore: Date): Promise<OrderRow[]> =>
      db
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
        .limit(JOB_BATCH),

    /**
     * Takes the next gateway lookup of a stuck charge: of two servers (or a server and an admin)
     * only one asks the gateway and applies the answer. Undefined when the order was looked up
     * since `checkedBefore` or is no longer in processing.
     */
    claimGatewayCheck: (id: number, checkedBefore: Date) =>
      one(
        db
          .update(orders)
          .set({ gatewayCheckedAt: new Date() })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.status, 'processing'),
              or(isNull(orders.gatewayCheckedAt), lt(orders.gatewayCheckedAt, checkedBefore)),
            ),
          )
          .returning(),
      ),

    /** Notes a gateway lookup that settled nothing, keeping the order in processing. */
    markGatewayChecked: (id: number, lastError: string) =>
      one(
        db
          .update(orders)
          .set({ gatewayCheckedAt: new Date(), lastError })
          .where(matching(orders, { id, status: 'processing' }))
          .returning(),
      ),

    /** Serializes one visitor's checkouts until the transaction ends, so a hold limit cannot be raced. */
    async lockHolder(holderKey: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`seat-holder:${holderKey}`}))`);
    },

    /**
     * Orders of `kind` waiting for money paid later (Zelle) whose hold lasts, with who holds them:
     * what the pay-later shares count (docs/decisions/0046).
     */
    livePayLater: (kinds: OrderRow['kind'][]): Promise<Pick<OrderRow, 'id' | 'holderKey'>[]> =>
      db
        .select({ id: orders.id, holderKey: orders.holderKey })
        .from(orders)
        .where(
          and(
            inArray(orders.kind, kinds),
            eq(orders.status, 'awaiting_payment'),
            sql`${orders.holdUntil} > now()`,
          ),
        ),

    /** The unpaid orders whose seats one visitor holds now, by kind. */
    async heldBy(holderKey: string): Promise<Pick<OrderRow, 'id' | 'kind'>[]> {
      return db
        .select({ id: orders.id, kind: orders.kind })
        .from(orders)
        .where(
          and(
            eq(orders.holderKey, holderKey),
            inArray(orders.status, ['pending', 'awaiting_payment', 'processing']),
            sql`${orders.holdUntil} > now()`,
          ),
        );
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
