import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupFileName, backupWithoutServer } from '../lib/backup.js';
import { requestBackup } from '../lib/data-dir-lock.js';
import { writePostgresBackup } from '../lib/postgres-backup.js';
import {
  uploadsArchiveOf,
  writeUploadsArchive,
  type UploadsReport,
} from '../lib/uploads-backup.js';

/**
 * `npm run db:backup [FILE]` (docs/decisions/0016).
 * Embedded database: a running server writes the backup from inside its own process; with no
 * server, this opens the database itself. Either way it lands in DATA_DIR/backups (the newest
 * BACKUP_KEEP are kept) and is copied to FILE when one is given.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format to FILE, else to DATA_DIR/backups.
 * Beside the backup (and its copy), `<name>.uploads.tar` holds the photos in DATA_DIR/uploads
 * (docs/decisions/0023).
 */
const config = loadConfig();
const target = process.argv[2] ? path.resolve(config.callerDir, process.argv[2]) : null;
const size = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const photos = (report: UploadsReport) =>
  `Uploaded photos from ${config.uploads.dir} written to ${report.file} ` +
  `(${report.files} file${report.files === 1 ? '' : 's'}, ${size(report.bytes)}).`;

try {
  if (config.databaseUrl) {
    const file = target ?? path.join(config.backups.dir, backupFileName('postgres'));
    const report = await writePostgresBackup(config.databaseUrl, file);
    console.log(`PostgreSQL backup written to ${file} (${size(report.bytes)}, ${report.ms} ms).`);
    console.log(photos(await writeUploadsArchive(config.uploads.dir, uploadsArchiveOf(file))));
  } else {
    const fromServer = await requestBackup(config.dataDir);
    const report =
      fromServer ??
      (await backupWithoutServer(
        config.dataDir,
        config.backups.dir,
        config.backups.keep,
        config.uploads.dir,
      ));
    const by = fromServer ? 'by the running server' : 'with no server running';
    console.log(`Backup written ${by} to ${report.file} (${size(report.bytes)}, ${report.ms} ms).`);
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
