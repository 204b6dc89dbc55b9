import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertEvent } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAlertEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<AlertEvent[]>('/alertevents', { signal });

/** Not retried: the shell holds the page until the alerts are known, and they are best effort. */
export const alertEventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.alerts,
    queryFn: getAlertEvents,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAlertEvents = () => useQuery(alertEventsQueryOptions());
