import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { StudentAssignmentPageSchema } from '@kingside/shared';
import { queryString, type PageParams } from '@/features/assignments/api/query-string';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/assignments: the caller's own (completed or not); with `userClassTime`, the students of
 * that class time (the report, coaches and admins).
 */
export type AssignmentsParams = PageParams & { completed: boolean; userClassTime?: string };

export const assignmentsQueryOptions = (params: AssignmentsParams) =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get(`/assignments?${queryString(params)}`, {
        auth: 'required',
        schema: StudentAssignmentPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
