import { IMAGE_UPLOAD_MAX_PIXELS } from '@kingside/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLimiter, resizeImage } from './images.js';
import { pngWithSize } from '../test/images.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e7d32' } });

describe('resizeImage', () => {
  it('makes a coach photo into 480 and 240 pixel WebP squares', async () => {
    const sizes = await resizeImage(await photo(900, 600).png().toBuffer(), 'coach');
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [480, 480],
      [240, 240],
    ]);
    expect((await sharp(sizes[0]!.data).metadata()).format).toBe('webp');
  });

  it('turns a gallery photo upright by its EXIF orientation, never enlarges it, and drops its metadata', async () => {
    // Orientation 6: stored 2000 wide by 1000 high, shown rotated a quarter turn.
    const input = await photo(2000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const sizes = await resizeImage(input, 'gallery');
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [1000, 2000],
      [800, 1600],
    ]);
    const meta = await sharp(sizes[0]!.data).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG or WebP image, whatever its name', async () => {
    const gif = await photo(10, 10).gif().toBuffer();
    for (const input of [Buffer.from('GIF89a not really'), Buffer.from('%PDF-1.7'), gif]) {
      await expect(resizeImage(input, 'coach')).rejects.toMatchObject({
        statusCode: 400,
        code: 'IMAGE_INVALID',
      });
    }
  });

  it('refuses an image of more pixels than the limit before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_UPLOAD_MAX_PIXELS)) + 1;
    await expect(resizeImage(await pngWithSize(side, side), 'gallery')).rejects.toMatchObject({
      statusCode: 400,
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
  });
});

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, the rest in arrival order', async () => {
    const limit = createLimiter(1);
    const events: string[] = [];
    const task = (name: string) =>
      limit(async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
      });
    await Promise.all([task('a'), task('b'), task('c')]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
