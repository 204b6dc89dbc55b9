import { queryOptions, useQuery } from '@tanstack/react-query';
import { StudySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/studies/:id: the study's name, notes and chapters (id, name). */
export const getStudy = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/studies/${id}`, { auth: 'required', schema: StudySchema, signal });

export const studyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['studies', id],
    queryFn: ({ signal }) => getStudy(id, { signal }),
    staleTime: 0,
  });

export const useStudy = (id: number) => useQuery(studyQueryOptions(id));
