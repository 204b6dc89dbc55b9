import crypto from 'node:crypto';
import {
  formatCents,
  MESSAGES,
  SEAT_HOLD_MINUTES,
  type AdminOrder,
  type OrderKind,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { BillTo, CardGateway, PayPalGateway } from './gateways/types.js';
import { PaymentJournal } from './payment-journal.js';
import * as repo from './payments.repository.js';
import { needsSeatsAgain, type OrderRow, type PaymentFacts } from './payments.repository.js';

/** Orders with a charge started this long ago and no answer recorded are looked up at the gateway. */
const STUCK_AFTER_MS = 2 * 60_000;
/** A stuck charge the gateway could not settle is asked about again after this long. */
const GATEWAY_RECHECK_MS = 10 * 60_000;
/** Two admins pressing "Check gateway" at once: the second waits this long. */
const ADMIN_RECHECK_MS = 5_000;

export function presentOrder(o: OrderRow, ctx: AppContext): OrderSummary {
  return {
    orderRef: o.ref,
    orderNumber: o.id,
    kind: o.kind,
    status: o.status,
    paymentMethod: o.paymentMethod,
    amountCents: o.amountCents,
    description: o.description,
    items: o.items,
    transactionId: o.transactionId,
    zelle:
      o.paymentMethod === 'zelle'
        ? {
            recipient: ctx.config.payments.zelleRecipient,
            name: ctx.config.club.name,
            memo: `Order ${o.id}`,
          }
        : null,
    holdUntil:
      (o.status === 'pending' || o.status === 'awaiting_payment') && o.holdUntil
        ? o.holdUntil.toISOString()
        : null,
    createdAt: o.createdAt.toISOString(),
  };
}

export function needsAttention(o: OrderRow, now = Date.now()): boolean {
  return (
    o.status === 'paid_unrecorded' ||
    (o.status === 'processing' && now - o.updatedAt.getTime() > STUCK_AFTER_MS)
  );
}

export function presentAdminOrder(o: OrderRow): AdminOrder {
  return {
    id: o.id,
    orderRef: o.ref,
    kind: o.kind,
    status: o.status,
    paymentMethod: o.paymentMethod,
    amountCents: o.amountCents,
    description: o.description,
    items: o.items,
    payerName: o.payerName,
    payerEmail: o.payerEmail,
    transactionId: o.transactionId,
    lastError: o.lastError,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
    needsAttention: needsAttention(o),
    holdUntil: o.holdUntil?.toISOString() ?? null,
    reminderSentAt: o.reminderSentAt?.toISOString() ?? null,
    releasedAt: o.releasedAt?.toISOString() ?? null,
  };
}

/**
 * Who holds an order's seats, for the per-visitor limit: the account when logged in, otherwise the
 * client address as a keyed hash (the address itself is never stored). The key is the oldest
 * token-signing key, which rotation keeps.
 */
export function holderKeyOf(
  ctx: AppContext,
  request: { ip: string; auth: { user: { id: number } } | null },
): string {
  if (request.auth) return `user:${request.auth.user.id}`;
  const key = ctx.keys.all()[0]!.secret;
  const hash = crypto.createHmac('sha256', key).update(`seat-holder:${request.ip}`).digest('hex');
  return `ip:${hash.slice(0, 32)}`;
}

/**
 * When a new unpaid order's seat hold ends (docs/decisions/0015): a checkout the payer pays now
 * (card, PayPal) holds for SEAT_HOLD_MINUTES; one paid later (Zelle, after-school) for
 * ZELLE_HOLD_HOURS.
 */
export function holdEnd(config: Config, payLater: boolean, now = new Date()): Date {
  const ms = payLater ? config.payments.zelleHoldHours * 3_600_000 : SEAT_HOLD_MINUTES * 60_000;
  return new Date(now.getTime() + ms);
}

/**
 * Refuses a checkout that would take one visitor past MAX_HELD_SEATS_PER_VISITOR seats held in
 * unpaid orders. Call it inside the checkout's transaction: the visitor's checkouts wait for each
 * other there, so two at once cannot both slip under the limit.
 */
export async function checkHoldLimit(
  ctx: AppContext,
  tx: DbOrTx,
  holderKey: string,
  seats: number,
): Promise<void> {
  const max = ctx.config.payments.maxHeldSeatsPerVisitor;
  await repo.lockHolder(tx, holderKey);
  const held = await repo.seatsHeldBy(tx, holderKey);
  if (held + seats > max) throw conflict('TOO_MANY_HELD_SEATS', MESSAGES.tooManyHeldSeats(max));
}

/**
 * Takes an order's seats again inside the caller's transaction: locks what limits them (the camp
 * weeks, the program) and throws (409) when they are no longer free. One per order kind with seats.
 */
export type SeatKeeper = (tx: DbOrTx, order: OrderRow) => Promise<void>;

/** A stable fingerprint of what was ordered, so one checkout key cannot buy two different carts. */
export function fingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export type NewOrderInput = {
  kind: OrderKind;
  idempotencyKey: string;
  /** What makes two submissions "the same order" (e.g. the cart's items and payer). */
  cart: unknown;
  paymentMethod: PaymentMethod;
  description: string;
  items: { description: string; amountCents: number }[];
  payerName: string | null;
  payerEmail: string | null;
  userId?: number | null;
  /** Zelle and after-school orders wait for the money; card and PayPal orders hold seats a while. */
  status: 'pending' | 'awaiting_payment';
  /** When the seats are released unless paid (see holdEnd); null holds without end (no seat limit). */
  holdUntil: Date | null;
  /** Who holds the seats (holderKeyOf), for the per-visitor limit. */
  holderKey: string | null;
};

/**
 * The order already made with this checkout key, or null for a new key. The same key with a
 * different cart is refused, so one key never buys two different carts.
 */
export async function findRepeat(
  db: DbOrTx,
  idempotencyKey: string,
  cart: unknown,
): Promise<{ order: OrderRow; created: false } | null> {
  const existing = await repo.findOrderByKey(db, idempotencyKey);
  if (!existing) return null;
  if (existing.cartHash !== fingerprint(cart)) {
    throw conflict('CHECKOUT_REUSED', MESSAGES.checkoutReused);
  }
  return { order: existing, created: false };
}

/**
 * Inserts an order priced by the caller (from the database), or returns the order already made
 * with this key. The same key with a different cart is refused. Returns `created: false` for a
 * repeat, so callers do not add registrations twice.
 */
export async function createOrder(
  db: DbOrTx,
  input: NewOrderInput,
): Promise<{ order: OrderRow; created: boolean }> {
  const repeat = await findRepeat(db, input.idempotencyKey, input.cart);
  if (repeat) return repeat;
  const amountCents = input.items.reduce((sum, i) => sum + i.amountCents, 0);
  const order = await repo.insertOrder(db, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    status: input.status,
    paymentMethod: input.paymentMethod,
    amountCents,
    description: input.description,
    items: input.items,
    cartHash: fingerprint(input.cart),
    payerName: input.payerName,
    payerEmail: input.payerEmail,
    userId: input.userId ?? null,
    holdUntil: input.holdUntil,
    holderKey: input.holderKey,
  });
  return { order, created: true };
}

