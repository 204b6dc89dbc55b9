import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { requiredString } from './fields.js';
import { pageOf, pageQuery } from './common.js';

/*
 * The e-mailer (spec 2 §2 /emailer, §7 "POST /emails", "GET /subscribers"; docs/decisions/0030).
 */

/** Spec 2 §9: the message's format, text/html unless the admin picks plain text. */
export const EMAIL_MIME_FORMATS = ['text/html', 'text/plain'] as const;
export type EmailMimeFormat = (typeof EMAIL_MIME_FORMATS)[number];

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
/** The message as typed (HTML from the editor, or plain text), before sanitizing. */
export const EMAIL_MESSAGE_MAX_LENGTH = 100_000;
/** The To and CC boxes: a handful of people who get the one ordinary message. */
export const EMAIL_DIRECT_MAX_LENGTH = 5_000;
export const EMAIL_DIRECT_MAX_ADDRESSES = 50;
/** The BCC box holds every subscriber (Get All Subscribers): thousands of addresses. */
export const EMAIL_BCC_MAX_LENGTH = 600_000;
export const EMAIL_BCC_MAX_ADDRESSES = 20_000;

/** Sends (POST /api/emails) one admin may make in an hour; past it the call answers 429. */
export const EMAILER_SENDS_PER_HOUR = 30;
export const tooManySendsMessage = (max: number) =>
  `Too many e-mails sent: at most ${max} an hour. Please try again later.`;

/** How the BCC text joins addresses (GET /api/subscribers answers it that way). */
export const ADDRESS_SEPARATOR = ', ';

/**
 * The addresses of a To, CC or BCC box: separated by commas, semicolons or new lines, blanks
 * dropped, duplicates (in any letter case) kept once, in the order typed.
 */
export function splitAddressList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\r\n]+/)) {
    const address = part.trim();
    const key = address.toLowerCase();
    if (address && !seen.has(key)) {
      seen.add(key);
      out.push(address);
    }
  }
  return out;
}

const addressShape = z.email();
/** The first address of a list that is not an e-mail address, if any. */
export function firstInvalidAddress(addresses: readonly string[]): string | undefined {
  return addresses.find((a) => a.length > EMAIL_MAX_LENGTH || !addressShape.safeParse(a).success);
}

export const invalidAddressMessage = (address: string) =>
  `"${address}" is not a valid email address.`;

/**
 * A To, CC or BCC box: checked address by address (the message names the first bad one) and
 * answered as the de-duplicated list joined by ", ", which the same schema accepts again.
 */
const addressListSchema = (maxLength: number, maxAddresses: number) =>
  z
    .string()
    .max(maxLength, MESSAGES.tooLong(maxLength))
    .default('')
    .transform((text, ctx) => {
      const addresses = splitAddressList(text);
      const bad = firstInvalidAddress(addresses);
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: invalidAddressMessage(bad), input: text });
        return z.NEVER;
      }
      if (addresses.length > maxAddresses) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${maxAddresses.toLocaleString('en-US')} addresses, please.`,
          input: text,
        });
        return z.NEVER;
      }
      return addresses.join(ADDRESS_SEPARATOR);
    });

const required = { required: MESSAGES.pleaseEnterTheRequiredField };

/** POST /api/emails: spec 2 §7 body to, cc, bcc, sub, msg, mimeFormat. */
export const EmailSendSchema = z
  .object({
    to: addressListSchema(EMAIL_DIRECT_MAX_LENGTH, EMAIL_DIRECT_MAX_ADDRESSES),
    cc: addressListSchema(EMAIL_DIRECT_MAX_LENGTH, EMAIL_DIRECT_MAX_ADDRESSES),
    bcc: addressListSchema(EMAIL_BCC_MAX_LENGTH, EMAIL_BCC_MAX_ADDRESSES),
    /** The subject: must not be blank (spec 2 §5). */
    sub: requiredString(EMAIL_SUBJECT_MAX_LENGTH, required),
    /** The message: HTML from the editor (sanitized on the server) or plain text. */
    msg: requiredString(EMAIL_MESSAGE_MAX_LENGTH, required),
    mimeFormat: z
      .enum(EMAIL_MIME_FORMATS, { error: 'Choose text/html or text/plain.' })
      .default('text/html'),
  })
  .refine((v) => v.to !== '' || v.cc !== '' || v.bcc !== '', {
    path: ['to'],
    message: 'Please enter at least one address in To, CC or BCC.',
  });
export type EmailSendInput = z.input<typeof EmailSendSchema>;
export type EmailSend = z.output<typeof EmailSendSchema>;

export const EMAIL_CAMPAIGN_STATUSES = ['sending', 'done', 'failed'] as const;
export type EmailCampaignStatus = (typeof EMAIL_CAMPAIGN_STATUSES)[number];

/** A newsletter sent to the BCC list, with its progress. */
export const EmailCampaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  mimeFormat: z.enum(EMAIL_MIME_FORMATS),
  status: z.enum(EMAIL_CAMPAIGN_STATUSES),
  /** Recipients in all; sent + skipped of them are done. */
  total: z.number().int(),
  sent: z.number().int(),
  /** Left out because they had unsubscribed when their turn came. */
  skipped: z.number().int(),
  lastError: z.string().nullable(),
  /** Username of the admin who sent it (null once that account is gone). */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type EmailCampaign = z.infer<typeof EmailCampaignSchema>;

/** GET /api/emails/campaigns/{id}: the campaign with the message as it was sent (sanitized). */
export const EmailCampaignDetailSchema = EmailCampaignSchema.extend({ body: z.string() });
export type EmailCampaignDetail = z.infer<typeof EmailCampaignDetailSchema>;

export const EMAIL_CAMPAIGN_PAGE_SIZE_MAX = 100;
export const EmailCampaignListQuerySchema = z.object(pageQuery(EMAIL_CAMPAIGN_PAGE_SIZE_MAX, 10));
export type EmailCampaignListQuery = z.input<typeof EmailCampaignListQuerySchema>;
export const EmailCampaignPageSchema = pageOf(EmailCampaignSchema);
export type EmailCampaignPage = z.infer<typeof EmailCampaignPageSchema>;

/** POST /api/emails answers at once: the BCC newsletter (if any) is sent in the background. */
export const EmailSendResponseSchema = z.object({
  message: z.string(),
  campaign: EmailCampaignSchema.nullable(),
});
export type EmailSendResponse = z.infer<typeof EmailSendResponseSchema>;

/** GET /api/subscribers: "the answer is the BCC text" (spec 2 §7), and how many it names. */
export const SubscribersResponseSchema = z.object({
  bcc: z.string(),
  count: z.number().int(),
});
export type SubscribersResponse = z.infer<typeof SubscribersResponseSchema>;
