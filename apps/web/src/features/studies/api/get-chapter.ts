import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChapterSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/studies/:id/chapters/:chapterId: one chapter's name, PGN and starting FEN. */
export const getChapter = (
  studyId: number,
  chapterId: number,
  { signal }: { signal?: AbortSignal } = {},
) =>
  apiClient.get(`/studies/${studyId}/chapters/${chapterId}`, {
    auth: 'required',
    schema: ChapterSchema,
    signal,
  });

export const chapterQueryOptions = (studyId: number, chapterId: number) =>
  queryOptions({
    queryKey: ['studies', studyId, 'chapters', chapterId],
    queryFn: ({ signal }) => getChapter(studyId, chapterId, { signal }),
  });

export const useChapter = (studyId: number, chapterId: number) =>
  useQuery(chapterQueryOptions(studyId, chapterId));
