import type { PuzzleAnswer } from '@kingside/shared';

/** The query-string fields of a puzzle session (spec 2 §2 "/puzzle/{puzzleName}"), in order. */
export const PUZZLE_FILTER_FIELDS = [
  'rated',
  'fromRating',
  'toRating',
  'themes',
  'openingFamily',
  'openingVariation',
  'review',
] as const;
export type PuzzleFilterField = (typeof PUZZLE_FILTER_FIELDS)[number];

/** A session's filters as the address carries them (text; absent fields left out). */
export type PuzzleFilters = Partial<Record<PuzzleFilterField, string>>;

/** The session filters of a query string; other parameters and empty values are dropped. */
export function readPuzzleFilters(search: URLSearchParams): PuzzleFilters {
  const filters: PuzzleFilters = {};
  for (const field of PUZZLE_FILTER_FIELDS) {
    const value = search.get(field);
    if (value) filters[field] = value;
  }
  return filters;
}

/** The filters as a query string ("rated=true&themes=fork"), empty values left out. */
export function puzzleFilterQuery(filters: PuzzleFilters): string {
  const query = new URLSearchParams();
  for (const field of PUZZLE_FILTER_FIELDS) {
    const value = filters[field];
    if (value) query.set(field, value);
  }
  return query.toString();
}

/** The address of a puzzle in a session with these filters. */
export function puzzlePath(name: string, filters: PuzzleFilters): string {
  const query = puzzleFilterQuery(filters);
  return `/puzzle/${encodeURIComponent(name)}${query ? `?${query}` : ''}`;
}

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** Whether the session asks for rated play (`rated=true`). */
export const isRatedSession = (filters: PuzzleFilters) => isTrue(filters.rated);

/**
 * The spec's result payload (solved, failed, rated, themes, openingFamily, openingVariation) for
 * an attempt, with the user's moves the server judges it by.
 */
export function puzzleAnswerBody(
  filters: PuzzleFilters,
  attempt: { moves: string[]; solved: boolean; rated: boolean; review: boolean },
): PuzzleAnswer {
  return {
    moves: attempt.moves,
    solved: attempt.solved,
    failed: !attempt.solved,
    rated: attempt.rated,
    themes: filters.themes ? filters.themes.split(',') : [],
    openingFamily: filters.openingFamily ?? null,
    openingVariation: filters.openingVariation ?? null,
    ...(attempt.review ? { review: true } : {}),
  };
}
