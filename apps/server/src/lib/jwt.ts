import crypto from 'node:crypto';

/** Claims of a Kingside access token. `sid` names the server-side session row. */
export type TokenClaims = { sub: number; sid: string; iat: number; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (input: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(input).digest('base64url');

/** Signs an HS256 JWT. */
export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, secret)}`;
}

/** Verifies signature, algorithm and expiry; returns the claims or null. `now` is in seconds. */
export function verifyToken(token: string, secret: string, now: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (
      typeof claims.sub !== 'number' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= now
    ) {
      return null;
    }
    return claims;
  } catch {
    return null;
  }
}
