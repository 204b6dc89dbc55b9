import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coach } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/coaches/:firstName (any letter case); 404 NOT_FOUND for an unknown coach. */
export const getCoach = (firstName: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<Coach>(`/coaches/${encodeURIComponent(firstName)}`, { signal });

export const coachQueryOptions = (firstName: string) =>
  queryOptions({
    queryKey: [...queryKeys.coaches, firstName.toLowerCase()],
    queryFn: ({ signal }) => getCoach(firstName, { signal }),
  });

export const useCoach = (firstName: string) => useQuery(coachQueryOptions(firstName));
