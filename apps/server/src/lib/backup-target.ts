import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import crypto from 'node:crypto';
import { signRequest } from './sigv4.js';

/*
 * Where backups are kept (docs/decisions/0072): a directory, or an S3-compatible bucket, named by
 * BACKUP_URL. A backup is written on the local disk first (DATA_DIR/backups, or the directory
 * itself), then copied to the bucket; backups older than BACKUP_KEEP_DAYS are deleted there, the
 * newest always kept.
 */

export type BackupTargetConfig =
  | { kind: 'dir'; dir: string }
  | {
      kind: 's3';
      /** `https://s3.example.com` (or http:// for a bucket on this machine). */
      endpoint: string;
      bucket: string;
      /** Key prefix, empty or ending in `/`. */
      prefix: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads BACKUP_URL: unset means `defaultDir`; an absolute path or `file:///path` a directory;
 * `s3://KEY_ID:SECRET@host[:port]/bucket[/prefix][?region=…]` a bucket over HTTPS
 * (`s3+http://` over plain HTTP, for a bucket on the same machine). Throws a message that names
 * no secret.
 */
export function parseBackupUrl(value: string | undefined, defaultDir: string): BackupTargetConfig {
  if (value === undefined || value === '') return { kind: 'dir', dir: defaultDir };
  if (value.startsWith('/')) return { kind: 'dir', dir: path.resolve(value) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      'BACKUP_URL: must be an absolute directory path, file:///path, or s3://KEY_ID:SECRET@host/bucket/prefix',
    );
  }
  if (url.protocol === 'file:')
    return { kind: 'dir', dir: path.resolve(decodeURIComponent(url.pathname)) };
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:') {
    throw new Error(
      `BACKUP_URL: ${url.protocol.slice(0, -1)} is not a kind of place for backups (a directory, s3:// or s3+http://).`,
    );
  }
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(
      'BACKUP_URL: the path must start with a bucket name (s3://KEY_ID:SECRET@host/bucket/prefix).',
    );
  }
  if (!url.username || !url.password) {
    throw new Error(
      'BACKUP_URL: a bucket needs its access key id and secret (s3://KEY_ID:SECRET@host/bucket).',
    );
  }
  const prefix = rest.filter(Boolean).join('/');
  return {
    kind: 's3',
    endpoint: `${url.protocol === 's3:' ? 'https' : 'http'}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Where the backups go, for messages and logs: never the keys. */
export function describeBackupTarget(target: BackupTargetConfig): string {
  return target.kind === 'dir'
    ? target.dir
    : `the bucket ${target.bucket} at ${target.endpoint}${target.prefix ? ` (under ${target.prefix})` : ''}`;
}

export type BackupTarget = {
  description: string;
  /** The backups directory on this disk: the target itself, or where a backup waits to be sent. */
  isLocal: boolean;
  /** The names of the backup files there (`kingside-…`), in no order. */
  list(): Promise<string[]>;
  /** Sends a local file there under its own name (a directory: the file is written in it). */
  put(file: string): Promise<void>;
  /** A local path holding `name`: the file itself, or a copy downloaded into `scratchDir`. */
  get(name: string, scratchDir: string): Promise<string>;
  remove(name: string): Promise<void>;
};

const BACKUP_FILE = /^kingside-[0-9TZ.-]+\.(tar\.gz|dump|uploads\.tar)$/;

function dirTarget(dir: string): BackupTarget {
  return {
    description: dir,
    isLocal: true,
    async list() {
      if (!fs.existsSync(dir)) return [];
      return (await fs.promises.readdir(dir)).filter((name) => BACKUP_FILE.test(name));
    },
    async put(file) {
      // Backups are written in this directory itself (config.backups.dir): nothing to send.
      if (path.resolve(path.dirname(file)) !== path.resolve(dir)) {
        throw new Error(`${file} is not in the backups directory ${dir}.`);
      }
    },
    async get(name) {
      const file = path.join(dir, name);
      if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
      return file;
    },
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
  };
}

/** A bucket has not answered in this long: the request has failed. */
const BUCKET_TIMEOUT_MS = 10 * 60_000;
const EMPTY_HASH = crypto.createHash('sha256').digest('hex');

type BucketConfig = Extract<BackupTargetConfig, { kind: 's3' }>;

async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * One signed request to the bucket. The body is streamed from `bodyFile`; the answer is streamed
 * into `intoFile` when one is given, else collected (a listing, an error).
 */
async function bucketRequest(
  bucket: BucketConfig,
  options: {
    method: 'GET' | 'PUT' | 'DELETE';
    key?: string;
    query?: Record<string, string>;
    bodyFile?: string;
    intoFile?: string;
  },
): Promise<{ status: number; body: string }> {
  const url = new URL(`${bucket.endpoint}/${bucket.bucket}/${options.key ?? ''}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const payloadHash = options.bodyFile ? await fileSha256(options.bodyFile) : EMPTY_HASH;
  const extra: Record<string, string> = {};
  if (options.bodyFile) {
    extra['content-type'] = 'application/octet-stream';
    extra['content-length'] = String((await fs.promises.stat(options.bodyFile)).size);
  }
  const signed = signRequest(
    { method: options.method, url, headers: extra, payloadHash, date: new Date() },
    { ...bucket, service: 's3' },
  );
  const request = (url.protocol === 'https:' ? https : http).request(url, {
    method: options.method,
    headers: signed.headers,
    timeout: BUCKET_TIMEOUT_MS,
  });
  const where = `${options.method} ${url.origin}${url.pathname}`;
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
  });
  if (options.bodyFile) {
    await pipeline(fs.createReadStream(options.bodyFile), request);
  } else {
    request.end();
  }
  let response: http.IncomingMessage;
  try {
    response = await answered;
  } catch (err) {
    throw new Error(`${where} failed: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  const status = response.statusCode ?? 0;
  if (options.intoFile && status === 200) {
    const partial = `${options.intoFile}.partial`;
    await pipeline(response, fs.createWriteStream(partial, { mode: 0o600 }));
    await fs.promises.rename(partial, options.intoFile);
    return { status, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if (status >= 300 && !(options.method === 'DELETE' && status === 404)) {
    throw new Error(`${where} answered ${status}: ${body.slice(0, 300)}`);
  }
  return { status, body };
}

const xmlText = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

function bucketTarget(bucket: BucketConfig): BackupTarget {
  return {
    description: describeBackupTarget(bucket),
    isLocal: false,
    async list() {
      const names: string[] = [];
      let token: string | null = null;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: bucket.prefix };
        if (token) query['continuation-token'] = token;
        const { body } = await bucketRequest(bucket, { method: 'GET', query });
        for (const [, key = ''] of body.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const name = xmlText(key).slice(bucket.prefix.length);
          if (BACKUP_FILE.test(name)) names.push(name);
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(body)
          ? xmlText(
              /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(body)?.[1] ?? '',
            ) || null
          : null;
      } while (token);
      return names;
    },
    async put(file) {
      await bucketRequest(bucket, {
        method: 'PUT',
        key: `${bucket.prefix}${path.basename(file)}`,
        bodyFile: file,
      });
    },
    async get(name, scratchDir) {
      const file = path.join(scratchDir, name);
      const { status } = await bucketRequest(bucket, {
        method: 'GET',
        key: `${bucket.prefix}${name}`,
        intoFile: file,
      });
      if (status !== 200) throw new Error(`${name} is not in ${describeBackupTarget(bucket)}.`);
      return file;
    },
    async remove(name) {
      await bucketRequest(bucket, { method: 'DELETE', key: `${bucket.prefix}${name}` });
    },
  };
}

export function backupTarget(config: BackupTargetConfig): BackupTarget {
  return config.kind === 'dir' ? dirTarget(config.dir) : bucketTarget(config);
}

const STAMP = /^kingside-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d\.\d{3}Z)\./;

/** When the backup file `name` was taken, by its name; null for another file. */
export function backupTakenAt(name: string): Date | null {
  const m = STAMP.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}:${m[2]}:${m[3]}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The files to delete so that only the backups of the last `keepDays` days stay: a backup and its
 * photos' archive go together, and the newest backup is kept however old it is.
 */
export function expiredBackupFiles(names: string[], keepDays: number, now: Date): string[] {
  const dated = names
    .map((name) => ({ name, at: backupTakenAt(name) }))
    .filter((f): f is { name: string; at: Date } => f.at !== null);
  if (dated.length === 0) return [];
  const newest = Math.max(...dated.map((f) => f.at.getTime()));
  const cutoff = now.getTime() - keepDays * 24 * 3600_000;
  return dated
    .filter((f) => f.at.getTime() < cutoff && f.at.getTime() !== newest)
    .map((f) => f.name)
    .sort();
}

/** The newest database backup there (`.tar.gz` embedded, `.dump` PostgreSQL), or null. */
export function newestDatabaseBackup(
  names: string[],
  extension: '.tar.gz' | '.dump',
): string | null {
  const backups = names.filter((n) => n.endsWith(extension) && backupTakenAt(n)).sort();
  return backups.at(-1) ?? null;
}

/** Where backups go: the local directory they are written in, the target, the days kept. */
export type BackupPlace = {
  dir: string;
  target: BackupTarget;
  keepDays: number;
};

/** The place the configuration names (config.backups). */
export function backupPlaceOf(settings: {
  dir: string;
  target: BackupTargetConfig;
  keepDays: number;
}): BackupPlace {
  return { dir: settings.dir, target: backupTarget(settings.target), keepDays: settings.keepDays };
}

export type ShippedBackup = { target: string; removed: string[] };

/**
 * Sends a backup's files to the target and deletes the backups there older than `keepDays`. When
 * the target is a bucket, the local copies but the newest are deleted too (`localDir`).
 */
export async function shipBackup(options: {
  target: BackupTarget;
  files: string[];
  keepDays: number;
  localDir: string;
  now?: Date;
}): Promise<ShippedBackup> {
  const { target, files, keepDays, localDir } = options;
  const now = options.now ?? new Date();
  for (const file of files) await target.put(file);
  const removed = expiredBackupFiles(await target.list(), keepDays, now);
  for (const name of removed) await target.remove(name);
  if (!target.isLocal && fs.existsSync(localDir)) {
    const local = fs.readdirSync(localDir).filter((name) => BACKUP_FILE.test(name));
    const sent = new Set(files.map((f) => path.basename(f)));
    for (const name of local) {
      if (!sent.has(name)) fs.rmSync(path.join(localDir, name), { force: true });
    }
  }
  return { target: target.description, removed };
}
