import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CoachSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The coach profiles, inactive ones included. */
export const getCoaches = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/coachesAdmin', { auth: 'required', schema: z.array(CoachSchema), signal });

export const coachesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'coaches'], queryFn: getCoaches, staleTime: 0 });

export const useCoaches = () => useQuery(coachesQueryOptions());
