import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BoardThemePreferenceSchema,
  DEFAULT_BOARD_THEME,
  type BoardTheme,
  type BoardThemePreference,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const getBoardTheme = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/preferences/boardTheme', {
    auth: 'required',
    schema: BoardThemePreferenceSchema,
    signal,
  });

export const saveBoardTheme = (body: BoardThemePreference) =>
  apiClient.post('/preferences', body, { auth: 'required', schema: BoardThemePreferenceSchema });

export const boardThemeQueryOptions = () =>
  queryOptions({ queryKey: ['preferences', 'boardTheme'], queryFn: getBoardTheme });

/** The user's saved board theme; Default until it loads or when it cannot be read. */
export function useBoardTheme(): BoardTheme {
  const { data } = useQuery(boardThemeQueryOptions());
  return data?.boardTheme ?? DEFAULT_BOARD_THEME;
}

/** Saves a board theme and puts the answer in the cache, so every board follows at once. */
export function useSaveBoardTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoardTheme,
    onSuccess: (saved) => queryClient.setQueryData(boardThemeQueryOptions().queryKey, saved),
  });
}
