import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSummarySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/orders/:orderRef (public; the UUID is the capability). */
export const getOrder = (orderRef: string) =>
  apiClient.get(`/orders/${encodeURIComponent(orderRef)}`, { schema: OrderSummarySchema });

export const orderQueryOptions = (orderRef: string) =>
  queryOptions({ queryKey: ['orders', orderRef], queryFn: () => getOrder(orderRef) });

export const useOrder = (orderRef: string) => useQuery(orderQueryOptions(orderRef));
