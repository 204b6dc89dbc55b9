import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@kingside/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { fakeBucket, signatureVerifies, startFakeS3 } from '../../test/fake-s3.js';
import { multipartFile, pngWithSize } from '../../test/images.js';
import { testConfig } from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;
let coachId: number;
let photoUrlBefore: string | null;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-uploads-'));
  t = await buildTestApp({ uploads: { ...testConfig().uploads, dir: uploadsDir } });
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  const coaches = (await t.app.inject({ url: '/api/coachesAdmin', headers: admin })).json<
    { id: number; photoUrl: string | null }[]
  >();
  coachId = coaches[0]!.id;
  photoUrlBefore = coaches[0]!.photoUrl;
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const upload = (file: ReturnType<typeof multipartFile>, id = coachId, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/coachesAdmin/${id}/photo`,
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
const storedPhotoUrl = async () =>
  (await t.app.inject({ url: '/api/coachesAdmin', headers: admin }))
    .json<{ id: number; photoUrl: string | null }[]>()
    .find((c) => c.id === coachId)!.photoUrl;

describe('POST /api/coachesAdmin/:id/photo', () => {
  it('refuses a student (403) and a visitor (401)', async () => {
    const file = multipartFile(await png(10, 10));
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    expect((await upload(file, coachId, student)).statusCode).toBe(403);
    expect((await upload(file, coachId, {})).statusCode).toBe(401);
  });

  it('refuses a file that is not an image, whatever its name and type say, and changes nothing', async () => {
    const res = await upload(
      multipartFile(Buffer.from('<svg onload="x()"/>'), { fileName: 'a.png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_INVALID', message: IMAGE_MESSAGES.notAnImage });
    expect(await storedPhotoUrl()).toBe(photoUrlBefore);
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });

  it('refuses a file over the size limit with 413 and an image of too many pixels with 400', async () => {
    const big = await upload(multipartFile(Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: IMAGE_MESSAGES.tooLarge });
    const huge = await upload(multipartFile(await pngWithSize(10_000, 10_000)));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    expect(await storedPhotoUrl()).toBe(photoUrlBefore);
  });

  it('refuses a body that is not a multipart file with 400 naming the file field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/coachesAdmin/${coachId}/photo`,
      headers: admin,
      payload: { photoUrl: '/x.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { file: [IMAGE_MESSAGES.noFile] } });
  });

  it('answers 404 for a coach that does not exist', async () => {
    expect((await upload(multipartFile(await png(20, 20)), 999_999)).statusCode).toBe(404);
  });

  it("stores 480 and 240 pixel squares and sets the coach's photo, served for a year", async () => {
    const res = await upload(multipartFile(await png(900, 600)));
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json<{ photoUrl: string }>();
    expect(photoUrl).toMatch(/^\/uploads\/[0-9a-f]{24}-480w\.webp$/);
    expect(await storedPhotoUrl()).toBe(photoUrl);

    const files = fs.readdirSync(uploadsDir).sort();
    expect(files).toEqual([
      photoUrl.slice('/uploads/'.length).replace('480w', '240w'),
      photoUrl.slice('/uploads/'.length),
    ]);
    const small = await sharp(path.join(uploadsDir, files[0]!)).metadata();
    expect([small.width, small.height, small.format]).toEqual([240, 240, 'webp']);

    const served = await t.app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 480]);

    const missing = await t.app.inject({ url: '/uploads/0000-480w.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });

    await t.app.inject({
      method: 'POST',
      url: '/api/coachesAdmin',
      headers: admin,
      payload: { ...res.json(), photoUrl: photoUrlBefore },
    });
  });
});

describe('POST /api/coachesAdmin/:id/photo with a bucket configured', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let withBucket: TestApp;
  let bucketUploadsDir: string;
  const logLines: string[] = [];
  const bucketUpload = (file: ReturnType<typeof multipartFile>) =>
    withBucket.app.inject({
      method: 'POST',
      url: `/api/coachesAdmin/${coachId}/photo`,
      payload: file.payload,
      headers: { ...admin, ...file.headers },
    });
  const bucketPhotoUrl = async () =>
    (await withBucket.app.inject({ url: '/api/coachesAdmin', headers: admin }))
      .json<{ id: number; photoUrl: string | null }[]>()
      .find((c) => c.id === coachId)!.photoUrl;

  beforeAll(async () => {
    s3 = await startFakeS3();
    bucketUploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-uploads-'));
    withBucket = await buildTestApp(
      {
        uploads: {
          ...testConfig().uploads,
          dir: bucketUploadsDir,
          bucket: fakeBucket(s3.endpoint),
        },
      },
      { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
    );
  });
  afterAll(async () => {
    await withBucket.app.close();
    await s3.close();
    fs.rmSync(bucketUploadsDir, { recursive: true, force: true });
  });

  it('answers 502 with a plain message when the bucket fails, logs why, and changes nothing', async () => {
    const before = await bucketPhotoUrl();
    s3.state.status = 500;
    try {
      const res = await bucketUpload(multipartFile(await png(600, 600)));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'IMAGE_STORE_FAILED',
        message: IMAGE_MESSAGES.storeFailed,
      });
    } finally {
      s3.state.status = 200;
    }
    expect(await bucketPhotoUrl()).toBe(before);
    expect(fs.readdirSync(bucketUploadsDir)).toEqual([]);
    const log = logLines.join('');
    expect(log).toMatch(/photo could not be stored/);
    expect(log).toMatch(/answered 500/);
    expect(log).not.toContain(fakeBucket(s3.endpoint).secretAccessKey);
  });

  it("stores both sizes in the bucket, signed, and sets the largest one's public address", async () => {
    s3.requests.length = 0;
    const res = await bucketUpload(multipartFile(await png(900, 600)));
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json<{ photoUrl: string }>();
    expect(photoUrl).toMatch(/^https:\/\/photos\.example\.org\/kingside\/[0-9a-f]{24}-480w\.webp$/);
    expect(await bucketPhotoUrl()).toBe(photoUrl);

    const name = photoUrl.slice('https://photos.example.org/kingside/'.length);
    const puts = [...s3.requests].sort((a, b) => a.path.localeCompare(b.path));
    expect(puts.map((r) => [r.method, r.path])).toEqual([
      ['PUT', `/club-photos/kingside/${name.replace('480w', '240w')}`],
      ['PUT', `/club-photos/kingside/${name}`],
    ]);
    for (const put of puts) {
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(signatureVerifies(put, fakeBucket(s3.endpoint))).toBe(true);
    }
    const meta = await sharp(puts[1]!.body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([480, 480, 'webp']);
    // Nothing on the local disk; the page may show photos from the bucket's address.
    expect(fs.readdirSync(bucketUploadsDir)).toEqual([]);
    const page = await withBucket.app.inject({ url: '/api/coaches' });
    expect(page.headers['content-security-policy']).toMatch(
      /img-src 'self' data: https: https:\/\/photos\.example\.org/,
    );
    expect(logLines.join('')).not.toContain(fakeBucket(s3.endpoint).secretAccessKey);

    await withBucket.app.inject({
      method: 'POST',
      url: '/api/coachesAdmin',
      headers: admin,
      payload: { ...res.json(), photoUrl: photoUrlBefore },
    });
  });
});
