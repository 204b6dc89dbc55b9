import crypto from 'node:crypto';
import type { PayPalContext } from './options.js';

/** PayPal-style ids, the OAuth client check and stateless access tokens signed with one key. */

/** PayPal's access-token lifetime in seconds (9 hours). */
export const TOKEN_TTL_SECONDS = 32_400;

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A 17-character id like PayPal's ("5O190127TN364715T") from at least 17 bytes. */
export function paypalId(bytes: Buffer): string {
  let id = '';
  for (let i = 0; i < 17; i++) id += ID_ALPHABET[(bytes[i] ?? 0) % ID_ALPHABET.length];
  return id;
}

const sign = (secret: Buffer, text: string) =>
  crypto.createHmac('sha256', secret).update(text).digest();

/** The key that signs access tokens and capture ids, the same in every server process. */
export const sandboxSecret = (ctx: PayPalContext) =>
  sign(Buffer.from(ctx.config.signingSecret), 'kingside paypal sandbox');

/** A repeat capture with the same PayPal-Request-Id gets the same capture id, so it is recognised. */
export const captureIdFor = (secret: Buffer, orderId: string, requestId: string | undefined) =>
  paypalId(requestId ? sign(secret, `capture:${orderId}:${requestId}`) : crypto.randomBytes(17));

export function issueToken(secret: Buffer, clientId: string, nowSeconds: number): string {
  const expiresAt = nowSeconds + TOKEN_TTL_SECONDS;
  return `A21AA.${expiresAt}.${sign(secret, `${clientId}.${expiresAt}`).toString('base64url')}`;
}

export function tokenValid(
  secret: Buffer,
  clientId: string,
  token: string,
  nowSeconds: number,
): boolean {
  const [prefix, expiresAt, signature] = token.split('.');
  if (prefix !== 'A21AA' || !expiresAt || !signature || Number(expiresAt) <= nowSeconds)
    return false;
  const expected = sign(secret, `${clientId}.${expiresAt}`);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** client_id and secret from an HTTP Basic header. */
export function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export const sameText = (a: string, b: string) => {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
};
