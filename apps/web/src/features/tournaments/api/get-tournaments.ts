import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, Tournament, TournamentCard } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The public tournament reads (spec 2 §2). Typed but not parsed: the listings and detail pages
 * are plain pages without zod (docs/decisions/0009); the server's contract tests cover the shapes.
 * Everything lives under ['tournaments'], so an admin save refetches what visitors see (the home
 * page's next-tournament card reads the same upcoming list).
 */
export const TOURNAMENTS_KEY = ['tournaments'] as const;

type Listing = 'upcoming' | 'ongoing' | 'last3Months';

/** GET /api/tournaments/{upcoming|ongoing|last3Months}: the cards of one listing. */
export const tournamentListQueryOptions = (listing: Listing) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, listing],
    queryFn: ({ signal }) => apiClient.get<TournamentCard[]>(`/tournaments/${listing}`, { signal }),
  });

export const useTournamentList = (listing: Listing) =>
  useQuery(tournamentListQueryOptions(listing));

/** GET /api/tournaments/{shortName}: one tournament, its HTML sanitized by the server; 404 when unknown. */
export const tournamentQueryOptions = (shortName: string) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'byShortName', shortName],
    queryFn: ({ signal }) =>
      apiClient.get<Tournament>(`/tournaments/${encodeURIComponent(shortName)}`, { signal }),
  });

export const useTournament = (shortName: string) => useQuery(tournamentQueryOptions(shortName));

/** GET /api/locations: where a tournament is played (the detail page names its location). */
export const useTournamentLocations = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.locations],
    queryFn: ({ signal }) => apiClient.get<Location[]>('/locations', { signal }),
    enabled,
  });
