import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  IMAGE_MESSAGES,
  IMAGE_PRESETS,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_UPLOADS_PER_HOUR,
  type ImagePreset,
} from '@kingside/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { requireAuth } from '../plugins/auth.js';
import { AppError, badRequest } from './errors.js';
import { imageStoreFor, ImageStoreError, type ImageStore } from './image-store.js';
import { secondsLeftInWindow } from './rate-limit.js';

/**
 * Photo uploads (docs/decisions/0023): an admin's JPEG, PNG or WebP file, checked by its content,
 * resized to the sizes its use needs (IMAGE_PRESETS, shared with the web's srcset) as WebP with
 * EXIF rotation applied and metadata dropped, and stored with content-hashed names: under
 * DATA_DIR/uploads, served at /uploads/ as immutable, or in the configured bucket.
 */

export { UPLOADS_URL_PREFIX } from './image-store.js';

export type StoredImage = {
  /** The largest size's address: /uploads/{hash}-{width}w.webp, or the bucket's public one. */
  url: string;
  variants: { width: number; height: number; url: string }[];
};

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 80;
const HOUR_SECONDS = 60 * 60;

// Each resize runs on one libvips thread of the libuv pool (never the event loop), and the
// limiter below decides how many run at once; no cache keeps admins' originals in memory.
sharp.concurrency(1);
sharp.cache(false);

/** Runs at most `max` tasks at once; the others wait in arrival order. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

// eslint-disable-next-line no-restricted-syntax -- a concurrency limit per configuration, not a cache of data
const limiters = new WeakMap<Config, ReturnType<typeof createLimiter>>();
function resizeLimiter(config: Config) {
  let limiter = limiters.get(config);
  if (!limiter) limiters.set(config, (limiter = createLimiter(config.uploads.resizeConcurrency)));
  return limiter;
}

const notAnImage = () => badRequest('IMAGE_INVALID', IMAGE_MESSAGES.notAnImage);
const tooManyPixels = () => badRequest('IMAGE_TOO_MANY_PIXELS', IMAGE_MESSAGES.tooManyPixels);
/** sharp's refusal of an input over `limitInputPixels`, else a file it cannot read. */
const refusal = (err: unknown) =>
  err instanceof Error && /pixel limit/i.test(err.message) ? tooManyPixels() : notAnImage();
const noFile = () =>
  badRequest('VALIDATION_ERROR', IMAGE_MESSAGES.noFile, {
    [IMAGE_UPLOAD_FIELD]: [IMAGE_MESSAGES.noFile],
  });

/** The resized sizes of one image, as WebP, largest first; bad input is a 400 naming why. */
export async function resizeImage(
  input: Buffer,
  preset: ImagePreset,
): Promise<{ width: number; height: number; data: Buffer }[]> {
  const options = { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' } as const;
  let meta: Metadata;
  try {
    // Reads the header only: a file's name and declared type are never trusted.
    meta = await sharp(input, options).metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > IMAGE_UPLOAD_MAX_PIXELS) throw tooManyPixels();

  const [largest, ...smaller] = IMAGE_PRESETS[preset];
  const resize = (source: Buffer, size: { width: number; height?: number }) =>
    sharp(source, options)
      .autoOrient()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.height ? 'cover' : 'inside',
        position: sharp.strategy.attention,
        withoutEnlargement: !size.height,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  try {
    const first = await resize(input, largest!);
    const out = [first];
    // The smaller sizes come from the largest one, already rotated and far fewer pixels.
    for (const size of smaller) out.push(await resize(first.data, size));
    return out.map(({ data, info }) => ({ width: info.width, height: info.height, data }));
  } catch (err) {
    // A file that passed the header check can still fail to decode (truncated, corrupt).
    throw refusal(err);
  }
}

/**
 * Resizes and stores an uploaded image in `store` (the configured one by default), at most
 * `resizeConcurrency` resizes at once per process. Names are a SHA-256 of the stored bytes (so the
 * same file uploaded twice is stored once) and each size's width. A store failure rejects with an
 * ImageStoreError; nothing points at the files until the caller saves the answered address.
 */
export async function storeImage(
  config: Config,
  input: Buffer,
  preset: ImagePreset,
  store: ImageStore = imageStoreFor(config),
): Promise<StoredImage> {
  const sizes = await resizeLimiter(config)(() => resizeImage(input, preset));
  // The largest size's hash (the smaller ones are made from it): a few hundred kilobytes to hash
  // on the event loop rather than the whole upload.
  const hash = crypto.createHash('sha256').update(sizes[0]!.data).digest('hex').slice(0, 24);
  // All sizes at once; every one has finished (stored or failed) before this answers.
  const settled = await Promise.allSettled(
    sizes.map((size) => store.put(`${hash}-${size.width}w.webp`, size.data)),
  );
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const variants = sizes.map((size, i) => ({
    width: size.width,
    height: size.height,
    url: (settled[i] as PromiseFulfilledResult<string>).value,
  }));
  return { url: variants[0]!.url, variants };
}

/**
 * Reads the one image file of a multipart request (`IMAGE_UPLOAD_FIELD`), at most
 * IMAGE_UPLOAD_MAX_BYTES (413 past it), and stores it with `storeImage`.
 */
export async function readImageUpload(
  request: FastifyRequest,
  config: Config,
  preset: ImagePreset,
): Promise<StoredImage> {
  const file = await request.file();
  if (!file || file.fieldname !== IMAGE_UPLOAD_FIELD) throw noFile();
  let input: Buffer;
  try {
    input = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
    }
    throw err;
  }
  if (input.length === 0) throw noFile();
  try {
    return await storeImage(config, input, preset);
  } catch (err) {
    if (!(err instanceof ImageStoreError)) throw err;
    // The details (the bucket's answer) go to the log only; the admin gets a plain 502.
    request.log.error({ err }, 'photo could not be stored');
    throw new AppError(502, 'IMAGE_STORE_FAILED', IMAGE_MESSAGES.storeFailed);
  }
}

/** Lets a module's routes take image uploads: multipart bodies of one file and nothing else. */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
}

/**
 * Route options of an image upload: a multipart body (else 400 naming the file field), and each
 * such call counted against the admin's IMAGE_UPLOADS_PER_HOUR (429 past it), before the handler.
 */
export const imageUpload = (ctx: AppContext) => ({
  preHandler: async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw noFile();
    const userId = requireAuth(request).user.id;
    const count = await ctx.rateLimits.increment(`image-uploads:${userId}`, HOUR_SECONDS);
    if (count > IMAGE_UPLOADS_PER_HOUR) {
      throw new AppError(429, 'RATE_LIMITED', IMAGE_MESSAGES.tooManyUploads, undefined, {
        'retry-after': String(secondsLeftInWindow(HOUR_SECONDS)),
      });
    }
  },
});
