import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ProgramSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The classes and after-school programs, inactive ones included. */
export const getPrograms = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/programsAdmin', { auth: 'required', schema: z.array(ProgramSchema), signal });

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'programs'], queryFn: getPrograms, staleTime: 0 });

export const usePrograms = () => useQuery(programsQueryOptions());
