import crypto from 'node:crypto';
import type { Config } from '../config.js';
import { escapeHtml } from './html.js';
import type { Mail } from './mailer.js';
import type { KeyRing } from './signing-keys.js';

const normalize = (email: string) => email.trim().toLowerCase();

/** The signature in a newsletter's unsubscribe links: HMAC of the address, so links cannot be forged. */
export function unsubscribeToken(secret: string, email: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`unsubscribe:${normalize(email)}`)
    .digest('base64url');
}

/** Links stay valid across key rotations: any key the club has used (retired ones too) verifies. */
export function verifyUnsubscribeToken(keys: KeyRing, email: string, token: string): boolean {
  const given = Buffer.from(token);
  return keys.all().some(({ secret }) => {
    const expected = Buffer.from(unsubscribeToken(secret, email));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}

/**
 * A newsletter e-mail: a signed unsubscribe link in the text (and in the HTML part when there is
 * one), and List-Unsubscribe with one-click (RFC 8058) headers, all working without logging in.
 * `html` must already be sanitized (lib/html.ts).
 */
export function newsletterMail(
  config: Config,
  keys: KeyRing,
  mail: { to: string; subject: string; text: string; html?: string },
): Mail {
  const query = new URLSearchParams({
    email: mail.to,
    token: unsubscribeToken(keys.current().secret, mail.to),
  });
  const pageLink = `${config.publicUrl}/unsubscribe?${query}`;
  const oneClick = `${config.publicUrl}/api/unsubscribe/oneClick?${query}`;
  return {
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}\n\n--\nTo stop receiving these e-mails, unsubscribe: ${pageLink}\n`,
    ...(mail.html !== undefined && {
      html:
        `${mail.html}\n<hr>\n<p style="font-size:small;color:#666">To stop receiving these ` +
        `e-mails, <a href="${escapeHtml(pageLink)}">unsubscribe</a>.</p>\n`,
    }),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
