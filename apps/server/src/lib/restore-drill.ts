import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { backupTakenAt, newestDatabaseBackup, type BackupTarget } from './backup-target.js';
import { openScratchPglite, type QueryRows } from './scratch-pglite.js';
import { emptyPostgresDatabase, restorePostgresBackup, runStatement } from './postgres-backup.js';
import { recordMaintenanceRun } from './maintenance-runs.js';
import { checkUploadsArchive, uploadsArchiveOf } from './uploads-backup.js';

/*
 * `npm run db:restore-drill` (docs/decisions/0072): the newest backup where backups are kept is
 * restored into a scratch database (an in-memory PGlite for the embedded database, a database of
 * its own on the PostgreSQL server), and every table's row count and a sample of its rows are
 * compared with the live database. A backup that cannot be fetched or restored, or that lacks a
 * table, fails the drill; rows that changed since the backup was taken are reported, not failed.
 */

/** Rows compared per table, picked across the table by their hash. */
export const DRILL_SAMPLE_ROWS = 20;

export type DrillTable = {
  /** `schema.table` (public tables without the schema). */
  name: string;
  restored: number;
  live: number;
  /** Sampled rows of the backup: the same in the live database, changed since, gone since. */
  sampled: number;
  same: number;
  changed: number;
  gone: number;
};

export type DrillReport = {
  ok: boolean;
  /** The backup restored (its file name) and when it was taken. */
  backup: string | null;
  backupAt: string | null;
  /** One line for people (the admin home). */
  summary: string;
  problems: string[];
  tables: DrillTable[];
  /** Photos in the backup's photos archive; null when there is none beside it. */
  photos: number | null;
  ms: number;
};

type TableName = { schema: string; table: string };
const displayName = (t: TableName) => (t.schema === 'public' ? t.table : `${t.schema}.${t.table}`);
const tableSql = (t: TableName) => sql`${sql.identifier(t.schema)}.${sql.identifier(t.table)}`;

/** A database's `rows` (drizzle's execute, on the server's own connections). */
export const rowsOf =
  (db: Db): QueryRows =>
  async <T>(query: SQL) => {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };

async function tablesOf(rows: QueryRows): Promise<TableName[]> {
  return rows<TableName>(
    sql`select table_schema as schema, table_name as "table" from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
}

type KeyColumn = { name: string; type: string };

/**
 * Every table's columns in order, one statement for the database: a row's text is comparable
 * only when both sides have the same columns in the same order.
 */
async function columnsOf(rows: QueryRows): Promise<Map<string, string>> {
  const found = await rows<TableName & { columns: string }>(
    sql`select table_schema as schema, table_name as "table",
          string_agg(column_name, ',' order by ordinal_position) as columns
        from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema') group by 1, 2`,
  );
  return new Map(found.map((t) => [displayName(t), t.columns]));
}

/**
 * Every table's primary key columns, each with its type as SQL writes it ("integer", "text", …),
 * one statement for the database.
 */
async function primaryKeysOf(rows: QueryRows): Promise<Map<string, KeyColumn[]>> {
  const found = await rows<TableName & KeyColumn>(
    sql`select n.nspname as schema, c.relname as "table", a.attname as name,
          format_type(a.atttypid, a.atttypmod) as type from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary order by n.nspname, c.relname, a.attnum`,
  );
  const keys = new Map<string, KeyColumn[]>();
  for (const { name, type, ...t } of found) {
    const key = keys.get(displayName(t)) ?? [];
    key.push({ name, type });
    keys.set(displayName(t), key);
  }
  return keys;
}

/** A type name from the catalog, safe to write into a cast. */
const PLAIN_TYPE = /^[a-z][a-z0-9 _]*(\(\d+(,\d+)?\))?$/;

async function countOf(rows: QueryRows, t: TableName): Promise<number> {
  const [row] = await rows<{ n: number | string }>(sql`select count(*) as n from ${tableSql(t)}`);
  return Number(row?.n ?? 0);
}

/**
 * Compares the restored copy with the live database: every live table must be in the copy (unless
 * the copy is from before the migration that made it); each table's rows are counted on both
 * sides, and up to DRILL_SAMPLE_ROWS rows of the copy are looked up in the live one by primary key.
 */
