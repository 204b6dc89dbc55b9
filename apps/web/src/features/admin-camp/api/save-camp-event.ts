import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CampEventSchema, type CampEventSaveSchema } from '@kingside/shared';
import { campEventsQueryOptions } from '@/features/admin-camp/api/get-camp-events';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one camp week and slot; 409 when the name and slot exist. */
export const saveCampEvent = (body: z.output<typeof CampEventSaveSchema>) =>
  apiClient.post('/campEventsAdmin', body, { auth: 'required', schema: CampEventSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveCampEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campEventsQueryOptions().queryKey }),
  });
}
