import { queryOptions } from '@tanstack/react-query';
import { StudentAssignmentPageSchema } from '@kingside/shared';
import { paramsQuery, type PageParams } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/assignments: the caller's own (completed or not); with `userClassTime`, the students of
 * that class time (the report, coaches and admins).
 */
export type AssignmentsParams = PageParams & { completed: boolean; userClassTime?: string };

export const assignmentsQueryOptions = (params: AssignmentsParams) =>
  queryOptions({
    ...paramsQuery(
      [...queryKeys.assignments, 'list', params],
      '/assignments',
      params,
      StudentAssignmentPageSchema,
    ),
    staleTime: 0,
  });
