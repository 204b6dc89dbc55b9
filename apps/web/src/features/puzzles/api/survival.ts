import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SurvivalAnswerResultSchema,
  SurvivalRunSchema,
  type SurvivalAnswer,
} from '@kingside/shared';
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

/** POST /api/puzzles/survival/{id}/answer: judged from the moves; the next puzzle or the end. */
export function useAnswerSurvival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SurvivalAnswer }) =>
      apiClient.post(`/puzzles/survival/${id}/answer`, body, {
        auth: 'required',
        schema: SurvivalAnswerResultSchema,
      }),
    onSuccess: (result) => {
      if (result.ended) void queryClient.invalidateQueries({ queryKey: PUZZLES_KEY });
    },
  });
}
