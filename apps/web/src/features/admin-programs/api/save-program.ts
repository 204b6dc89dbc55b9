import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ProgramSchema, type ProgramSaveSchema } from '@kingside/shared';
import { programsQueryOptions } from '@/features/admin-programs/api/get-programs';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one program. */
export const saveProgram = (body: z.output<typeof ProgramSaveSchema>) =>
  apiClient.post('/programsAdmin', body, { auth: 'required', schema: ProgramSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey }),
  });
}
