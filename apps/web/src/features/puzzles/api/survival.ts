import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SurvivalMoveResultSchema, SurvivalRunSchema, type PuzzleMove } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { PUZZLES_KEY } from '@/features/puzzles/api/get-puzzle';

/** POST /api/puzzles/survival: a new run and its first puzzle. */
export const useStartSurvival = () =>
  useMutation({
    mutationFn: () =>
      apiClient.post('/puzzles/survival', undefined, {
        auth: 'required',
        schema: SurvivalRunSchema,
      }),
  });

/**
 * POST /api/puzzles/survival/{id}/move: the move judged on the run's current puzzle: the reply,
 * or the next puzzle after a solve, or the end of the run.
 */
export function usePlaySurvivalMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: PuzzleMove }) =>
      apiClient.post(`/puzzles/survival/${id}/move`, move, {
        auth: 'required',
        schema: SurvivalMoveResultSchema,
      }),
    onSuccess: (result) => {
      if (result.ended) void queryClient.invalidateQueries({ queryKey: PUZZLES_KEY });
    },
  });
}
