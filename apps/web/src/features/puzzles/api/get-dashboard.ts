import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PuzzleDashboardSchema,
  SolvedPuzzlesPageSchema,
  StudentPageSchema,
  type SolvedPuzzlesQuery,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { PUZZLES_KEY } from '@/features/puzzles/api/get-puzzle';

/** A query string of the values that are set. */
const queryOf = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
};

/** GET /api/mypuzzles/dashboard: the user's (or a coach's student's) puzzle dashboard. */
export const usePuzzleDashboard = (username: string | undefined, days: number) =>
  useQuery(
    queryOptions({
      queryKey: [...PUZZLES_KEY, 'dashboard', { username, days }],
      queryFn: ({ signal }) =>
        apiClient.get(`/mypuzzles/dashboard?${queryOf({ username, days })}`, {
          auth: 'required',
          schema: PuzzleDashboardSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );

/** GET /api/mypuzzles/solved: one page of the solved puzzles matching the filters. */
export const useSolvedPuzzles = (query: SolvedPuzzlesQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...PUZZLES_KEY, 'solved', query],
      queryFn: ({ signal }) =>
        apiClient.get(`/mypuzzles/solved?${queryOf(query as Record<string, string | number>)}`, {
          auth: 'required',
          schema: SolvedPuzzlesPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );

/** GET /api/students?search=: a coach's own students (every student for an admin), first 25. */
export const useStudentsMatching = (search: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['puzzle-students', search],
      queryFn: ({ signal }) =>
        apiClient.get(`/students?${queryOf({ search: search.trim(), size: 25 })}`, {
          auth: 'required',
          schema: StudentPageSchema,
          signal,
        }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
