import { formatCents, MESSAGES } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/errors.js';
import type { CardGateway, PayPalGateway } from './gateways/types.js';
import type { OrderLedger } from './order-ledger.js';
import { invoiceNumber, needsAttention, statusWords, STUCK_AFTER_MS } from './orders.js';
import { sendHoldReminder, sendReleased } from './payment-mail.js';
import type { OrderRow, PaymentFacts } from './payments.repository.js';

/** A stuck charge the gateway could not settle is asked about again after this long. */
const GATEWAY_RECHECK_MS = 10 * 60_000;
/** Two admins pressing "Check gateway" at once: the second waits this long. */
const ADMIN_RECHECK_MS = 5_000;

/** What a gateway lookup of a stuck charge found, in the terms the order needs. */
type Lookup =
  | { kind: 'paid'; facts: PaymentFacts }
  | { kind: 'failed'; reason: string }
  | { kind: 'unsettled'; reason: string };

/** What came of an admin action, in words, with the order as it is now. */
export type OrderResult = { message: string; order: OrderRow };

/**
 * The periodic payments work (at start and every 30 seconds, on every server): finish payments a
 * failed save left, settle charges stuck in processing, remind and release seat holds. Each part
 * works through conditional updates, so servers sharing a database never do one thing twice.
 */
export class PaymentJobs {
  constructor(
    private readonly ctx: AppContext,
    private readonly ledger: OrderLedger,
    private readonly gateways: { card: CardGateway; paypal: PayPalGateway },
    private readonly log: FastifyBaseLogger,
  ) {}

  async runAll(now = new Date()): Promise<void> {
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
    const entries = await this.ledger.journal.read();
    const written: number[] = [];
    for (const e of entries) {
      try {
        await this.ledger.recordUnrecorded(e.orderId, e);
        written.push(e.orderId);
      } catch (err) {
        this.log.warn({ err, orderId: e.orderId }, 'journal entry not written yet');
      }
    }
    if (written.length) await this.ledger.journal.remove(written);
    for (const o of await this.ledger.orders().listInStatus('paid_unrecorded')) {
      try {
        const done = await this.ledger.complete(o.id, {
          transactionId: o.transactionId,
          cardLast4: o.cardLast4,
          cardType: o.cardType,
        });
        if (done) {
          completed++;
          await this.ledger.afterPaid(done);
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
    const recheckBefore = new Date(now.getTime() - GATEWAY_RECHECK_MS);
    const orders = this.ledger.orders();
    const stuck = await orders.listStuck(new Date(now.getTime() - STUCK_AFTER_MS), recheckBefore);
    let settled = 0;
    for (const o of stuck) {
      const claimed = await orders.claimGatewayCheck(o.id, recheckBefore);
      if (!claimed) continue;
      const result = await this.settleStuck(claimed);
      if (result.order.status !== 'processing') settled++;
    }
    return settled;
  }

  /** Admin: look a charge stuck in processing up at the gateway now and settle it if it can. */
  async checkGateway(id: number): Promise<OrderResult> {
    const order = await this.ledger.byId(id);
    if (order.status !== 'processing') {
      throw conflict(
        'ORDER_NOT_STUCK',
        `Order ${id} is ${statusWords(order.status)}: there is no charge to look up.`,
      );
    }
    if (!needsAttention(order)) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.paymentInProgress);
    const claimed = await this.ledger
      .orders()
      .claimGatewayCheck(id, new Date(Date.now() - ADMIN_RECHECK_MS));
    if (!claimed) throw conflict('PAYMENT_IN_PROGRESS', 'The gateway is being asked already.');
    return this.settleStuck(claimed);
  }

  /** Applies what the gateway says about one stuck charge; never throws. */
  private async settleStuck(order: OrderRow): Promise<OrderResult> {
    const orders = this.ledger.orders();
    if (order.paidAt) {
      // A paid order in processing was being refunded: it goes back to paid, as when the card
      // service does not answer a refund, and a second refund is refused by the gateway if the
      // first went through.
      const reason =
        'A refund was started but its answer was lost: check the card service before refunding again.';
      const back = await orders.setStatusFrom(order.id, 'processing', 'paid', {
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
        const paid = await this.ledger.recordPayment(order, found.facts);
        return { message: `Paid at the gateway: order ${order.id} is completed.`, order: paid };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return { message, order: (await orders.findById(order.id)) ?? order };
      }
    }
    if (found.kind === 'failed') {
      const released = await this.ledger.release(order.id, {
        from: ['processing'],
        status: 'failed',
        reason: found.reason,
      });
      return { message: found.reason, order: released ?? order };
    }
    const kept = await orders.markGatewayChecked(order.id, found.reason);
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
    const reminders = await this.ledger
      .orders()
      .claimReminders(now, p.zelleReminderHours * 3_600_000);
    for (const o of reminders) {
      try {
        await sendHoldReminder(this.ctx, o);
      } catch (err) {
        this.log.error({ err, orderId: o.id }, 'hold reminder not queued');
      }
    }
    const released = await this.ledger.db.transaction(async (tx) => {
      const done: { order: OrderRow; wasWaiting: boolean }[] = [];
      for (const o of await this.ledger.orders(tx).lockExpiredHolds(now)) {
        const row = await this.ledger.release(
          o.id,
          {
            from: [o.status],
            status: 'released',
            reason:
              o.status === 'awaiting_payment'
                ? 'The payment did not arrive before the seat hold ended; the seats were released.'
                : `Not paid within ${this.ctx.config.payments.seatHoldMinutes} minutes; the seats were released.`,
          },
          tx,
        );
        if (row) done.push({ order: row, wasWaiting: o.status === 'awaiting_payment' });
      }
      return done;
    });
    // Only the payers who were waiting to pay (Zelle, after-school) are told.
    for (const { order } of released.filter((r) => r.wasWaiting)) {
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
}
