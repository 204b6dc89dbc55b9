import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormCard } from '@/components/form-card';
import { OrderNextSteps, OrderSummaryView, useOrder } from '@/features/checkout';

function OrderDetails({ orderRef }: { orderRef: string }) {
  const order = useOrder(orderRef);
  if (order.isPending) return <Typography color="text.secondary">Loading your order…</Typography>;
  if (order.isError) return <ErrorAlert error={order.error} />;
  return (
    <Stack spacing={2}>
      <Typography>
        Order {order.data.orderNumber}. A confirmation is on its way to your e-mail.
      </Typography>
      <OrderSummaryView order={order.data} />
      <OrderNextSteps order={order.data} />
    </Stack>
  );
}

/**
 * /camp/registrationSuccess and /campRegisterSuccess/:tourShortName: the thank-you after a camp
 * registration, with the order (from ?orderRef=) and what to do next (Zelle instructions).
 */
export function CampSuccessPage() {
  const { tourShortName } = useParams();
  const [params] = useSearchParams();
  const orderRef = params.get('orderRef');
  return (
    <FormCard title="Registration complete" maxWidth={640}>
      <Stack spacing={2}>
        <Alert severity="success">
          {MESSAGES.campRegistered}
          {tourShortName ? ` for ${tourShortName}` : ''}. Thank you!
        </Alert>
        {orderRef && <OrderDetails orderRef={orderRef} />}
        <Link component={RouterLink} to="/camp">
          Back to Summer Camp
        </Link>
      </Stack>
    </FormCard>
  );
}
