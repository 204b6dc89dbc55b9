import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { optionalString, requiredString, SaveIdSchema, TimeSchema } from './fields.js';

/**
 * Class times (issue 12): the club's weekly classes, a small table the admin manages. A user's
 * classTimeId names one; the spec's free-text classTime stays beside it for older accounts.
 */
export const CLASS_DURATION_MAX_MINUTES = 600;

export const ClassTimeSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  /** Club-local wall-clock start, HH:MM in CLUB_TIMEZONE. */
  startTime: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  coachId: z.number().int().nullable(),
  active: z.boolean(),
});
export type ClassTime = z.infer<typeof ClassTimeSchema>;

/** The admin's save of a class time (new without id). */
export const ClassTimeSaveSchema = z.object({
  id: SaveIdSchema,
  label: requiredString(SHORT_TEXT_MAX_LENGTH),
  weekday: z.number().int().min(0, 'Choose a weekday.').max(6, 'Choose a weekday.'),
  startTime: TimeSchema,
  durationMinutes: z
    .number()
    .int()
    .min(1, 'A class lasts at least a minute.')
    .max(
      CLASS_DURATION_MAX_MINUTES,
      `A class lasts at most ${CLASS_DURATION_MAX_MINUTES} minutes.`,
    ),
  location: optionalString(SHORT_TEXT_MAX_LENGTH),
  coachId: z.number().int().positive().nullable().default(null),
  active: z.boolean().default(true),
});
export type ClassTimeSave = z.input<typeof ClassTimeSaveSchema>;
