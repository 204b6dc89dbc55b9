import { ErrorNotice } from '@/components/notice';
import { useCreatePayPalOrder } from '@/features/checkout/api/create-paypal-order';

/**
 * "Pay with PayPal": creates the PayPal order and sends the browser to PayPal to approve it;
 * PayPal returns to /checkout/paypal/return (or /cancel).
 */
export function PayPalButton({ orderRef }: { orderRef: string }) {
  const create = useCreatePayPalOrder();
  // After success the page is leaving for PayPal: keep the button busy until it has.
  const busy = create.isPending || create.isSuccess;
  return (
    <div className="stack">
      {create.isError && <ErrorNotice error={create.error} />}
      <div>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() =>
            create.mutate(orderRef, {
              onSuccess: ({ approveUrl }) => window.location.assign(approveUrl),
            })
          }
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          Pay with PayPal
        </button>
      </div>
    </div>
  );
}
