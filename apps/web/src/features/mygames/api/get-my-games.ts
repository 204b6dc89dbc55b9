import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyGamesPageSchema } from '@kingside/shared';
import { paramsQuery } from '@/lib/params-query';

/** Every page of the caller's games (what an upload refreshes). */
export const MY_GAMES_KEY = ['mygames'] as const;

/** GET /api/mygames (club members): a page of the caller's own games, newest first. */
export const myGamesQueryOptions = ({ page, size }: { page: number; size: number }) =>
  queryOptions({
    ...paramsQuery([...MY_GAMES_KEY, page, size], '/mygames', { page, size }, MyGamesPageSchema),
    staleTime: 0,
  });

export const useMyGames = (paging: { page: number; size: number }) =>
  useQuery(myGamesQueryOptions(paging));
