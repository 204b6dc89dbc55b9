import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CampEventSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/campEventsAdmin: every camp week and slot, past and inactive ones included. */
export const getCampEvents = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/campEventsAdmin', { auth: 'required', schema: z.array(CampEventSchema), signal });

export const campEventsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'camp', 'events'], queryFn: getCampEvents, staleTime: 0 });

export const useCampEvents = () => useQuery(campEventsQueryOptions());
