import {
  createContext,
  startTransition,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const AppLiveContext = createContext(true);

/**
 * Whether the app has taken over the page (docs/decisions/0058): false on the server and while a
 * page the server rendered is being hydrated, then true; true from the start in a page the
 * browser renders. It turns true in one transition for the whole page, after hydration, so the
 * forms and menus waking up are a render React may pause in, not one long task on a phone.
 */
export function AppLive({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [live, setLive] = useState(!hydrating);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return <AppLiveContext value={live}>{children}</AppLiveContext>;
}

/** See `AppLive`: whether a form's controls and the menus work yet. */
export const useAppLive = (): boolean => use(AppLiveContext);

/**
 * `useSyncExternalStore` for a value the server cannot know (the screen, the browser's storage, a
 * library still loading): the server's answer until the app is live, the store's from then on.
 * React settles a store whose browser value differs from the server's in one synchronous render
 * right after hydration (on `/board`, the whole board again); answering the server's value until
 * `AppLive` turns true moves that render into its transition.
 */
export function useLiveStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const live = useAppLive();
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