function itemLines(o: OrderRow): string {
  return o.items.map((i) => `  ${i.description}: ${formatCents(i.amountCents)}`).join('\n');
}

/** An instant as the club's people read it, e.g. "Friday, June 5, 2026 at 3:00 PM CDT". */
function formatInstant(ctx: AppContext, instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: ctx.config.club.timezone,
    dateStyle: 'full',
    timeStyle: 'long',
  }).format(instant);
}

/** How to pay an unpaid order, for the confirmation and the reminder. */
function howToPay(ctx: AppContext, o: OrderRow): string {
  const club = ctx.config.club;
  return o.paymentMethod === 'zelle'
    ? `Please send ${formatCents(o.amountCents)} with Zelle to ${ctx.config.payments.zelleRecipient} ` +
        `(${club.name}) and write "Order ${o.id}" in the memo. We mark the registration paid when it arrives.`
    : o.paymentMethod === 'paypal'
      ? `Amount due: ${formatCents(o.amountCents)}. Pay with PayPal: ${ctx.config.publicUrl}/checkout/paypal/cancel?orderRef=${o.ref}`
      : `Amount due: ${formatCents(o.amountCents)}.`;
}

/** The sentence about the seat hold of an order that waits for its money. */
function holdSentence(ctx: AppContext, o: OrderRow): string {
  return o.holdUntil
    ? `\n\nWe hold the seats until ${formatInstant(ctx, o.holdUntil)}; if the payment has not arrived by then, the registration is released.`
    : '';
}

/** The confirmation every registration gets, with how to pay when it is not paid yet. */
export async function sendConfirmation(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  const next =
    o.status === 'paid'
      ? `Paid in full (${formatCents(o.amountCents)}).`
      : `${howToPay(ctx, o)}${holdSentence(ctx, o)}`;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: registration received (order ${o.id})`,
    text:
      `Hello${o.payerName ? ` ${o.payerName}` : ''},\n\nThank you for registering:\n${itemLines(o)}\n\n` +
      `${next}\n\nQuestions? Reply to this e-mail or call ${club.phone}.\n${club.name}\n`,
  });
}

/** The one reminder before an unpaid hold ends. */
async function sendHoldReminder(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail || !o.holdUntil) return;
  const club = ctx.config.club;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: please pay for order ${o.id} by ${formatInstant(ctx, o.holdUntil)}`,
    text:
      `Hello${o.payerName ? ` ${o.payerName}` : ''},\n\nWe have not received the payment for:\n${itemLines(o)}\n\n` +
      `${howToPay(ctx, o)}${holdSentence(ctx, o)}\n\nAlready paid? Reply to this e-mail and we will check.\n${club.name}, ${club.phone}\n`,
  });
}

