/**
 * The schema the plain inquiry form checks with, in one module the form imports lazily
 * (docs/decisions/0025): zod downloads when a visitor starts filling the form in.
 */
import { z } from 'zod';
import { InquiryRequestSchema } from '@kingside/shared';

/**
 * The inquiry contract, with the optional appointment picked as a date and a time (browser
 * inputs) instead of one ISO date-time; both or neither.
 */
export const InquiryFormSchema = InquiryRequestSchema.omit({ appointmentDate: true })
  .extend({ appointmentDay: z.string(), appointmentTime: z.string() })
  .refine((v) => v.appointmentDay || !v.appointmentTime, {
    path: ['appointmentDay'],
    message: 'Choose a date for the appointment too.',
  })
  .refine((v) => v.appointmentTime || !v.appointmentDay, {
    path: ['appointmentTime'],
    message: 'Choose a time for the appointment too.',
  });
