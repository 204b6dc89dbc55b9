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
 * The query of GET /api/puzzle/{name} that serves one try: the session's filters, rated only on
 * the visit's first try (Reset starts an unrated one), review only for a puzzle served from the
 * review queue. The server keeps them with the try: they weigh the rating change.
 */
export function puzzleTryQuery(
  filters: PuzzleFilters,
  tryOf: { firstTry: boolean; review: boolean },
): string {
  return puzzleFilterQuery({
    ...filters,
    rated: tryOf.firstTry && isRatedSession(filters) ? 'true' : '',
    review: tryOf.review ? 'true' : '',
  });
}
