import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentGatewaysSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/payments/gateways (admin): where each gateway sends money, sandbox or live. */
export const getPaymentGateways = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/payments/gateways', {
    auth: 'required',
    schema: PaymentGatewaysSchema,
    signal,
  });

export const paymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payments', 'gateways'],
    queryFn: getPaymentGateways,
    // The configuration changes only with a restart.
    staleTime: Infinity,
  });

export const usePaymentGateways = () => useQuery(paymentGatewaysQueryOptions());
