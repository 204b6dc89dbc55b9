import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OpeningSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/openings (club members): the repertoire, by ECO then name. */
export const getOpenings = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/openings', { auth: 'required', schema: z.array(OpeningSchema), signal });

export const openingsQueryOptions = () =>
  queryOptions({ queryKey: ['openings'], queryFn: getOpenings, staleTime: 0 });

export const useOpenings = () => useQuery(openingsQueryOptions());
