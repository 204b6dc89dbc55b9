import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from '@/components/error-alert';
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
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {create.isError && <ErrorAlert error={create.error} />}
      <Button
        variant="contained"
        loading={busy}
        disabled={busy}
        onClick={() =>
          create.mutate(orderRef, {
            onSuccess: ({ approveUrl }) => window.location.assign(approveUrl),
          })
        }
      >
        Pay with PayPal
      </Button>
    </Stack>
  );
}
