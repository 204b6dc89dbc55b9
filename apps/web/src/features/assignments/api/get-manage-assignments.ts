import { queryOptions } from '@tanstack/react-query';
import { AssignmentSummaryPageSchema } from '@kingside/shared';
import { paramsQuery, type PageParams } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/assignments/manage: every assignment, searched by name (coaches and admins). */
export const manageAssignmentsQueryOptions = (params: PageParams & { search: string }) =>
  queryOptions({
    ...paramsQuery(
      [...queryKeys.assignments, 'manage', params],
      '/assignments/manage',
      params,
      AssignmentSummaryPageSchema,
    ),
    staleTime: 0,
  });