export async function compareDatabases(
  restored: QueryRows,
  live: QueryRows,
): Promise<{ tables: DrillTable[]; problems: string[]; migrationsBehind: number }> {
  const problems: string[] = [];
  const [liveTables, restoredTables, keys, liveColumns, copyColumns] = await Promise.all([
    tablesOf(live),
    tablesOf(restored),
    primaryKeysOf(live),
    columnsOf(live),
    columnsOf(restored),
  ]);
  const migrations = async (db: QueryRows) =>
    restoredTables.some((t) => t.schema === 'drizzle')
      ? countOf(db, { schema: 'drizzle', table: '__drizzle_migrations' })
      : 0;
  const migrationsBehind = Math.max(0, (await migrations(live)) - (await migrations(restored)));
  const inCopy = new Set(restoredTables.map(displayName));
  const tables: DrillTable[] = [];
  for (const t of liveTables) {
    const name = displayName(t);
    if (!inCopy.has(name)) {
      if (migrationsBehind === 0) problems.push(`${name} is not in the backup`);
      continue;
    }
    const entry: DrillTable = {
      name,
      restored: await countOf(restored, t),
      live: await countOf(live, t),
      sampled: 0,
      same: 0,
      changed: 0,
      gone: 0,
    };
    tables.push(entry);
    const key = keys.get(name) ?? [];
    if (key.length === 0 || liveColumns.get(name) !== copyColumns.get(name)) continue;
    const keyText = sql.join(
      key.map((c) => sql`${sql.identifier(c.name)}::text`),
      sql`, `,
    );
    const sample = await restored<{ k: string; h: string }>(
      sql`select concat_ws(chr(31), ${keyText}) as k, md5(t::text) as h
          from ${tableSql(t)} t order by md5(t::text) limit ${DRILL_SAMPLE_ROWS}`,
    );
    if (sample.length === 0) continue;
    // A one-column key is looked up by its index (on the embedded database the live side runs
    // on the server's thread); a composite one by its text, which reads the table.
    const [only] = key;
    const where =
      key.length === 1 && only && PLAIN_TYPE.test(only.type)
        ? sql`${sql.identifier(only.name)} in (${sql.join(
            sample.map((r) => sql`cast(cast(${r.k} as text) as ${sql.raw(only.type)})`),
            sql`, `,
          )})`
        : sql`concat_ws(chr(31), ${keyText}) in (${sql.join(
            sample.map((r) => sql`${r.k}`),
            sql`, `,
          )})`;
    const found = await live<{ k: string; h: string }>(
      sql`select concat_ws(chr(31), ${keyText}) as k, md5(t::text) as h from ${tableSql(t)} t
          where ${where}`,
    );
    const liveHash = new Map(found.map((r) => [r.k, r.h]));
    entry.sampled = sample.length;
    for (const r of sample) {
      const h = liveHash.get(r.k);
      if (h === undefined) entry.gone++;
      else if (h === r.h) entry.same++;
      else entry.changed++;
    }
  }
  return { tables, problems, migrationsBehind };
}

/** How a table changed since the backup: "+3" rows, "-1", or "rows changed" (same count). */
const rowChange = (t: DrillTable) =>
  t.live === t.restored
    ? 'rows changed'
    : `${t.live > t.restored ? '+' : ''}${t.live - t.restored}`;

/** The drill's one line: how the copy compares, or what failed. */
function summarize(report: Omit<DrillReport, 'summary' | 'ok' | 'ms'>, migrationsBehind: number) {
  if (report.problems.length > 0) {
    return `Failed: ${report.problems.slice(0, 3).join('; ')}${report.problems.length > 3 ? '; …' : ''}`;
  }
  const exact = report.tables.filter(
    (t) => t.restored === t.live && t.changed === 0 && t.gone === 0,
  );
  const differ = report.tables.filter((t) => !exact.includes(t));
  const rowsIn = report.tables.reduce((n, t) => n + t.restored, 0);
  return (
    `Restored ${report.backup}: ${report.tables.length} tables, ${rowsIn.toLocaleString('en-US')} rows` +
    `${report.photos !== null ? `, ${report.photos} photos` : ''}; ${exact.length} match the live ` +
    `database exactly` +
    (differ.length > 0
      ? `, ${differ.length} changed since the backup (${differ
          .slice(0, 4)
          .map((t) => `${t.name} ${rowChange(t)}`)
          .join(', ')}${differ.length > 4 ? ', …' : ''})`
      : '') +
    (migrationsBehind > 0 ? `; the backup is ${migrationsBehind} migrations behind` : '')
  );
}

