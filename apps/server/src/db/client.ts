import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseKind } from '@kingside/shared';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { guardTransactions } from './transaction-guard.js';

/**
 * What every embedded database is opened with, including backup copies and restores: the
 * extensions the migrations create (pg_trgm for the users search, docs/decisions/0026).
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repository methods take either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /**
   * Applies the migrations this build has and the database lacks. On PostgreSQL under an
   * advisory lock: several processes starting at once migrate one after the other, and the
   * second finds nothing left to do.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Embedded only (null on PostgreSQL): an uncompressed tarball of the data directory, consistent
   * while the server serves (docs/decisions/0016). Taken in one synchronous step: the event loop
   * waits meanwhile.
   */
  dumpDataDir: (() => Promise<Blob>) | null;
  /** PostgreSQL only (null on PGlite, one connection): the pool's connections now (the metrics). */
  poolUse: (() => { total: number; idle: number; waiting: number }) | null;
};

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** The advisory lock the PostgreSQL migrations run under (any number no other code takes). */
export const MIGRATION_LOCK = 7_276_431;

/** When the newest migration of this build was made: drizzle stores it as the row's created_at. */
const newestMigrationMillis = (() => {
  let cached: number | undefined;
  return () => {
    cached ??= Math.max(
      ...(
        JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
          entries: { when: number }[];
        }
      ).entries.map((e) => e.when),
    );
    return cached;
  };
})();

/**
 * Whether the database has every migration of this build (the readiness check): false while
 * another process is still migrating it, or when it was never migrated.
 */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string }[] };
    return Number(result.rows[0]?.newest ?? 0) >= newestMigrationMillis();
  } catch {
    return false;
  }
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is
 * null). `loadDataDir` starts an in-memory PGlite from a `dumpDataDir` copy instead of an empty
 * cluster (the test suite's migrated, seeded template: a few times faster than initdb).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = guardTransactions(drizzlePg(pool, { schema }) as unknown as Db, {
      target: pool,
      methods: ['query'],
    });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      dumpDataDir: null,
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = embeddedDir(options.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, PGLITE_OPTIONS);
  } else {
    client = new PGlite({
      ...PGLITE_OPTIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  await client.waitReady;
  // A new 16 MB WAL segment is made without writing it full of zeros first: written in the
  // server's own thread, that write held every request for tens of milliseconds on a quiet disk
  // and for hundreds while the disk was busy (the soak's /api/health probe). The embedded database
  // runs without fsync, so the zeros bought nothing (docs/decisions/0048).
  if (options.dataDir) await client.exec('SET wal_init_zero = off');
  // One connection: a query waiting for the transaction that waits for it would stall everything.
  const db = guardTransactions(drizzlePglite(client, { schema }) as unknown as Db, {
    target: client,
    methods: ['query', 'exec'],
  });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: async () => {
      // Only committed work is in the copy: an open transaction's rows are rolled back when it is
      // loaded, as after a crash. The checkpoint first keeps that replay short.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    poolUse: null,
  };
}
