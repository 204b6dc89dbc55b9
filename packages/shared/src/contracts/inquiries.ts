import { z } from 'zod';
import { INQUIRY_TYPES, NAME_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { EmailSchema, PhoneSchema, requiredString, SaveIdSchema } from './fields.js';

/** POST /api/inquiry (public) and the admin grid's save: spec 1 section 3 Inquiry. */
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
});
export type Inquiry = z.infer<typeof InquirySchema>;

export const InquirySaveSchema = InquiryRequestSchema.extend({
  id: SaveIdSchema,
});
export type InquirySave = z.input<typeof InquirySaveSchema>;
