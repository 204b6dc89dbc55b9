import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDir, openDatabase, PGLITE_OPTIONS, type Database } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { jobs, users } from '../db/schema.js';
import { JobRunner } from '../modules/jobs/index.js';
import { fillEveryTable, readEveryTable } from '../test/every-table.js';
import { backupTarget } from './backup-target.js';
import { newestMaintenanceRun } from './maintenance-runs.js';
import { restoreUploadsArchive, uploadsArchiveOf } from './uploads-backup.js';
import {
  backupFileName,
  DAY_MS,
  nextClubHour,
  restoreEmbeddedBackup,
  dailyBackupJob,
  embeddedBackups,
  writeEmbeddedBackup,
} from './backup.js';

/** The embedded backups in `dir`, newest first. */
function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^kingside-.+\.tar\.gz$/.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Backups kept in `dir` itself, for `keepDays` days. */
const placeIn = (dir: string, keepDays = 14) => ({
  dir,
  target: backupTarget({ kind: 'dir', dir }),
  keepDays,
});

const silent = pino({ level: 'silent' });

/** The job runner a server runs, on this file's database, looking for due jobs every 50 ms. */
const backupRunner = () =>
  new JobRunner(database.db, {
    pollMs: 50,
    leaseMs: 30_000,
    concurrency: 1,
    singleProcess: true,
    log: silent,
  });
const clearJobs = () => database.db.delete(jobs);
let tmp: string;
let database: Database;

const ago = (file: string, ms: number) => {
  const at = new Date(Date.now() - ms);
  fs.utimesSync(file, at, at);
};

