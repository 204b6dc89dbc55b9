import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { StudySummarySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/studies (coach or admin): every study, newest first. */
export const getStudies = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/studies', { auth: 'required', schema: z.array(StudySummarySchema), signal });

export const studiesQueryOptions = () =>
  queryOptions({ queryKey: ['studies'], queryFn: getStudies, staleTime: 0 });

export const useStudies = () => useQuery(studiesQueryOptions());
