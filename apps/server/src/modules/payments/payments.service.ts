import crypto from 'node:crypto';
import {
  formatCents,
  MESSAGES,
  SEAT_HOLD_MINUTES,
  type AdminOrder,
  type OrderKind,
  type OrderSummary,
  type PaymentMethod,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { BillTo, CardGateway, PayPalGateway } from './gateways/types.js';
import { PaymentJournal } from './payment-journal.js';
import * as repo from './payments.repository.js';
import type { OrderRow, PaymentFacts } from './payments.repository.js';

/** Orders with a charge started this long ago and no answer recorded need an admin's look. */
const STUCK_AFTER_MS = 2 * 60_000;

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
  };
}

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
    holdUntil:
      input.status === 'pending' ? new Date(Date.now() + SEAT_HOLD_MINUTES * 60_000) : null,
  });
  return { order, created: true };
}

function itemLines(o: OrderRow): string {
  return o.items.map((i) => `  ${i.description}: ${formatCents(i.amountCents)}`).join('\n');
}

/** The confirmation every registration gets, with how to pay when it is not paid yet. */
export async function sendConfirmation(ctx: AppContext, o: OrderRow): Promise<void> {
  if (!o.payerEmail) return;
  const club = ctx.config.club;
  const howToPay =
    o.status === 'paid'
      ? `Paid in full (${formatCents(o.amountCents)}).`
      : o.paymentMethod === 'zelle'
        ? `Please send ${formatCents(o.amountCents)} with Zelle to ${ctx.config.payments.zelleRecipient} ` +
          `(${club.name}) and write "Order ${o.id}" in the memo. We mark the registration paid when it arrives.`
        : o.paymentMethod === 'paypal'
          ? `Amount due: ${formatCents(o.amountCents)}. Pay with PayPal: ${ctx.config.publicUrl}/checkout/paypal/cancel?orderRef=${o.ref}`
          : `Amount due: ${formatCents(o.amountCents)}.`;
  await ctx.mailer.send({
    to: o.payerEmail,
    subject: `${club.name}: registration received (order ${o.id})`,
    text:
      `Hello${o.payerName ? ` ${o.payerName}` : ''},\n\nThank you for registering:\n${itemLines(o)}\n\n` +
      `${howToPay}\n\nQuestions? Reply to this e-mail or call ${club.phone}.\n${club.name}\n`,
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

/**
 * Charges, captures, marks paid and refunds orders through the gateways; the one place that
 * decides an order's payment state (docs/decisions/0010).
 */
export class PaymentsService {
  readonly journal: PaymentJournal;

  constructor(
    private readonly ctx: AppContext,
    readonly gateways: { card: CardGateway; paypal: PayPalGateway },
    private readonly log: FastifyBaseLogger,
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

  /** POST /api/authorizenet/charge: pay an order (orderRef) or a free amount by card. */
  async chargeCard(body: ChargeInput, ip: string): Promise<ChargeOutcome> {
    let order: OrderRow;
    if (body.orderRef) {
      order = await this.orderByRef(body.orderRef);
    } else {
      if (body.amountCents === null) {
        throw badRequest('VALIDATION_ERROR', MESSAGES.invalidRequest, {
          amount: ['Enter an amount in dollars, e.g. 25.00.'],
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
      }));
    }
    if (order.paymentMethod !== 'creditCard')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    const already = this.alreadySettled(order);
    if (already) return already;

    const claimed = await repo.claimOrder(this.db, order.id);
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
        invoiceNumber: `KS-${claimed.id}`,
        description: claimed.description,
        amountCents: claimed.amountCents,
        opaqueData: body.opaqueData,
        billTo: body.billTo,
        customerEmail: claimed.payerEmail,
        customerIp: ip,
      });
    } catch (err) {
      // The outcome is unknown: the order stays "processing" for an admin, never charged twice.
      this.log.error({ err, orderId: claimed.id }, 'card gateway unreachable');
      await repo.setOrderStatus(this.db, claimed.id, 'processing', {
        lastError: 'The card service did not answer; check the gateway before charging again.',
      });
      throw new AppError(
        502,
        'PAYMENT_UNCONFIRMED',
        'We could not confirm the payment with the card service. Please do not pay again; we will check and contact you.',
      );
    }
    if (!result.ok) {
      await repo.setOrderStatus(this.db, claimed.id, 'failed', { lastError: result.message });
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

  /** Marks the order and its registrations paid in one transaction. */
  completeOrder(orderId: number, facts: PaymentFacts): Promise<OrderRow | undefined> {
    return this.db.transaction((tx) => repo.completeOrderRows(tx, orderId, facts));
  }

  /** Keeps the gateway's answer on the order when completing it failed. */
  async recordUnrecorded(orderId: number, facts: PaymentFacts): Promise<void> {
    await repo.setOrderStatus(this.db, orderId, 'paid_unrecorded', {
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

  /** POST /api/paypal/orders: a PayPal order for our order (the same one on a retry). */
  async createPayPalOrder(ref: string): Promise<{ paypalOrderId: string; approveUrl: string }> {
    const order = await this.orderByRef(ref);
    if (order.paymentMethod !== 'paypal')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    if (!['pending', 'failed', 'awaiting_payment'].includes(order.status)) {
      if (order.status === 'paid') throw conflict('ORDER_ALREADY_PAID', MESSAGES.orderAlreadyPaid);
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    const base = this.ctx.config.publicUrl;
    const q = `orderRef=${encodeURIComponent(order.ref)}`;
    const created = await this.gateways.paypal.createOrder({
      requestId: `${order.ref}-create-${order.updatedAt.getTime()}`,
      referenceId: order.ref,
      invoiceId: `KS-${order.id}`,
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
    const order = await this.orderByRef(ref);
    if (order.paymentMethod !== 'paypal' || !order.paypalOrderId) {
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    if (order.status === 'paid' || order.status === 'paid_unrecorded') return order;
    const claimed = await repo.claimOrder(this.db, order.id, [
      'pending',
      'failed',
      'awaiting_payment',
    ]);
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
        id: order.paypalOrderId,
        requestId: `${order.ref}-capture-${order.paypalOrderId}`,
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
      const back = result.code === 'ORDER_NOT_APPROVED' ? order.status : 'failed';
      await repo.setOrderStatus(this.db, order.id, back, { lastError: result.message });
      throw new AppError(402, 'PAYPAL_DECLINED', result.message);
    }
    return this.recordPayment(claimed, { transactionId: result.captureId });
  }

  /** Admin: a Zelle or PayPal payment arrived outside the gateway. */
  async markPaid(id: number): Promise<OrderRow> {
    const order = await repo.findOrderById(this.db, id);
    if (!order) throw notFound(`No order with id ${id}.`);
    if (order.paymentMethod === 'creditCard') {
      throw conflict('ORDER_NOT_PAYABLE', 'Card orders are paid through the gateway.');
    }
    if (!['pending', 'awaiting_payment', 'failed'].includes(order.status)) {
      throw conflict('ORDER_NOT_PAYABLE', `Order ${id} is ${order.status.replace('_', ' ')}.`);
    }
    const done = await this.completeOrder(id, { transactionId: order.transactionId });
    if (!done) throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    await this.afterPaid(done);
    return done;
  }

  /** Admin: refund a paid card order in full through the gateway; its registrations end. */
  async refund(id: number): Promise<OrderRow> {
    const order = await repo.findOrderById(this.db, id);
    if (!order) throw notFound(`No order with id ${id}.`);
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
    /** The payments service (app.ts creates it with the configured gateways). */
    payments: PaymentsService;
  }
}
