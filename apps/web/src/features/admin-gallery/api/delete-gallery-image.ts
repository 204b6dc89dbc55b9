import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { galleryImagesQueryOptions } from '@/features/admin-gallery/api/get-gallery-images';
import { apiClient } from '@/lib/api-client';

export const deleteGalleryImage = (id: number) =>
  apiClient.delete(`/galleryimagesAdmin/${id}`, {
    auth: 'required',
    schema: DeletedResponseSchema,
  });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: galleryImagesQueryOptions().queryKey }),
  });
}
