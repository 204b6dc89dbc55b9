import { MESSAGES, type AdminOrderView } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { BillTo, CardGateway, PayPalGateway } from './gateways/types.js';
import type { OrderKindHooks } from './order-kinds.js';
import { OrderLedger, type OrderDesk } from './order-ledger.js';
import { insertOrder, invoiceNumber, payNowHoldEnd, STUCK_AFTER_MS } from './orders.js';
import { PaymentAdmin } from './payments.admin.js';
import { PaymentJobs, type OrderResult } from './payments.jobs.js';
import type { OrderRow } from './payments.repository.js';

export type ChargeOutcome = { transactionId: string; order: OrderRow };

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

/**
 * Charges, captures, marks paid, releases and refunds orders through the gateways; the one place
 * that decides an order's payment state and its seat hold (docs/decisions/0010, 0015 and 0021).
 * Modules that sell register an order kind (`registerOrderKind`) and make their orders through
 * the desk it answers; payments calls their hooks and never writes their tables.
 */
export class PaymentsService {
  /** Every change of an order's state and seats (tests reach it to make the database fail). */
  readonly ledger: OrderLedger;
  private readonly jobs: PaymentJobs;
  private readonly admin: PaymentAdmin;

  constructor(
    private readonly ctx: AppContext,
    readonly gateways: { card: CardGateway; paypal: PayPalGateway },
    private readonly log: FastifyBaseLogger,
  ) {
    this.ledger = new OrderLedger(ctx, log);
    this.jobs = new PaymentJobs(ctx, this.ledger, gateways, log);
    this.admin = new PaymentAdmin(ctx, this.ledger, gateways, log);
  }

  /** A module that sells registers its kind of order once, at start-up (docs/decisions/0021). */
  registerOrderKind<Line>(hooks: OrderKindHooks<Line>): OrderDesk<Line> {
    return this.ledger.register(hooks);
  }

  orderByRef(ref: string): Promise<OrderRow> {
    return this.ledger.byRef(ref);
  }

  /** Every order, newest first (the CSV export). */
  listOrders(): Promise<OrderRow[]> {
    return this.ledger.orders().list();
  }

  /** One page of the orders in an admin's view (see `needsAttention` for "attention"). */
  pageOrders(view: AdminOrderView, page: { page: number; size: number }) {
    return this.ledger.orders().page(view, page, new Date(Date.now() - STUCK_AFTER_MS));
  }

  /** How many orders an admin must look at now (see `needsAttention`). */
  countNeedingAttention(now = Date.now()): Promise<number> {
    return this.ledger.orders().countNeedingAttention(new Date(now - STUCK_AFTER_MS));
  }

  /** The periodic job (payments.plugin.ts): recovery, stuck charges, seat holds. */
  runJobs(now = new Date()): Promise<void> {
    return this.jobs.runAll(now);
  }

  recover(): Promise<number> {
    return this.jobs.recover();
  }

  resolveStuckCharges(now = new Date()): Promise<number> {
    return this.jobs.resolveStuckCharges(now);
  }

  expireHolds(now = new Date()): Promise<{ reminded: number; released: number }> {
    return this.jobs.expireHolds(now);
  }

  /** Admin: look a charge stuck in processing up at the gateway now and settle it if it can. */
  checkGateway(id: number): Promise<OrderResult> {
    return this.jobs.checkGateway(id);
  }

