import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LINK_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isSafeLink, SAFE_LINK_MESSAGE } from '../rules/links.js';

/** Field schemas reused by the request contracts, each with the spec's message. */

/** A required string: missing, not a string, or blank all give "This field is required!". */
export const requiredString = (max: number = SHORT_TEXT_MAX_LENGTH) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, `Please use at most ${max} characters.`);

/** An optional free-text field: blank becomes null. */
export const optionalString = (max: number = SHORT_TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const UsernameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameLength)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9._-]*$/, 'Use only letters, digits, dots, hyphens and underscores.');

export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

export const EmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

export const NameSchema = requiredString(NAME_MAX_LENGTH);
export const PhoneSchema = optionalString(PHONE_MAX_LENGTH);

/** A positive integer id in a path. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An optional e-mail (admin grids): blank becomes null, anything else must be valid. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .pipe(z.union([z.literal(''), z.email(MESSAGES.invalidEmail)]))
  .nullish()
  .transform((v) => (v ? v : null));

/** An address shown as a link or image: http(s) or a path on this site (rules/links.ts). */
export const LinkSchema = (max = LINK_MAX_LENGTH) =>
  requiredString(max).refine(isSafeLink, SAFE_LINK_MESSAGE);

/** An optional link: blank becomes null, anything else must be a safe link. */
export const OptionalLinkSchema = (max = LINK_MAX_LENGTH) =>
  optionalString(max).refine((v) => v === null || isSafeLink(v), SAFE_LINK_MESSAGE);
