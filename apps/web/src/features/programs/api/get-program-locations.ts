import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LocationSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The locations a program can meet at (the choices of the grid's Location column). */
export const getProgramLocations = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/locations', { auth: 'required', schema: z.array(LocationSchema), signal });

export const programLocationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.locations, 'program-choices'],
    queryFn: getProgramLocations,
    staleTime: 0,
  });

export const useProgramLocations = () => useQuery(programLocationsQueryOptions());