  /** POST /api/authorizenet/charge: pay an order (orderRef) or a free amount by card. */
  async chargeCard(body: ChargeInput, ip: string): Promise<ChargeOutcome> {
    let order: OrderRow;
    if (body.orderRef) {
      order = await this.ledger.byRef(body.orderRef);
    } else {
      if (body.amountCents === null) {
        throw badRequest('VALIDATION_ERROR', MESSAGES.invalidRequest, {
          amount: [MESSAGES.amountInDollars],
        });
      }
      ({ order } = await insertOrder(this.ledger.db, 'payment', {
        idempotencyKey: body.idempotencyKey,
        cart: { amountCents: body.amountCents, description: body.description },
        paymentMethod: 'creditCard',
        description: body.description,
        items: [{ description: body.description, amountCents: body.amountCents }],
        payerName: [body.billTo.firstName, body.billTo.lastName].filter(Boolean).join(' ') || null,
        payerEmail: body.email,
        status: 'pending',
        holdUntil: payNowHoldEnd(this.ctx.config.payments.seatHoldMinutes),
        holderKey: null,
      }));
    }
    if (order.paymentMethod !== 'creditCard')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    const already = this.alreadySettled(order);
    if (already) return already;
    order = await this.ledger.retakeSeats(order);

    const orders = this.ledger.orders();
    const claimed = await orders.claim(order.id, ['pending']);
    if (!claimed) {
      const now = await orders.findById(order.id);
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
      await orders.setStatus(claimed.id, 'processing', {
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
      await this.ledger.release(claimed.id, {
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
    const paid = await this.ledger.recordPayment(claimed, facts);
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

  /** POST /api/paypal/orders: a PayPal order for our order (the same one on a retry). */
  async createPayPalOrder(ref: string): Promise<{ paypalOrderId: string; approveUrl: string }> {
    let order = await this.ledger.byRef(ref);
    if (order.paymentMethod !== 'paypal')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    if (!['pending', 'failed', 'awaiting_payment', 'released'].includes(order.status)) {
      if (order.status === 'paid') throw conflict('ORDER_ALREADY_PAID', MESSAGES.orderAlreadyPaid);
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    order = await this.ledger.retakeSeats(order);
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
    await this.ledger.orders().setStatus(order.id, order.status, { paypalOrderId: created.id });
    return { paypalOrderId: created.id, approveUrl: created.approveUrl };
  }

  /** POST /api/paypal/orders/capture: take the approved PayPal payment and complete the order. */
  async capturePayPal(ref: string): Promise<OrderRow> {
    let order = await this.ledger.byRef(ref);
    if (order.paymentMethod !== 'paypal' || !order.paypalOrderId) {
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    }
    if (order.status === 'paid' || order.status === 'paid_unrecorded') return order;
    order = await this.ledger.retakeSeats(order);
    const paypalOrderId = order.paypalOrderId!;
    const orders = this.ledger.orders();
    const claimed = await orders.claim(order.id, ['pending', 'awaiting_payment']);
    if (!claimed) {
      const now = await orders.findById(order.id);
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
      await orders.setStatus(order.id, order.status, {
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
        await orders.setStatus(order.id, order.status, { lastError: result.message });
      } else {
        // Refused: the seats go back at once, as for a declined card.
        await this.ledger.release(order.id, {
          from: ['processing'],
          status: 'failed',
          reason: result.message,
        });
      }
      throw new AppError(402, 'PAYPAL_DECLINED', result.message);
    }
    return this.ledger.recordPayment(claimed, { transactionId: result.captureId });
  }

  /**
   * POST /api/paypal/orders/cancel: the payer came back from PayPal without paying, so a checkout's
   * short hold ends now (after-school's PayPal too, paid now since docs/decisions/0046). Orders
   * that wait for their money (after-school in a program without a seat limit) keep theirs.
   */
  async cancelPayPal(ref: string): Promise<OrderRow> {
    const order = await this.ledger.byRef(ref);
    if (order.paymentMethod !== 'paypal')
      throw conflict('ORDER_NOT_PAYABLE', MESSAGES.orderNotPayable);
    const released = await this.ledger.release(order.id, {
      from: ['pending'],
      status: 'released',
      reason: 'The payer cancelled at PayPal; the seats were released.',
    });
    return released ?? order;
  }

  /** Admin: a Zelle or PayPal payment arrived outside the gateway. */
  markPaid(id: number): Promise<OrderRow> {
    return this.admin.markPaid(id);
  }

  /** Admin: complete a card order with a charge the gateway shows approved (see `PaymentAdmin`). */
  recordCharge(id: number, transactionId: string): Promise<OrderRow> {
    return this.admin.recordCharge(id, transactionId);
  }

  /** Admin: give an unpaid order's seats back now, or settle a charge never made. */
  release(id: number): Promise<OrderRow> {
    return this.admin.release(id);
  }

  /** Admin: refund a paid card order in full through the gateway; its registrations end. */
  refund(id: number): Promise<OrderRow> {
    return this.admin.refund(id);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service (payments.plugin.ts creates it with the configured gateways). */
    payments: PaymentsService;
  }
}
