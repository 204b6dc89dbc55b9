import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StudySchema, type StudyImportRequest } from '@kingside/shared';
import { studiesQueryOptions } from '@/features/studies/api/get-studies';
import { studyQueryOptions } from '@/features/studies/api/get-study';
import { apiClient } from '@/lib/api-client';

/** POST /api/studies/import: a new study from a multi-game PGN, one chapter per game. */
export const importStudy = (body: StudyImportRequest) =>
  apiClient.post('/studies/import', body, { auth: 'required', schema: StudySchema });

export function useImportStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudy,
    onSuccess: async (study) => {
      queryClient.setQueryData(studyQueryOptions(study.id).queryKey, study);
      await queryClient.invalidateQueries({
        queryKey: studiesQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
