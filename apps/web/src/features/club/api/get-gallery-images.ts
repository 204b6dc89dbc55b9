import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/galleryimages: at most GALLERY_MAX_ITEMS photos, ordered by imageIndex. */
export const getGalleryImages = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<GalleryImage[]>('/galleryimages', { signal });

export const galleryImagesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.galleryImages, queryFn: getGalleryImages });

export const useGalleryImages = () => useQuery(galleryImagesQueryOptions());
