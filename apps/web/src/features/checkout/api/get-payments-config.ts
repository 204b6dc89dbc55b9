import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentsConfigSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/payments/config (public): the gateway script and keys the browser tokenizes with. */
export const getPaymentsConfig = () =>
  apiClient.get('/payments/config', { schema: PaymentsConfigSchema });

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: getPaymentsConfig,
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
