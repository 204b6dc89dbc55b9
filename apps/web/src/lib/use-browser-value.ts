import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (its address, say): null on the server and in the browser's
 * first render of a page the server rendered, so the two agree (docs/decisions/0058); the value
 * right after.
 */
export function useBrowserValue<T>(read: () => T): T | null {
  return useSyncExternalStore(never, read, () => null);
}

/**
 * Whether the app has taken over the page: false on the server and in the browser's first render
 * of a page the server rendered (hydration), true from then on and in a page the browser renders.
 */
export const useAppLive = (): boolean => useBrowserValue(() => true) === true;
