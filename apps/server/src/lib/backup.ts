import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { embeddedDir, PGLITE_OPTIONS, type Database } from '../db/client.js';
import { withLockedDatabase, type BackupReport } from './data-dir-lock.js';
import { addDays, todayIn, zonedTimeToUtc } from './time.js';
import { UPLOADS_ARCHIVE_SUFFIX, uploadsArchiveOf, writeUploadsArchive } from './uploads-backup.js';

/*
 * Backups of the embedded database (docs/decisions/0016): a gzipped tarball of its data directory,
 * taken by the process that has it open, kept in DATA_DIR/backups (the newest BACKUP_KEEP), and
 * loaded back into a new directory on restore. PostgreSQL is backed up with pg_dump instead
 * (postgres-backup.ts). Beside each backup, `kingside-<time>.uploads.tar` holds the uploaded photos
 * (uploads-backup.ts, docs/decisions/0023).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const EMBEDDED_BACKUP = /^kingside-.+\.tar\.gz$/;
const gzip = promisify(zlib.gzip);

/** `kingside-2026-11-25T03-00-00.000Z.tar.gz` (`.dump` for PostgreSQL): sorts by time, no colons. */
export function backupFileName(kind: Database['kind'], at = new Date()): string {
  return `kingside-${at.toISOString().replaceAll(':', '-')}${kind === 'pglite' ? '.tar.gz' : '.dump'}`;
}

/**
 * Writes a backup of the embedded database to `file`. PGlite copies its data directory into memory
 * in one synchronous step, which holds up every request meanwhile (0.15-0.4 s for the demo club's
 * 42 MB on two cores); compressing and writing happen off the event loop. The file appears under
 * its name only once complete.
 */
export async function writeEmbeddedBackup(database: Database, file: string): Promise<BackupReport> {
  if (!database.dumpDataDir) throw new Error('PostgreSQL is backed up with pg_dump.');
  const started = performance.now();
  const tar = await database.dumpDataDir();
  const compressed = await gzip(Buffer.from(await tar.arrayBuffer()));
  // Password hashes and signing keys are in it: readable by the server's user only.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    await fs.promises.writeFile(partial, compressed, { mode: 0o600 });
    await fs.promises.rename(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { file, bytes: compressed.length, ms: Math.round(performance.now() - started) };
}

const ANY_BACKUP = /^kingside-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d\.\d{3}Z)\.(tar\.gz|dump)$/;

/** When the newest backup in `dir` (embedded or PostgreSQL) was taken, by its name; null if none. */
export function newestBackupAt(dir: string): Date | null {
  if (!fs.existsSync(dir)) return null;
  let newest: Date | null = null;
  for (const name of fs.readdirSync(dir)) {
    const m = ANY_BACKUP.exec(name);
    if (!m) continue;
    const at = new Date(`${m[1]}:${m[2]}:${m[3]}`);
    if (!Number.isNaN(at.getTime()) && (!newest || at > newest)) newest = at;
  }
  return newest;
}

/** The embedded backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => EMBEDDED_BACKUP.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/**
 * Deletes all but the newest `keep` embedded backups in `dir`, each with its uploads archive, and
 * any uploads archive whose backup is gone.
 */
