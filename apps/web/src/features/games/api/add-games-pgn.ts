import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GamesAddedResponseSchema, type GamesPgnRequest } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** Adds every game of a PGN text to a directory as Training games, or none when one is bad. */
export const addGamesPgn = (body: GamesPgnRequest) =>
  apiClient.post('/games/pgn', body, { auth: 'required', schema: GamesAddedResponseSchema });

export function useAddGamesPgn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGamesPgn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
  });
}
