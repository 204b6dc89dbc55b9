import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema, type DirCreateRequest } from '@kingside/shared';
import { dirPathsQueryOptions } from '@/features/games/api/get-dir-paths';
import { apiClient } from '@/lib/api-client';

/** Makes a directory (and its parents) before any game is in it. */
export const createDir = (body: DirCreateRequest) =>
  apiClient.post('/games/dirs', body, { auth: 'required', schema: MessageResponseSchema });

export function useCreateDir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDir,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dirPathsQueryOptions().queryKey }),
  });
}
