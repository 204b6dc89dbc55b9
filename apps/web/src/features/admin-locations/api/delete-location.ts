import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { locationsQueryOptions } from '@/features/admin-locations/api/get-locations';
import { apiClient } from '@/lib/api-client';

export const deleteLocation = (id: number) =>
  apiClient.delete(`/locationsAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey }),
  });
}
