/*
 * Uploaded photos' sizes and names (docs/decisions/0023), with no zod: the public pages that show
 * photos import `imageSrcSet` and stay within their JavaScript budget (docs/decisions/0009).
 */
/**
 * The sizes each use of an uploaded photo is stored in, largest first (docs/decisions/0023): the
 * row keeps the largest one's address, and the others have the same name with their own width.
 */
export const IMAGE_PRESETS = {
  /** A coach's square portrait, cropped to fill. */
  coach: [
    { width: 480, height: 480 },
    { width: 240, height: 240 },
  ],
  /** A gallery photo at its own aspect ratio, never enlarged. */
  gallery: [{ width: 1600 }, { width: 800 }],
} as const satisfies Record<string, readonly { width: number; height?: number }[]>;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** A stored photo's file name: 24 hex digits of its largest size's SHA-256, then its width. */
export const IMAGE_FILE_NAME = /^[0-9a-f]{24}-[1-9][0-9]{0,4}w\.webp$/;

/**
 * The `srcset` of an uploaded photo's address: when it ends in `{hash}-{width}w.webp` and that
 * width is a preset's largest, every size of that preset (same name, its own width), largest
 * first; otherwise (an outside address, a drawing, a gallery photo narrower than 1600 pixels,
 * whose smaller sizes may not be that wide) undefined, and the page shows the one address.
 */
export function imageSrcSet(url: string): string | undefined {
  const match = /^(.*\/|)([0-9a-f]{24})-([1-9][0-9]{0,4})w\.webp$/.exec(url);
  if (!match) return undefined;
  const [, base, hash, width] = match;
  const preset = Object.values(IMAGE_PRESETS).find((sizes) => sizes[0].width === Number(width));
  if (!preset) return undefined;
  return preset.map((size) => `${base}${hash}-${size.width}w.webp ${size.width}w`).join(', ');
}
