import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AcceptSolutionResultSchema,
  AnswerResultSchema,
  type AcceptSolutionRequest,
  type AnswerRequest,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/assignments/{id}/answer: the server judges the answer. Every assignments query
 * refetches: the attempts, the Show Solution unlock and the solution itself, the lists, Next and
 * the home page's count.
 */
export function useAnswerAssignment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerRequest) =>
      apiClient.put(`/assignments/${id}/answer`, body, {
        auth: 'required',
        schema: AnswerResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments }),
  });
}

/** PUT /api/assignments/{id}/acceptAsSolution: the coach's board position becomes a solution. */
export function useAcceptAsSolution(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptSolutionRequest) =>
      apiClient.put(`/assignments/${id}/acceptAsSolution`, body, {
        auth: 'required',
        schema: AcceptSolutionResultSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...queryKeys.assignments, 'one', id] }),
  });
}
