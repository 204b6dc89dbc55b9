import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassTime } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/classTimes (staff): the club's class times, read unchecked (no zod) so the home page
 * stays plain HTML (docs/decisions/0009); under the class times key, so an admin's save refreshes it.
 */
const getClassTimes = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<ClassTime[]>('/classTimes', { auth: 'required', signal });

const homeClassTimesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.classTimes, 'home'],
    queryFn: getClassTimes,
    retry: false,
  });

/** The active class times `coachId` coaches, for the coach's home (docs/decisions/0059). */
export const useCoachedClassTimes = (coachId: number) =>
  useQuery({
    ...homeClassTimesQueryOptions(),
    select: (classTimes) => classTimes.filter((c) => c.active && c.coachId === coachId),
  });
