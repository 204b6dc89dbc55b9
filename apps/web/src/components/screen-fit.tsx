import type { ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** The widths below which a `ScreenFit` shows its narrow form: a phone, or the navigation's own. */
export const SCREEN_FIT_BELOW = { phone: 600, nav: 800 } as const;
export type ScreenFitBelow = keyof typeof SCREEN_FIT_BELOW;

/** The media query matching a screen narrower than `below`. */
export const narrowScreenQuery = (below: ScreenFitBelow) =>
  `(max-width:${SCREEN_FIT_BELOW[below] - 0.05}px)`;

/**
 * One thing in two forms, `wide` and `narrow`, whichever fits the screen. On a page rendered on
 * the server, until the browser knows its screen, both are there and app.css shows the one that
 * fits (`.fit-wide-*`, `.fit-narrow-*`), so nothing moves when the app takes over
 * (docs/decisions/0058); from then on only the one that fits.
 */
export function ScreenFit({
  below,
  wide,
  narrow,
}: {
  below: ScreenFitBelow;
  wide: ReactNode;
  narrow: ReactNode;
}) {
  const isNarrow = useMediaQuery(narrowScreenQuery(below), null);
  if (isNarrow === null) {
    return (
      <>
        <div className={`fit-wide-${below}`}>{wide}</div>
        <div className={`fit-narrow-${below}`}>{narrow}</div>
      </>
    );
  }
  return isNarrow ? narrow : wide;
}
