import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { programsQueryOptions } from '@/features/admin-programs/api/get-programs';
import { apiClient } from '@/lib/api-client';

export const deleteProgram = (id: number) =>
  apiClient.delete(`/programsAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey }),
  });
}
