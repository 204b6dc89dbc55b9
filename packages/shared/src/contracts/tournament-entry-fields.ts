import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { DateSchema, optionalString, requiredString } from './fields.js';
import {
  ENTRY_CHESS_COM_ID_MAX,
  ENTRY_ID_MAX,
  ENTRY_MESSAGES,
  ENTRY_NAME_MAX,
  ENTRY_RATING_MAX,
  ENTRY_TEXT_MAX,
} from './tournament-entry-limits.js';
import { TOURNAMENT_ROUNDS_MAX, TOURNAMENT_SECTION_NAME_MAX } from './tournament-limits.js';

/** The player fields a registration and an admin's entry share (internal: not re-exported). */

export const sectionField = requiredString(TOURNAMENT_SECTION_NAME_MAX, {
  required: ENTRY_MESSAGES.required,
});
/** A US Chess or FIDE id: digits only. */
export const idField = z
  .string()
  .trim()
  .max(ENTRY_ID_MAX)
  .regex(/^\d*$/, { error: 'Use digits only.' })
  .nullish()
  .transform((v) => (v ? v : null));
export const ratingField = z.number().int().min(0).max(ENTRY_RATING_MAX);
export const byesField = z
  .array(z.number().int().min(1).max(TOURNAMENT_ROUNDS_MAX))
  .max(TOURNAMENT_ROUNDS_MAX)
  .default([])
  .refine((b) => new Set(b).size === b.length, { error: ENTRY_MESSAGES.byeRepeated });

/** The player fields a registration and an admin share (§3 "Entry"). */
export const playerFields = {
  name: requiredString(ENTRY_NAME_MAX, { required: ENTRY_MESSAGES.required }),
  email: requiredString(EMAIL_MAX_LENGTH, {
    required: ENTRY_MESSAGES.required,
    tooLong: MESSAGES.invalidEmail,
  }).pipe(z.email(MESSAGES.invalidEmail)),
  phone: optionalString(PHONE_MAX_LENGTH),
  chessDotComId: optionalString(ENTRY_CHESS_COM_ID_MAX),
  uscfId: idField,
  fideId: idField,
  rating: ratingField.default(0),
  fideRating: ratingField.nullish().transform((v) => v ?? null),
  /** US Chess membership expiry, from the lookup or typed. */
  expiryDate: DateSchema.nullish().transform((v) => v ?? null),
  playup: z.boolean().default(false),
  schedule: optionalString(60),
  /** Rounds with a requested half-point bye (at most the tournament's maxByes). */
  byesRequested: byesField,
  section: sectionField,
  schoolName: optionalString(ENTRY_TEXT_MAX),
  teamName: optionalString(ENTRY_TEXT_MAX),
};
