import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedResponseSchema } from '@kingside/shared';
import { contactsQueryOptions } from '@/features/admin-contacts/api/get-contacts';
import { apiClient } from '@/lib/api-client';

export const deleteContact = (id: number) =>
  apiClient.delete(`/contacts/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** Deletes and settles once the list has refetched without the row. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey }),
  });
}
