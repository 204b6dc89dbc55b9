import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AssignResultSchema, type AssignmentGroupRequestSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What Assign Users sends: the games (or a directory's), and students by name or class time. */
export type AssignGamesRequest = z.output<typeof AssignmentGroupRequestSchema>;

/**
 * POST /api/assignments/assignmentGroup: each game becomes an assignment (the one it has, if
 * any), given to the students chosen and everyone in the class times; twice adds nothing.
 */
export function useAssignGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignGamesRequest) =>
      apiClient.post('/assignments/assignmentGroup', body, {
        auth: 'required',
        schema: AssignResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments }),
  });
}
