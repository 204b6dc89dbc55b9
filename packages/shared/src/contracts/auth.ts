import { z } from 'zod';
import { REGISTER_FOR } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { ROLES } from '../roles.js';
import {
  EmailSchema,
  NameSchema,
  NewPasswordSchema,
  PhoneSchema,
  UsernameSchema,
  requiredString,
} from './fields.js';

/** A password as typed to prove who one is: only compared with the stored hash, never trimmed. */
const passwordInput = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .max(200);

/**
 * An existing account's username as typed: only required, since the sign-up rules
 * (UsernameSchema) were applied when the account was made.
 */
const existingUsername = requiredString();

/** POST /api/authenticate */
export const AuthenticateRequestSchema = z.object({
  username: existingUsername,
  password: passwordInput,
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;

/** The login result the browser keeps (spec 1 section 3). */
export const LoginResultSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Token expiry, seconds since the Unix epoch. */
  expiresAt: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** POST /api/logout: the caller's session (the bearer token) is revoked. */
export const LogoutRequestSchema = z.object({
  id: z.number().int().positive().optional(),
  accessToken: z.string().max(2000).optional(),
});
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

/** POST /api/register */
export const RegisterRequestSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  name: NameSchema,
  phoneNumber: PhoneSchema,
  registerFor: z.enum(REGISTER_FOR, { error: 'Choose Group Class or Private Class.' }),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** POST /api/forgotUsername */
export const ForgotUsernameRequestSchema = z.object({ email: EmailSchema });
export type ForgotUsernameRequest = z.infer<typeof ForgotUsernameRequestSchema>;

/** POST /api/forgotPassword */
export const ForgotPasswordRequestSchema = z.object({
  username: existingUsername,
  email: EmailSchema,
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** POST /api/resetPassword */
export const ResetPasswordRequestSchema = z.object({
  token: requiredString(200),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** POST /api/changepassword */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: passwordInput,
  password: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** PUT /api/user/{id}/updatePassword (admin) */
export const AdminUpdatePasswordRequestSchema = z.object({ password: NewPasswordSchema });
export type AdminUpdatePasswordRequest = z.infer<typeof AdminUpdatePasswordRequestSchema>;

/** POST /api/users/changepassword/admin (admin): the same, naming the user by username. */
export const AdminChangePasswordRequestSchema = z.object({
  username: existingUsername,
  ...AdminUpdatePasswordRequestSchema.shape,
});
export type AdminChangePasswordRequest = z.infer<typeof AdminChangePasswordRequestSchema>;
