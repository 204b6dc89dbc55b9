import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PuzzleMoveResultSchema,
  PuzzleShowMoveResultSchema,
  type PuzzleMove,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { PUZZLES_KEY } from '@/features/puzzles/api/get-puzzle';

/** Refetches the user's figures (rating, dashboard, solved list, home table), not the puzzles. */
const refreshFigures = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === PUZZLES_KEY[0] && query.queryKey[1] !== 'one',
  });

/**
 * POST /api/puzzle/{name}/move: the server judges the move of the try in progress and answers
 * the reply, or, once the try has ended, its result and the ratings after it (the user's figures
 * then refetch).
 */
export function usePlayPuzzleMove(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: PuzzleMove) =>
      apiClient.post(`/puzzle/${encodeURIComponent(name)}/move`, move, {
        auth: 'required',
        schema: PuzzleMoveResultSchema,
      }),
    onSuccess: (answer) => {
      if (answer.result) void refreshFigures(queryClient);
    },
  });
}

/**
 * POST /api/mypuzzles/{name}/showmove/{moveIndex}/{rated}: the move the try waits for (at ply
 * `moveIndex`) and the whole line; the try ends as failed, rated as it was served.
 */
export function useShowMove(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moveIndex, rated }: { moveIndex: number; rated: boolean }) =>
      apiClient.post(
        `/mypuzzles/${encodeURIComponent(name)}/showmove/${moveIndex}/${rated ? 1 : 0}`,
        undefined,
        { auth: 'required', schema: PuzzleShowMoveResultSchema },
      ),
    onSuccess: () => refreshFigures(queryClient),
  });
}
