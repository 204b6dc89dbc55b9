import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LocationSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The club locations. */
export const getLocations = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/locations', { auth: 'required', schema: z.array(LocationSchema), signal });

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'locations'], queryFn: getLocations, staleTime: 0 });

export const useLocations = () => useQuery(locationsQueryOptions());
