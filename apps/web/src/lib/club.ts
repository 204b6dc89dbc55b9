import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubInfo } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Used until GET /api/club answers (page titles, brand). */
export const FALLBACK_CLUB_ABBREVIATION = 'Kingside';

export const getClub = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<ClubInfo>('/club', { signal });

export const clubQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.club, queryFn: getClub, staleTime: Infinity });

/** The club's identity (footer, titles, members-only message); shared by the shell and pages. */
export const useClub = () => useQuery(clubQueryOptions());
