import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.js';
import { EmailSchema, optionalString, PhoneSchema, SaveIdSchema } from './fields.js';

/** POST /api/subscribe: spec 1 "Newsletter subscription: email, unsubscribe flag". */
export const SubscribeRequestSchema = z.object({
  email: EmailSchema,
  unsubscribe: z.boolean().default(false),
});
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;

/**
 * POST /api/unsubscribe: the /unsubscribe page sends the e-mail (and the token from an e-mailed
 * link when it has one). Always answers the same, so it tells nobody who is subscribed.
 */
export const UnsubscribeRequestSchema = z.object({
  email: EmailSchema,
  unsubscribe: z.literal(true).default(true),
  /** The signature from a newsletter's one-click link. */
  token: z.string().max(200).optional(),
});
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequestSchema>;

/** Spec 2 Contact: email, name, phoneNumber, kidsName, unsubscribe, modifiedDate. */
export const ContactSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  kidsName: z.string().nullable(),
  unsubscribe: z.boolean(),
  modifiedDate: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactSaveSchema = z.object({
  id: SaveIdSchema,
  email: EmailSchema,
  name: optionalString(NAME_MAX_LENGTH),
  phoneNumber: PhoneSchema,
  kidsName: optionalString(NAME_MAX_LENGTH),
  unsubscribe: z.boolean().default(false),
});
export type ContactSave = z.input<typeof ContactSaveSchema>;
