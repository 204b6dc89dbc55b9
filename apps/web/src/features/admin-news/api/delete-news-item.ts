import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { newsItemsQueryOptions } from '@/features/admin-news/api/get-news-items';
import { apiClient } from '@/lib/api-client';

export const deleteNewsItem = (id: number) =>
  apiClient.delete(`/newsAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteNewsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsItemsQueryOptions().queryKey }),
  });
}
