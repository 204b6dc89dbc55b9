import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AlertEventSchema, type AlertSaveSchema } from '@kingside/shared';
import { alertsQueryOptions } from '@/features/admin-alerts/api/get-alerts';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one alert. */
export const saveAlert = (body: z.output<typeof AlertSaveSchema>) =>
  apiClient.post('/alertsAdmin', body, { auth: 'required', schema: AlertEventSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryOptions().queryKey }),
  });
}
