import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertEventListSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The banner alerts, past and future ones included. */
export const getAlerts = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/alertsAdmin', { auth: 'required', schema: AlertEventListSchema, signal });

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'alerts'], queryFn: getAlerts, staleTime: 0 });

export const useAlerts = () => useQuery(alertsQueryOptions());
