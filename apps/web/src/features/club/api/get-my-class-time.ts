import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/profile, read by the member home page for the class time only (the profile page reads
 * and checks the whole profile; this page stays free of zod, docs/decisions/0009).
 */
export const getMyClassTime = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiClient.get<Profile>('/profile', { auth: 'required', signal })).classTime;

export const myClassTimeQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'class-time'], queryFn: getMyClassTime });

export const useMyClassTime = () => useQuery(myClassTimeQueryOptions());
