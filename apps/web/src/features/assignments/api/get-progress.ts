import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AssignmentProgressSchema } from '@kingside/shared';
import { queryString, type PageParams } from '@/features/assignments/api/query-string';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/assignments/progress: a class time's students (one page) by its assignments; a
 * student's own row whatever the class time.
 */
export const progressQueryOptions = (params: PageParams & { classTime?: string }) =>
  queryOptions({
    queryKey: [...queryKeys.assignments, 'progress', params],
    queryFn: ({ signal }) =>
      apiClient.get(`/assignments/progress?${queryString(params)}`, {
        auth: 'required',
        schema: AssignmentProgressSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/assignments/progress.csv: the class time's whole table as a file. */
export const downloadProgressCsv = (classTime: string) =>
  downloadFile(`/assignments/progress.csv?${queryString({ classTime })}`, {
    accept: 'text/csv',
    fallbackName: 'assignments-progress.csv',
  });
