import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MyGamesPageSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** Every page of the caller's games (what an upload refreshes). */
export const MY_GAMES_KEY = ['mygames'] as const;

/** GET /api/mygames (club members): a page of the caller's own games, newest first. */
export const getMyGames = (
  { page, size }: { page: number; size: number },
  { signal }: { signal?: AbortSignal } = {},
) =>
  apiClient.get(`/mygames?page=${page}&size=${size}`, {
    auth: 'required',
    schema: MyGamesPageSchema,
    signal,
  });

export const myGamesQueryOptions = (paging: { page: number; size: number }) =>
  queryOptions({
    queryKey: [...MY_GAMES_KEY, paging.page, paging.size],
    queryFn: ({ signal }) => getMyGames(paging, { signal }),
    staleTime: 0,
    // The grid keeps the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMyGames = (paging: { page: number; size: number }) =>
  useQuery(myGamesQueryOptions(paging));
