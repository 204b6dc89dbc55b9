import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/locations: where the club teaches, in display order. */
export const getLocations = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<Location[]>('/locations', { signal });

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.locations, queryFn: getLocations });

export const useLocations = () => useQuery(locationsQueryOptions());
