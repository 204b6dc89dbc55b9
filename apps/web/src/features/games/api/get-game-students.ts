import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StudentAssignmentPageSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/assignments?gameId=: one page of the students who have that game's assignment. */
export const gameStudentsQueryOptions = (gameId: number, page: number, size: number) =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'byGame', gameId, page, size],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/assignments?${new URLSearchParams({
          gameId: String(gameId),
          page: String(page),
          size: String(size),
        }).toString()}`,
        { auth: 'required', schema: StudentAssignmentPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useGameStudents = (gameId: number, page: number, size: number) =>
  useQuery(gameStudentsQueryOptions(gameId, page, size));
