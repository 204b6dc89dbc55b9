import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { coachesQueryOptions } from '@/features/admin-coaches/api/get-coaches';
import { apiClient } from '@/lib/api-client';

export const deleteCoach = (id: number) =>
  apiClient.delete(`/coachesAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachesQueryOptions().queryKey }),
  });
}
