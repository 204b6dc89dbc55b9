import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, OrderRefSchema, type OrderSummary } from '@kingside/shared';
import { FormCard } from '@/components/form-card';
import { QueryState } from '@/components/query-state';
import { OrderNextSteps, OrderSummaryView, orderQueryOptions } from '@/features/checkout';
import { ApiError } from '@/lib/api-client';

/** How often an order whose charge is in flight is asked about again (ms). */
const PROCESSING_POLL_MS = 3_000;

/** The order, asked about again while its charge is being processed. */
function useCampOrder(orderRef: string) {
  return useQuery({
    ...orderQueryOptions(orderRef),
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false,
  });
}

/** What the page says first about an order: the spec's thanks only for a booked or paid one. */
function OrderHeadline({ order }: { order: OrderSummary }) {
  switch (order.status) {
    case 'paid':
      return (
        <Alert severity="success">
          {MESSAGES.campRegistered}. {MESSAGES.paymentThanks}
        </Alert>
      );
    case 'awaiting_payment':
      return <Alert severity="success">{MESSAGES.campRegistered}.</Alert>;
    case 'paid_unrecorded':
      return <Alert severity="warning">{MESSAGES.paymentMadeNotRegistered}</Alert>;
    case 'processing':
      return <Alert severity="info">{MESSAGES.paymentProcessing}</Alert>;
    default:
      return <Alert severity="warning">{MESSAGES.registrationNotComplete}</Alert>;
  }
}

function BackToCamp() {
  return (
    <Link component={RouterLink} to="/camp">
      Back to Summer Camp
    </Link>
  );
}

function NoRegistration() {
  return (
    <Stack spacing={2}>
      <Typography>{MESSAGES.noRegistrationToConfirm}</Typography>
      <BackToCamp />
    </Stack>
  );
}

function OrderResult({ orderRef }: { orderRef: string }) {
  const order = useCampOrder(orderRef);
  // An order that does not exist, or is not a camp's, confirms nothing; any other failure says
  // what went wrong.
  if (order.error instanceof ApiError && [400, 404].includes(order.error.status)) {
    return <NoRegistration />;
  }
  if (order.data && order.data.kind !== 'camp') return <NoRegistration />;
  return (
    <Stack spacing={2}>
      <QueryState query={order} label="Loading your order">
        {(o) => (
          <>
            <OrderHeadline order={o} />
            <Typography>
              Order {o.orderNumber}.
              {o.status === 'paid' || o.status === 'awaiting_payment'
                ? ' A confirmation is on its way to your e-mail.'
                : ''}
            </Typography>
            <OrderSummaryView order={o} />
            <OrderNextSteps order={o} />
          </>
        )}
      </QueryState>
      <BackToCamp />
    </Stack>
  );
}

/**
 * /camp/registrationSuccess and /campRegisterSuccess/:tourShortName: the thank-you after a camp
 * registration. It confirms only the order it was sent with (?orderRef=): the spec's thanks for a
 * paid or booked camp order, the order's state otherwise, and no thanks at all without an order
 * (docs/decisions/0010).
 */
export function CampSuccessPage() {
  const { tourShortName } = useParams();
  const [params] = useSearchParams();
  const orderRef = OrderRefSchema.safeParse(params.get('orderRef'));
  return (
    <FormCard
      title={tourShortName ? `Camp registration: ${tourShortName}` : 'Camp registration'}
      maxWidth={640}
    >
      {orderRef.success ? <OrderResult orderRef={orderRef.data} /> : <NoRegistration />}
    </FormCard>
  );
}
