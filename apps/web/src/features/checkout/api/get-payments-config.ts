import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/payments/config (public): the gateway script and keys the browser tokenizes with.
 * Typed without a schema: the card form shows on plain pages that load no zod.
 */
export const getPaymentsConfig = () => apiClient.get<PaymentsConfig>('/payments/config');

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: getPaymentsConfig,
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
