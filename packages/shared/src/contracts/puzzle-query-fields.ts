import { z } from 'zod';
import { PUZZLE_RATING_MAX, PUZZLE_RATING_MIN } from './puzzle-solving-limits.js';

/** Query fields the puzzle filters and the solved list share (internal: not re-exported). */

export const rating = z.coerce.number().int().min(PUZZLE_RATING_MIN).max(PUZZLE_RATING_MAX);
export const tag = z.string().regex(/^[^\s,]{1,200}$/, { error: 'Not an opening tag.' });
/** Theme values, comma-separated ("fork,middlegame"): a puzzle must have every one. */
export const themeList = z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9]{1,64}(,[A-Za-z0-9]{1,64}){0,9}$|^$/, { error: 'Not a theme list.' })
  .transform((v) => (v ? v.split(',') : []));
