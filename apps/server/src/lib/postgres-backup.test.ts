import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { users } from '../db/schema.js';
import { fillEveryTable, readEveryTable } from '../test/every-table.js';
import { runTool } from '../test/server-process.js';
import { restorePostgresBackup, runStatement, writePostgresBackup } from './postgres-backup.js';

/**
 * The PostgreSQL pass of the suite: pg_dump and pg_restore between two scratch databases made
 * beside TEST_DATABASE_URL's (and dropped after), so the shared test database is never touched.
 */
const testUrl = process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-pg-backup-'));
const suffix = crypto.randomBytes(4).toString('hex');
const scratch = {
  source: `kingside_backup_src_${suffix}`,
  target: `kingside_backup_dst_${suffix}`,
};

function urlOf(name: string) {
  const url = new URL(testUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const admin = (statement: string) => runStatement(testUrl!, statement);

/** A stand-in pg_dump that reports an old version (only its --version is ever called). */
function fakeTool(version: string) {
  const file = path.join(tmp, `pg_dump_${version}`);
  fs.writeFileSync(file, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 });
  return file;
}

describe.runIf(testUrl)('PostgreSQL backups', () => {
  let source: Database;
  let target: Database;

  beforeAll(async () => {
    for (const name of Object.values(scratch)) await admin(`create database ${name}`);
    source = await openDatabase({ databaseUrl: urlOf(scratch.source), dataDir: null, poolSize: 2 });
    await source.migrate();
    await seedDemoData(source.db);
    await fillEveryTable(source.db);
    // The target has other data and a table from a migration newer than the backup.
    target = await openDatabase({ databaseUrl: urlOf(scratch.target), dataDir: null, poolSize: 2 });
    await target.migrate();
    await seedDemoData(target.db);
    await target.db.execute('create table from_a_newer_migration (id int)');
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
    for (const name of Object.values(scratch)) {
      await admin(`drop database if exists ${name} with (force)`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('restores every table, row for row, over a database with other contents', async () => {
    const file = path.join(tmp, 'round-trip.dump');
    const report = await writePostgresBackup(urlOf(scratch.source), file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    expect(report.bytes).toBeGreaterThan(0);

    await restorePostgresBackup(urlOf(scratch.target), file);
    const restored = await readEveryTable(target.db);
    expect(Object.keys(restored)).toContain('drizzle.__drizzle_migrations');
    expect(Object.keys(restored)).not.toContain('public.from_a_newer_migration');
    expect(restored).toEqual(await readEveryTable(source.db));
    // The restored database takes new rows: its sequences continue where the source's were.
    await target.db
      .insert(users)
      .values({ username: 'after_restore', email: 'a@example.com', name: 'A', passwordHash: 'x' });
  }, 60_000);

  it('changes nothing when the restore fails part-way', async () => {
    const file = path.join(tmp, 'whole.dump');
    await writePostgresBackup(urlOf(scratch.source), file);
    const truncated = path.join(tmp, 'truncated.dump');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const before = await readEveryTable(target.db);

    await expect(restorePostgresBackup(urlOf(scratch.target), truncated)).rejects.toThrow(
      /pg_restore failed|psql failed/,
    );
    expect(await readEveryTable(target.db)).toEqual(before);
  }, 60_000);

  it('refuses an embedded backup and names the way to restore it', async () => {
    const file = path.join(tmp, 'embedded.tar.gz');
    fs.writeFileSync(file, Buffer.from([0x1f, 0x8b, 8, 0]));
    await expect(restorePostgresBackup(urlOf(scratch.target), file)).rejects.toThrow(
      /not a pg_dump custom-format file/,
    );
  });

  it('says so when pg_dump is missing or older than the server', async () => {
    const tools = { pgDump: 'pg_dump', pgRestore: 'pg_restore', psql: 'psql' };
    const file = path.join(tmp, 'never.dump');
    await expect(
      writePostgresBackup(urlOf(scratch.source), file, { ...tools, pgDump: '/nowhere/pg_dump' }),
    ).rejects.toThrow(/pg_dump was not found: install the PostgreSQL client programs/);
    await expect(
      writePostgresBackup(urlOf(scratch.source), file, { ...tools, pgDump: fakeTool('9.6') }),
    ).rejects.toThrow(/pg_dump 9 is older than the PostgreSQL \d+ server/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('saves the uploaded photos beside the dump and restores them with it (npm run db:backup, db:restore)', async () => {
    const sourceDir = path.join(tmp, 'cli-source');
    const targetDir = path.join(tmp, 'cli-target');
    const photo = '0123456789abcdef01234567-1600w.webp';
    fs.mkdirSync(path.join(sourceDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(sourceDir, 'uploads', photo), 'a gallery photo');
    const file = path.join(tmp, 'cli.dump');

    const backup = await runTool('backup', [file], {
      DATABASE_URL: urlOf(scratch.source),
      DATA_DIR: sourceDir,
    });
    expect(backup.output).toMatch(/PostgreSQL backup written to \S+cli\.dump/);
    expect(backup.output).toMatch(
      /Uploaded photos from \S+uploads written to \S+cli\.uploads\.tar \(1 file,/,
    );
    expect(backup.output).not.toMatch(/bucket/);
    expect(backup.code).toBe(0);
    expect(fs.existsSync(path.join(tmp, 'cli.uploads.tar'))).toBe(true);

    const restore = await runTool('restore', [file], {
      DATABASE_URL: urlOf(scratch.target),
      DATA_DIR: targetDir,
    });
    expect(restore.output).toMatch(/Restored \S+cli\.dump into the PostgreSQL database/);
    expect(restore.output).toMatch(/\(1 added, 0 already there\)/);
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(targetDir, 'uploads', photo), 'utf8')).toBe('a gallery photo');
    expect(await readEveryTable(target.db)).toEqual(await readEveryTable(source.db));
  }, 120_000);

  it('says the photos are in the bucket when one is configured', async () => {
    const backup = await runTool('backup', [path.join(tmp, 'bucket.dump')], {
      DATABASE_URL: urlOf(scratch.source),
      DATA_DIR: path.join(tmp, 'cli-bucket'),
      UPLOADS_S3_BUCKET: 'club-photos',
      UPLOADS_S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com',
      UPLOADS_S3_ACCESS_KEY_ID: 'AKID',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'never-printed-secret',
    });
    expect(backup.code).toBe(0);
    expect(backup.output).toMatch(
      /New photos are stored in the bucket club-photos .*back them up with the bucket's own tools/,
    );
    expect(backup.output).not.toContain('never-printed-secret');
  }, 120_000);
});
