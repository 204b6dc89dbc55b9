import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CoachSchema, type CoachSaveSchema } from '@kingside/shared';
import { coachesQueryOptions } from '@/features/admin-coaches/api/get-coaches';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one coach. */
export const saveCoach = (body: z.output<typeof CoachSaveSchema>) =>
  apiClient.post('/coachesAdmin', body, { auth: 'required', schema: CoachSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachesQueryOptions().queryKey }),
  });
}
