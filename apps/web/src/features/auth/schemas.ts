/**
 * The shared schemas the plain account forms check with, in one module the forms import lazily
 * (docs/decisions/0025): zod downloads when a visitor starts filling a form in, not with the page.
 */
import { z } from 'zod';
import {
  AuthenticateRequestSchema,
  ForgotPasswordRequestSchema,
  ForgotUsernameRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@kingside/shared';
import { PASSWORDS_DO_NOT_MATCH } from '@/features/auth/messages';

export {
  AuthenticateRequestSchema,
  ForgotPasswordRequestSchema,
  ForgotUsernameRequestSchema,
  RegisterRequestSchema,
};

/** The reset form: a new password typed twice; the server receives one. */
export const ResetPasswordFormSchema = ResetPasswordRequestSchema.pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
