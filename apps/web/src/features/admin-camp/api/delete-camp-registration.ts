import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { campRegistrationsQueryOptions } from '@/features/admin-camp/api/get-camp-registrations';
import { apiClient } from '@/lib/api-client';

export const deleteCampRegistration = (id: number) =>
  apiClient.delete(`/campAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteCampRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampRegistration,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: campRegistrationsQueryOptions().queryKey }),
  });
}
