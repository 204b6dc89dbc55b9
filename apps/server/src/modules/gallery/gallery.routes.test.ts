import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  loginAs,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';
import { multipartFile } from '../../test/images.js';

let t: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-uploads-'));
  t = await buildTestApp({ uploads: { ...testConfig().uploads, dir: uploadsDir } });
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

type Image = { id: number; imageIndex: number; imageURL: string; caption: string | null };
const adminList = async () =>
  (await t.app.inject({ url: '/api/galleryimagesAdmin', headers: admin })).json<Image[]>();

describe('POST /api/galleryimagesAdmin/photo', () => {
  it('refuses a file that is not an image and adds nothing', async () => {
    const before = await adminList();
    const file = multipartFile(Buffer.from('just text'), {
      fileName: 'photo.jpg',
      type: 'image/jpeg',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/galleryimagesAdmin/photo',
      payload: file.payload,
      headers: { ...admin, ...file.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(await adminList()).toEqual(before);
  });

  it('adds the photo after every other image, stored 1600 and 800 pixels wide', async () => {
    const before = await adminList();
    const input = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#795548' },
    })
      .jpeg()
      .toBuffer();
    const file = multipartFile(input, { fileName: 'club.jpg', type: 'image/jpeg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/galleryimagesAdmin/photo',
      payload: file.payload,
      headers: { ...admin, ...file.headers },
    });
    expect(res.statusCode).toBe(200);
    const image = res.json<Image>();
    expect(image).toMatchObject({
      imageIndex: Math.max(-1, ...before.map((i) => i.imageIndex)) + 1,
      imageURL: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}-1600w\.webp$/),
      caption: null,
    });
    expect((await adminList()).at(-1)).toEqual(image);

    const sizes = await Promise.all(
      fs.readdirSync(uploadsDir).map(async (name) => {
        const meta = await sharp(path.join(uploadsDir, name)).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sizes.sort((a, b) => b[0]! - a[0]!)).toEqual([
      [1600, 800],
      [800, 400],
    ]);
    const served = await t.app.inject({ url: image.imageURL });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/galleryimagesAdmin/${image.id}`,
      headers: admin,
    });
  });
});
