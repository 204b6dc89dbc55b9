import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSummarySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/paypal/orders/cancel: the payer came back from PayPal without paying, so a camp
 * checkout's seats are released now; answers the order as it is then.
 */
export const cancelPayPalOrder = (orderRef: string) =>
  apiClient.post('/paypal/orders/cancel', { orderRef }, { schema: OrderSummarySchema });

/**
 * The order shown on the PayPal cancel page. Telling the server is what loading the page means, and
 * the call is idempotent, so it is the page's query (fetched once, never refetched) rather than an
 * effect.
 */
export const cancelledPayPalOrderQueryOptions = (orderRef: string) =>
  queryOptions({
    queryKey: ['paypal-cancelled-orders', orderRef],
    queryFn: () => cancelPayPalOrder(orderRef),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useCancelledPayPalOrder = (orderRef: string) =>
  useQuery(cancelledPayPalOrderQueryOptions(orderRef));
