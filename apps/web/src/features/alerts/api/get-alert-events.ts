import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertEventListSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const getAlertEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/alertevents', { schema: AlertEventListSchema, signal });

export const alertEventsQueryOptions = () =>
  queryOptions({ queryKey: ['alert-events'], queryFn: getAlertEvents, staleTime: 5 * 60_000 });

export const useAlertEvents = () => useQuery(alertEventsQueryOptions());
