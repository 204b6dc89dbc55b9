import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedPairings, SectionStandings } from '@kingside/shared';
import { ApiError, apiClient } from '@/lib/api-client';

/**
 * The public live pairings and standings of a tournament run in the app (issue 16). Typed but not
 * parsed: the results pages are plain pages without zod (docs/decisions/0009). Under
 * ['tournament-live', id], which the director's changes invalidate.
 */
export const LIVE_KEY = ['tournament-live'] as const;

/** How often a page refetches while a round is on; the server answers 304 when nothing changed. */
export const LIVE_REFRESH_MS = 30_000;

/** A standings row with its wall-chart cells (`W12`, `L5`, `D3`, `H`, `B`, `U`, `X12`, `F12`). */
export type LiveStandingRow = SectionStandings['standings'][number] & { cells?: string[] };
export type LiveStandings = Omit<SectionStandings, 'standings'> & {
  standings: LiveStandingRow[];
};

/** Whether the latest published round still has a board without its result. */
export const roundIsOn = (pairings: PublishedPairings | null | undefined) =>
  !!pairings && pairings.boards.some((b) => b.result === null);

/** GET /api/tournament/{id}/pairings?section=: the latest published round, null when none. */
export const livePairingsQueryOptions = (id: number, section: string) =>
  queryOptions({
    queryKey: [...LIVE_KEY, id, section, 'pairings'],
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get<PublishedPairings>(
          `/tournament/${id}/pairings?section=${encodeURIComponent(section)}`,
          { signal },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (roundIsOn(query.state.data) ? LIVE_REFRESH_MS : false),
  });

export const useLivePairings = (id: number, section: string) =>
  useQuery(livePairingsQueryOptions(id, section));

/**
 * What the standings depend on in the latest pairings: the round and how many results are in, so
 * the standings refetch when a result arrives with the pairings.
 */
export const pairingsVersion = (pairings: PublishedPairings | null | undefined) =>
  pairings ? `${pairings.round}:${pairings.boards.filter((b) => b.result !== null).length}` : '';

/**
 * GET /api/tournament/{id}/standings?section=; null when the section has none. Refetched every
 * 30 s while a round is on (`pairings` has a board without its result), and whenever the
 * pairings' round or results change.
 */
export const useLiveStandings = (
  id: number,
  section: string,
  pairings: PublishedPairings | null | undefined,
) =>
  useQuery({
    queryKey: [...LIVE_KEY, id, section, 'standings', pairingsVersion(pairings)],
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get<LiveStandings>(
          `/tournament/${id}/standings?section=${encodeURIComponent(section)}`,
          { signal },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: roundIsOn(pairings) ? LIVE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
