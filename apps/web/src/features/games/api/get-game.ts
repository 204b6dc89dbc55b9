import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameSchema } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** One game with all its fields. */
export const getGame = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/games/${id}`, { auth: 'required', schema: GameSchema, signal });

export const gameQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'byId', id],
    queryFn: ({ signal }) => getGame(id, { signal }),
    staleTime: 0,
  });

export const useGame = (id: number) => useQuery(gameQueryOptions(id));