// The embedded database is what this exercises; the PostgreSQL run has postgres-backup.test.ts.
describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database backups', () => {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-backup-'));
    database = await openDatabase({ dataDir: path.join(tmp, 'source') });
    await database.migrate();
    await seedDemoData(database.db);
    await fillEveryTable(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('restores every table, row for row, into a new data directory', async () => {
    const file = path.join(tmp, 'round-trip.tar.gz');
    const report = await writeEmbeddedBackup(database, file);
    expect(report.bytes).toBe(fs.statSync(file).size);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const restoredDir = path.join(tmp, 'restored');
    expect(await restoreEmbeddedBackup(restoredDir, file)).toEqual({ previous: null });
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const tables = await readEveryTable(restored.db);
      expect(Object.keys(tables)).toContain('drizzle.__drizzle_migrations');
      expect(tables).toEqual(await readEveryTable(database.db));
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('replaces an existing database and keeps the replaced one beside it', async () => {
    const dataDir = path.join(tmp, 'replaced');
    const file = path.join(tmp, 'replace.tar.gz');
    await writeEmbeddedBackup(database, file);
    await restoreEmbeddedBackup(dataDir, file);
    const later = await openDatabase({ dataDir });
    await later.db.insert(users).values({
      username: 'after_the_backup',
      email: 'after@example.com',
      name: 'After',
      passwordHash: 'x',
    });
    await later.close();

    const { previous } = await restoreEmbeddedBackup(dataDir, file);
    expect(previous).toMatch(/pglite\.before-restore-/);
    const restored = await openDatabase({ dataDir });
    try {
      const names = await restored.db.select({ u: users.username }).from(users);
      expect(names.map((n) => n.u)).not.toContain('after_the_backup');
    } finally {
      await restored.close();
    }
    // The replaced database is still whole.
    const old = await PGlite.create(previous!, PGLITE_OPTIONS);
    expect(
      (await old.query(`select 1 from users where username = 'after_the_backup'`)).rows,
    ).toHaveLength(1);
    await old.close();
  }, 60_000);

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const dataDir = path.join(tmp, 'refusing');
    const good = path.join(tmp, 'good.tar.gz');
    await writeEmbeddedBackup(database, good);
    await restoreEmbeddedBackup(dataDir, good);
    const before = fs.readdirSync(embeddedDir(dataDir)).sort();

    const junk = path.join(tmp, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a tarball');
    await expect(restoreEmbeddedBackup(dataDir, junk)).rejects.toThrow(/is not a backup/);
    const pgDump = path.join(tmp, 'pg.dump');
    fs.writeFileSync(pgDump, 'PGDMP\x01\x0e');
    await expect(restoreEmbeddedBackup(dataDir, pgDump)).rejects.toThrow(/DATABASE_URL/);

    expect(fs.readdirSync(embeddedDir(dataDir)).sort()).toEqual(before);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pglite']);
  }, 60_000);

  it('holds only whole transactions when taken while transactions are writing', async () => {
    await database.db.execute(
      sql`create table backup_probe (pair int not null, half int not null)`,
    );
    let writing = true;
    const writer = (async () => {
      for (let pair = 0; writing; pair++) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into backup_probe values (${pair}, 1)`);
          await new Promise((r) => setTimeout(r, 2));
          await tx.execute(sql`insert into backup_probe values (${pair}, 2)`);
        });
      }
    })();
    const files: string[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 100));
      files.push((await writeEmbeddedBackup(database, path.join(tmp, `busy-${i}.tar.gz`))).file);
    }
    writing = false;
    await writer;
    try {
      for (const file of files) {
        const copy = await PGlite.create({
          ...PGLITE_OPTIONS,
          loadDataDir: new Blob([fs.readFileSync(file)]),
        });
        const { rows } = await copy.query<{ n: number; unpaired: number }>(
          `select count(*)::int as n,
                  (select count(*)::int from (select pair from backup_probe group by pair
                   having count(*) <> 2) p) as unpaired
           from backup_probe`,
        );
        await copy.close();
        expect(rows[0]!.n).toBeGreaterThan(0);
        expect(rows[0]!.unpaired).toBe(0);
      }
    } finally {
      await database.db.execute(sql`drop table backup_probe`);
    }
  }, 60_000);

  it('keeps the backups of the last days only, each with its photos, and records each', async () => {
    const dir = path.join(tmp, 'prune');
    fs.mkdirSync(dir);
    const now = Date.now();
    const names = [10, 3, 1].map((days) =>
      backupFileName('pglite', new Date(now - days * DAY_MS - 60_000)),
    );
    const archives = names.map((n) => path.basename(uploadsArchiveOf(n!)));
    for (const name of [...names, ...archives, 'notes.txt']) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    const backups = embeddedBackups({
      database,
      place: placeIn(dir, 2),
      uploadsDir: path.join(tmp, 'no-uploads'),
    });
    const report = await backups.run();
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        names[2],
        archives[2],
        path.basename(report.file),
        path.basename(uploadsArchiveOf(report.file)),
        'notes.txt',
      ].sort(),
    );
    const run = await newestMaintenanceRun(database.db, 'backup');
    expect(run).toMatchObject({ ok: true });
    expect(run!.summary).toContain(path.basename(report.file));
    expect(run!.summary).toContain('4 older files deleted');
  });

  it('backs up when its time comes, then again at each next time, keeping the newest', async () => {
    const dir = path.join(tmp, 'daily');
    fs.mkdirSync(dir);
    const old = path.join(dir, backupFileName('pglite', new Date(Date.now() - DAY_MS - 60_000)));
    fs.writeFileSync(old, '');
    ago(old, DAY_MS + 60_000);
    const backups = embeddedBackups({
      database,
      place: placeIn(dir, 1),
      uploadsDir: path.join(tmp, 'no-uploads'),
    });
    const runner = backupRunner();
    runner.register(dailyBackupJob(backups, (now) => new Date(now.getTime() + 300), silent));
    await runner.start();
    try {
      await expect.poll(() => listBackups(dir).length, { timeout: 10_000 }).toBe(2);
      await expect.poll(() => listBackups(dir).length, { timeout: 10_000 }).toBe(3);
      // Kept one day: the day-old one goes.
      await expect.poll(() => listBackups(dir).includes(old), { timeout: 10_000 }).toBe(false);
    } finally {
      await runner.stop();
      await backups.stop();
      await clearJobs();
    }
  }, 40_000);

  it('takes none before its time, even on a new data directory, and stops cleanly', async () => {
    const dir = path.join(tmp, 'not-yet');
    const backups = embeddedBackups({
      database,
      place: placeIn(dir),
      uploadsDir: path.join(tmp, 'no-uploads'),
    });
    const runner = backupRunner();
    runner.register(dailyBackupJob(backups, (now) => new Date(now.getTime() + DAY_MS), silent));
    await runner.start();
    await new Promise((r) => setTimeout(r, 1000));
    expect(listBackups(dir)).toEqual([]);
    const report = await backups.run();
    expect(listBackups(dir)[0]).toBe(report.file);
    await runner.stop();
    await backups.stop();
    await clearJobs();
  }, 30_000);

  it("runs at the club's backup hour, in the club's time zone, across a clock change", () => {
    const chicago = 'America/Chicago';
    // 02:00 club time on 2026-03-07: the next 03:00 is an hour later (CST, UTC-6).
    expect(nextClubHour(new Date('2026-03-07T08:00:00Z'), 3, chicago).toISOString()).toBe(
      '2026-03-07T09:00:00.000Z',
    );
    // Just after 03:00: tomorrow's, after the spring-forward night (CDT, UTC-5).
    expect(nextClubHour(new Date('2026-03-07T09:00:01Z'), 3, chicago).toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    expect(nextClubHour(new Date('2026-11-28T12:00:00Z'), 23, 'UTC').toISOString()).toBe(
      '2026-11-28T23:00:00.000Z',
    );
  });

  it('writes the uploaded photos beside each backup, which a restore adds back', async () => {
    const dir = path.join(tmp, 'with-photos');
    const uploadsDir = path.join(tmp, 'photos');
    fs.mkdirSync(uploadsDir);
    const photo = '0123456789abcdef01234567-480w.webp';
    fs.writeFileSync(path.join(uploadsDir, photo), 'webp bytes');
    const backups = embeddedBackups({ database, place: placeIn(dir), uploadsDir });
    try {
      const first = await backups.run();
      expect(first.uploads).toEqual({
        file: uploadsArchiveOf(first.file),
        files: 1,
        bytes: 'webp bytes'.length,
      });
      expect(path.basename(first.uploads!.file)).toBe(
        path.basename(first.file).replace('.tar.gz', '.uploads.tar'),
      );
      const restoredUploads = path.join(tmp, 'restored-photos');
      expect(await restoreUploadsArchive(first.uploads!.file, restoredUploads)).toEqual({
        added: 1,
        present: 0,
      });
      expect(fs.readFileSync(path.join(restoredUploads, photo), 'utf8')).toBe('webp bytes');

      // Each backup has its own archive.
      await new Promise((r) => setTimeout(r, 5));
      const second = await backups.run();
      expect(fs.readdirSync(dir).sort()).toEqual(
        [first.file, first.uploads!.file, second.file, second.uploads!.file]
          .map((f) => path.basename(f))
          .sort(),
      );
    } finally {
      await backups.stop();
    }
  }, 30_000);
});
