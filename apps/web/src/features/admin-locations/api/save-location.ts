import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LocationSchema, type LocationSaveSchema } from '@kingside/shared';
import { locationsQueryOptions } from '@/features/admin-locations/api/get-locations';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one location. */
export const saveLocation = (body: z.output<typeof LocationSaveSchema>) =>
  apiClient.post('/locationsAdmin', body, { auth: 'required', schema: LocationSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey }),
  });
}
