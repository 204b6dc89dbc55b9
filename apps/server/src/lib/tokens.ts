import crypto from 'node:crypto';

/** A random URL-safe token (256 bits). */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
