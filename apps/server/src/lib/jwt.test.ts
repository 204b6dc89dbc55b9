import { describe, expect, it } from 'vitest';
import { signToken, tokenKeyId, verifyToken } from './jwt.js';

const secret = 's'.repeat(40);
const key = { kid: 'k1', secret };
const claims = { sub: 7, sid: 'b6a1c5a2-6a4f-4d8c-9f43-2b1f1c1e2d3f', iat: 1000, exp: 2000 };

describe('access tokens', () => {
  it('verifies a token it signed until its expiry', () => {
    const token = signToken(claims, key);
    expect(verifyToken(token, secret, 1999)).toEqual(claims);
    expect(verifyToken(token, secret, 2000)).toBeNull();
  });

  it('refuses another secret, a changed payload and the none algorithm', () => {
    const token = signToken(claims, key);
    expect(verifyToken(token, 'x'.repeat(40), 1500)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, secret, 1500)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${none}.${token.split('.')[1]}.`, secret, 1500)).toBeNull();
  });

  it('names its signing key in the header, so a rotated key can still be found', () => {
    const token = signToken(claims, key);
    expect(tokenKeyId(token)).toBe('k1');
    const legacyHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString(
      'base64url',
    );
    expect(tokenKeyId(`${legacyHeader}.e30.x`)).toBeUndefined();
    expect(tokenKeyId('not-a-token')).toBeNull();
  });
});
