import { useCallback } from 'react';
import { useLiveStore } from '@/lib/app-live';

/**
 * Whether a CSS media query matches now; re-renders when that changes (window resize, zoom).
 * `unknown`: what to answer where there is no screen to ask (the server, and the browser's first
 * render of a page the server rendered): `false` by default; `null` lets a component render every
 * case and leave the choice to CSS until the browser knows (docs/decisions/0058).
 */
export function useMediaQuery(query: string): boolean;
export function useMediaQuery<U extends boolean | null>(query: string, unknown: U): boolean | U;
export function useMediaQuery(query: string, unknown: boolean | null = false): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useLiveStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => unknown,
  );
}
