import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { FormCard } from '@/components/form-card';
import { QueryState } from '@/components/query-state';
import { useCancelledPayPalOrder } from '@/features/checkout/api/cancel-paypal-order';
import { OrderNextSteps } from '@/features/checkout/components/order-next-steps';
import { OrderSummaryView } from '@/features/checkout/components/order-summary-view';

function CancelledOrder({ orderRef }: { orderRef: string }) {
  const order = useCancelledPayPalOrder(orderRef);
  return (
    <QueryState query={order} label="Loading the order">
      {(loaded) => (
        <Stack spacing={2}>
          <OrderSummaryView order={loaded} />
          <OrderNextSteps order={loaded} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /checkout/paypal/cancel: the payer left PayPal without paying. A camp checkout's seats are
 * released at once (docs/decisions/0015); paying again takes them again while they are free.
 */
export function PayPalCancelPage() {
  const [params] = useSearchParams();
  const orderRef = params.get('orderRef');
  return (
    <FormCard title="PayPal payment cancelled" maxWidth={640}>
      <Typography sx={{ mb: 2 }}>Nothing was charged. You can try PayPal again below.</Typography>
      {orderRef ? (
        <CancelledOrder orderRef={orderRef} />
      ) : (
        <ErrorAlert error={new Error('Unknown order.')} />
      )}
      <Link component={RouterLink} to="/" sx={{ display: 'block', mt: 2 }}>
        Back to the home page
      </Link>
    </FormCard>
  );
}
