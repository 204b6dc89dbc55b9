import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AssignmentSummarySchema, type AssignmentCreateSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the add form sends: the shared schema's output (the server validates the same). */
export type AssignmentCreateParsed = z.output<typeof AssignmentCreateSchema>;

/** POST /api/assignments: a new library game and its assignment, in one call. */
export function useAddAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreateParsed) =>
      apiClient.post('/assignments', body, { auth: 'required', schema: AssignmentSummarySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments }),
  });
}
