import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ConfigRowSchema, type ConfigSaveSchema } from '@kingside/shared';
import { configsQueryOptions } from '@/features/admin-configs/api/get-configs';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one config. */
export const saveConfig = (body: z.output<typeof ConfigSaveSchema>) =>
  apiClient.post('/configs', body, { auth: 'required', schema: ConfigRowSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configsQueryOptions().queryKey }),
  });
}
