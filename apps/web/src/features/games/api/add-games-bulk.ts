import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GamesAddedResponseSchema, type GamesBulkRequest } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** Adds every game of Games In JSON, or none: a bad game is reported as "Game n: …". */
export const addGamesBulk = (body: GamesBulkRequest) =>
  apiClient.post('/games/bulk', body, { auth: 'required', schema: GamesAddedResponseSchema });

export function useAddGamesBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGamesBulk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
  });
}
