import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/*
 * Backups of a PostgreSQL database (docs/decisions/0016): pg_dump's custom format, restored with
 * pg_restore into a database emptied in the same transaction, so a failed restore changes nothing.
 */

/** The PostgreSQL client programs used; tests point them elsewhere. */
export type PgTools = { pgDump: string; pgRestore: string; psql: string };

const PG_TOOLS: PgTools = { pgDump: 'pg_dump', pgRestore: 'pg_restore', psql: 'psql' };
const INSTALL_HINT =
  'install the PostgreSQL client programs (Debian: apt-get install postgresql-client)';

/**
 * Empties what the restore replaces: the migrations' schema and every table in public (with
 * whatever depends on them), including tables newer than the backup, so that the next start
 * migrates the restored database forward. pg_restore --clean drops the rest of what it recreates.
 */
const EMPTY_DATABASE = `
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', t.tablename);
  END LOOP;
END $$;
`;

/** Runs one statement on its own connection (CREATE or DROP DATABASE, emptying a database). */
export async function runStatement(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Empties the database as a restore does first (the restore drill's scratch copy, after it). */
export const emptyPostgresDatabase = (databaseUrl: string) =>
  runStatement(databaseUrl, EMPTY_DATABASE);

/** Writes `pg_dump --format=custom` of the database to `file`. */
export async function writePostgresBackup(
  databaseUrl: string,
  file: string,
  tools: PgTools = PG_TOOLS,
): Promise<{ file: string; bytes: number; ms: number }> {
  const started = performance.now();
  const [toolMajor, serverMajor] = await Promise.all([
    majorVersion(tools.pgDump),
    serverMajorVersion(databaseUrl),
  ]);
  if (toolMajor < serverMajor) {
    throw new Error(
      `pg_dump ${toolMajor} is older than the PostgreSQL ${serverMajor} server and cannot dump ` +
        `it: install pg_dump ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}).`,
    );
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const { url, env } = connection(databaseUrl);
  try {
    await run(tools.pgDump, ['--format=custom', '--no-password', `--file=${partial}`, url], env);
    // Password hashes and signing keys are in it: readable by this user only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started) };
}

/**
 * Replaces the contents of the database with the pg_dump custom-format `file`: schema, data,
 * sequences and the migrations table, all in one transaction.
 */
export async function restorePostgresBackup(
  databaseUrl: string,
  file: string,
  tools: PgTools = PG_TOOLS,
): Promise<void> {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  if (head.toString('latin1') !== 'PGDMP') {
    throw new Error(
      `${file} is not a pg_dump custom-format file (an embedded backup is restored with ` +
        'DATABASE_URL unset).',
    );
  }
  await Promise.all([majorVersion(tools.pgRestore), majorVersion(tools.psql)]);
  const { url, env } = connection(databaseUrl);
  const psql = spawn(
    tools.psql,
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`],
    { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const restore = spawn(
    tools.pgRestore,
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  psql.stdin.on('error', () => undefined);
  psql.stdin.write(EMPTY_DATABASE);
  // psql commits at the end of its input: it sees the end only when pg_restore finished well.
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = exited(restore, tools.pgRestore).then(
    () => psql.stdin.end(),
    (err: unknown) => {
      psql.kill();
      throw err;
    },
  );
  await Promise.all([
    restored,
    exited(psql, tools.psql).catch(async (err: unknown) => {
      restore.kill();
      throw err;
    }),
  ]);
}

/** The URL without its password, which goes in PGPASSWORD so that it is not in the process list. */
function connection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(rows[0]!.v) / 10000);
  } finally {
    await client.end();
  }
}

/** The major version a PostgreSQL client program reports, or a clear error when it is missing. */
async function majorVersion(program: string): Promise<number> {
  const output = await run(program, ['--version']);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1];
  if (!major) throw new Error(`${program} --version answered "${output.trim()}"`);
  return Number(major);
}

/** Runs a program to completion; answers its standard output. */
function run(program: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(program, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  return exited(child, program).then(() => output);
}

function exited(child: ReturnType<typeof spawn>, program: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new Error(`${path.basename(program)} was not found: ${INSTALL_HINT}.`)
          : err,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const why = stderr.trim() || (signal ? `killed by ${signal}` : `exit code ${code}`);
        reject(new Error(`${path.basename(program)} failed: ${why}`));
      }
    });
  });
}
