import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { GalleryImageSchema, type GalleryImageSaveSchema } from '@kingside/shared';
import { galleryImagesQueryOptions } from '@/features/admin-gallery/api/get-gallery-images';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one gallery image. */
export const saveGalleryImage = (body: z.output<typeof GalleryImageSaveSchema>) =>
  apiClient.post('/galleryimagesAdmin', body, { auth: 'required', schema: GalleryImageSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGalleryImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: galleryImagesQueryOptions().queryKey }),
  });
}
