import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyGameSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/mygames/:id: one of the caller's games with its PGN (404 for anyone else's). */
export const getMyGame = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/mygames/${id}`, { auth: 'required', schema: MyGameSchema, signal });

export const myGameQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['mygames', id], queryFn: ({ signal }) => getMyGame(id, { signal }) });

export const useMyGame = (id: number) => useQuery(myGameQueryOptions(id));
