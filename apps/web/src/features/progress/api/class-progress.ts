import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ClassProgressSchema, ProgressClassSchema } from '@kingside/shared';
import { PROGRESS_KEY, type Period } from '@/features/progress/api/progress-keys';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { paramsQuery, queryString } from '@/lib/params-query';

/** GET /api/progress/classes: the class times the caller may view. */
export const useProgressClasses = () =>
  useQuery({
    queryKey: [...PROGRESS_KEY, 'classes'],
    queryFn: ({ signal }) =>
      apiClient.get('/progress/classes', {
        auth: 'required',
        schema: z.array(ProgressClassSchema),
        signal,
      }),
  });

export type ClassProgressParams = Period & { page: number; size: number };

/** GET /api/classTimes/{id}/progress: one page of a class time's students (none until chosen). */
export const useClassProgress = (classTimeId: number | undefined, params: ClassProgressParams) =>
  useQuery({
    ...paramsQuery(
      [...PROGRESS_KEY, 'class', classTimeId, params],
      `/classTimes/${classTimeId}/progress`,
      params,
      ClassProgressSchema,
    ),
    enabled: classTimeId !== undefined,
  });

/** "Saturday 10:00 AM" → "saturday-10-00-am", for a file name. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** GET /api/classTimes/{id}/progress.csv: every student of the class time over the period. */
export const downloadClassProgressCsv = (
  classTime: { id: number; label: string },
  period: Period,
) =>
  downloadFile(`/classTimes/${classTime.id}/progress.csv?${queryString(period)}`, {
    accept: 'text/csv',
    fallbackName: `class-progress-${slug(classTime.label)}-${period.from}-${period.to}.csv`,
  });