/** Tells the payer of an order that waited for its money that its seats were released. */
async function sendReleased(ctx: AppContext, o: OrderRow, why: string): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: registration released (order ${o.id})`,
    text:
      `Hello${o.payerName ? ` ${o.payerName}` : ''},\n\n${why} We released the registration and its seats:\n${itemLines(o)}\n\n` +
      `If you have paid already, or still want to come, reply to this e-mail or call ${club.phone} and we will sort it out. ` +
      `You can also register again at ${ctx.config.publicUrl}.\n${club.name}\n`,
  });
}

/** The receipt every paid order gets. */
export async function sendReceipt(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  const method =
    o.paymentMethod === 'creditCard'
      ? `Card${o.cardType ? ` (${o.cardType}` : ''}${o.cardLast4 ? ` ending ${o.cardLast4})` : o.cardType ? ')' : ''}`
      : o.paymentMethod === 'paypal'
        ? 'PayPal'
        : 'Zelle';
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: receipt for order ${o.id} (${formatCents(o.amountCents)})`,
    text:
      `Receipt for order ${o.id}\n\n${itemLines(o)}\n\nTotal paid: ${formatCents(o.amountCents)}\n` +
      `Paid by: ${method}\n${o.transactionId ? `Transaction: ${o.transactionId}\n` : ''}` +
      `Date: ${(o.paidAt ?? new Date()).toISOString().slice(0, 10)}\n\n${club.name}, ${club.address}\n`,
  });
}

export type ChargeOutcome = { transactionId: string; order: OrderRow };

/** What a gateway lookup of a stuck charge found, in the terms the order needs. */
type Lookup =
  | { kind: 'paid'; facts: PaymentFacts }
  | { kind: 'failed'; reason: string }
  | { kind: 'unsettled'; reason: string };

/** What came of an admin action, in words, with the order as it is now. */
export type OrderResult = { message: string; order: OrderRow };

/**
 * Charges, captures, marks paid, releases and refunds orders through the gateways; the one place
 * that decides an order's payment state and its seat hold (docs/decisions/0010 and 0015).
 */
export class PaymentsService {
  readonly journal: PaymentJournal;

  constructor(
    private readonly ctx: AppContext,
    readonly gateways: { card: CardGateway; paypal: PayPalGateway },
    private readonly log: FastifyBaseLogger,
    /** How each kind of order with seats takes them again (camp weeks, after-school programs). */
    private readonly seatKeepers: Partial<Record<OrderKind, SeatKeeper>> = {},
  ) {
    this.journal = new PaymentJournal(ctx.config.dataDir);
  }

  private get db() {
    return this.ctx.database.db;
  }

  async orderByRef(ref: string): Promise<OrderRow> {
    const order = await repo.findOrderByRef(this.db, ref);
    if (!order) throw notFound('Unknown order.');
    return order;
  }

  private async orderById(id: number): Promise<OrderRow> {
    const order = await repo.findOrderById(this.db, id);
    if (!order) throw notFound(`No order with id ${id}.`);
    return order;
  }

