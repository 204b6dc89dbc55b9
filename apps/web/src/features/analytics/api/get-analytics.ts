import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** Page views of the last `days` days, per page and per day. */
export const getAnalytics = (days: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/admin/analytics?days=${days}`, {
    auth: 'required',
    schema: AnalyticsSchema,
    signal,
  });

export const analyticsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'analytics', days],
    queryFn: ({ signal }) => getAnalytics(days, { signal }),
    staleTime: 0,
  });

/** Keeps showing the previous period while another one loads, so the page does not jump. */
export const useAnalytics = (days: number) =>
  useQuery({ ...analyticsQueryOptions(days), placeholderData: keepPreviousData });
