import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { DateSchema, EmailSchema, optionalString, requiredString } from './fields.js';
import {
  byesField,
  idField,
  playerFields,
  ratingField,
  sectionField,
} from './tournament-entry-fields.js';
import {
  ANY_ENTRY_PAYMENT_METHODS,
  ENTRY_CHESS_COM_ID_MAX,
  ENTRY_ID_MAX,
  ENTRY_MESSAGES,
  ENTRY_NAME_MAX,
  ENTRY_RATING_MAX,
  ENTRY_REMARK_MAX,
  TOURNAMENT_EMAIL_MESSAGE_MAX,
  TOURNAMENT_EMAIL_SUBJECT_MAX,
} from './tournament-entry-limits.js';
import { ADMIN_PAYMENT_METHODS } from './tournament-limits.js';

/** The admin's side of entries: adding and editing one, the CSV upload's answer, and e-mails. */

const required = ENTRY_MESSAGES.required;

/**
 * The admin's US Chess id (§5 "uscfId at least 1"): digits, not all zeros. Blank, missing or 0
 * gives "Please enter required field"; the add-entry form checks its text with this one.
 */
export const AdminEntryUscfIdSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(ENTRY_ID_MAX, MESSAGES.tooLong(ENTRY_ID_MAX))
  .regex(/^\d+$/, { error: 'Use digits only.', abort: true })
  .refine((id) => Number(id) >= 1, { error: required });

/** The admin's chess.com username (§5: required). */
export const AdminEntryChessDotComIdSchema = requiredString(ENTRY_CHESS_COM_ID_MAX, { required });

/**
 * POST admin/tournament/{id}/entries (§5 "Add entry"): name, e-mail (checked), chessDotComId,
 * uscfId at least 1, rating at least 1 and section required, each failing with "Please enter
 * required field" (docs/decisions/0064: an unrated player comes in through registration, the
 * upload or the grid). The admin records how it was paid (§9: Cash, Zelle, Not Paid,
 * PaypalManual). Only this path: a registration keeps its own rules.
 */
export const AdminEntrySaveSchema = z.object({
  ...playerFields,
  chessDotComId: AdminEntryChessDotComIdSchema,
  uscfId: AdminEntryUscfIdSchema,
  rating: z
    .number({ error: required })
    .int()
    .min(1, { error: required })
    .max(ENTRY_RATING_MAX, `Enter a whole number from 1 to ${ENTRY_RATING_MAX}.`),
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS).default('Not Paid'),
  entryFeeCents: z.number().int().min(0).max(10_000_000).default(0),
  verified: z.boolean().default(false),
  waitingList: z.boolean().default(false),
  remark: optionalString(ENTRY_REMARK_MAX),
});
export type AdminEntrySave = z.input<typeof AdminEntrySaveSchema>;

/** PUT admin/tournament/{id}/entries: the grid's inline edit of one entry (only the fields sent change). */
export const AdminEntryUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: requiredString(ENTRY_NAME_MAX, { required: ENTRY_MESSAGES.required }).optional(),
  email: EmailSchema.optional(),
  phone: playerFields.phone.optional(),
  chessDotComId: playerFields.chessDotComId.optional(),
  uscfId: idField.optional(),
  fideId: idField.optional(),
  rating: ratingField.optional(),
  fideRating: ratingField.nullable().optional(),
  expiryDate: DateSchema.nullable().optional(),
  playup: z.boolean().optional(),
  schedule: playerFields.schedule.optional(),
  byesRequested: byesField.optional(),
  section: sectionField.optional(),
  schoolName: playerFields.schoolName.optional(),
  teamName: playerFields.teamName.optional(),
  paymentMethod: z.enum(ANY_ENTRY_PAYMENT_METHODS).optional(),
  entryFeeCents: z.number().int().min(0).max(10_000_000).optional(),
  paid: z.boolean().optional(),
  verified: z.boolean().optional(),
  waitingList: z.boolean().optional(),
  /** Withdrawing frees the place (and offers it to the waiting list); false re-enters. */
  withdrawn: z.boolean().optional(),
  remark: optionalString(ENTRY_REMARK_MAX).optional(),
});
export type AdminEntryUpdate = z.input<typeof AdminEntryUpdateSchema>;

export const EntryUploadResultSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
});
export type EntryUploadResult = z.infer<typeof EntryUploadResultSchema>;

/** POST tournament/{id}/sendEmail: a message to every entry (main list and waiting list). */
export const TournamentEmailSchema = z.object({
  subject: requiredString(TOURNAMENT_EMAIL_SUBJECT_MAX, { required: ENTRY_MESSAGES.required }),
  message: requiredString(TOURNAMENT_EMAIL_MESSAGE_MAX, { required: ENTRY_MESSAGES.required }),
  /** Also the waiting list (default: only the main list). */
  includeWaitingList: z.boolean().default(false),
});
export type TournamentEmail = z.input<typeof TournamentEmailSchema>;

export const EmailSentResultSchema = z.object({
  message: z.string(),
  /** Distinct addresses written to. */
  sent: z.number().int(),
});
export type EmailSentResult = z.infer<typeof EmailSentResultSchema>;
