import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config, UploadsBucket } from '../config.js';
import { sha256Hex, signRequest } from './sigv4.js';

/*
 * Where resized photos go (docs/decisions/0023): the local disk (DATA_DIR/uploads, served at
 * /uploads/) or, when one is configured, an S3-compatible bucket. Either way a name is the
 * content's hash and width, so a name always means the same bytes.
 */

/** Where /uploads/ files live on disk and are served from. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export const IMAGE_CONTENT_TYPE = 'image/webp';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A bucket that has not answered by then has failed. */
const BUCKET_TIMEOUT_MS = 30_000;

export type ImageStore = {
  /** Stores one file under `name`; answers the address browsers fetch it from. */
  put(name: string, data: Buffer): Promise<string>;
};

/**
 * The bucket refused or could not be reached. `message` carries the details for the server's
 * log (status, the bucket's answer, the key; never the secret key); the caller answers 502.
 */
export class ImageStoreError extends Error {}

/** DATA_DIR/uploads: each file written under a temporary name, then renamed. */
export function localImageStore(dir: string): ImageStore {
  return {
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${name}.${crypto.randomUUID()}.tmp`);
      try {
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, path.join(dir, name));
      } catch (err) {
        await fs.rm(temporary, { force: true });
        throw err;
      }
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
  };
}

/**
 * An S3-compatible bucket, path-style ({endpoint}/{bucket}/{prefix}{name}): one PUT per file,
 * signed with Signature Version 4, marked as WebP cached for a year.
 */
export function s3ImageStore(
  bucket: UploadsBucket,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): ImageStore {
  const credentials = {
    accessKeyId: bucket.accessKeyId,
    secretAccessKey: bucket.secretAccessKey,
    region: bucket.region,
    service: 's3',
  };
  return {
    async put(name, data) {
      const key = `${bucket.prefix}${name}`;
      const url = new URL(`${bucket.endpoint}/${bucket.bucket}/${key}`);
      const signed = signRequest(
        {
          method: 'PUT',
          url,
          headers: {
            'content-type': IMAGE_CONTENT_TYPE,
            'cache-control': IMMUTABLE_CACHE_CONTROL,
          },
          payloadHash: sha256Hex(data),
          date: now(),
        },
        credentials,
      );
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'PUT',
          headers: signed.headers,
          // fetch sends the Content-Length of a byte body itself.
          body: new Uint8Array(data),
          signal: AbortSignal.timeout(BUCKET_TIMEOUT_MS),
        });
      } catch (err) {
        const why =
          err instanceof Error
            ? err.cause instanceof Error
              ? err.cause.message
              : err.message
            : String(err);
        throw new ImageStoreError(`PUT ${url.href} failed: ${why}`, { cause: err });
      }
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 500);
        throw new ImageStoreError(`PUT ${url.href} answered ${response.status}: ${body}`);
      }
      // The body of a success is empty; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      return `${bucket.publicUrl}${key}`;
    },
  };
}

/** The store the configuration names: the bucket when one is set, else the local disk. */
export function imageStoreFor(config: Config): ImageStore {
  const { bucket, dir } = config.uploads;
  return bucket ? s3ImageStore(bucket) : localImageStore(dir);
}
