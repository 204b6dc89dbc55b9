import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreUploadsArchive, uploadsArchiveOf, writeUploadsArchive } from './uploads-backup.js';
import { writeTar } from './ustar.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-uploads-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const photo = (width: number) => `${crypto.randomBytes(12).toString('hex')}-${width}w.webp`;

describe('the uploaded photos of a backup', () => {
  it('goes beside the backup under the same name', () => {
    expect(uploadsArchiveOf('/b/kingside-2026-11-25T03-00-00.000Z.tar.gz')).toBe(
      '/b/kingside-2026-11-25T03-00-00.000Z.uploads.tar',
    );
    expect(uploadsArchiveOf('/b/kingside-2026-11-25T03-00-00.000Z.dump')).toBe(
      '/b/kingside-2026-11-25T03-00-00.000Z.uploads.tar',
    );
    expect(uploadsArchiveOf('/home/me/club.backup')).toBe('/home/me/club.backup.uploads.tar');
  });

  it('archives the photos only, and adds them back without touching the ones already there', async () => {
    const uploads = path.join(tmp, 'uploads');
    fs.mkdirSync(uploads);
    const names = [photo(480), photo(240), photo(1600)];
    for (const name of names) fs.writeFileSync(path.join(uploads, name), crypto.randomBytes(3000));
    // A write in progress and anything else are left out.
    fs.writeFileSync(path.join(uploads, `.${names[0]}.x.tmp`), 'partial');
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'not a photo');

    const archive = path.join(tmp, 'backups', 'kingside-1.uploads.tar');
    const report = await writeUploadsArchive(uploads, archive);
    expect(report).toEqual({ file: archive, files: 3, bytes: 9000 });
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['kingside-1.uploads.tar']);

    const restoredDir = path.join(tmp, 'restored-uploads');
    fs.mkdirSync(restoredDir);
    const kept = names[0]!;
    fs.copyFileSync(path.join(uploads, kept), path.join(restoredDir, kept));
    expect(await restoreUploadsArchive(archive, restoredDir)).toEqual({ added: 2, present: 1 });
    expect(fs.readdirSync(restoredDir).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(fs.readFileSync(path.join(restoredDir, name))).toEqual(
        fs.readFileSync(path.join(uploads, name)),
      );
    }
    // Again: everything is there already.
    expect(await restoreUploadsArchive(archive, restoredDir)).toEqual({ added: 0, present: 3 });
  });

  it('archives a missing uploads folder as an empty archive', async () => {
    const archive = path.join(tmp, 'none.uploads.tar');
    expect(await writeUploadsArchive(path.join(tmp, 'no-such-dir'), archive)).toEqual({
      file: archive,
      files: 0,
      bytes: 0,
    });
    expect(await restoreUploadsArchive(archive, path.join(tmp, 'into-none'))).toEqual({
      added: 0,
      present: 0,
    });
  });

  it('refuses the whole archive when an entry is a path, climbs out, or is not a photo name', async () => {
    const source = path.join(tmp, 'evil-source');
    fs.mkdirSync(source);
    fs.writeFileSync(path.join(source, 'f'), 'x');
    const good = photo(480);
    for (const bad of ['../escape.webp', `sub/${good}`, `/etc/${good}`, 'notes.txt', `..${good}`]) {
      const archive = path.join(tmp, 'evil.uploads.tar');
      await writeTar(archive, [
        { name: good, path: path.join(source, 'f') },
        { name: bad, path: path.join(source, 'f') },
      ]);
      const target = path.join(tmp, 'evil-target');
      fs.rmSync(target, { recursive: true, force: true });
      await expect(restoreUploadsArchive(archive, target), bad).rejects.toThrow(
        /which is not the name of an uploaded photo: nothing was restored/,
      );
      // Not even the good entry before it was written.
      expect(fs.existsSync(target)).toBe(false);
    }
    expect(fs.existsSync(path.join(tmp, 'escape.webp'))).toBe(false);
  });
});
