import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GamesDeletedResponseSchema, type GamesDeleteRequest } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Without `force`, games students have as assignments answer 409 GAMES_ASSIGNED. */
export const deleteGames = (body: GamesDeleteRequest) =>
  apiClient.post('/games/delete', body, { auth: 'required', schema: GamesDeletedResponseSchema });

/**
 * Deletes and settles once the lists have refetched without the games; a forced delete takes
 * the games' assignments with them.
 */
export function useDeleteGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGames,
    onSuccess: (_result, { force }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
        force && queryClient.invalidateQueries({ queryKey: queryKeys.assignments }),
      ]),
  });
}
