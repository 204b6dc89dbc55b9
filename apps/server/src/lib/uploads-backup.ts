import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_FILE_NAME } from '@kingside/shared';
import { listTar, readTarEntry, writeTar, type TarEntryAt } from './ustar.js';

/*
 * The uploaded photos' half of a backup (docs/decisions/0023): beside each database backup
 * `kingside-<time>.tar.gz` (or `.dump`), a plain ustar archive `kingside-<time>.uploads.tar` of
 * the flat files in DATA_DIR/uploads. Photos are already compressed (WebP), so the archive is not.
 * A restore adds the archive's files to DATA_DIR/uploads: names are content hashes, so a file
 * already there under the same name holds the same bytes.
 */

export const UPLOADS_ARCHIVE_SUFFIX = '.uploads.tar';

/** What the uploads archive of a backup holds, as reported to `npm run db:backup`. */
export type UploadsReport = { file: string; files: number; bytes: number };

/**
 * The uploads archive that goes with a database backup: the backup's name with `.uploads.tar` in
 * place of `.tar.gz` or `.dump` (`kingside-<time>.uploads.tar`), else with it appended.
 */
export function uploadsArchiveOf(backupFile: string): string {
  const base = backupFile.replace(/(\.tar\.gz|\.dump)$/, '');
  return `${base}${UPLOADS_ARCHIVE_SUFFIX}`;
}

/** The photo files in `dir`, by name (temporary and other files are left out). */
function photoFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && IMAGE_FILE_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Archives the photos in `uploadsDir` into `archive`; the archive appears under its name only
 * once complete. Taken after the database backup, it holds every file the backed-up rows name
 * (a row points at a photo only once its files are stored).
 */
export async function writeUploadsArchive(
  uploadsDir: string,
  archive: string,
): Promise<UploadsReport> {
  fs.mkdirSync(path.dirname(archive), { recursive: true, mode: 0o700 });
  const partial = `${archive}.partial`;
  try {
    const entries = await writeTar(
      partial,
      photoFiles(uploadsDir).map((name) => ({ name, path: path.join(uploadsDir, name) })),
    );
    await fs.promises.rename(partial, archive);
    return {
      file: archive,
      files: entries.length,
      bytes: entries.reduce((sum, e) => sum + e.size, 0),
    };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * Reads an uploads archive's entries and refuses the whole archive when one is not an uploaded
 * photo's plain name (a path, `..`, anything but `{hash}-{width}w.webp`), before anything is
 * written.
 */
export async function checkUploadsArchive(archive: string): Promise<TarEntryAt[]> {
  const entries = await listTar(archive);
  for (const entry of entries) {
    if (
      entry.name.includes('/') ||
      entry.name.includes('..') ||
      !IMAGE_FILE_NAME.test(entry.name)
    ) {
      throw new Error(
        `${archive} holds ${JSON.stringify(entry.name)}, which is not the name of an uploaded ` +
          'photo: nothing was restored from it.',
      );
    }
  }
  return entries;
}

/**
 * Adds the photos of `archive` to `uploadsDir` (each under a temporary name, then renamed); a
 * photo already there is left as it is. Answers how many were added and how many were there.
 */
export async function restoreUploadsArchive(
  archive: string,
  uploadsDir: string,
): Promise<{ added: number; present: number }> {
  const entries = await checkUploadsArchive(archive);
  fs.mkdirSync(uploadsDir, { recursive: true });
  let added = 0;
  let present = 0;
  for (const entry of entries) {
    const target = path.join(uploadsDir, entry.name);
    if (fs.existsSync(target) && fs.statSync(target).size === entry.size) {
      present++;
      continue;
    }
    const temporary = path.join(uploadsDir, `.${entry.name}.${crypto.randomUUID()}.tmp`);
    try {
      await fs.promises.writeFile(temporary, await readTarEntry(archive, entry));
      await fs.promises.rename(temporary, target);
    } catch (err) {
      fs.rmSync(temporary, { force: true });
      throw err;
    }
    added++;
  }
  return { added, present };
}
