import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MyGameSummarySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/mygames (club members): the caller's own games, newest first. */
export const getMyGames = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/mygames', { auth: 'required', schema: z.array(MyGameSummarySchema), signal });

export const myGamesQueryOptions = () =>
  queryOptions({ queryKey: ['mygames'], queryFn: getMyGames, staleTime: 0 });

export const useMyGames = () => useQuery(myGamesQueryOptions());
