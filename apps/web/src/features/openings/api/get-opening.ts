import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpeningSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/openings/:id: one line of the repertoire. */
export const getOpening = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/openings/${id}`, { auth: 'required', schema: OpeningSchema, signal });

export const openingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['openings', id],
    queryFn: ({ signal }) => getOpening(id, { signal }),
  });

export const useOpening = (id: number) => useQuery(openingQueryOptions(id));
