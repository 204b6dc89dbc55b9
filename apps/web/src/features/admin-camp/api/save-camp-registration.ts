import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CampRegistrationSchema, type CampRegistrationSaveSchema } from '@kingside/shared';
import { campRegistrationsQueryOptions } from '@/features/admin-camp/api/get-camp-registrations';
import { apiClient } from '@/lib/api-client';

/** POST /api/camp: inserts (no id) or updates (id) one camp registration. */
export const saveCampRegistration = (body: z.output<typeof CampRegistrationSaveSchema>) =>
  apiClient.post('/camp', body, { auth: 'required', schema: CampRegistrationSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveCampRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampRegistration,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: campRegistrationsQueryOptions().queryKey }),
  });
}
