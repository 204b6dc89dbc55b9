import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/programs: the active classes and after-school programs, in display order. */
export const getPrograms = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<Program[]>('/programs', { signal });

export const programsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.programs, queryFn: getPrograms });

export const usePrograms = () => useQuery(programsQueryOptions());
