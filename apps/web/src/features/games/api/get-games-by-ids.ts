import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GameSchema } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** Games by ids, in the order asked; unknown ids are left out by the server. */
export const getGamesByIds = (ids: readonly number[], { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/games/byIds?${new URLSearchParams({ ids: ids.join(',') }).toString()}`, {
    auth: 'required',
    schema: z.array(GameSchema),
    signal,
  });

export const gamesByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'byIds', ids.join(',')],
    queryFn: ({ signal }) => getGamesByIds(ids, { signal }),
    staleTime: 0,
  });

export const useGamesByIds = (ids: readonly number[]) => useQuery(gamesByIdsQueryOptions(ids));
