import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { configsQueryOptions } from '@/features/admin-configs/api/get-configs';
import { apiClient } from '@/lib/api-client';

export const deleteConfig = (id: number) =>
  apiClient.delete(`/configs/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configsQueryOptions().queryKey }),
  });
}
