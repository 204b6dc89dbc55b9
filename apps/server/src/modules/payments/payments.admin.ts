import { MESSAGES } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { CardGateway } from './gateways/types.js';
import type { OrderLedger } from './order-ledger.js';
import { needsAttention, statusWords } from './orders.js';
import { sendReleased, sendRefund } from './payment-mail.js';
import type { OrderRow } from './payments.repository.js';

/**
 * What an admin does to an order by hand from the payments page: mark a payment that arrived
 * outside the gateway, record a charge the gateway shows, release an order's seats, refund a card
 * order. Callers reach it through `PaymentsService`'s methods of the same names.
 */
export class PaymentAdmin {
  constructor(
    private readonly ctx: AppContext,
    private readonly ledger: OrderLedger,
    private readonly gateways: { card: CardGateway },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A Zelle or PayPal payment arrived outside the gateway. */
  async markPaid(id: number): Promise<OrderRow> {
    const order = await this.ledger.byId(id);
    if (order.paymentMethod === 'creditCard') {
      throw conflict('ORDER_NOT_PAYABLE', 'Card orders are paid through the gateway.');
    }
    return this.ledger.completeByHand(order, { transactionId: order.transactionId }, [
      'pending',
      'awaiting_payment',
      'failed',
      'released',
    ]);
  }

  /**
   * A card charge the gateway shows approved that the order never recorded (a charge stuck
   * in processing, or one released before its answer was found): completes the order with it.
   */
  async recordCharge(id: number, transactionId: string): Promise<OrderRow> {
    const order = await this.ledger.byId(id);
    if (order.paymentMethod !== 'creditCard') {
      throw conflict('ORDER_NOT_PAYABLE', 'Only card orders take a gateway transaction id here.');
    }
    refuseUnlessStuckCharge(order);
    return this.ledger.completeByHand(order, { transactionId }, [
      'processing',
      'failed',
      'released',
    ]);
  }

  /**
   * Gives an unpaid order's seats back now (its registrations end), or settles a charge
   * stuck in processing that the gateway shows was never made. A payer who was waiting to pay is
   * told by e-mail.
   */
  async release(id: number): Promise<OrderRow> {
    const order = await this.ledger.byId(id);
    refuseUnlessStuckCharge(order);
    const stuck = order.status === 'processing';
    if (!stuck && order.status !== 'pending' && order.status !== 'awaiting_payment') {
      throw conflict(
        'ORDER_NOT_RELEASABLE',
        `Order ${id} is ${statusWords(order.status)}: it holds no seats to release.`,
      );
    }
    const released = await this.ledger.release(id, {
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

  /** Refunds a paid card order in full through the gateway; its registrations end. */
  async refund(id: number): Promise<OrderRow> {
    const order = await this.ledger.byId(id);
    if (order.paymentMethod !== 'creditCard' || order.status !== 'paid' || !order.transactionId) {
      throw conflict('ORDER_NOT_REFUNDABLE', 'Only paid card orders can be refunded here.');
    }
    const orders = this.ledger.orders();
    const claimed = await orders.claim(id, ['paid']);
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
      await orders.setStatus(id, 'paid', { lastError: 'Refund: the card service did not answer.' });
      throw new AppError(
        502,
        'PAYMENT_UNCONFIRMED',
        'The card service did not answer. Check the gateway before trying again.',
      );
    }
    if (!result.ok) {
      await orders.setStatus(id, 'paid', { lastError: `Refund refused: ${result.message}` });
      throw new AppError(402, 'REFUND_DECLINED', result.message);
    }
    const refunded = await this.ledger.refunded(id);
    await sendRefund(this.ctx, refunded, result.transactionId);
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
