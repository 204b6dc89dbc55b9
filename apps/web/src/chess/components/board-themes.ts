import type { BoardTheme } from '@kingside/shared';

/** Square colours of a board theme, as CSS colours. */
export type BoardColours = {
  dark: string;
  light: string;
};

/**
 * The themes a user can choose (BOARD_THEMES). Default and MonoChrome are the spec's colours;
 * Green and Blue are the familiar online-board palettes, dark enough to tell the squares apart.
 */
export const BOARD_THEME_COLOURS: Record<BoardTheme, BoardColours> = {
  Default: { dark: 'rgb(181, 136, 99)', light: 'rgb(240, 217, 181)' },
  MonoChrome: { dark: 'rgb(204, 204, 204)', light: 'rgb(255, 255, 255)' },
  Green: { dark: 'rgb(118, 150, 86)', light: 'rgb(238, 238, 210)' },
  Blue: { dark: 'rgb(140, 162, 173)', light: 'rgb(222, 227, 230)' },
};

/** Highlights drawn over the squares, the same in every theme. */
export const HIGHLIGHTS = {
  lastMove: 'rgba(255, 213, 0, 0.45)',
  selected: 'rgba(20, 85, 30, 0.5)',
  /** A dot on an empty target square. */
  target: 'radial-gradient(circle, rgba(20, 85, 30, 0.55) 24%, transparent 26%)',
  /** A ring on a target square holding a piece to capture. */
  capture: 'radial-gradient(circle, transparent 62%, rgba(20, 85, 30, 0.55) 64%)',
  check:
    'radial-gradient(circle, rgba(230, 0, 0, 0.9) 0%, rgba(230, 0, 0, 0.35) 55%, transparent 75%)',
} as const;
