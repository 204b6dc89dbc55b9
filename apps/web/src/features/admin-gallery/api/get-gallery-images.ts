import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GalleryImageSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** Every gallery image, including those past the public gallery's limit of 50. */
export const getGalleryImages = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/galleryimagesAdmin', {
    auth: 'required',
    schema: z.array(GalleryImageSchema),
    signal,
  });

export const galleryImagesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'galleryImages'], queryFn: getGalleryImages, staleTime: 0 });

export const useGalleryImages = () => useQuery(galleryImagesQueryOptions());
