import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OnlineGamesStateSchema,
  SourceStatsSchema,
  StudentDashboardSchema,
  type OnlineGamesSave,
  type OnlineSource,
} from '@kingside/shared';
import { PROGRESS_KEY, segment } from '@/features/progress/api/progress-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/studentCorner/{username}: the corner, its online figures from the server's cache. */
export const studentCornerQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, 'corner', username],
    queryFn: ({ signal }) =>
      apiClient.get(`/studentCorner/${segment(username)}`, {
        auth: 'required',
        schema: StudentDashboardSchema,
        signal,
      }),
  });

export const useStudentCorner = (username: string) => useQuery(studentCornerQueryOptions(username));

/**
 * GET /api/studentCorner/{username}/sources/{source}: one site's figures, fetched from the site
 * when the cache is old (so it may take a few seconds). Only asked when `enabled`.
 */
export const useSourceStats = (username: string, source: OnlineSource, enabled: boolean) =>
  useQuery({
    queryKey: [...PROGRESS_KEY, 'corner', username, 'source', source],
    queryFn: ({ signal }) =>
      apiClient.get(`/studentCorner/${segment(username)}/sources/${source}`, {
        auth: 'required',
        schema: SourceStatsSchema,
        signal,
      }),
    enabled,
  });

const onlineGamesKey = (username: string) =>
  [...PROGRESS_KEY, 'corner', username, 'onlineGames'] as const;

/** GET /api/studentCorner/{username}/onlineGames: whether recent online games are imported. */
export const useOnlineGames = (username: string) =>
  useQuery({
    queryKey: onlineGamesKey(username),
    queryFn: ({ signal }) =>
      apiClient.get(`/studentCorner/${segment(username)}/onlineGames`, {
        auth: 'required',
        schema: OnlineGamesStateSchema,
        signal,
      }),
  });

/** PUT /api/studentCorner/{username}/onlineGames: turns the import on or off. */
export function useSaveOnlineGames(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineGamesSave) =>
      apiClient.put(`/studentCorner/${segment(username)}/onlineGames`, body, {
        auth: 'required',
        schema: OnlineGamesStateSchema,
      }),
    onSuccess: (state) => queryClient.setQueryData(onlineGamesKey(username), state),
  });
}
