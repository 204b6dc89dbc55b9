import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LINK_MAX_LENGTH,
  MAX_PRICE_CENTS,
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

type RequiredMessages = { required?: string; tooLong?: string };

/**
 * A required string: missing, not a string, or blank all give `required` ("This field is
 * required!" unless the form's Submit check says "Please enter required field"); longer than `max`
 * gives `tooLong`.
 */
export const requiredString = (
  max: number = SHORT_TEXT_MAX_LENGTH,
  { required = MESSAGES.required, tooLong = MESSAGES.tooLong(max) }: RequiredMessages = {},
) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

/**
 * Whether JSON text spells a NUL character: `\u0000` whose backslash is not itself escaped (a NUL
 * written as is is refused with every other string). Parsed, it would reach the database as one.
 */
export function jsonSpellsNul(text: string): boolean {
  for (let at = text.indexOf('\\u0000'); at !== -1; at = text.indexOf('\\u0000', at + 1)) {
    let backslashes = 0;
    while (text[at - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return true;
  }
  return false;
}

/**
 * A required string that holds JSON text (Games In JSON), declared as `application/json` in the
 * API description. A NUL in it is refused with the message of any other field, escaped
 * (`\u0000`) or not, so none reaches the database once the text is parsed.
 */
export const requiredJsonText = (max: number, messages: RequiredMessages = {}) =>
  requiredString(max, messages)
    .refine((text) => !jsonSpellsNul(text), MESSAGES.nulCharacter)
    .meta({ contentMediaType: 'application/json' });

/** An optional free-text field: blank becomes null. */
export const optionalString = (max: number = SHORT_TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const UsernameSchema = requiredString(USERNAME_MAX_LENGTH, {
  tooLong: MESSAGES.usernameLength,
})
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9._-]*$/, 'Use only letters, digits, dots, hyphens and underscores.');

export const NewPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

export const EmailSchema = requiredString(EMAIL_MAX_LENGTH, {
  tooLong: MESSAGES.invalidEmail,
}).pipe(z.email(MESSAGES.invalidEmail));

export const NameSchema = requiredString(NAME_MAX_LENGTH);
export const PhoneSchema = optionalString(PHONE_MAX_LENGTH);

/** A positive integer id in a path. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The id in a save: absent to insert, present to update that row. */
export const SaveIdSchema = z.number().int().positive().optional();

/** A calendar date, YYYY-MM-DD. */
export const DateSchema = z.iso.date({ error: 'Use a date like 2026-06-08.' });
/** A wall-clock time in the club's time zone, HH:MM (24-hour). */
export const TimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 15:15 (24-hour).');

/**
 * A price, fee or paid amount an admin enters, in cents: a whole number from 0 to MAX_PRICE_CENTS;
 * `negativeMessage` is what a negative amount is told.
 */
export const centsField = (negativeMessage?: string) =>
  z.number().int().min(0, negativeMessage).max(MAX_PRICE_CENTS);

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
