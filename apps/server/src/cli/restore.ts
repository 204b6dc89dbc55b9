import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { restoreEmbeddedBackup } from '../lib/backup.js';
import { DataDirBusyError, lockDataDir } from '../lib/data-dir-lock.js';
import { restorePostgresBackup } from '../lib/postgres-backup.js';

/**
 * `npm run db:restore FILE` (docs/decisions/0016): replaces the whole database (schema, data and
 * the migrations table) with a backup from `npm run db:backup`. The embedded database is restored
 * only while no server runs on it; the one it replaces is kept beside it. On PostgreSQL the
 * database is emptied and restored in one transaction.
 */
const config = loadConfig();
if (!process.argv[2]) {
  console.error('Usage: npm run db:restore FILE   (a file written by npm run db:backup)');
  process.exit(1);
}
const file = path.resolve(config.callerDir, process.argv[2]);

try {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  if (config.databaseUrl) {
    await restorePostgresBackup(config.databaseUrl, file);
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const lock = await lockDataDir(config.dataDir, { role: 'restore' }).catch((err: unknown) => {
      if (err instanceof DataDirBusyError && err.holder?.role === 'server') {
        throw new Error(
          `A Kingside server (pid ${err.holder.pid}) is running on ${config.dataDir}: stop it ` +
            'before restoring, then start it again.',
        );
      }
      throw err;
    });
    try {
      const { previous } = await restoreEmbeddedBackup(config.dataDir, file);
      console.log(`Restored ${file} into ${config.dataDir}.`);
      if (previous) {
        console.log(`The database it replaced is in ${previous}: delete it once you are sure.`);
      }
    } finally {
      await lock.release();
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
