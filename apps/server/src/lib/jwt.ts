import crypto from 'node:crypto';

/** Claims of a Kingside access token. `sid` names the server-side session row. */
export type TokenClaims = { sub: number; sid: string; iat: number; exp: number };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const sign = (input: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(input).digest('base64url');

/** Signs an HS256 JWT whose header names the signing key (`kid`), so keys can be rotated. */
export function signToken(claims: TokenClaims, key: { kid: string; secret: string }): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT', kid: key.kid })}.${encode(claims)}`;
  return `${input}.${sign(input, key.secret)}`;
}

/**
 * The key id a token's header names: undefined for a token from before key ids (header without
 * kid), null for anything that is not an HS256 JWT at all.
 */
export function tokenKeyId(token: string): string | undefined | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as {
      alg?: unknown;
      typ?: unknown;
      kid?: unknown;
    };
    if (header.alg !== 'HS256' || header.typ !== 'JWT') return null;
    if (header.kid === undefined) return undefined;
    return typeof header.kid === 'string' && header.kid.length <= 64 ? header.kid : null;
  } catch {
    return null;
  }
}

/** Verifies signature, algorithm and expiry; returns the claims or null. `now` is in seconds. */
export function verifyToken(token: string, secret: string, now: number): TokenClaims | null {
  if (tokenKeyId(token) === null) return null;
  const [header, payload, signature] = token.split('.') as [string, string, string];
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
