import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { runTool } from '../test/server-process.js';
import { backupFileName, embeddedBackups } from './backup.js';
import { backupTarget } from './backup-target.js';
import { newestMaintenanceRun } from './maintenance-runs.js';
import { runStatement } from './postgres-backup.js';
import { runRestoreDrill } from './restore-drill.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-drill-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('the restore drill of the embedded database', () => {
  let database: Database;
  const dir = path.join(tmp, 'backups');
  const target = backupTarget({ kind: 'dir', dir });

  beforeAll(async () => {
    database = await openDatabase({ dataDir: path.join(tmp, 'live') });
    await database.migrate();
    await seedDemoData(database.db);
  }, 120_000);
  afterAll(() => database.close());

  it('fails, and says so, when there is no backup to restore', async () => {
    const report = await runRestoreDrill({ live: database, target });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([`there is no backup of this database in ${dir}`]);
    expect(await newestMaintenanceRun(database.db, 'restore-drill')).toMatchObject({
      ok: false,
      summary: `Failed: there is no backup of this database in ${dir}`,
    });
  });

  it('restores the newest backup and finds every table, telling what changed since', async () => {
    const backups = embeddedBackups({
      database,
      place: { dir, target, keepDays: 14 },
      uploadsDir: path.join(tmp, 'no-photos'),
    });
    const backup = await backups.run();
    // Since the backup: one member more, and one renamed.
    const [someone] = await database.db.select({ id: users.id }).from(users).limit(1);
    await database.db
      .update(users)
      .set({ name: 'Renamed Member' })
      .where(eq(users.id, someone!.id));
    await database.db.insert(users).values({
      username: `drill-${crypto.randomUUID().slice(0, 8)}`,
      email: `drill-${crypto.randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'not a hash',
      name: 'New Member',
      roles: ['student'],
    });

    const report = await runRestoreDrill({ live: database, target });
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.backup).toBe(path.basename(backup.file));
    expect(report.photos).toBe(0);
    const names = report.tables.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'jobs', 'drizzle.__drizzle_migrations']),
    );
    const usersRow = report.tables.find((t) => t.name === 'users')!;
    expect(usersRow.live).toBe(usersRow.restored + 1);
    expect(usersRow.sampled).toBeGreaterThan(0);
    // Found again by their key: none gone, at most the renamed one changed.
    expect(usersRow.gone).toBe(0);
    expect(usersRow.changed).toBeLessThanOrEqual(1);
    expect(usersRow.same + usersRow.changed).toBe(usersRow.sampled);
    // Every table's sampled rows are found again by their key (none was deleted since).
    const sampledTables = report.tables.filter((t) => t.sampled > 0);
    expect(sampledTables.length).toBeGreaterThan(10);
    for (const table of sampledTables) {
      if (table.name === 'jobs' || table.name === 'maintenance_runs') continue;
      expect(table.gone, table.name).toBe(0);
    }
    const migrations = report.tables.find((t) => t.name === 'drizzle.__drizzle_migrations')!;
    expect(migrations).toMatchObject({ same: migrations.sampled, changed: 0, gone: 0 });
    expect(migrations.restored).toBe(migrations.live);
    expect(report.summary).toMatch(
      new RegExp(`^Restored ${path.basename(backup.file).replaceAll('.', '\\.')}: \\d+ tables`),
    );
    expect(report.summary).toContain('users +1');
    const recorded = await newestMaintenanceRun(database.db, 'restore-drill');
    expect(recorded).toMatchObject({ ok: true, summary: report.summary });
    expect(recorded!.backupAt?.toISOString()).toBe(report.backupAt);
  }, 120_000);

  it('fails when the newest backup is damaged', async () => {
    const damaged = path.join(dir, backupFileName('pglite', new Date(Date.now() + 60_000)));
    fs.writeFileSync(damaged, 'not a tarball');
    try {
      const report = await runRestoreDrill({ live: database, target });
      expect(report.ok).toBe(false);
      expect(report.backup).toBe(path.basename(damaged));
      expect(report.summary).toMatch(/^Failed: /);
      expect((await newestMaintenanceRun(database.db, 'restore-drill'))?.ok).toBe(false);
    } finally {
      fs.rmSync(damaged);
    }
  }, 60_000);
});

const testUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testUrl)('npm run db:restore-drill on PostgreSQL', () => {
  const name = `kingside_drill_${crypto.randomBytes(4).toString('hex')}`;
  const url = (() => {
    if (!testUrl) return '';
    const u = new URL(testUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const admin = (statement: string) => runStatement(testUrl!, statement);
  let live: Database;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    live = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
    await live.migrate();
    await seedDemoData(live.db);
  }, 120_000);
  afterAll(async () => {
    await live?.close();
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`drop database if exists ${name}_restore_drill with (force)`);
  });

  it('restores the nightly backup into a scratch database, compares, records, and drops it', async () => {
    const env = {
      DATABASE_URL: url,
      DATA_DIR: path.join(tmp, 'pg-data'),
      BACKUP_URL: path.join(tmp, 'pg-backups'),
    };
    const backup = await runTool('backup', [], env);
    expect(backup.code, backup.output).toBe(0);
    expect((await newestMaintenanceRun(live.db, 'backup'))?.ok).toBe(true);
    await live.db.update(users).set({ name: 'Changed' });

    const drill = await runTool('restore-drill', [], env);
    expect(drill.code, drill.output).toBe(0);
    expect(drill.output).toMatch(
      /^users\s+\d+\s+\d+\s+0\/\d+\/0 of \d+\s+\(changed since the backup\)$/m,
    );
    expect(drill.output).toMatch(/^PASSED in [\d.]+ s: Restored kingside-.+\.dump: \d+ tables/m);
    const recorded = await newestMaintenanceRun(live.db, 'restore-drill');
    expect(recorded?.ok).toBe(true);
    // The scratch database is gone again.
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [
      `${name}_restore_drill`,
    ]);
    await client.end();
    expect(rows).toEqual([]);
  }, 180_000);
});
