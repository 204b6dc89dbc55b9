import { queryOptions } from '@tanstack/react-query';
import { AssignmentProgressSchema } from '@kingside/shared';
import { downloadFile } from '@/lib/download';
import { paramsQuery, queryString, type PageParams } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/assignments/progress: a class time's students (one page) by its assignments; a
 * student's own row whatever the class time.
 */
export const progressQueryOptions = (params: PageParams & { classTime?: string }) =>
  queryOptions({
    ...paramsQuery(
      [...queryKeys.assignments, 'progress', params],
      '/assignments/progress',
      params,
      AssignmentProgressSchema,
    ),
    staleTime: 0,
  });

/** GET /api/assignments/progress.csv: the class time's whole table as a file. */
export const downloadProgressCsv = (classTime: string) =>
  downloadFile(`/assignments/progress.csv?${queryString({ classTime })}`, {
    accept: 'text/csv',
    fallbackName: 'assignments-progress.csv',
  });
