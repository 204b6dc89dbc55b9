import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CoachSchema, IMAGE_UPLOAD_FIELD } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Uploads a coach's photo; the server resizes it and sets it as the coach's photoUrl. */
export function uploadCoachPhoto(coachId: number, file: File) {
  const body = new FormData();
  body.append(IMAGE_UPLOAD_FIELD, file);
  return apiClient.post(`/coachesAdmin/${coachId}/photo`, body, {
    auth: 'required',
    schema: CoachSchema,
  });
}

/** Uploads to `coachId` and refetches the coaches (the grid and the public pages). */
export function useUploadCoachPhoto(coachId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (coachId === undefined) throw new Error('Choose a coach first.');
      return uploadCoachPhoto(coachId, file);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coaches }),
  });
}
