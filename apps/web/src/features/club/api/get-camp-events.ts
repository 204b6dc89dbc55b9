import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampEvent } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/campEvents: the camp weeks and slots that have not ended, by start date. */
export const getCampEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<CampEvent[]>('/campEvents', { signal });

export const campEventsQueryOptions = () =>
  queryOptions({ queryKey: ['camp-events'], queryFn: getCampEvents });

export const useCampEvents = () => useQuery(campEventsQueryOptions());
