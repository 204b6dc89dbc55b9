import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PuzzleAnswerResultSchema,
  PuzzleShowMoveResultSchema,
  type PuzzleAnswer,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { PUZZLES_KEY } from '@/features/puzzles/api/get-puzzle';

/** Refetches the user's figures (rating, dashboard, solved list, home table), not the puzzles. */
const refreshFigures = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === PUZZLES_KEY[0] && query.queryKey[1] !== 'one',
  });

/**
 * POST /api/puzzle/{name}/answer: the server judges the attempt from its moves and answers the
 * ratings after it; the user's figures refetch.
 */
export function useAnswerPuzzle(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PuzzleAnswer) =>
      apiClient.post(`/puzzle/${encodeURIComponent(name)}/answer`, body, {
        auth: 'required',
        schema: PuzzleAnswerResultSchema,
      }),
    onSuccess: () => refreshFigures(queryClient),
  });
}

/**
 * POST /api/mypuzzles/{name}/showmove/{moveIndex}/{rated}: the move at `moveIndex` of the
 * puzzle's line; the puzzle then counts as failed (rated when `rated`).
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
