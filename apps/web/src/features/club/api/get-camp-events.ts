import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampEvent } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/campEvents: the camp weeks and slots that have not ended, by start date. */
export const getCampEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<CampEvent[]>('/campEvents', { signal });

export const campEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.campEvents, queryFn: getCampEvents });

export const useCampEvents = () => useQuery(campEventsQueryOptions());
