import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AfterschoolRegistrationSchema, type SchoolName } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** One school's after-school registrations, inactive ones included. */
export const getAfterschoolRegistrations = (
  schoolName: SchoolName,
  { signal }: { signal?: AbortSignal } = {},
) =>
  apiClient.get(`/afterschoolAdmin/${schoolName}`, {
    auth: 'required',
    schema: z.array(AfterschoolRegistrationSchema),
    signal,
  });

export const afterschoolRegistrationsQueryOptions = (schoolName: SchoolName) =>
  queryOptions({
    queryKey: ['admin', 'afterschool', schoolName],
    queryFn: ({ signal }) => getAfterschoolRegistrations(schoolName, { signal }),
    staleTime: 0,
  });

export const useAfterschoolRegistrations = (schoolName: SchoolName) =>
  useQuery(afterschoolRegistrationsQueryOptions(schoolName));
