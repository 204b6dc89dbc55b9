import {
  ADDRESS_SEPARATOR,
  EMAILER_SENDS_PER_HOUR,
  firstInvalidAddress,
  MESSAGES,
  splitAddressList,
  tooManySendsMessage,
  type EmailCampaign,
  type EmailCampaignDetail,
  type EmailMimeFormat,
  type EmailSend,
  type SubscribersResponse,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { htmlToText, sanitizeHtml } from '../../lib/html.js';
import { secondsLeftInWindow } from '../../lib/rate-limit.js';
import { emailerRepository, type CampaignWithAuthor } from './emailer.repository.js';

const HOUR_SECONDS = 60 * 60;

/** Counts one send by `userId`; past EMAILER_SENDS_PER_HOUR in the hour it answers 429. */
export async function limitSends(ctx: AppContext, userId: number): Promise<void> {
  const count = await ctx.rateLimits.increment(`emailer:${userId}`, HOUR_SECONDS);
  if (count > EMAILER_SENDS_PER_HOUR) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      tooManySendsMessage(EMAILER_SENDS_PER_HOUR),
      undefined,
      { 'retry-after': String(secondsLeftInWindow(HOUR_SECONDS)) },
    );
  }
}

/**
 * GET /api/subscribers: every subscribed address as the BCC box takes it. An address the send
 * would refuse (an old account's malformed e-mail) is left out, so the list always sends.
 */
export async function subscribersBcc(ctx: AppContext): Promise<SubscribersResponse> {
  const emails = (await emailerRepository(ctx.database.db).subscriberEmails()).filter(
    (email) => firstInvalidAddress([email]) === undefined,
  );
  return { bcc: emails.join(ADDRESS_SEPARATOR), count: emails.length };
}

/** The message as stored and sent: sanitized HTML, or the plain text as typed. */
function messageBody(msg: string, mimeFormat: EmailMimeFormat) {
  if (mimeFormat === 'text/plain') return { body: msg, text: msg, html: undefined };
  const body = sanitizeHtml(msg);
  const text = htmlToText(body);
  // Nothing left once scripts and the like are gone (an image alone still counts).
  if (text === '' && !/<img\s/i.test(body)) {
    throw badRequest('VALIDATION_ERROR', MESSAGES.invalidRequest, {
      msg: [MESSAGES.pleaseEnterTheRequiredField],
    });
  }
  return { body, text, html: body };
}

/**
 * POST /api/emails: To and CC get one ordinary message; every BCC address not already among them
 * becomes a recipient of a newsletter campaign, created with its recipients in one transaction
 * and sent in the background. Answers the campaign (null without BCC) at once.
 */
export async function sendEmail(
  ctx: AppContext,
  sender: { id: number; username: string },
  input: EmailSend,
): Promise<CampaignWithAuthor | null> {
  const { body, text, html } = messageBody(input.msg, input.mimeFormat);
  const to = splitAddressList(input.to);
  const cc = splitAddressList(input.cc);
  const direct = new Set([...to, ...cc].map((a) => a.toLowerCase()));
  const bcc = splitAddressList(input.bcc).filter((a) => !direct.has(a.toLowerCase()));

  const { db } = ctx.database;
  const campaign = await db.transaction(async (tx) => {
    if (direct.size > 0) {
      await ctx.mailer.enqueue(
        [
          {
            to: (to.length > 0 ? to : cc).join(ADDRESS_SEPARATOR),
            cc: to.length > 0 && cc.length > 0 ? cc.join(ADDRESS_SEPARATOR) : undefined,
            subject: input.sub,
            text,
            html,
          },
        ],
        tx,
      );
    }
    if (bcc.length === 0) return null;
    return emailerRepository(tx).createCampaign(
      { subject: input.sub, body, mimeFormat: input.mimeFormat, createdBy: sender.id },
      bcc,
    );
  });
  void ctx.mailer.deliverPending();
  return campaign && { ...campaign, createdByUsername: sender.username };
}

export function presentCampaign(c: CampaignWithAuthor): EmailCampaign {
  return {
    id: c.id,
    subject: c.subject,
    mimeFormat: c.mimeFormat as EmailMimeFormat,
    status: c.status as EmailCampaign['status'],
    total: c.total,
    sent: c.sent,
    skipped: c.skipped,
    lastError: c.lastError,
    createdBy: c.createdByUsername,
    createdAt: c.createdAt.toISOString(),
    finishedAt: c.finishedAt?.toISOString() ?? null,
  };
}

export const presentCampaignDetail = (c: CampaignWithAuthor): EmailCampaignDetail => ({
  ...presentCampaign(c),
  body: c.body,
});
