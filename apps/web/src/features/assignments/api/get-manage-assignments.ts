import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AssignmentSummaryPageSchema } from '@kingside/shared';
import { queryString, type PageParams } from '@/features/assignments/api/query-string';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/assignments/manage: every assignment, searched by name (coaches and admins). */
export const manageAssignmentsQueryOptions = (params: PageParams & { search: string }) =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'manage', params],
    queryFn: ({ signal }) =>
      apiClient.get(`/assignments/manage?${queryString(params)}`, {
        auth: 'required',
        schema: AssignmentSummaryPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
