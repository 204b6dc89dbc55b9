import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssignmentDetailSchema, NextAssignmentIdSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/assignments/{id}: the assignment and its game for the caller. The solution fields are
 * null until Show Solution unlocks, so an answer refetches it.
 */
export const assignmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'one', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/assignments/${id}`, {
        auth: 'required',
        schema: AssignmentDetailSchema,
        signal,
      }),
    staleTime: 0,
  });

export const useAssignment = (id: number) => useQuery(assignmentQueryOptions(id));

/** GET /api/assignments/{id}/nextIncompleteId: the id Next opens, or null (Next is off). */
export const nextAssignmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'next', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/assignments/${id}/nextIncompleteId`, {
        auth: 'required',
        schema: NextAssignmentIdSchema,
        signal,
      }),
    staleTime: 0,
  });

export const useNextAssignmentId = (id: number) => useQuery(nextAssignmentQueryOptions(id));
