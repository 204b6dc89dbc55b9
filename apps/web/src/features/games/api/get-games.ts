import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GameSummarySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** Every games-library query starts with this key, so a change to the library refreshes them all. */
export const GAMES_QUERY_KEY = ['games'] as const;

/** The games directly in one directory ("/" or "/a/b"), oldest first. */
export const getGamesByDir = (dirPath: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/games?${new URLSearchParams({ dirPath }).toString()}`, {
    auth: 'required',
    schema: z.array(GameSummarySchema),
    signal,
  });

export const gamesByDirQueryOptions = (dirPath: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'byDir', dirPath],
    queryFn: ({ signal }) => getGamesByDir(dirPath, { signal }),
    staleTime: 0,
  });

export const useGamesByDir = (dirPath: string) => useQuery(gamesByDirQueryOptions(dirPath));
