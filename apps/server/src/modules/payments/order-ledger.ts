import {
  decidePayLater,
  MESSAGES,
  type OrderKind,
  type OrderStatus,
  type PayLaterDecision,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { FAMILY, OrderKinds, type OrderKindHooks } from './order-kinds.js';
import {
  findRepeat,
  insertOrder,
  isAccountHolder,
  payNowHoldEnd,
  statusWords,
  type NewOrderInput,
} from './orders.js';
import { sendConfirmation, sendPaidNotice, sendReceipt } from './payment-mail.js';
import { PaymentJournal } from './payment-journal.js';
import {
  needsSeatsAgain,
  ordersRepository,
  type OrderRow,
  type PaymentFacts,
} from './payments.repository.js';

/** One event whose places a checkout takes: a camp week and slot, a program, a tournament. */
export type HeldEvent = {
  /** The kind's own id of the event (what its `heldSeats` hook answers as `eventId`). */
  id: number;
  /** As the payer knows it, for the refusals. */
  name: string;
  /** Its places; null when they are not limited. */
  capacity: number | null;
  /** When it starts; null when no start is ahead (a program already running). */
  startsAt: Date | null;
  /** Places this checkout takes in it. */
  seats: number;
  /** The kind whose event it is, in a family checkout; otherwise the desk's own kind. */
  kind?: OrderKind;
};

/** What a checkout asks to hold (docs/decisions/0015, 0046). */
export type HoldRequest = {
  /** Who holds the seats (holderKeyOf): an account (`user:…`) or an address. */
  holderKey: string;
  /** Paid later (Zelle): the pay-later rules apply; otherwise paid now (card, PayPal). */
  payLater: boolean;
  events: HeldEvent[];
};

/** What a selling module gets back when it registers its order kind: how to make its orders. */
export type OrderDesk<Line> = {
  /**
   * Runs a checkout in one transaction. Two identical submissions that raced past the key check
   * collide on the key's unique index: the second runs again and answers with the first's order.
   */
  checkout<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T>;
  /** The order already made with this checkout key, or null (see findRepeat). */
  findRepeat: typeof findRepeat;
  /**
   * The one rule for unpaid holds: answers when the new order's hold ends, or refuses (409) a
   * checkout that would take one visitor past MAX_HELD_SEATS_PER_VISITOR seats held in unpaid
   * orders, or a pay-later one the pay-later rules refuse (an account, the event's cut-off, its
   * share and the account's; docs/decisions/0046). Paid now, the hold is SEAT_HOLD_MINUTES. Call
   * it inside the checkout's transaction with the events locked: the visitor's checkouts wait for
   * each other there, and one event's for each other, so none slips under a limit.
   */
  hold(tx: DbOrTx, request: HoldRequest): Promise<Date>;
  /**
   * What `hold` would decide for a pay-later checkout now, without locking or refusing: for a
   * page that shows whether Zelle can be chosen and until when.
   */
  previewPayLater(db: DbOrTx, request: Omit<HoldRequest, 'payLater'>): Promise<PayLaterDecision>;
  /** The payer's confirmation of a new order (with how to pay), and the club's notice of it. */
  confirm(order: OrderRow, clubNotice: { subject: string; text: string }): Promise<void>;
  /** Inserts the order with its lines priced by the kind, or answers the one made with this key. */
  create(tx: DbOrTx, input: NewOrderInput<Line>): Promise<{ order: OrderRow; created: boolean }>;
  /**
   * Completes, inside the checkout's transaction, a new order with nothing to pay (a coupon took
   * it all): paid at once with no charge, its kind's rows paid with it.
   */
  completeFree(tx: DbOrTx, order: OrderRow): Promise<OrderRow>;
  /** After the checkout committed a free order: its receipt, confirmation and the club's notice. */
  afterPaid(order: OrderRow): Promise<void>;
};

/**
 * An order's state and its seats, in one place (docs/decisions/0015 and 0021): every change of an
 * order that gives or takes seats runs in one transaction with its kind's hooks, so a registration
 * never counts while its order does not, or the other way round.
 */
export class OrderLedger {
  readonly kinds = new OrderKinds();
  readonly journal: PaymentJournal;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.journal = new PaymentJournal(ctx.config.dataDir);
  }

  get db() {
    return this.ctx.database.db;
  }

  /** The orders repository over the database, or over a transaction. */
  orders(db: DbOrTx = this.db) {
    return ordersRepository(db);
  }

  register<Line>(hooks: OrderKindHooks<Line>): OrderDesk<Line> {
    this.kinds.add(hooks);
    return {
      checkout: async (work) => {
        try {
          return await this.db.transaction(work);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          return this.db.transaction(work);
        }
      },
      findRepeat,
      confirm: async (order, clubNotice) => {
        await sendConfirmation(this.ctx, order);
        await this.ctx.mailer.send({ to: this.ctx.config.club.email, ...clubNotice });
      },
      hold: (tx, request) => this.hold(tx, hooks.kind, request),
      previewPayLater: (db, request) => this.decidePayLater(db, hooks.kind, request),
      create: (tx, { lines, ...input }) =>
        insertOrder(tx, hooks.kind, { ...input, items: lines.flatMap((l) => hooks.priceLine(l)) }),
      completeFree: async (tx, order) => {
        if (order.amountCents !== 0) throw new Error(`Order ${order.id} has an amount to pay.`);
        const row = await this.completeIn(tx, order.id, { transactionId: null }, [order.status]);
        if (!row) throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
        return row;
      },
      afterPaid: (order) => this.afterPaid(order),
    };
  }

  private async hold(tx: DbOrTx, kind: OrderKind, request: HoldRequest): Promise<Date> {
    const max = this.ctx.config.payments.maxHeldSeatsPerVisitor;
    const orders = this.orders(tx);
    await orders.lockHolder(request.holderKey);
    const held = await this.kinds.countSeats(tx, await orders.heldBy(request.holderKey));
    const seats = request.events.reduce((n, e) => n + e.seats, 0);
    if (held + seats > max) throw conflict('TOO_MANY_HELD_SEATS', MESSAGES.tooManyHeldSeats(max));
    if (!request.payLater) return payNowHoldEnd(this.ctx.config.payments.seatHoldMinutes);
    const decision = await this.decidePayLater(tx, kind, request);
    if (!decision.ok) throw conflict(decision.refusal.code, decision.refusal.message);
    return decision.holdUntil;
  }

  /**
   * The pay-later rules (`decidePayLater` in packages/shared) over the places that Zelle orders
   * hold now in the request's events, everyone's and this holder's: each event's kind counts its
   * own orders' rows and the family orders' (docs/decisions/0054).
   */
  private async decidePayLater(
    db: DbOrTx,
    kind: OrderKind,
    { holderKey, events }: Omit<HoldRequest, 'payLater'>,
  ): Promise<PayLaterDecision> {
    const counted: (HeldEvent & { held: number; heldByVisitor: number })[] = [];
    for (const eventKind of new Set(events.map((e) => e.kind ?? kind))) {
      const live = await this.orders(db).livePayLater([eventKind, FAMILY]);
      const holderOf = new Map(live.map((o) => [o.id, o.holderKey]));
      const rows = await this.kinds.heldSeats(db, eventKind, [...holderOf.keys()]);
      const sum = (eventId: number, mine: boolean) =>
        rows
          .filter((r) => r.eventId === eventId && (!mine || holderOf.get(r.orderId) === holderKey))
          .reduce((n, r) => n + r.seats, 0);
      for (const e of events.filter((x) => (x.kind ?? kind) === eventKind)) {
        counted.push({ ...e, held: sum(e.id, false), heldByVisitor: sum(e.id, true) });
      }
    }
    const { zelleHoldHours, payLater } = this.ctx.config.payments;
    return decidePayLater({
      now: new Date(),
      signedIn: isAccountHolder(holderKey),
      events: counted,
      limits: { holdHours: zelleHoldHours, ...payLater },
    });
  }

  async byRef(ref: string): Promise<OrderRow> {
    const order = await this.orders().findByRef(ref);
    if (!order) throw notFound('Unknown order.');
    return order;
  }

  async byId(id: number): Promise<OrderRow> {
    const order = await this.orders().findById(id);
    if (!order) throw notFound(`No order with id ${id}.`);
    return order;
  }

  /**
   * An unpaid order that holds no seats (declined, released, or its hold ran out) takes them again
   * while the payer pays, for SEAT_HOLD_MINUTES, if they are still free; otherwise its kind
   * refuses (409, e.g. sold out).
   */
  async retakeSeats(order: OrderRow): Promise<OrderRow> {
    if (!needsSeatsAgain(order)) return order;
    return this.db.transaction(async (tx) => {
      const row = await this.orders(tx).lock(order.id);
      if (!row || !needsSeatsAgain(row)) return row ?? order;
      await this.kinds.onRetake(tx, row);
      return this.orders(tx).rehold(
        row.id,
        payNowHoldEnd(this.ctx.config.payments.seatHoldMinutes),
      );
    });
  }

  /**
   * Marks the order paid and its kind's rows with it, in one transaction, while the order is in
   * one of `from` (by default being charged or paid but unrecorded); undefined when it was not.
   */
  complete(
    orderId: number,
    facts: PaymentFacts,
    from: readonly OrderStatus[] = ['processing', 'paid_unrecorded'],
  ): Promise<OrderRow | undefined> {
    return this.db.transaction((tx) => this.completeIn(tx, orderId, facts, from));
  }

  private async completeIn(
    tx: DbOrTx,
    orderId: number,
    facts: PaymentFacts,
    from: readonly OrderStatus[],
  ): Promise<OrderRow | undefined> {
    const row = await this.orders(tx).complete(orderId, facts, from);
    if (row) await this.kinds.onPaid(tx, row);
    return row;
  }

  /**
   * Completes an unpaid order by hand, in one transaction with its seats: an order that holds
   * none takes them again first, and is refused (409) when they are gone.
   */
  async completeByHand(
    order: OrderRow,
    facts: PaymentFacts,
    from: OrderStatus[],
  ): Promise<OrderRow> {
    if (!from.includes(order.status)) {
      throw conflict('ORDER_NOT_PAYABLE', `Order ${order.id} is ${statusWords(order.status)}.`);
    }
    const done = await this.db.transaction(async (tx) => {
      const row = await this.orders(tx).lock(order.id);
      if (!row || !from.includes(row.status)) return undefined;
      if (needsSeatsAgain(row)) await this.kinds.onRetake(tx, row);
      return this.completeIn(tx, row.id, facts, [row.status]);
    });
    if (!done) throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    await this.afterPaid(done);
    return done;
  }

  /**
   * Gives an order's seats back: from one of `from` to `status` (failed after a decline, released
   * otherwise), and its kind's rows stop counting, in one transaction. Undefined when it was not
   * in `from`.
   */
  release(
    id: number,
    change: { from: readonly OrderStatus[]; status: 'failed' | 'released'; reason: string },
    db?: DbOrTx,
  ): Promise<OrderRow | undefined> {
    const run = async (tx: DbOrTx) => {
      const row = await this.orders(tx).release(id, change.from, change.status, change.reason);
      if (row) await this.kinds.onReleased(tx, row);
      return row;
    };
    return db ? run(db) : this.db.transaction(run);
  }

  /** A paid order was refunded: its kind's rows stop counting. */
  refunded(id: number): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.orders(tx).setStatus(id, 'refunded', {
        refundedAt: new Date(),
        lastError: null,
      });
      await this.kinds.onReleased(tx, row!);
      return row!;
    });
  }

  /**
   * After the gateway took the money: complete the order, or failing that keep the payment as
   * paid_unrecorded, or failing even that write it to the journal; the recovery job finishes it.
   */
  async recordPayment(order: OrderRow, facts: PaymentFacts): Promise<OrderRow> {
    try {
      const done = await this.complete(order.id, facts);
      if (done) {
        await this.afterPaid(done);
        return done;
      }
      throw new Error(`order ${order.id} could not be completed from status ${order.status}`);
    } catch (err) {
      this.log.error(
        { err, orderId: order.id, transactionId: facts.transactionId },
        'paid order not recorded',
      );
      try {
        await this.recordUnrecorded(order.id, facts);
      } catch (err2) {
        this.log.error({ err: err2, orderId: order.id }, 'paid order kept in the payment journal');
        await this.journal.append({
          orderId: order.id,
          transactionId: facts.transactionId,
          cardLast4: facts.cardLast4 ?? null,
          cardType: facts.cardType ?? null,
          at: new Date().toISOString(),
        });
      }
      throw new AppError(
        503,
        'PAYMENT_NOT_RECORDED',
        `${MESSAGES.paymentMadeNotRegistered} Reference: order ${order.id}` +
          (facts.transactionId ? `, transaction ${facts.transactionId}.` : '.'),
      );
    }
  }

  /** Keeps the gateway's answer on the order when completing it failed (never on a paid or refunded one). */
  async recordUnrecorded(orderId: number, facts: PaymentFacts): Promise<void> {
    await this.orders().recordUnrecorded(orderId, {
      transactionId: facts.transactionId,
      ...(facts.cardLast4 !== undefined ? { cardLast4: facts.cardLast4 } : {}),
      ...(facts.cardType !== undefined ? { cardType: facts.cardType } : {}),
      paidAt: new Date(),
      lastError: 'Paid; registration not yet recorded (completed automatically).',
    });
  }

  /** The receipt, the confirmation of a card or PayPal registration, and the club's notice. */
  async afterPaid(order: OrderRow): Promise<void> {
    try {
      await sendReceipt(this.ctx, order);
      // Card and PayPal registrations are confirmed once paid; Zelle ones, and kinds that wait for
      // their money, were confirmed when made.
      if (order.paymentMethod !== 'zelle' && !this.kinds.confirmedWhenMade(order.kind)) {
        await sendConfirmation(this.ctx, order);
      }
      await sendPaidNotice(this.ctx, order);
    } catch (err) {
      this.log.error({ err, orderId: order.id }, 'receipt not queued');
    }
  }
}
