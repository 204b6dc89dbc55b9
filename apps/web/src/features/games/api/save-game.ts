import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GameSchema, type GameSaveParsed } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** Adds a game (no id) or changes one (with id); answers the saved game. */
export const saveGame = (body: GameSaveParsed) =>
  apiClient.post('/games', body, { auth: 'required', schema: GameSchema });

/** A save can add a directory or move a game between directories: the whole library refreshes. */
export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
  });
}
