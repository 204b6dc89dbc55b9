import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AssignResultSchema,
  AssignmentStudentPageSchema,
  UnassignResultSchema,
  type AssignRequest,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery, type PageParams } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/** Which grid of /assignmentAssign: students who have every one of the assignments, or not. */
export type StudentsKind = 'assignedUsers' | 'unassignedUsers';

/**
 * GET /api/assignments/{ids}/assignedUsers and unassignedUsers: one page of students (an admin's
 * every student, a coach's own), searched by name.
 */
export const assignmentStudentsQueryOptions = (
  ids: readonly number[],
  kind: StudentsKind,
  params: PageParams & { search: string },
) =>
  queryOptions({
    ...paramsQuery(
      [...queryKeys.assignments, 'students', ids.join(','), kind, params],
      `/assignments/${ids.join(',')}/${kind}`,
      params,
      AssignmentStudentPageSchema,
    ),
    staleTime: 0,
  });

/** Moves refetch both grids, the lists and the counts. */
function useAssignmentsMutation<Output>(mutationFn: (body: AssignRequest) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments }),
  });
}

/** POST /api/assignments/assign: assigning twice adds nothing. */
export const useAssignStudents = () =>
  useAssignmentsMutation((body) =>
    apiClient.post('/assignments/assign', body, { auth: 'required', schema: AssignResultSchema }),
  );

/** POST /api/assignments/unassign: completed copies are kept. */
export const useUnassignStudents = () =>
  useAssignmentsMutation((body) =>
    apiClient.post('/assignments/unassign', body, {
      auth: 'required',
      schema: UnassignResultSchema,
    }),
  );
