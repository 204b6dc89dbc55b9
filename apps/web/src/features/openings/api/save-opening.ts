import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OpeningSchema, type OpeningSaveParsed } from '@kingside/shared';
import { openingQueryOptions } from '@/features/openings/api/get-opening';
import { openingsQueryOptions } from '@/features/openings/api/get-openings';
import { apiClient } from '@/lib/api-client';

/** POST /api/openings (coach or admin): adds a line (no id) or changes one; ECO and name are looked up. */
export const saveOpening = (body: OpeningSaveParsed) =>
  apiClient.post('/openings', body, { auth: 'required', schema: OpeningSchema });

export function useSaveOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpening,
    onSuccess: async (opening) => {
      queryClient.setQueryData(openingQueryOptions(opening.id).queryKey, opening);
      await queryClient.invalidateQueries({
        queryKey: openingsQueryOptions().queryKey,
        exact: true,
      });
    },
  });
}
