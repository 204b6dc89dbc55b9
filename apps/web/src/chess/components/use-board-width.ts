import {
  startTransition,
  useCallback,
  useState,
  type CSSProperties,
  type RefCallback,
} from 'react';
import { useAppLive } from '@/lib/app-live';

/** The widest a growing board gets, in CSS pixels. */
export const BOARD_MAX_WIDTH = 720;
/**
 * Screen height a growing board leaves for the site header, the page title and its own
 * coordinates, in CSS pixels, so the whole board fits on a wide but short screen.
 */
export const BOARD_CHROME_HEIGHT = 260;

/**
 * The width of a board that fills its column: the space it has, up to BOARD_MAX_WIDTH and the
 * screen's height less BOARD_CHROME_HEIGHT, but never below `size` unless the column is narrower.
 * All in CSS pixels.
 */
export function growingBoardWidth(available: number, viewportHeight: number, size: number) {
  const cap = Math.max(size, Math.min(BOARD_MAX_WIDTH, viewportHeight - BOARD_CHROME_HEIGHT));
  return Math.floor(Math.min(available, cap));
}

/** The width an element is given and the window's height, in CSS pixels. */
export type Space = { width: number; height: number };

/**
 * Measures the width an element is given (a ResizeObserver, and the window's height on resize).
 * Returns the ref to put on the element and the space, or null before it is measured (then CSS
 * keeps the board at its default size) or when `enabled` is false.
 */
export function useAvailableSpace(enabled: boolean): [RefCallback<HTMLElement>, Space | null] {
  const [space, setSpace] = useState<Space | null>(null);
  const live = useAppLive();
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !enabled || typeof ResizeObserver === 'undefined') return;
      const measure = (width: number) => {
        if (width <= 0) return;
        const height = window.innerHeight;
        setSpace((old) =>
          old && old.width === width && old.height === height ? old : { width, height },
        );
      };
      // Measured at once, before the first paint, so a wide screen never shows a small board first.
      // A board the server rendered is on screen at its CSS size already: while the app takes
      // over, it grows in a transition rather than in one long task (docs/decisions/0058).
      const width = element.getBoundingClientRect().width;
      if (live) measure(width);
      else startTransition(() => measure(width));
      const observer = new ResizeObserver((entries) => {
        measure(entries[0]?.contentRect.width ?? element.getBoundingClientRect().width);
      });
      observer.observe(element);
      const onWindowResize = () => measure(element.getBoundingClientRect().width);
      window.addEventListener('resize', onWindowResize);
      return () => {
        observer.disconnect();
        window.removeEventListener('resize', onWindowResize);
      };
    },
    [enabled, live],
  );
  return [ref, enabled ? space : null];
}

/**
 * A board widget's CSS: `size` (pixels) as its default width, and a growing board's pixel width
 * once its space is measured.
 */
export function boardWidgetStyle(size: number, space: Space | null): CSSProperties {
  return {
    '--board-size': `${size}px`,
    ...(space ? { width: `${growingBoardWidth(space.width, space.height, size)}px` } : {}),
  } as CSSProperties;
}
