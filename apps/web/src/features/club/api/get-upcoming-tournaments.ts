import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentCard } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/tournaments/upcoming: tournaments from today on, soonest first. */
export const getUpcomingTournaments = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<TournamentCard[]>('/tournaments/upcoming', { signal });

export const upcomingTournamentsQueryOptions = () =>
  queryOptions({ queryKey: ['tournaments', 'upcoming'], queryFn: getUpcomingTournaments });

export const useUpcomingTournaments = () => useQuery(upcomingTournamentsQueryOptions());
