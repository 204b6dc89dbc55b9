import { ErrorNotice, Notice } from '@/components/notice';
import { ApiError } from '@/lib/api-client';

/** A refusal of the hold rules (PAY_LATER_…, docs/decisions/0046): paying now is the way on. */
const isPayLaterRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code.startsWith('PAY_LATER_');

/**
 * What a page that takes money shows when its checkout fails: a pay-later refusal (Zelle's share
 * of the places is held, the event is too near) with a "Pay by card instead" button when the card
 * is offered, anything else as the one error notice. Plain HTML (a visitor's page).
 */
export function CheckoutError({
  error,
  onPayByCard,
}: {
  error: unknown;
  /** Switches the page to the card; absent when the card is not offered here. */
  onPayByCard?: () => void;
}) {
  if (!isPayLaterRefusal(error) || !onPayByCard) return <ErrorNotice error={error} />;
  return (
    <Notice
      tone="error"
      action={
        <button type="button" className="button button-outlined" onClick={onPayByCard}>
          Pay by card instead
        </button>
      }
    >
      {error.message}
    </Notice>
  );
}
