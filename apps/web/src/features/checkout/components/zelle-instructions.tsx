import { formatCents, formatDateTime, type OrderSummary } from '@kingside/shared';
import { Notice } from '@/components/notice';

/**
 * How to pay an order by Zelle: amount, recipient, the memo that lets us match the payment, and
 * until when the seats are held.
 */
export function ZelleInstructions({
  amountCents,
  zelle,
  holdUntil = null,
}: {
  amountCents: number;
  zelle: NonNullable<OrderSummary['zelle']>;
  /** ISO instant the registration is released unless paid; null when it is held without end. */
  holdUntil?: string | null;
}) {
  return (
    <Notice tone="info">
      Send <strong>{formatCents(amountCents)}</strong> with Zelle to{' '}
      <strong>{zelle.recipient}</strong> ({zelle.name}) and write <strong>{zelle.memo}</strong> in
      the memo. Your registration is confirmed; we mark it paid when the money arrives.
      {holdUntil && (
        <>
          {' '}
          Please pay by <strong>{formatDateTime(holdUntil)}</strong>: unpaid registrations are
          released then.
        </>
      )}
    </Notice>
  );
}