export function pruneBackups(dir: string, keep: number): void {
  for (const file of listBackups(dir).slice(keep)) {
    fs.rmSync(file, { force: true });
    fs.rmSync(uploadsArchiveOf(file), { force: true });
  }
  if (!fs.existsSync(dir)) return;
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    if (!name.startsWith('kingside-') || !name.endsWith(UPLOADS_ARCHIVE_SUFFIX)) continue;
    const stem = name.slice(0, -UPLOADS_ARCHIVE_SUFFIX.length);
    if (!names.has(`${stem}.tar.gz`) && !names.has(`${stem}.dump`)) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

/**
 * One backup into `dir`: the database, then the uploaded photos beside it (after, so that every
 * photo the backed-up rows name is in it), then pruning to the newest `keep`.
 */
async function backupIntoDir(
  database: Database,
  dir: string,
  keep: number,
  uploadsDir: string,
): Promise<BackupReport> {
  const report = await writeEmbeddedBackup(database, path.join(dir, backupFileName('pglite')));
  const uploads = await writeUploadsArchive(uploadsDir, uploadsArchiveOf(report.file));
  pruneBackups(dir, keep);
  return { ...report, uploads };
}

export type EmbeddedBackups = {
  /** One backup into the backups directory; a call while one runs gets that one. */
  run(): Promise<BackupReport>;
  /** Waits for a backup that is being written. */
  stop(): Promise<void>;
};

/**
 * The next time after `now` that the club's wall clock (`timeZone`) shows `hour`:00: when the
 * daily backup of the embedded database runs (BACKUP_HOUR).
 */
export function nextClubHour(now: Date, hour: number, timeZone: string): Date {
  const time = `${String(hour).padStart(2, '0')}:00`;
  const today = todayIn(timeZone, now);
  for (let days = 0; days < 3; days++) {
    const at = zonedTimeToUtc(addDays(today, days), time, timeZone);
    if (at > now) return at;
  }
  return new Date(now.getTime() + DAY_MS);
}

/**
 * The server's backups of its embedded database into `dir`, keeping the newest `keep`: `run` writes
 * one (the `backups.daily` job and `npm run db:backup` call it). A backup is taken in one
 * synchronous step and every request waits for it, about a second for a small club's database.
 */
export function embeddedBackups(options: {
  database: Database;
  dir: string;
  keep: number;
  /** DATA_DIR/uploads, archived beside each backup. */
  uploadsDir: string;
}): EmbeddedBackups {
  const { database, dir, keep, uploadsDir } = options;
  let running: Promise<BackupReport> | null = null;
  const run = () => {
    running ??= backupIntoDir(database, dir, keep, uploadsDir).finally(() => (running = null));
    return running;
  };
  return {
    run,
    async stop() {
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The daily backup as a recurring job (docs/decisions/0052): at the time `nextAt` names (the club's
 * quiet hour), never at start; a failed one is retried an hour later.
 */
export function dailyBackupJob(
  backups: EmbeddedBackups,
  nextAt: (now: Date) => Date,
  log: Pick<Logger, 'info'>,
) {
  return {
    kind: 'backups.daily' as const,
    every: nextAt,
    backoffMs: 60 * 60 * 1000,
    run: async () => log.info(await backups.run(), 'daily backup written'),
  };
}

/**
 * `npm run db:backup` when no server runs: takes the lock (so no server starts meanwhile), opens
 * the embedded database and writes a backup (and the photos' archive) into `dir`.
 */
export async function backupWithoutServer(
  dataDir: string,
  dir: string,
  keep: number,
  uploadsDir: string,
): Promise<BackupReport> {
  if (!fs.existsSync(path.join(embeddedDir(dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  }
  return withLockedDatabase(dataDir, 'backup', (database) =>
    backupIntoDir(database, dir, keep, uploadsDir),
  );
}

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`. The backup is loaded into a
 * new directory first, and only a complete, valid one replaces the database; the replaced files are
 * kept beside it (answered as `previous`). The caller holds the data directory's lock.
 */
export async function restoreEmbeddedBackup(
  dataDir: string,
  file: string,
): Promise<{ previous: string | null }> {
  const contents = fs.readFileSync(file);
  if (contents.subarray(0, 5).toString('latin1') === 'PGDMP') {
    throw new Error(
      `${file} is a PostgreSQL dump: set DATABASE_URL to restore it into a PostgreSQL database.`,
    );
  }
  const target = embeddedDir(dataDir);
  const staging = `${target}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const client = await PGlite.create(staging, {
      ...PGLITE_OPTIONS,
      loadDataDir: new Blob([contents]),
    });
    try {
      // A tarball that loads but holds no Kingside database must not replace one that does.
      await client.query('select 1 from drizzle.__drizzle_migrations limit 1');
    } finally {
      await client.close();
    }
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`${file} is not a backup of a Kingside embedded database (${reason}).`, {
      cause: err,
    });
  }
  let previous: string | null = null;
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    fs.renameSync(target, previous);
  }
  fs.renameSync(staging, target);
  return { previous };
}
