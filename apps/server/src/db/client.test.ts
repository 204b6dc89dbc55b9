import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MIGRATIONS_DIR, migrationsCurrent, openDatabase } from './client.js';
import { rowsOf } from './rows.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-client-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the embedded database on a data directory', () => {
  it('makes new WAL segments without writing them full of zeros in the server’s thread', async () => {
    const database = await openDatabase({ dataDir: tmp });
    try {
      const [row] = rowsOf<{ wal_init_zero: string }>(
        await database.db.execute(sql`show wal_init_zero`),
      );
      expect(row?.wal_init_zero).toBe('off');
    } finally {
      await database.close();
    }
  }, 60_000);
});

const journalEntries = () =>
  (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('migrations', () => {
  it("tell whether the database holds this build's newest one (the readiness check)", async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      expect(await migrationsCurrent(database.db)).toBe(false);
      await database.migrate();
      expect(await migrationsCurrent(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'run once on PostgreSQL when several processes start together (an advisory lock)',
    async () => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      const name = `kingside_migrate_lock_${process.pid}`;
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: null })),
      );
      try {
        await Promise.all(processes.map((p) => p.migrate()));
        const rows = rowsOf<{ n: number }>(
          await processes[0]!.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          ),
        );
        expect(rows[0]!.n).toBe(journalEntries());
        for (const p of processes) expect(await migrationsCurrent(p.db)).toBe(true);
      } finally {
        await Promise.all(processes.map((p) => p.close()));
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    },
    120_000,
  );
});
