import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBucket, signatureVerifies, startFakeS3 } from '../test/fake-s3.js';
import { backupFileName } from './backup.js';
import {
  backupTarget,
  describeBackupTarget,
  expiredBackupFiles,
  newestDatabaseBackup,
  parseBackupUrl,
  shipBackup,
} from './backup-target.js';
import { uploadsArchiveOf } from './uploads-backup.js';

const DAY_MS = 24 * 3600_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-backup-target-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('BACKUP_URL', () => {
  it('names a directory, or a bucket with its keys, region and prefix', () => {
    expect(parseBackupUrl(undefined, '/data/backups')).toEqual({
      kind: 'dir',
      dir: '/data/backups',
    });
    expect(parseBackupUrl('/srv/backups/', '/x')).toEqual({ kind: 'dir', dir: '/srv/backups' });
    expect(parseBackupUrl('file:///srv/kingside%20backups', '/x')).toEqual({
      kind: 'dir',
      dir: '/srv/kingside backups',
    });
    const bucket = parseBackupUrl(
      's3://AKID:se%2Fcret@s3.eu-central-1.example.com/club-backups/kingside/nightly?region=eu-central-1',
      '/x',
    );
    expect(bucket).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-central-1.example.com',
      bucket: 'club-backups',
      prefix: 'kingside/nightly/',
      region: 'eu-central-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'se/cret',
    });
    expect(parseBackupUrl('s3+http://k:s@127.0.0.1:9000/backups', '/x')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      prefix: '',
      region: 'us-east-1',
    });
    // Messages and logs name the place, never the keys.
    expect(describeBackupTarget(bucket)).toBe(
      'the bucket club-backups at https://s3.eu-central-1.example.com (under kingside/nightly/)',
    );
  });

  it('is refused with a message that names no secret', () => {
    const refusals = [
      ['relative/dir', 'absolute directory path'],
      ['ftp://host/dir', 'ftp is not a kind of place for backups'],
      ['s3://host/club-backups', 'needs its access key id and secret'],
      ['s3://k:topsecret@host/', 'must start with a bucket name'],
    ] as const;
    for (const [value, message] of refusals) {
      let error: Error | null = null;
      try {
        parseBackupUrl(value, '/x');
      } catch (err) {
        error = err as Error;
      }
      expect(error?.message).toContain(message);
      expect(error?.message).not.toContain('topsecret');
    }
  });
});

describe('keeping backups for a number of days', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);

  it('deletes the backups older than the days kept, each with its photos, never the newest', () => {
    const old = backupFileName('postgres', at(15));
    const kept = backupFileName('postgres', at(13));
    const names = [old, path.basename(uploadsArchiveOf(old)), kept, 'notes.txt'];
    expect(expiredBackupFiles(names, 14, now)).toEqual(
      [old, path.basename(uploadsArchiveOf(old))].sort(),
    );
    // The only backup there stays however old it is.
    expect(expiredBackupFiles([old], 14, now)).toEqual([]);
    expect(newestDatabaseBackup(names, '.dump')).toBe(kept);
    expect(newestDatabaseBackup(names, '.tar.gz')).toBeNull();
  });
});

describe('a backup sent to a bucket', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3({ pageSize: 2 });
  });
  afterAll(() => s3.close());

  it('is uploaded signed, the expired ones there and the older local copies deleted', async () => {
    const config = parseBackupUrl(
      `s3+http://AKIDBACKUP:backup-secret@${new URL(s3.endpoint).host}/club-backups/kingside`,
      '/x',
    );
    const target = backupTarget(config);
    const now = new Date();
    // Three backups already in the bucket, one of them older than the days kept.
    const inBucket = [20, 2, 1].map((d) =>
      backupFileName('postgres', new Date(now.getTime() - d * DAY_MS)),
    );
    for (const name of inBucket)
      s3.objects.set(`/club-backups/kingside/${name}`, Buffer.from(name));
    s3.objects.set('/club-backups/elsewhere/kingside-not-ours.dump', Buffer.from('x'));

    const local = path.join(tmp, 'local');
    fs.mkdirSync(local);
    const olderLocal = path.join(local, inBucket[2]!);
    fs.writeFileSync(olderLocal, 'yesterday');
    const file = path.join(local, backupFileName('postgres', now));
    const dump = Buffer.alloc(3 * 1024 * 1024, 7);
    fs.writeFileSync(file, dump);
    fs.writeFileSync(uploadsArchiveOf(file), 'photos');

    const shipped = await shipBackup({
      target,
      files: [file, uploadsArchiveOf(file)],
      keepDays: 14,
      localDir: local,
      now,
    });
    expect(shipped.removed).toEqual([inBucket[0]]);
    expect(s3.objects.get(`/club-backups/kingside/${path.basename(file)}`)?.equals(dump)).toBe(
      true,
    );
    expect(s3.objects.has(`/club-backups/kingside/${inBucket[0]}`)).toBe(false);
    expect(s3.objects.has('/club-backups/elsewhere/kingside-not-ours.dump')).toBe(true);
    const put = s3.requests.find((r) => r.method === 'PUT' && r.path.endsWith('.dump'))!;
    const signer = {
      ...fakeBucket(s3.endpoint),
      accessKeyId: 'AKIDBACKUP',
      secretAccessKey: 'backup-secret',
    };
    expect(signatureVerifies(put, signer)).toBe(true);
    // Only the backup just sent stays on this disk.
    expect(fs.readdirSync(local).sort()).toEqual(
      [path.basename(file), path.basename(uploadsArchiveOf(file))].sort(),
    );

    // Listed across pages, and fetched back whole.
    const names = await target.list();
    expect(names.sort()).toEqual(
      [inBucket[1], inBucket[2], path.basename(file), path.basename(uploadsArchiveOf(file))].sort(),
    );
    const scratch = fs.mkdtempSync(path.join(tmp, 'scratch-'));
    const copy = await target.get(path.basename(file), scratch);
    expect(fs.readFileSync(copy).equals(dump)).toBe(true);
  });

  it('fails with what the bucket said, and no secret', async () => {
    const target = backupTarget(
      parseBackupUrl(`s3+http://AKID:never-shown@${new URL(s3.endpoint).host}/club-backups`, '/x'),
    );
    s3.state.status = 403;
    try {
      const error = await target.list().catch((err: Error) => err);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(
        /GET http:\/\/127\.0\.0\.1:\d+\/club-backups\/ answered 403/,
      );
      expect((error as Error).message).not.toContain('never-shown');
    } finally {
      s3.state.status = 200;
    }
  });
});
