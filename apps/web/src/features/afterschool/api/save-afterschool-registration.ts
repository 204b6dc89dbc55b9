import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AfterschoolRegistrationSchema, type AfterschoolSaveSchema } from '@kingside/shared';
import { afterschoolRegistrationsQueryOptions } from '@/features/afterschool/api/get-afterschool-registrations';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one after-school registration. */
export const saveAfterschoolRegistration = (body: z.output<typeof AfterschoolSaveSchema>) =>
  apiClient.post('/afterschoolAdmin', body, {
    auth: 'required',
    schema: AfterschoolRegistrationSchema,
  });

/** Saves and settles once the school's list has refetched, so the grid shows the saved row. */
export function useSaveAfterschoolRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAfterschoolRegistration,
    onSuccess: (_saved, body) =>
      queryClient.invalidateQueries({
        queryKey: afterschoolRegistrationsQueryOptions(body.schoolName).queryKey,
      }),
  });
}
