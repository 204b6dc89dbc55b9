import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema, type SchoolName } from '@kingside/shared';
import { afterschoolRegistrationsQueryOptions } from '@/features/afterschool/api/get-afterschool-registrations';
import { apiClient } from '@/lib/api-client';

export const deleteAfterschoolRegistration = (id: number) =>
  apiClient.delete(`/afterschoolAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the school's list has refetched without the row. */
export function useDeleteAfterschoolRegistration(schoolName: SchoolName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAfterschoolRegistration,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: afterschoolRegistrationsQueryOptions(schoolName).queryKey,
      }),
  });
}
