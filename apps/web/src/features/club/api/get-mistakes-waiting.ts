import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MistakesWaiting } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/mypuzzles/mistakes: how many of the member's own puzzles (their blunders in their
 * analysed games, docs/decisions/0067) wait on their review queue. Read unchecked (no zod), so the
 * home page stays plain HTML (docs/decisions/0009); under the puzzles key, so solving refreshes it.
 */
export const getMistakesWaiting = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<MistakesWaiting>('/mypuzzles/mistakes', { auth: 'required', signal });

export const mistakesWaitingQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.puzzles, 'mistakes'],
    queryFn: getMistakesWaiting,
    retry: false,
  });

export const useMistakesWaiting = () => useQuery(mistakesWaitingQueryOptions());
