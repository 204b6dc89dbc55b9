import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { campEventsQueryOptions } from '@/features/admin-camp/api/get-camp-events';
import { apiClient } from '@/lib/api-client';

export const deleteCampEvent = (id: number) =>
  apiClient.delete(`/campEventsAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteCampEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campEventsQueryOptions().queryKey }),
  });
}
