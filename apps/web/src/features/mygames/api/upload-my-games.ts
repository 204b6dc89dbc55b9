import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MyGamesUploadResponseSchema, type MyGamesUploadRequest } from '@kingside/shared';
import { MY_GAMES_KEY } from '@/features/mygames/api/get-my-games';
import { apiClient } from '@/lib/api-client';

/** POST /api/mygames: every game of a PGN joins the caller's games; one bad game adds none. */
export const uploadMyGames = (body: MyGamesUploadRequest) =>
  apiClient.post('/mygames', body, { auth: 'required', schema: MyGamesUploadResponseSchema });

/** Uploads and settles once the list has refetched, so the grid shows the new games. */
export function useUploadMyGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMyGames,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_GAMES_KEY }),
  });
}
