import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest, uriEncode } from './sigv4.js';

/*
 * The published example of Amazon S3's "Signature Calculations for the Authorization Header"
 * (GET Object): bucket examplebucket, key test.txt, the first 10 bytes, 24 May 2013, us-east-1,
 * and AWS's example credentials.
 */
const EXAMPLE_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signRequest', () => {
  it("matches AWS's published GET Object example", () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_HASH,
        date: new Date('2013-05-24T00:00:00Z'),
      },
      EXAMPLE_CREDENTIALS,
    );
    expect(sha256Hex('')).toBe(EMPTY_HASH);
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_HASH,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        sha256Hex(signed.canonicalRequest),
      ].join('\n'),
    );
    expect(signed.signature).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_HASH,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('encodes each path segment once, keeps a port in the host, and sorts the query', () => {
    const signed = signRequest(
      {
        method: 'put',
        url: new URL('http://127.0.0.1:9000/bucket/a%20b/c(1).webp?b=2&a=1'),
        payloadHash: EMPTY_HASH,
        date: new Date('2026-01-02T03:04:05.678Z'),
      },
      EXAMPLE_CREDENTIALS,
    );
    const [method, path, query, host] = signed.canonicalRequest.split('\n');
    expect([method, path, query, host]).toEqual([
      'PUT',
      '/bucket/a%20b/c%281%29.webp',
      'a=1&b=2',
      'host:127.0.0.1:9000',
    ]);
    expect(signed.headers['x-amz-date']).toBe('20260102T030405Z');
    expect(uriEncode("it's*~")).toBe('it%27s%2A~');
  });
});
