import { useLiveStore } from '@/lib/app-live';

const never = () => () => {};

/**
 * A value only the browser knows (its address, say): null on the server and in the browser's
 * first render of a page the server rendered, so the two agree (docs/decisions/0058); the value
 * right after.
 */
export function useBrowserValue<T>(read: () => T): T | null {
  return useLiveStore(never, read, () => null);
}
