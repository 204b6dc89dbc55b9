import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coach } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/coaches: the active coaches, in display order. */
export const getCoaches = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<Coach[]>('/coaches', { signal });

export const coachesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.coaches, queryFn: getCoaches });

export const useCoaches = () => useQuery(coachesQueryOptions());
