import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ContactSchema, type ContactSaveSchema } from '@kingside/shared';
import { contactsQueryOptions } from '@/features/admin-contacts/api/get-contacts';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one contact. */
export const saveContact = (body: z.output<typeof ContactSaveSchema>) =>
  apiClient.post('/contacts', body, { auth: 'required', schema: ContactSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey }),
  });
}
