import { queryOptions, useQuery } from '@tanstack/react-query';
import { DirPathsSchema } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** Every directory path of the library, parents included, sorted ("/" first). */
export const getDirPaths = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/games/dirPaths', { auth: 'required', schema: DirPathsSchema, signal });

export const dirPathsQueryOptions = () =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'dirPaths'],
    queryFn: getDirPaths,
    staleTime: 0,
  });

export const useDirPaths = () => useQuery(dirPathsQueryOptions());
