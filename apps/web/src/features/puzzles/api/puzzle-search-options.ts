import { queryOptions, useQuery } from '@tanstack/react-query';
import { PuzzleNamesSchema, PuzzleOpeningsSchema, PuzzleThemesSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { puzzleFilterQuery, type PuzzleFilters } from '@/features/puzzles/api/puzzle-filters';

/** A theme option of GET /api/puzzles/themes ("value,text"), split. */
export type ThemeOption = { value: string; text: string };

/** "mateIn2,Mate In 2" → its value and text (the text may itself hold commas). */
export function readThemeOption(option: string): ThemeOption {
  const comma = option.indexOf(',');
  return comma < 0
    ? { value: option, text: option }
    : { value: option.slice(0, comma), text: option.slice(comma + 1) };
}

/** GET /api/puzzles/themes: the theme options, sorted by text. */
export const useThemeOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['puzzle-options', 'themes'],
      queryFn: ({ signal }) =>
        apiClient.get('/puzzles/themes', { auth: 'required', schema: PuzzleThemesSchema, signal }),
      select: (options) => options.map(readThemeOption),
      staleTime: 10 * 60_000,
    }),
  );

/** GET /api/puzzles/openings: the opening families with their variations (elite users only). */
export const useOpeningOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['puzzle-options', 'openings'],
      queryFn: ({ signal }) =>
        apiClient.get('/puzzles/openings', {
          auth: 'required',
          schema: PuzzleOpeningsSchema,
          signal,
        }),
      enabled,
      staleTime: 10 * 60_000,
    }),
  );

/** GET /api/puzzlesnames?{filters}: the names of 9 puzzles for Display 9 Puzzles. */
export const getPuzzleNames = (filters: PuzzleFilters) => {
  const query = puzzleFilterQuery(filters);
  return apiClient.get(`/puzzlesnames${query ? `?${query}` : ''}`, {
    auth: 'required',
    schema: PuzzleNamesSchema,
  });
};
