import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/orders/:orderRef (public; the UUID is the capability). Typed without a schema, like the
 * rest of the checkout module's public calls, so the plain pages that import the module load no
 * zod (docs/decisions/0025).
 */
export const getOrder = (orderRef: string) =>
  apiClient.get<OrderSummary>(`/orders/${encodeURIComponent(orderRef)}`);

export const orderQueryOptions = (orderRef: string) =>
  queryOptions({ queryKey: ['orders', orderRef], queryFn: () => getOrder(orderRef) });

export const useOrder = (orderRef: string) => useQuery(orderQueryOptions(orderRef));
