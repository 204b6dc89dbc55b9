import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ClassTimeSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/classTimes (staff): the club's class times, whose labels the report and progress take. */
export const classTimesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.classTimes, 'labels'],
    queryFn: ({ signal }) =>
      apiClient.get('/classTimes', {
        auth: 'required',
        schema: z.array(ClassTimeSchema),
        signal,
      }),
  });

export const useClassTimes = () => useQuery(classTimesQueryOptions());
