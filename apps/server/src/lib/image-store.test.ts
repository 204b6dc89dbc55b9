import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBucket, signatureVerifies, startFakeS3 } from '../test/fake-s3.js';
import {
  IMMUTABLE_CACHE_CONTROL,
  ImageStoreError,
  localImageStore,
  s3ImageStore,
} from './image-store.js';

const name = '0123456789abcdef01234567-480w.webp';
const data = crypto.randomBytes(2048);

describe('localImageStore', () => {
  it('writes the file under its name, leaves no temporary file, and answers its /uploads/ address', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-store-'));
    try {
      const url = await localImageStore(path.join(dir, 'uploads')).put(name, data);
      expect(url).toBe(`/uploads/${name}`);
      expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([name]);
      expect(fs.readFileSync(path.join(dir, 'uploads', name)).equals(data)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('s3ImageStore', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('PUTs the object path-style, signed, as WebP cached for a year, and answers its public address', async () => {
    const bucket = fakeBucket(s3.endpoint);
    s3.state.status = 200;
    const url = await s3ImageStore(bucket).put(name, data);
    expect(url).toBe(`https://photos.example.org/kingside/${name}`);

    const request = s3.requests.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.path).toBe(`/club-photos/kingside/${name}`);
    expect(request.body.equals(data)).toBe(true);
    expect(request.headers['content-type']).toBe('image/webp');
    expect(request.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(request.headers['content-length']).toBe(String(data.length));
    expect(request.headers['x-amz-content-sha256']).toBe(
      crypto.createHash('sha256').update(data).digest('hex'),
    );
    expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDFAKEBUCKET\/\d{8}\/us-east-1\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect(signatureVerifies(request, bucket)).toBe(true);
    // The secret itself never travels.
    expect(JSON.stringify(request.headers)).not.toContain(bucket.secretAccessKey);
    // A signature made with another secret does not verify.
    expect(signatureVerifies(request, { ...bucket, secretAccessKey: 'another' })).toBe(false);
  });

  it('rejects with the status and the bucket’s answer when the bucket refuses', async () => {
    const bucket = fakeBucket(s3.endpoint);
    s3.state.status = 500;
    try {
      const failure = s3ImageStore(bucket).put(name, data);
      await expect(failure).rejects.toThrow(ImageStoreError);
      await expect(failure).rejects.toThrow(/answered 500: <Error><Code>InternalError/);
      await expect(failure).rejects.not.toThrow(bucket.secretAccessKey);
    } finally {
      s3.state.status = 200;
    }
  });

  it('rejects when the bucket cannot be reached', async () => {
    const closed = await startFakeS3();
    await closed.close();
    await expect(s3ImageStore(fakeBucket(closed.endpoint)).put(name, data)).rejects.toThrow(
      /PUT http:\/\/127\.0\.0\.1:\d+\/club-photos\/kingside\/.* failed: .*ECONNREFUSED/,
    );
  });
});
