import { formatDateTime, MESSAGES, type OrderSummary } from '@kingside/shared';
import { Notice } from '@/components/notice';
import { PayPalButton } from '@/features/checkout/components/paypal-button';
import { ZelleInstructions } from '@/features/checkout/components/zelle-instructions';

const UNPAID_STATUSES: readonly OrderSummary['status'][] = [
  'pending',
  'awaiting_payment',
  'failed',
  'released',
];

/**
 * What the payer does next with an order: a receipt when paid, Zelle instructions (or word that
 * the hold ended), or the PayPal button while a PayPal order is unpaid, saying until when a
 * checkout paid now holds its seats (docs/decisions/0046). A card order that is not paid yet
 * shows nothing (its page shows the card form). Plain HTML: the after-school form shows it on a
 * plain page.
 */
export function OrderNextSteps({ order }: { order: OrderSummary }) {
  if (order.status === 'paid' || order.status === 'paid_unrecorded') {
    return (
      <Notice tone="success">
        Paid.{order.transactionId ? ` Transaction id: ${order.transactionId}.` : ''}
      </Notice>
    );
  }
  if (order.paymentMethod === 'zelle' && order.status === 'awaiting_payment' && order.zelle) {
    return (
      <ZelleInstructions
        amountCents={order.amountCents}
        zelle={order.zelle}
        holdUntil={order.holdUntil}
      />
    );
  }
  if (order.status === 'released' && order.paymentMethod === 'zelle') {
    return <Notice tone="warning">{MESSAGES.orderReleased}</Notice>;
  }
  if (order.paymentMethod === 'paypal' && UNPAID_STATUSES.includes(order.status)) {
    const until = order.status === 'pending' ? order.holdUntil : null;
    return (
      <>
        {until && (
          <Notice tone="info">
            Pay with PayPal now: the place is held for you until{' '}
            <strong>{formatDateTime(until)}</strong>.
          </Notice>
        )}
        <PayPalButton orderRef={order.orderRef} />
      </>
    );
  }
  return null;
}
