import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertEvent } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const getAlertEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<AlertEvent[]>('/alertevents', { signal });

/** Not retried: the shell holds the page until the alerts are known, and they are best effort. */
export const alertEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['alert-events'],
    queryFn: getAlertEvents,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAlertEvents = () => useQuery(alertEventsQueryOptions());
