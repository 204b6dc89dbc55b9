import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOARD_THEMES, DEFAULT_BOARD_THEME, type BoardTheme } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { useLiveStore } from '@/lib/app-live';
import { useSession } from '@/lib/session';

/** localStorage key of a visitor's board theme (a logged-in user's is saved on the server). */
export const BOARD_THEME_STORAGE_KEY = 'boardTheme';

/**
 * The same cache entry as the profile page's theme select, so a change in either place
 * recolours every board. Read without zod (checked by hand below) to keep the board page small.
 */
const BOARD_THEME_QUERY_KEY = ['preferences', 'boardTheme'] as const;

type BoardThemePreference = { boardTheme: BoardTheme };

const isBoardTheme = (value: unknown): value is BoardTheme =>
  (BOARD_THEMES as readonly unknown[]).includes(value);

const listeners = new Set<() => void>();

function readStoredTheme(): BoardTheme {
  try {
    const stored = localStorage.getItem(BOARD_THEME_STORAGE_KEY);
    return isBoardTheme(stored) ? stored : DEFAULT_BOARD_THEME;
  } catch {
    return DEFAULT_BOARD_THEME;
  }
}

function storeTheme(theme: BoardTheme): void {
  try {
    localStorage.setItem(BOARD_THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode): the theme then lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

function subscribeToStoredTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type BoardThemeControl = {
  /** The theme boards show: the saved one, the one being saved, or Default until it loads. */
  theme: BoardTheme;
  /** Changes the theme on every board; saved on the server when logged in, else in this browser. */
  setTheme: (theme: BoardTheme) => void;
  /** Why the last save failed, if it did. */
  saveError: Error | null;
};

/**
 * The user's board theme. Logged in, it is read with GET /api/preferences/boardTheme and saved
 * with POST /api/preferences; a visitor's stays in localStorage.
 */
export function useBoardTheme(): BoardThemeControl {
  const session = useSession();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: BOARD_THEME_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiClient.get<BoardThemePreference>('/preferences/boardTheme', { auth: 'required', signal }),
    enabled: session !== null,
  });
  const save = useMutation({
    mutationFn: (body: BoardThemePreference) =>
      apiClient.post<BoardThemePreference>('/preferences', body, { auth: 'required' }),
    onSuccess: (saved) => queryClient.setQueryData(BOARD_THEME_QUERY_KEY, saved),
  });
  const stored = useLiveStore(subscribeToStoredTheme, readStoredTheme, () => DEFAULT_BOARD_THEME);

  if (!session) return { theme: stored, setTheme: storeTheme, saveError: null };
  const saved = isBoardTheme(data?.boardTheme) ? data.boardTheme : DEFAULT_BOARD_THEME;
  return {
    theme: save.isPending ? save.variables.boardTheme : saved,
    setTheme: (boardTheme) => save.mutate({ boardTheme }),
    saveError: save.error,
  };
}
