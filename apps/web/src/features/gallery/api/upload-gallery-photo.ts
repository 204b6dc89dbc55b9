import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GalleryImageSchema, IMAGE_UPLOAD_FIELD } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Uploads a photo; the server resizes it and adds it after every other gallery image. */
export function uploadGalleryPhoto(file: File) {
  const body = new FormData();
  body.append(IMAGE_UPLOAD_FIELD, file);
  return apiClient.post('/galleryimagesAdmin/photo', body, {
    auth: 'required',
    schema: GalleryImageSchema,
  });
}

/** Uploads and refetches the gallery (the grid, the /gallery page and the home carousel). */
export function useUploadGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGalleryPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.galleryImages }),
  });
}