  /** POST /api/authorizenet/charge: pay an order (orderRef) or a free amount by card. */
  async chargeCard(body: ChargeInput, ip: string): Promise<ChargeOutcome> {
    let order: OrderRow;
    if (body.orderRef) {
      order = await this.orderByRef(body.orderRef);
    } else {
      if (body.amountCents === null) {
        throw badRequest('VALIDATION_ERROR', MESSAGES.invalidRequest, {
          amount: [MESSAGES.amountInDollars],
        });
      }
      ({ order } = await createOrder(this.db, {
        kind: 'payment',
        idempotencyKey: body.idempotencyKey,
        cart: { amountCents: body.amountCents, description: body.description },
        paymentMethod: 'creditCard',
        description: body.description,
        items: [{ description: body.description, amountCents: body.amountCents }],
        payerName: [body.billTo.firstName, body.billTo.lastName].filter(Boolean).join(' ') || null,
        payerEmail: body.email,
        status: 'pending',
        holdUntil: holdEnd(this.ctx.config, false),
        holderKey: null,
      }));
    }
    if (order.paymentMethod !== 'creditCard')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    const already = this.alreadySettled(order);
    if (already) return already;
    if (needsSeatsAgain(order)) order = await this.takeSeatsAgain(order);

    const claimed = await repo.claimOrder(this.db, order.id, ['pending']);
    if (!claimed) {
      const now = await repo.findOrderById(this.db, order.id);
      const settled = now && this.alreadySettled(now);
      if (settled) return settled;
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }

    let result;
    try {
      result = await this.gateways.card.charge({
        refId: claimed.ref,
        invoiceNumber: invoiceNumber(claimed),
        description: claimed.description,
        amountCents: claimed.amountCents,
        opaqueData: body.opaqueData,
        billTo: body.billTo,
        customerEmail: claimed.payerEmail,
        customerIp: ip,
      });
    } catch (err) {
      // The outcome is unknown: the order stays "processing" until the gateway is asked about it
      // (resolveStuckCharges), never charged twice.
      this.log.error({ err, orderId: claimed.id }, 'card gateway unreachable');
      await repo.setOrderStatus(this.db, claimed.id, 'processing', {
        lastError:
          'The card service did not answer; it is asked about the charge in a few minutes.',
      });
      throw new AppError(
        502,
        'PAYMENT_UNCONFIRMED',
        'We could not confirm the payment with the card service. Please do not pay again; we will check and contact you.',
      );
    }
    if (!result.ok) {
      // Declined: the seats go back at once; paying again takes them again if they are still free.
      await repo.releaseOrderRows(this.db, claimed.id, {
        from: ['processing'],
        status: 'failed',
        reason: result.message,
      });
      throw new AppError(402, 'CARD_DECLINED', result.message);
    }
    const facts = {
      transactionId: result.transactionId,
      cardLast4: result.last4,
      cardType: result.accountType,
    };
    const paid = await this.recordPayment(claimed, facts);
    return { transactionId: result.transactionId, order: paid };
  }

