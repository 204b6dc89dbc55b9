import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { inquiriesQueryOptions } from '@/features/admin-inquiries/api/get-inquiries';
import { apiClient } from '@/lib/api-client';

export const deleteInquiry = (id: number) =>
  apiClient.delete(`/inquiryAdmin/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesQueryOptions().queryKey }),
  });
}
