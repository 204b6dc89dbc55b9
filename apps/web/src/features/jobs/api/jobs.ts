import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JobPageSchema, JobSchema, type JobState } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';

/** How often the list is read again while jobs are queued or running. */
export const JOBS_REFRESH_MS = 5_000;

const JOBS_KEY = ['admin-jobs'] as const;

/** One page of the background jobs in `state` (all when undefined), newest first. */
export const useJobs = (state: JobState | undefined, page: number, size: number) =>
  useQuery(
    queryOptions({
      ...paramsQuery(
        [...JOBS_KEY, { state, page, size }],
        '/admin/jobs',
        { page, size, state },
        JobPageSchema,
      ),
      refetchInterval: JOBS_REFRESH_MS,
    }),
  );

export const retryJob = (id: number) =>
  apiClient.post(`/admin/jobs/${id}/retry`, undefined, { auth: 'required', schema: JobSchema });

/** Queues a failed job again; the list is read again after. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
