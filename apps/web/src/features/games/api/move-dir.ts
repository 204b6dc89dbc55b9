import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DirMoveResponseSchema, type DirMoveRequest } from '@kingside/shared';
import { GAMES_QUERY_KEY } from '@/features/games/api/get-games';
import { apiClient } from '@/lib/api-client';

/** Renames or moves a directory; every directory and game below `from` moves with it. */
export const moveDir = (body: DirMoveRequest) =>
  apiClient.post('/games/dirs/move', body, { auth: 'required', schema: DirMoveResponseSchema });

/** Games change directory too, so every library query refreshes. */
export function useMoveDir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDir,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
  });
}
