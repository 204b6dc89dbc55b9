import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GamesDeletedResponseSchema, type GamesDeleteRequest } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

export const deleteGames = (body: GamesDeleteRequest) =>
  apiClient.post('/games/delete', body, { auth: 'required', schema: GamesDeletedResponseSchema });

/** Deletes and settles once the lists have refetched without the games. */
export function useDeleteGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGames,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
  });
}
