import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { restoreEmbeddedBackup } from '../lib/backup.js';
import { DataDirBusyError, lockDataDir } from '../lib/data-dir-lock.js';
import { restorePostgresBackup } from '../lib/postgres-backup.js';
import {
  checkUploadsArchive,
  restoreUploadsArchive,
  uploadsArchiveOf,
} from '../lib/uploads-backup.js';

/**
 * `npm run db:restore FILE` (docs/decisions/0016): replaces the whole database (schema, data and
 * the migrations table) with a backup from `npm run db:backup`. The embedded database is restored
 * only while no server runs on it; the one it replaces is kept beside it. On PostgreSQL the
 * database is emptied and restored in one transaction. When the photos' archive written with the
 * backup is beside FILE, its photos are added to DATA_DIR/uploads (docs/decisions/0023).
 */
const config = loadConfig();
if (!process.argv[2]) {
  console.error('Usage: npm run db:restore FILE   (a file written by npm run db:backup)');
  process.exit(1);
}
const file = path.resolve(config.callerDir, process.argv[2]);
const archive = uploadsArchiveOf(file);

/** Adds the archived photos once the database is restored. */
async function restorePhotos(hasArchive: boolean) {
  if (!hasArchive) {
    console.log(
      `No photos archive beside it (${archive}): the photos in ${config.uploads.dir} are as they were.`,
    );
    return;
  }
  const { added, present } = await restoreUploadsArchive(archive, config.uploads.dir);
  console.log(
    `Restored the uploaded photos of ${archive} into ${config.uploads.dir} ` +
      `(${added} added, ${present} already there).`,
  );
}

try {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  // A damaged or unsafe photos archive stops the restore before the database is touched.
  const hasArchive = fs.existsSync(archive);
  if (hasArchive) await checkUploadsArchive(archive);
  if (config.databaseUrl) {
    await restorePostgresBackup(config.databaseUrl, file);
    console.log(`Restored ${file} into the PostgreSQL database.`);
    await restorePhotos(hasArchive);
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
      await restorePhotos(hasArchive);
    } finally {
      await lock.release();
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
