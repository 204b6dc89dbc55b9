import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CampRegistrationSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/campAdmin/ (the spec's trailing slash): every camp registration. */
export const getCampRegistrations = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/campAdmin/', {
    auth: 'required',
    schema: z.array(CampRegistrationSchema),
    signal,
  });

export const campRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'camp', 'registrations'],
    queryFn: getCampRegistrations,
    staleTime: 0,
  });

export const useCampRegistrations = () => useQuery(campRegistrationsQueryOptions());
