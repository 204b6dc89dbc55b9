import { z } from 'zod';
import { INQUIRY_TYPES, NAME_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  EmailSchema,
  optionalString,
  OptionalEmailSchema,
  PhoneSchema,
  requiredString,
  SaveIdSchema,
} from './fields.js';

/**
 * POST /api/inquiry (public) and the base of the admin grid's save: spec 1 section 3 Inquiry.
 * It has no `answered`: a visitor cannot mark their own inquiry answered (an unknown key is
 * dropped).
 */
export const InquiryRequestSchema = z.object({
  name: requiredString(NAME_MAX_LENGTH, { required: MESSAGES.pleaseEnterRequired }),
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Choose one of the inquiry types.' }),
  question: requiredString(QUESTION_MAX_LENGTH),
  /** Optional appointment, ISO date-time with offset. */
  appointmentDate: z.iso
    .datetime({ offset: true, error: 'Choose a valid date and time.' })
    .nullish()
    .transform((v) => v ?? null),
});
export type InquiryRequest = z.input<typeof InquiryRequestSchema>;

export const InquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  inquiryType: z.string(),
  question: z.string(),
  appointmentDate: z.string().nullable(),
  createdDate: z.string(),
  /** Set by an admin once the inquiry has been answered (docs/decisions/0024). */
  answered: z.boolean(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** The inquiry type of a row the admin leaves without one. */
export const DEFAULT_INQUIRY_TYPE = 'Other' satisfies (typeof INQUIRY_TYPES)[number];

/**
 * The admin grid's save: only the name is required (spec 1 "Admin grids"); a blank e-mail or
 * question is stored as '' and a missing type as Other; `answered` defaults to false.
 */
export const InquirySaveSchema = InquiryRequestSchema.extend({
  id: SaveIdSchema,
  email: OptionalEmailSchema.transform((v) => v ?? ''),
  inquiryType: z
    .enum(INQUIRY_TYPES, { error: 'Choose one of the inquiry types.' })
    .nullish()
    .transform((v) => v ?? DEFAULT_INQUIRY_TYPE),
  question: optionalString(QUESTION_MAX_LENGTH).transform((v) => v ?? ''),
  answered: z.boolean().default(false),
});
export type InquirySave = z.input<typeof InquirySaveSchema>;
