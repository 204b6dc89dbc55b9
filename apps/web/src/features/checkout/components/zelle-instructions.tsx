import Alert from '@mui/material/Alert';
import { formatCents, type OrderSummary } from '@kingside/shared';

/** How to pay an order by Zelle: amount, recipient and the memo that lets us match the payment. */
export function ZelleInstructions({
  amountCents,
  zelle,
}: {
  amountCents: number;
  zelle: NonNullable<OrderSummary['zelle']>;
}) {
  return (
    <Alert severity="info">
      Send <strong>{formatCents(amountCents)}</strong> with Zelle to{' '}
      <strong>{zelle.recipient}</strong> ({zelle.name}) and write <strong>{zelle.memo}</strong> in
      the memo. Your registration is confirmed; we mark it paid when the money arrives.
    </Alert>
  );
}
