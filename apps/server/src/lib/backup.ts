import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { embeddedDir, PGLITE_OPTIONS, type Database } from '../db/client.js';
import { withLockedDatabase, type BackupReport } from './data-dir-lock.js';
import { addDays, todayIn, zonedTimeToUtc } from './time.js';
import { backupTakenAt, shipBackup, type BackupPlace } from './backup-target.js';
import { recordMaintenanceRun } from './maintenance-runs.js';
import { uploadsArchiveOf, writeUploadsArchive } from './uploads-backup.js';

/*
 * Backups of the embedded database (docs/decisions/0016): a gzipped tarball of its data directory,
 * taken by the process that has it open, written in DATA_DIR/backups (or the BACKUP_URL directory),
 * sent to BACKUP_URL and kept BACKUP_KEEP_DAYS there (backup-target.ts), and loaded back into a
 * new directory on restore. PostgreSQL is backed up with pg_dump instead
 * (postgres-backup.ts). Beside each backup, `kingside-<time>.uploads.tar` holds the uploaded photos
 * (uploads-backup.ts, docs/decisions/0023).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
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

/** "6.4 MB": a backup's size, for people. */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Records a failed backup for the admin home; one that cannot be recorded is left at that. */
async function recordBackupFailure(db: Database['db'], err: unknown): Promise<void> {
  await recordMaintenanceRun(db, {
    kind: 'backup',
    ok: false,
    summary: `The backup failed: ${err instanceof Error ? err.message : String(err)}`,
  }).catch(() => undefined);
}

/**
 * One backup into `place`: `write` writes it in `place.dir` (the database file, then its photos'
 * archive); it is then sent to the target, the expired ones there deleted, and the backup, or
 * why it failed, recorded for the admin home. `recorded` is false when the record could not be
 * written (the backup is there all the same).
 */
export async function takeBackup(
  db: Database['db'],
  place: BackupPlace,
  write: () => Promise<BackupReport>,
): Promise<BackupReport & { removed: string[]; recorded: boolean }> {
  let report: BackupReport;
  let shipped: Awaited<ReturnType<typeof shipBackup>>;
  try {
    report = await write();
    shipped = await shipBackup({
      target: place.target,
      files: [report.file, ...(report.uploads ? [report.uploads.file] : [])],
      keepDays: place.keepDays,
      localDir: place.dir,
    });
  } catch (err) {
    await recordBackupFailure(db, err);
    throw err;
  }
  const recorded = await recordMaintenanceRun(db, {
    kind: 'backup',
    ok: true,
    summary:
      `${path.basename(report.file)} (${megabytes(report.bytes)}` +
      `${report.uploads ? `, ${report.uploads.files} photos` : ''}) in ${shipped.target}` +
      `${shipped.removed.length ? `; ${shipped.removed.length} older files deleted` : ''}`,
    backupAt: backupTakenAt(path.basename(report.file)),
  }).then(
    () => true,
    () => false,
  );
  return { ...report, removed: shipped.removed, recorded };
}

/**
 * One backup of the embedded database into `place`: the database, then the uploaded photos
 * beside it (after, so that every photo the backed-up rows name is in it), sent and recorded.
 */
async function backupIntoDir(
  database: Database,
  place: BackupPlace,
  uploadsDir: string,
): Promise<BackupReport> {
  const {
    removed: _removed,
    recorded: _recorded,
    ...report
  } = await takeBackup(database.db, place, async () => {
    const written = await writeEmbeddedBackup(
      database,
      path.join(place.dir, backupFileName('pglite')),
    );
    written.uploads = await writeUploadsArchive(uploadsDir, uploadsArchiveOf(written.file));
    return written;
  });
  return report;
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
 * The server's backups of its embedded database into `place`: `run` writes
 * one (the `backups.daily` job and `npm run db:backup` call it). A backup is taken in one
 * synchronous step and every request waits for it, about a second for a small club's database.
 */
export function embeddedBackups(options: {
  database: Database;
  place: BackupPlace;
  /** DATA_DIR/uploads, archived beside each backup. */
  uploadsDir: string;
}): EmbeddedBackups {
  const { database, place, uploadsDir } = options;
  let running: Promise<BackupReport> | null = null;
  const run = () => {
    running ??= backupIntoDir(database, place, uploadsDir).finally(() => (running = null));
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
  place: BackupPlace,
  uploadsDir: string,
): Promise<BackupReport> {
  if (!fs.existsSync(path.join(embeddedDir(dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  }
  return withLockedDatabase(dataDir, 'backup', (database) =>
    backupIntoDir(database, place, uploadsDir),
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
