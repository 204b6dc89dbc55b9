import { describe, expect, it } from 'vitest';
import { IMAGE_FILE_NAME, IMAGE_PRESETS, imageSrcSet } from './images.js';

const hash = '0123456789abcdef01234567';

describe('imageSrcSet', () => {
  it("lists every size of a coach photo's preset, largest first", () => {
    expect(imageSrcSet(`/uploads/${hash}-480w.webp`)).toBe(
      `/uploads/${hash}-480w.webp 480w, /uploads/${hash}-240w.webp 240w`,
    );
  });

  it('lists both gallery sizes, keeping the address of a bucket or CDN', () => {
    const base = 'https://cdn.example.com/club/photos/';
    expect(imageSrcSet(`${base}${hash}-1600w.webp`)).toBe(
      `${base}${hash}-1600w.webp 1600w, ${base}${hash}-800w.webp 800w`,
    );
  });

  it('gives nothing for a width that is not a largest size, or for other addresses', () => {
    for (const url of [
      `/uploads/${hash}-240w.webp`,
      `/uploads/${hash}-800w.webp`,
      // A gallery photo narrower than 1600 pixels is stored at its own width.
      `/uploads/${hash}-1000w.webp`,
      '/images/gallery/gallery-1.svg',
      'https://example.com/photo-480w.webp',
      `/uploads/${hash}-480w.webp?v=2`,
      `/uploads/${hash}-480w.jpg`,
      '',
    ]) {
      expect(imageSrcSet(url), url).toBeUndefined();
    }
  });

  it('names files by the pattern the stored names follow', () => {
    expect(IMAGE_PRESETS.coach[0].width).toBe(480);
    expect(IMAGE_FILE_NAME.test(`${hash}-1600w.webp`)).toBe(true);
    for (const name of ['../x-480w.webp', `${hash}-480w.webp/`, `a/${hash}-480w.webp`, '.x.tmp']) {
      expect(IMAGE_FILE_NAME.test(name), name).toBe(false);
    }
  });
});
