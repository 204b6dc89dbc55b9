import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { backupFileName, backupWithoutServer, megabytes, takeBackup } from '../lib/backup.js';
import { backupPlaceOf, describeBackupTarget } from '../lib/backup-target.js';
import { requestBackup, type BackupReport } from '../lib/data-dir-lock.js';
import { writePostgresBackup } from '../lib/postgres-backup.js';
import {
  uploadsArchiveOf,
  writeUploadsArchive,
  type UploadsReport,
} from '../lib/uploads-backup.js';

/**
 * `npm run db:backup [FILE]` (docs/decisions/0016).
 * Embedded database: a running server writes the backup from inside its own process; with no
 * server, this opens the database itself. Either way it lands in DATA_DIR/backups (or the
 * BACKUP_URL directory), goes to BACKUP_URL, and is copied to FILE when one is given.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format to FILE (a copy by hand), else into
 * DATA_DIR/backups and on to BACKUP_URL. Backups older than BACKUP_KEEP_DAYS are deleted there,
 * and each backup is recorded for the admin home (docs/decisions/0072).
 * Beside the backup (and its copy), `<name>.uploads.tar` holds the photos in DATA_DIR/uploads
 * (docs/decisions/0023).
 */
const config = loadConfig();
const target = process.argv[2] ? path.resolve(config.callerDir, process.argv[2]) : null;
/** Where the backup went, when that is not the directory it was written in. */
const sentTo = () => {
  const { target } = config.backups;
  if (target.kind === 's3') console.log(`Sent to ${describeBackupTarget(target)}.`);
};
/** What sending the backup to its place did. */
const shipped = (report: { removed: string[]; recorded: boolean }) => {
  if (!report.recorded) {
    console.warn(
      'The backup could not be recorded for the admin home (is the database migrated?).',
    );
  }
  sentTo();
  if (report.removed.length > 0) {
    console.log(
      `Deleted ${report.removed.length} file${report.removed.length === 1 ? '' : 's'} older than ` +
        `${config.backups.keepDays} days: ${report.removed.join(', ')}.`,
    );
  }
};
const photos = (report: UploadsReport) =>
  `Uploaded photos from ${config.uploads.dir} written to ${report.file} ` +
  `(${report.files} file${report.files === 1 ? '' : 's'}, ${megabytes(report.bytes)}).`;

try {
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    const database = await openDatabase({
      databaseUrl,
      dataDir: null,
      poolSize: 1,
    });
    try {
      const file = target ?? path.join(config.backups.dir, backupFileName('postgres'));
      const write = async (): Promise<BackupReport> => {
        const report = await writePostgresBackup(databaseUrl, file);
        console.log(
          `PostgreSQL backup written to ${file} (${megabytes(report.bytes)}, ${report.ms} ms).`,
        );
        const uploads = await writeUploadsArchive(config.uploads.dir, uploadsArchiveOf(file));
        console.log(photos(uploads));
        return { ...report, uploads };
      };
      // A file named on the command line is a copy by hand: the backups' place is left as it is.
      if (target) await write();
      else shipped(await takeBackup(database.db, backupPlaceOf(config.backups), write));
    } finally {
      await database.close();
    }
  } else {
    const fromServer = await requestBackup(config.dataDir);
    const report =
      fromServer ??
      (await backupWithoutServer(
        config.dataDir,
        backupPlaceOf(config.backups),
        config.uploads.dir,
      ));
    const by = fromServer ? 'by the running server' : 'with no server running';
    console.log(
      `Backup written ${by} to ${report.file} (${megabytes(report.bytes)}, ${report.ms} ms).`,
    );
    sentTo();
    // A server that does not archive the photos (an older version) leaves it to this command.
    report.uploads ??= await writeUploadsArchive(config.uploads.dir, uploadsArchiveOf(report.file));
    console.log(photos(report.uploads));
    if (target && target !== report.file) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(report.file, target);
      console.log(`Copied to ${target}.`);
      fs.copyFileSync(report.uploads.file, uploadsArchiveOf(target));
      console.log(`Copied the photos to ${uploadsArchiveOf(target)}.`);
    }
  }
  if (config.uploads.bucket) {
    const { bucket, prefix } = config.uploads.bucket;
    console.log(
      `New photos are stored in the bucket ${bucket} (${prefix || 'top level'}), not in this ` +
        "backup: back them up with the bucket's own tools (versioning, replication or a sync).",
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