  /** A paid order answers its first charge again (a retried request, a double click). */
  private alreadySettled(order: OrderRow): ChargeOutcome | null {
    if ((order.status === 'paid' || order.status === 'paid_unrecorded') && order.transactionId) {
      return { transactionId: order.transactionId, order };
    }
    if (order.status === 'processing') {
      throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.paymentInProgress);
    }
    if (order.status === 'paid') throw conflict('ORDER_ALREADY_PAID', MESSAGES.orderAlreadyPaid);
    return null;
  }

  /**
   * An unpaid order that holds no seats (declined, released, or its hold ran out) takes them again
   * while the payer pays, for SEAT_HOLD_MINUTES, if they are still free; otherwise its kind's seat
   * keeper refuses (409, e.g. sold out).
   */
  private async takeSeatsAgain(order: OrderRow): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const row = await repo.lockOrder(tx, order.id);
      if (!row || !needsSeatsAgain(row)) return row ?? order;
      await this.seatKeepers[row.kind]?.(tx, row);
      return repo.reholdOrderRows(tx, row.id, holdEnd(this.ctx.config, false));
    });
  }

  /**
   * After the gateway took the money: complete the order, or failing that keep the payment as
   * paid_unrecorded, or failing even that write it to the journal; the recovery job finishes it.
   */
  async recordPayment(order: OrderRow, facts: PaymentFacts): Promise<OrderRow> {
    try {
      const done = await this.completeOrder(order.id, facts);
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

  /** Marks the order and its registrations paid in one transaction (from processing or paid_unrecorded). */
  completeOrder(orderId: number, facts: PaymentFacts): Promise<OrderRow | undefined> {
    return this.db.transaction((tx) => repo.completeOrderRows(tx, orderId, facts));
  }

  /** Keeps the gateway's answer on the order when completing it failed (never on a paid or refunded one). */
  async recordUnrecorded(orderId: number, facts: PaymentFacts): Promise<void> {
    await repo.recordUnrecordedRow(this.db, orderId, {
      transactionId: facts.transactionId,
      ...(facts.cardLast4 !== undefined ? { cardLast4: facts.cardLast4 } : {}),
      ...(facts.cardType !== undefined ? { cardType: facts.cardType } : {}),
      paidAt: new Date(),
      lastError: 'Paid; registration not yet recorded (completed automatically).',
    });
  }

  private async afterPaid(order: OrderRow): Promise<void> {
    try {
      await sendReceipt(this.ctx, order);
      // Card and PayPal registrations are confirmed once paid; Zelle ones were confirmed when made.
      if (order.paymentMethod !== 'zelle' && order.kind !== 'afterschool') {
        await sendConfirmation(this.ctx, order);
      }
      await this.ctx.mailer.send({
        to: this.ctx.config.club.email,
        subject: `Paid: order ${order.id} (${formatCents(order.amountCents)}, ${order.paymentMethod})`,
        text:
          `${order.description}
Payer: ${order.payerName ?? ''} <${order.payerEmail ?? ''}>
` +
          `Transaction: ${order.transactionId ?? 'none'}
Payments: ${this.ctx.config.publicUrl}/admin/payments
`,
      });
    } catch (err) {
      this.log.error({ err, orderId: order.id }, 'receipt not queued');
    }
  }

  /**
   * The periodic payments job (at start and every 30 seconds, on every server): finish payments a
   * failed save left, settle charges stuck in processing, remind and release seat holds. Each part
   * works through conditional updates, so servers sharing a database never do one thing twice.
   */
  async runJobs(now = new Date()): Promise<void> {
    const jobs: [string, () => Promise<unknown>][] = [
      ['payment recovery', () => this.recover()],
      ['stuck charges', () => this.resolveStuckCharges(now)],
      ['seat holds', () => this.expireHolds(now)],
    ];
    for (const [name, job] of jobs) {
      try {
        await job();
      } catch (err) {
        this.log.warn({ err }, `${name} failed`);
      }
    }
  }

  /** Finishes what a failed save left: journal entries first, then paid_unrecorded orders. */
  async recover(): Promise<number> {
    let completed = 0;
    const entries = await this.journal.read();
    const written: number[] = [];
    for (const e of entries) {
      try {
        await this.recordUnrecorded(e.orderId, e);
        written.push(e.orderId);
      } catch (err) {
        this.log.warn({ err, orderId: e.orderId }, 'journal entry not written yet');
      }
    }
    if (written.length) await this.journal.remove(written);
    for (const o of await repo.listOrdersInStatus(this.db, 'paid_unrecorded')) {
      try {
        const done = await this.completeOrder(o.id, {
          transactionId: o.transactionId,
          cardLast4: o.cardLast4,
          cardType: o.cardType,
        });
        if (done) {
          completed++;
          await this.afterPaid(done);
        }
      } catch (err) {
        this.log.warn({ err, orderId: o.id }, 'paid order still not recorded');
      }
    }
    return completed;
  }

  /**
   * Asks the gateway about every charge stuck in processing (the server stopped, or the gateway
   * never answered): approved there completes the order, declined or unknown there releases it, and
   * anything else (held for review) waits for an admin and is asked about again later.
   */
  async resolveStuckCharges(now = new Date()): Promise<number> {
    const stuck = await repo.listStuckOrders(
      this.db,
      new Date(now.getTime() - STUCK_AFTER_MS),
      new Date(now.getTime() - GATEWAY_RECHECK_MS),
    );
    let settled = 0;
    for (const o of stuck) {
      const claimed = await repo.claimGatewayCheck(
        this.db,
        o.id,
        new Date(now.getTime() - GATEWAY_RECHECK_MS),
      );
      if (!claimed) continue;
      const result = await this.settleStuck(claimed);
      if (result.order.status !== 'processing') settled++;
    }
    return settled;
  }

  /** Admin: look a charge stuck in processing up at the gateway now and settle it if it can. */
  async checkGateway(id: number): Promise<OrderResult> {
    const order = await this.orderById(id);
    if (order.status !== 'processing') {
      throw conflict(
        'ORDER_NOT_STUCK',
        `Order ${id} is ${statusWords(order.status)}: there is no charge to look up.`,
      );
    }
    if (!needsAttention(order)) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.paymentInProgress);
    const claimed = await repo.claimGatewayCheck(
      this.db,
      id,
      new Date(Date.now() - ADMIN_RECHECK_MS),
    );
    if (!claimed) throw conflict('PAYMENT_IN_PROGRESS', 'The gateway is being asked already.');
    return this.settleStuck(claimed);
  }

  /** Applies what the gateway says about one stuck charge; never throws. */
  private async settleStuck(order: OrderRow): Promise<OrderResult> {
    if (order.paidAt) {
      // A paid order in processing was being refunded: it goes back to paid, as when the card
      // service does not answer a refund, and a second refund is refused by the gateway if the
      // first went through.
      const reason =
        'A refund was started but its answer was lost: check the card service before refunding again.';
      const back = await repo.setOrderStatusFrom(this.db, order.id, 'processing', 'paid', {
        lastError: reason,
      });
      return { message: reason, order: back ?? order };
    }
    let found: Lookup;
    try {
      found = await this.lookUp(order);
    } catch (err) {
      this.log.warn({ err, orderId: order.id }, 'stuck charge: gateway lookup failed');
      found = {
        kind: 'unsettled',
        reason:
          'The payment service could not be asked about this charge; it is asked again in a few minutes.',
      };
    }
    if (found.kind === 'paid') {
      try {
        const paid = await this.recordPayment(order, found.facts);
        return { message: `Paid at the gateway: order ${order.id} is completed.`, order: paid };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return { message, order: (await repo.findOrderById(this.db, order.id)) ?? order };
      }
    }
    if (found.kind === 'failed') {
      const released = await repo.releaseOrderRows(this.db, order.id, {
        from: ['processing'],
        status: 'failed',
        reason: found.reason,
      });
      return { message: found.reason, order: released ?? order };
    }
    const kept = await repo.markGatewayChecked(this.db, order.id, found.reason);
    return { message: found.reason, order: kept ?? order };
  }

  /** The gateway's record of an order's charge, by invoice number (card) or PayPal order id. */
  private async lookUp(order: OrderRow): Promise<Lookup> {
    if (order.paymentMethod === 'creditCard') {
      const invoice = invoiceNumber(order);
      const found = await this.gateways.card.findCharge({
        invoiceNumber: invoice,
        since: order.createdAt,
      });
      switch (found.outcome) {
        case 'approved':
          if (found.amountCents !== order.amountCents) {
            return {
              kind: 'unsettled',
              reason:
                `The card service shows transaction ${found.transactionId} approved for ` +
                `${formatCents(found.amountCents)}, not ${formatCents(order.amountCents)}: check it, then record the charge or release the order.`,
            };
          }
          return {
            kind: 'paid',
            facts: {
              transactionId: found.transactionId,
              cardLast4: found.last4,
              cardType: found.accountType,
            },
          };
        case 'declined':
          return {
            kind: 'failed',
            reason: `The card service shows the charge ${found.status} (transaction ${found.transactionId}); the seats were released.`,
          };
        case 'none':
          return {
            kind: 'failed',
            reason: `The card service has no charge for invoice ${invoice}; the seats were released.`,
          };
        case 'unsettled':
          return {
            kind: 'unsettled',
            reason: `The card service shows transaction ${found.transactionId} as ${found.status}: check it in the merchant interface, then record the charge or release the order.`,
          };
      }
    }
    if (order.paymentMethod === 'paypal' && order.paypalOrderId) {
      const found = await this.gateways.paypal.getOrder(order.paypalOrderId);
      switch (found.outcome) {
        case 'captured':
          return { kind: 'paid', facts: { transactionId: found.captureId } };
        case 'declined':
        case 'open':
          return {
            kind: 'failed',
            reason: `PayPal shows the payment ${found.status}, not captured; the seats were released.`,
          };
        case 'unsettled':
          return {
            kind: 'unsettled',
            reason: `PayPal shows the capture ${found.status}: check it at PayPal, then record the payment or release the order.`,
          };
      }
    }
    return {
      kind: 'failed',
      reason: 'No payment was started at a gateway; the seats were released.',
    };
  }

  /**
   * Sends the one reminder before a pay-later hold ends (ZELLE_REMINDER_HOURS before), then
   * releases every unpaid order whose hold ended and tells the payers who were waiting to pay.
   */
  async expireHolds(now = new Date()): Promise<{ reminded: number; released: number }> {
    const p = this.ctx.config.payments;
    const reminders = await repo.claimReminders(this.db, now, p.zelleReminderHours * 3_600_000);
    for (const o of reminders) {
      try {
        await sendHoldReminder(this.ctx, o);
      } catch (err) {
        this.log.error({ err, orderId: o.id }, 'hold reminder not queued');
      }
    }
    const released = await this.db.transaction((tx) =>
      repo.releaseExpiredHolds(tx, now, (o) =>
        o.status === 'awaiting_payment'
          ? 'The payment did not arrive before the seat hold ended; the seats were released.'
          : `Not paid within ${SEAT_HOLD_MINUTES} minutes; the seats were released.`,
      ),
    );
    for (const { order, was } of released) {
      if (was !== 'awaiting_payment') continue;
      try {
        await sendReleased(
          this.ctx,
          order,
          'We have not received the payment, and the time we could hold the seats has ended.',
        );
      } catch (err) {
        this.log.error({ err, orderId: order.id }, 'release notice not queued');
      }
    }
    return { reminded: reminders.length, released: released.length };
  }

  /** POST /api/paypal/orders: a PayPal order for our order (the same one on a retry). */
  async createPayPalOrder(ref: string): Promise<{ paypalOrderId: string; approveUrl: string }> {
    let order = await this.orderByRef(ref);
    if (order.paymentMethod !== 'paypal')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    if (!['pending', 'failed', 'awaiting_payment', 'released'].includes(order.status)) {
      if (order.status === 'paid') throw conflict('ORDER_ALREADY_PAID', MESSAGES.orderAlreadyPaid);
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    if (needsSeatsAgain(order)) order = await this.takeSeatsAgain(order);
    const base = this.ctx.config.publicUrl;
    const q = `orderRef=${encodeURIComponent(order.ref)}`;
    const created = await this.gateways.paypal.createOrder({
      requestId: `${order.ref}-create-${order.updatedAt.getTime()}`,
      referenceId: order.ref,
      invoiceId: invoiceNumber(order),
      description: order.description.slice(0, 127),
      amountCents: order.amountCents,
      items: order.items.map((i) => ({
        name: i.description.slice(0, 127),
        amountCents: i.amountCents,
      })),
      returnUrl: `${base}/checkout/paypal/return?${q}`,
      cancelUrl: `${base}/checkout/paypal/cancel?${q}`,
    });
    await repo.setOrderStatus(this.db, order.id, order.status, { paypalOrderId: created.id });
    return { paypalOrderId: created.id, approveUrl: created.approveUrl };
  }

  /** POST /api/paypal/orders/capture: take the approved PayPal payment and complete the order. */
  async capturePayPal(ref: string): Promise<OrderRow> {
    let order = await this.orderByRef(ref);
    if (order.paymentMethod !== 'paypal' || !order.paypalOrderId) {
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    if (order.status === 'paid' || order.status === 'paid_unrecorded') return order;
    if (needsSeatsAgain(order)) order = await this.takeSeatsAgain(order);
    const paypalOrderId = order.paypalOrderId!;
    const claimed = await repo.claimOrder(this.db, order.id, ['pending', 'awaiting_payment']);
    if (!claimed) {
      const now = await repo.findOrderById(this.db, order.id);
      if (now && (now.status === 'paid' || now.status === 'paid_unrecorded')) return now;
      if (now?.status === 'processing')
        throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.paymentInProgress);
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    let result;
    try {
      result = await this.gateways.paypal.captureOrder({
        id: paypalOrderId,
        requestId: `${order.ref}-capture-${paypalOrderId}`,
      });
    } catch (err) {
      this.log.error({ err, orderId: order.id }, 'PayPal unreachable');
      await repo.setOrderStatus(this.db, order.id, order.status, {
        lastError: 'PayPal did not answer the capture.',
      });
      throw new AppError(
        502,
        'PAYMENT_UNCONFIRMED',
        'PayPal did not answer. Please try again in a moment.',
      );
    }
    if (!result.ok) {
      if (result.code === 'ORDER_NOT_APPROVED') {
        await repo.setOrderStatus(this.db, order.id, order.status, { lastError: result.message });
      } else {
        // Refused: the seats go back at once, as for a declined card.
        await repo.releaseOrderRows(this.db, order.id, {
          from: ['processing'],
          status: 'failed',
          reason: result.message,
        });
      }
      throw new AppError(402, 'PAYPAL_DECLINED', result.message);
    }
    return this.recordPayment(claimed, { transactionId: result.captureId });
  }

  /**
   * POST /api/paypal/orders/cancel: the payer came back from PayPal without paying, so a checkout's
   * short hold ends now. Orders that wait for their money longer (after-school) keep theirs.
   */
  async cancelPayPal(ref: string): Promise<OrderRow> {
    const order = await this.orderByRef(ref);
    if (order.paymentMethod !== 'paypal')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    const released = await repo.releaseOrderRows(this.db, order.id, {
      from: ['pending'],
      status: 'released',
      reason: 'The payer cancelled at PayPal; the seats were released.',
    });
    return released ?? order;
  }

  /** Admin: a Zelle or PayPal payment arrived outside the gateway. */
  async markPaid(id: number): Promise<OrderRow> {
    const order = await this.orderById(id);
    if (order.paymentMethod === 'creditCard') {
      throw conflict('ORDER_NOT_PAYABLE', 'Card orders are paid through the gateway.');
    }
    return this.completeByHand(order, { transactionId: order.transactionId }, [
      'pending',
      'awaiting_payment',
      'failed',
      'released',
    ]);
  }

  /**
   * Admin: a card charge the gateway shows approved that the order never recorded (a charge stuck
   * in processing, or one released before its answer was found): completes the order with it.
   */
  async recordCharge(id: number, transactionId: string): Promise<OrderRow> {
    const order = await this.orderById(id);
    if (order.paymentMethod !== 'creditCard') {
      throw conflict('ORDER_NOT_PAYABLE', 'Only card orders take a gateway transaction id here.');
    }
    refuseUnlessStuckCharge(order);
    return this.completeByHand(order, { transactionId }, ['processing', 'failed', 'released']);
  }

  /**
   * Completes an unpaid order by hand, in one transaction with its seats: an order that holds none
   * takes them again first, and is refused (409) when they are gone.
   */
  private async completeByHand(
    order: OrderRow,
    facts: PaymentFacts,
    from: OrderStatus[],
  ): Promise<OrderRow> {
    if (!from.includes(order.status)) {
      throw conflict('ORDER_NOT_PAYABLE', `Order ${order.id} is ${statusWords(order.status)}.`);
    }
    const done = await this.db.transaction(async (tx) => {
      const row = await repo.lockOrder(tx, order.id);
      if (!row || !from.includes(row.status)) return undefined;
      if (needsSeatsAgain(row)) await this.seatKeepers[row.kind]?.(tx, row);
      return repo.completeOrderRows(tx, row.id, facts, [row.status]);
    });
    if (!done) throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    await this.afterPaid(done);
    return done;
  }

  /**
   * Admin: gives an unpaid order's seats back now (its registrations end), or settles a charge
   * stuck in processing that the gateway shows was never made. A payer who was waiting to pay is
   * told by e-mail.
   */
  async release(id: number): Promise<OrderRow> {
    const order = await this.orderById(id);
    refuseUnlessStuckCharge(order);
    const stuck = order.status === 'processing';
    if (!stuck && order.status !== 'pending' && order.status !== 'awaiting_payment') {
      throw conflict(
        'ORDER_NOT_RELEASABLE',
        `Order ${id} is ${statusWords(order.status)}: it holds no seats to release.`,
      );
    }
    const released = await repo.releaseOrderRows(this.db, id, {
      from: [order.status],
      status: 'released',
      reason: stuck
        ? 'Released by an admin after checking the gateway.'
        : 'Released by an admin; the seats are free again.',
    });
    if (!released) throw conflict('ORDER_NOT_RELEASABLE', `Order ${id} changed; please reload.`);
    if (order.status === 'awaiting_payment') {
      try {
        await sendReleased(this.ctx, released, 'We have not received the payment.');
      } catch (err) {
        this.log.error({ err, orderId: id }, 'release notice not queued');
      }
    }
    return released;
  }

  /** Admin: refund a paid card order in full through the gateway; its registrations end. */
  async refund(id: number): Promise<OrderRow> {
    const order = await this.orderById(id);
    if (order.paymentMethod !== 'creditCard' || order.status !== 'paid' || !order.transactionId) {
      throw conflict('ORDER_NOT_REFUNDABLE', 'Only paid card orders can be refunded here.');
    }
    const claimed = await repo.claimOrder(this.db, id, ['paid']);
    if (!claimed) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.paymentInProgress);
    let result;
    try {
      result = await this.gateways.card.refund({
        transactionId: order.transactionId,
        amountCents: order.amountCents,
        last4: order.cardLast4 ?? '0000',
        refId: order.ref,
      });
    } catch (err) {
      this.log.error({ err, orderId: id }, 'refund: gateway unreachable');
      await repo.setOrderStatus(this.db, id, 'paid', {
        lastError: 'Refund: the card service did not answer.',
      });
      throw new AppError(
        502,
        'PAYMENT_UNCONFIRMED',
        'The card service did not answer. Check the gateway before trying again.',
      );
    }
    if (!result.ok) {
      await repo.setOrderStatus(this.db, id, 'paid', {
        lastError: `Refund refused: ${result.message}`,
      });
      throw new AppError(402, 'REFUND_DECLINED', result.message);
    }
    const refunded = await this.db.transaction(async (tx) => {
      const row = await repo.setOrderStatus(tx, id, 'refunded', {
        refundedAt: new Date(),
        lastError: null,
      });
      await repo.deactivateRegistrations(tx, id);
      return row!;
    });
    if (refunded.payerEmail) {
      await this.ctx.mailer.send({
        to: refunded.payerEmail,
        subject: `${this.ctx.config.club.name}: refund for order ${id} (${formatCents(refunded.amountCents)})`,
        text:
          `We refunded ${formatCents(refunded.amountCents)} to your card` +
          `${refunded.cardLast4 ? ` ending ${refunded.cardLast4}` : ''} (refund transaction ${result.transactionId}).\n` +
          `Order ${id}:\n${itemLines(refunded)}\n`,
      });
    }
    return refunded;
  }
}

/**
 * An order in processing may be settled by hand only once its charge is stuck (no answer for a
 * while) and only if it is a charge: a paid order in processing was being refunded, which
 * "Check gateway" returns to paid.
 */
function refuseUnlessStuckCharge(order: OrderRow): void {
  if (order.status !== 'processing') return;
  if (!needsAttention(order)) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.paymentInProgress);
  if (order.paidAt) {
    throw conflict(
      'REFUND_IN_PROGRESS',
      `Order ${order.id} was being refunded when its answer was lost: use "Check gateway", then check the refund at the card service.`,
    );
  }
}

/** The invoice number an order's charges carry at the gateway, by which a lost answer is found. */
const invoiceNumber = (o: OrderRow) => `KS-${o.id}`;

const statusWords = (status: OrderStatus) => status.replaceAll('_', ' ');

/** A card charge as the service takes it (the route turns the request body into this). */
export type ChargeInput = {
  idempotencyKey: string;
  orderRef: string | undefined;
  /** Free payments only; an order's amount always comes from the order. */
  amountCents: number | null;
  description: string;
  opaqueData: { dataDescriptor: string; dataValue: string };
  billTo: BillTo;
  email: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service (payments.plugin.ts creates it with the configured gateways). */
    payments: PaymentsService;
  }
}
