import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PuzzleNextSchema,
  PuzzleRatingSchema,
  PuzzleSchema,
  type PuzzleRating,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { puzzleFilterQuery, type PuzzleFilters } from '@/features/puzzles/api/puzzle-filters';
import { queryKeys } from '@/lib/query-keys';

/** Every puzzle query of the user's own (rating, dashboard, solved list) sits under this key. */
export const PUZZLES_KEY = queryKeys.puzzles;

/**
 * GET /api/puzzle/{name}?{session}: the puzzle before its first move, served for one try (the
 * server starts the try with the session's rated, themes and review). Each try is its own query,
 * never kept once the page has left it: a visit or a Reset serves the puzzle again.
 */
export const puzzleQueryOptions = (name: string, session: string, tryNumber: number) =>
  queryOptions({
    queryKey: [...PUZZLES_KEY, 'one', name, session, tryNumber],
    queryFn: ({ signal }) =>
      apiClient.get(`/puzzle/${encodeURIComponent(name)}${session ? `?${session}` : ''}`, {
        auth: 'required',
        schema: PuzzleSchema,
        signal,
      }),
    staleTime: Infinity,
    gcTime: 0,
  });

export const usePuzzle = (name: string, session: string, tryNumber: number) =>
  useQuery(puzzleQueryOptions(name, session, tryNumber));

/** GET /api/puzzles/currentPuzzleRating: the user's puzzle rating. */
export const puzzleRatingQueryOptions = () =>
  queryOptions({
    queryKey: [...PUZZLES_KEY, 'rating'],
    queryFn: ({ signal }) =>
      apiClient.get('/puzzles/currentPuzzleRating', {
        auth: 'required',
        schema: PuzzleRatingSchema,
        signal,
      }),
  });

/** The caller's puzzle rating; not asked for (`enabled` false) when the caller does not solve. */
export const usePuzzleRating = (enabled = true) =>
  useQuery({ ...puzzleRatingQueryOptions(), enabled });

/** A rating as shown: "1500?" while provisional (lichess). */
export const formatPuzzleRating = (rating: PuzzleRating) =>
  `${rating.rating}${rating.provisional ? '?' : ''}`;

/** GET /api/puzzles/next?{filters}: the next puzzle of a session (the window may have widened). */
export const getNextPuzzle = (filters: PuzzleFilters) => {
  const query = puzzleFilterQuery(filters);
  return apiClient.get(`/puzzles/next${query ? `?${query}` : ''}`, {
    auth: 'required',
    schema: PuzzleNextSchema,
  });
};

/** GET /api/puzzles/rated: a rated puzzle around the user's rating, mixed themes. */
export const getRatedPuzzle = () =>
  apiClient.get('/puzzles/rated', { auth: 'required', schema: PuzzleNextSchema });
