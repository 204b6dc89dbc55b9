import { GalleryImageSchema, GalleryImageSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** Every gallery image, including those past the public gallery's limit of 50. */
export const { useList: useGalleryImages, useGridEditing: useGalleryImagesGridEditing } =
  createAdminResource({
    path: '/galleryimagesAdmin',
    queryKey: queryKeys.galleryImages,
    rowSchema: GalleryImageSchema,
    saveSchema: GalleryImageSaveSchema,
  });
