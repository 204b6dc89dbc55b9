import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { alertsQueryOptions } from '@/features/admin-alerts/api/get-alerts';
import { apiClient } from '@/lib/api-client';

export const deleteAlert = (id: number) =>
  apiClient.delete(`/alertsAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryOptions().queryKey }),
  });
}
