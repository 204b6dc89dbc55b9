import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChapterSchema, type ChapterAddRequest } from '@kingside/shared';
import { chapterQueryOptions } from '@/features/studies/api/get-chapter';
import { studyQueryOptions } from '@/features/studies/api/get-study';
import { apiClient } from '@/lib/api-client';

/** POST /api/studies/:id/chapters: a chapter from a pasted PGN game, or from a start FEN. */
export const addChapter = (studyId: number, body: ChapterAddRequest) =>
  apiClient.post(`/studies/${studyId}/chapters`, body, {
    auth: 'required',
    schema: ChapterSchema,
  });

/** Adds a chapter; settles once the study's chapter list has refetched. */
export function useAddChapter(studyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChapterAddRequest) => addChapter(studyId, body),
    onSuccess: async (chapter) => {
      queryClient.setQueryData(chapterQueryOptions(studyId, chapter.id).queryKey, chapter);
      await queryClient.invalidateQueries({
        queryKey: studyQueryOptions(studyId).queryKey,
        exact: true,
      });
    },
  });
}