/** The scratch PostgreSQL database the drill makes beside the live one, and drops after. */
export function scratchDatabaseUrl(liveUrl: string): string {
  const url = new URL(liveUrl);
  const name = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  url.pathname = `/${encodeURIComponent(`${name}_restore_drill`)}`;
  return url.toString();
}

/** Makes the scratch database anew (`drop`: only drops it), from a connection to `adminUrl`. */
async function recreateDatabase(adminUrl: string, scratchUrl: string, drop: boolean) {
  const name = pg.escapeIdentifier(decodeURIComponent(new URL(scratchUrl).pathname.slice(1)));
  await runStatement(adminUrl, `drop database if exists ${name} with (force)`);
  if (!drop) await runStatement(adminUrl, `create database ${name}`);
}

/**
 * Runs the drill against `live`: fetches the newest backup of the live database's kind from
 * `target`, restores it into a scratch database, compares, deletes the scratch copy, and records
 * the result (the admin home shows the newest). Never throws: a failure is the report's.
 */
export async function runRestoreDrill(options: {
  live: Database;
  target: BackupTarget;
  /**
   * PostgreSQL: the live database's URL, and a scratch database to restore into (emptied after);
   * without one the drill makes `<database>_restore_drill` and drops it after (needs CREATEDB).
   */
  databaseUrl?: string;
  scratchUrl?: string;
}): Promise<DrillReport> {
  const { live, target } = options;
  const started = performance.now();
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-drill-'));
  const base = {
    backup: null as string | null,
    backupAt: null as string | null,
    problems: [] as string[],
    tables: [] as DrillTable[],
    photos: null as number | null,
  };
  let migrationsBehind = 0;
  try {
    const names = await target.list();
    const backup = newestDatabaseBackup(names, live.kind === 'pglite' ? '.tar.gz' : '.dump');
    if (!backup) throw new Error(`there is no backup of this database in ${target.description}`);
    base.backup = backup;
    base.backupAt = backupTakenAt(backup)?.toISOString() ?? null;
    const file = await target.get(backup, scratchDir);
    const archive = path.basename(uploadsArchiveOf(backup));
    if (names.includes(archive)) {
      base.photos = (await checkUploadsArchive(await target.get(archive, scratchDir))).length;
    }
    // A scratch database given (RESTORE_DRILL_DATABASE_URL) is emptied after; one made, dropped.
    const given = options.scratchUrl ?? null;
    const scratchUrl =
      live.kind === 'postgres'
        ? (given ?? scratchDatabaseUrl(requireUrl(options.databaseUrl)))
        : null;
    if (scratchUrl && !given) {
      await recreateDatabase(requireUrl(options.databaseUrl), scratchUrl, false);
    }
    try {
      let scratch: { rows: QueryRows; close(): Promise<void> };
      if (scratchUrl) {
        await restorePostgresBackup(scratchUrl, file);
        const database = await openDatabase({
          databaseUrl: scratchUrl,
          dataDir: null,
          poolSize: 2,
        });
        scratch = { rows: rowsOf(database.db), close: () => database.close() };
      } else {
        // Off the server's thread: loading the copy holds a thread for seconds.
        scratch = await openScratchPglite(file);
      }
      try {
        const compared = await compareDatabases(scratch.rows, rowsOf(live.db));
        base.tables = compared.tables;
        base.problems.push(...compared.problems);
        migrationsBehind = compared.migrationsBehind;
      } finally {
        await scratch.close();
      }
    } finally {
      if (given) await emptyPostgresDatabase(given);
      else if (scratchUrl)
        await recreateDatabase(requireUrl(options.databaseUrl), scratchUrl, true);
    }
  } catch (err) {
    base.problems.push(err instanceof Error ? err.message : String(err));
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
  const report: DrillReport = {
    ...base,
    ok: base.problems.length === 0,
    summary: summarize(base, migrationsBehind),
    ms: Math.round(performance.now() - started),
  };
  await recordMaintenanceRun(live.db, {
    kind: 'restore-drill',
    ok: report.ok,
    summary: report.summary,
    backupAt: report.backupAt ? new Date(report.backupAt) : null,
    details: { backup: report.backup, problems: report.problems, tables: report.tables },
  }).catch((err: unknown) => {
    report.problems.push(
      `the result could not be recorded: ${err instanceof Error ? err.message : String(err)}`,
    );
  });
  return report;
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('the PostgreSQL drill needs the live database URL');
  return url;
}
