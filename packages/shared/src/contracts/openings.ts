import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { optionalString, requiredString, SaveIdSchema } from './fields.js';
import { GAME_TEXT_MAX_LENGTH, OPENING_PGN_MAX_LENGTH } from './games.js';

/** Openings: named lines with their ECO code (spec 2 section 3). */

/** An opening line's moves, as saved and as looked up. */
const openingPgn = requiredString(OPENING_PGN_MAX_LENGTH, {
  required: MESSAGES.pleaseEnterRequired,
});

export const OpeningSchema = z.object({
  id: z.number().int(),
  /** ECO code, A00 to E99. */
  eco: z.string(),
  name: z.string(),
  /** The line, e.g. "1. e4 e5 2. Nf3". */
  pgn: z.string(),
  notes: z.string().nullable(),
  createdDate: z.string(),
});
export type Opening = z.infer<typeof OpeningSchema>;

/** POST /api/openings: eco and name are looked up from the moves. */
export const OpeningSaveSchema = z.object({
  id: SaveIdSchema,
  pgn: openingPgn,
  notes: optionalString(GAME_TEXT_MAX_LENGTH),
});
export type OpeningSave = z.input<typeof OpeningSaveSchema>;
export type OpeningSaveParsed = z.output<typeof OpeningSaveSchema>;

export const OpeningLookupQuerySchema = z.object({ pgn: openingPgn });

/** The longest known opening line the moves start with; nulls when none matches. */
export const OpeningLookupSchema = z.object({
  eco: z.string().nullable(),
  name: z.string().nullable(),
  /** The known line that matched. */
  pgn: z.string().nullable(),
});
export type OpeningLookup = z.infer<typeof OpeningLookupSchema>;
