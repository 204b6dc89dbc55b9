import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { MESSAGES } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormCard } from '@/components/form-card';
import { capturePayPalOrder } from '@/features/checkout/api/capture-paypal-order';
import { OrderNextSteps } from '@/features/checkout/components/order-next-steps';
import { OrderSummaryView } from '@/features/checkout/components/order-summary-view';
import { useOrder } from '@/features/checkout/api/get-order';
import { payPalReturnPath } from '@/features/checkout/lib/paypal-return-path';

/**
 * The capture, run once per order and page visit. A query rather than an effect: the cache
 * dedupes StrictMode's second mount, and it is never refetched or retried (a capture is a POST).
 */
function useCaptureOnce(orderRef: string) {
  return useQuery({
    queryKey: ['paypal', 'capture', orderRef],
    queryFn: () => capturePayPalOrder(orderRef),
    enabled: orderRef !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

/** After a failed capture: the order as it now stands, with PayPal again when it is unpaid. */
function CaptureFailed({ orderRef, error }: { orderRef: string; error: unknown }) {
  const order = useOrder(orderRef);
  return (
    <Stack spacing={2}>
      <ErrorAlert error={error} />
      {order.data && (
        <>
          <OrderSummaryView order={order.data} />
          <OrderNextSteps order={order.data} />
        </>
      )}
      <Link component={RouterLink} to="/">
        Back to the home page
      </Link>
    </Stack>
  );
}

/**
 * /checkout/paypal/return: PayPal sends the payer here after approving. Takes the money, then
 * camp orders go to the camp success page, orders whose page remembered a return address
 * (`rememberPayPalReturn`: tournaments) go there; other orders show the thanks and the order here.
 */
export function PayPalReturnPage() {
  const [params] = useSearchParams();
  const orderRef = params.get('orderRef') ?? '';
  const capture = useCaptureOnce(orderRef);

  // A page that remembered where its payer goes next (a tournament's success page) gets them back.
  const rememberedPath = capture.data ? payPalReturnPath(capture.data.order.orderRef) : null;
  if (rememberedPath) return <Navigate replace to={rememberedPath} />;

  if (capture.data?.order.kind === 'camp') {
    return (
      <Navigate
        replace
        to={`/camp/registrationSuccess?orderRef=${encodeURIComponent(capture.data.order.orderRef)}`}
      />
    );
  }

  return (
    <FormCard title="PayPal payment" maxWidth={640}>
      {!orderRef && (
        <Stack spacing={2}>
          <ErrorAlert error={new Error('Unknown order.')} />
          <Link component={RouterLink} to="/">
            Back to the home page
          </Link>
        </Stack>
      )}
      {orderRef && capture.isPending && <CircularProgress aria-label="Completing the payment" />}
      {capture.isError && <CaptureFailed orderRef={orderRef} error={capture.error} />}
      {capture.data && (
        <Stack spacing={2}>
          {capture.data.order.status === 'paid' ? (
            <Alert severity="success">{MESSAGES.paymentThanks}</Alert>
          ) : (
            // The money was taken but the registration is not recorded yet (ADR 0010).
            <Alert severity="warning">{MESSAGES.paymentMadeNotRegistered}</Alert>
          )}
          <OrderSummaryView order={capture.data.order} />
          <OrderNextSteps order={capture.data.order} />
        </Stack>
      )}
    </FormCard>
  );
}
