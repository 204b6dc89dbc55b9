import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PuzzleUserActivity } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/puzzles/userActivity: this month's and last month's puzzle figures for the home table
 * (spec 1 "Dashboard"). Read unchecked (no zod), so the home page stays plain HTML
 * (docs/decisions/0009); under the puzzles key, so an answered puzzle refreshes it.
 */
export const getPuzzleActivity = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<PuzzleUserActivity>('/puzzles/userActivity', { auth: 'required', signal });

export const puzzleActivityQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.puzzles, 'userActivity'],
    queryFn: getPuzzleActivity,
    retry: false,
  });

export const usePuzzleActivity = () => useQuery(puzzleActivityQueryOptions());
