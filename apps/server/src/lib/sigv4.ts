import crypto from 'node:crypto';

/*
 * AWS Signature Version 4 for the Authorization header (docs/decisions/0023), as S3 and the
 * S3-compatible stores (MinIO, R2, Spaces…) check it: node:crypto only, no SDK.
 */

export type SigV4Credentials = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for buckets. */
  service: string;
};

export type SigV4Request = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (sent as x-amz-content-sha256). */
  payloadHash: string;
  date: Date;
};

export type SignedRequest = {
  /** Every header to send (host excepted: fetch sets it from the URL), authorization included. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
};

export const sha256Hex = (data: string | Buffer) =>
  crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is escaped. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Signs a request: the canonical request (method, path, query, sorted lower-case headers, signed
 * header names, payload hash), the string to sign over its hash and the credential scope, and the
 * HMAC chain from the secret key through date, region, service and `aws4_request`.
 */
export function signRequest(request: SigV4Request, credentials: SigV4Credentials): SignedRequest {
  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const toSign: Record<string, string> = { ...headers, host: request.url.host };
  const names = Object.keys(toSign).sort();
  const signedHeaders = names.join(';');

  // S3 paths are encoded once, each segment on its own (the slashes stay).
  const path = decodeURIComponent(request.url.pathname || '/')
    .split('/')
    .map(uriEncode)
    .join('/');
  const query = [...request.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    path,
    query,
    names.map((name) => `${name}:${toSign[name]}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(
      hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
      credentials.service,
    ),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}
