import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupFileName, backupWithoutServer } from '../lib/backup.js';
import { requestBackup } from '../lib/data-dir-lock.js';
import { writePostgresBackup } from '../lib/postgres-backup.js';

/**
 * `npm run db:backup [FILE]` (docs/decisions/0016).
 * Embedded database: a running server writes the backup from inside its own process; with no
 * server, this opens the database itself. Either way it lands in DATA_DIR/backups (the newest
 * BACKUP_KEEP are kept) and is copied to FILE when one is given.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format to FILE, else to DATA_DIR/backups.
 */
const config = loadConfig();
const target = process.argv[2] ? path.resolve(config.callerDir, process.argv[2]) : null;
const size = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

try {
  if (config.databaseUrl) {
    const file = target ?? path.join(config.backups.dir, backupFileName('postgres'));
    const report = await writePostgresBackup(config.databaseUrl, file);
    console.log(`PostgreSQL backup written to ${file} (${size(report.bytes)}, ${report.ms} ms).`);
  } else {
    const fromServer = await requestBackup(config.dataDir);
    const report =
      fromServer ??
      (await backupWithoutServer(config.dataDir, config.backups.dir, config.backups.keep));
    const by = fromServer ? 'by the running server' : 'with no server running';
    console.log(`Backup written ${by} to ${report.file} (${size(report.bytes)}, ${report.ms} ms).`);
    if (target && target !== report.file) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(report.file, target);
      console.log(`Copied to ${target}.`);
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
