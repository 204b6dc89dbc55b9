import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentsWaiting } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/assignments/waiting: how many of the member's assignments are not completed, and how
 * many of those are overdue. Read unchecked (no zod), so the home page stays plain HTML
 * (docs/decisions/0009); under the assignments key, so an answer refreshes it.
 */
export const getAssignmentsWaiting = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<AssignmentsWaiting>('/assignments/waiting', { auth: 'required', signal });

export const assignmentsWaitingQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'waiting'],
    queryFn: getAssignmentsWaiting,
    retry: false,
  });

export const useAssignmentsWaiting = () => useQuery(assignmentsWaitingQueryOptions());
