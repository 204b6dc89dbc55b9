import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UploadsBucket } from '../config.js';
import { sha256Hex, signRequest } from '../lib/sigv4.js';

/** One request the fake bucket received. */
export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/**
 * A stand-in for an S3-compatible bucket (third-party HTTP, so faked): an HTTP server on
 * 127.0.0.1 that keeps every request and answers `status` (200 unless a test changes it). It
 * keeps what is PUT (by path, `/bucket/key`), answers a GET of it, deletes it on DELETE, and
 * lists keys for `GET /bucket?list-type=2&prefix=…` (`pageSize` keys a page).
 */
export async function startFakeS3(options: { pageSize?: number } = {}) {
  const requests: ReceivedRequest[] = [];
  const objects = new Map<string, Buffer>();
  const state = { status: 200 };
  const pageSize = options.pageSize ?? 1000;
  /** The answer to a request the fake understands, or null for the plain 200. */
  const answer = (req: ReceivedRequest): { status: number; body: string | Buffer } | null => {
    const url = new URL(req.path, 'http://fake');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (req.method === 'PUT' && key) objects.set(`/${bucket}/${key}`, req.body);
    if (req.method === 'DELETE' && key) objects.delete(`/${bucket}/${key}`);
    if (req.method !== 'GET') return null;
    if (key) {
      const body = objects.get(`/${bucket}/${key}`);
      return body
        ? { status: 200, body }
        : { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' };
    }
    const prefix = url.searchParams.get('prefix') ?? '';
    const keys = [...objects.keys()]
      .filter((k) => k.startsWith(`/${bucket}/${prefix}`))
      .map((k) => k.slice(bucket.length + 2))
      .sort();
    const start = Number(url.searchParams.get('continuation-token') ?? 0);
    const page = keys.slice(start, start + pageSize);
    const more = start + pageSize < keys.length;
    return {
      status: 200,
      body:
        '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>' +
        page.map((k) => `<Contents><Key>${k.replaceAll('&', '&amp;')}</Key></Contents>`).join('') +
        `<IsTruncated>${more}</IsTruncated>` +
        (more ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '') +
        '</ListBucketResult>',
    };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      const known = state.status < 300 ? answer(received) : null;
      if (known) {
        res.writeHead(known.status, { 'content-type': 'application/xml' });
        res.end(known.body);
      } else if (state.status >= 300) {
        res.writeHead(state.status, { 'content-type': 'application/xml' });
        res.end(
          '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
        );
      } else {
        res.writeHead(state.status, { etag: '"fake"' });
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bucket configuration pointing at `endpoint`, with made-up keys. */
export function fakeBucket(
  endpoint: string,
  overrides: Partial<UploadsBucket> = {},
): UploadsBucket {
  return {
    bucket: 'club-photos',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'AKIDFAKEBUCKET',
    secretAccessKey: 'fake-secret-key-that-must-never-be-logged',
    prefix: 'kingside/',
    publicUrl: 'https://photos.example.org/',
    ...overrides,
  };
}

/**
 * Checks a received request's Authorization header the way the bucket would: the body's hash is
 * the one sent, and signing the same method, path, signed headers and date with the bucket's
 * secret gives the same header.
 */
export function signatureVerifies(request: ReceivedRequest, bucket: UploadsBucket): boolean {
  const authorization = String(request.headers.authorization ?? '');
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256Hex(request.body)) return false;
  const headers: Record<string, string> = {};
  for (const name of signedNames) {
    if (name === 'host' || name === 'x-amz-date' || name === 'x-amz-content-sha256') continue;
    headers[name] = String(request.headers[name] ?? '');
  }
  const stamp = String(request.headers['x-amz-date'] ?? '');
  const date = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const expected = signRequest(
    {
      method: request.method,
      url: new URL(`http://${request.headers.host}${request.path}`),
      headers,
      payloadHash,
      date,
    },
    { ...bucket, service: 's3' },
  );
  return expected.headers.authorization === authorization;
}
