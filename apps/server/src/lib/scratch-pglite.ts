import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/*
 * An embedded database loaded from a backup in a worker thread of its own (the restore drill,
 * docs/decisions/0072): PGlite runs its queries on the thread that opened it, and loading a copy
 * holds that thread for seconds, so a server asked for a drill keeps answering requests meanwhile.
 */

/** Runs one query and answers its rows. */
export type QueryRows = <T>(query: SQL) => Promise<T[]>;

const require = createRequire(import.meta.url);
const dialect = new PgDialect();

/** The worker: CommonJS, given the resolved paths of PGlite and its pg_trgm extension. */
const WORKER = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const { pg_trgm } = require(workerData.trgm);
(async () => {
  const db = await PGlite.create({
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(workerData.file)]),
  });
  parentPort.on('message', async ({ id, sql, params }) => {
    if (id === 'close') {
      await db.close();
      parentPort.postMessage({ id });
      return;
    }
    try {
      const result = await db.query(sql, params);
      parentPort.postMessage({ id, rows: result.rows });
    } catch (err) {
      parentPort.postMessage({ id, error: String((err && err.message) || err) });
    }
  });
  parentPort.postMessage({ id: 'ready' });
})().catch((err) => parentPort.postMessage({ id: 'ready', error: String((err && err.message) || err) }));
`;

type Reply = { id: number | 'ready' | 'close'; rows?: unknown[]; error?: string };

/** Loads the embedded backup `file` (a `dumpDataDir` tarball) into a worker's in-memory PGlite. */
export async function openScratchPglite(
  file: string,
): Promise<{ rows: QueryRows; close(): Promise<void> }> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      file,
      pglite: require.resolve('@electric-sql/pglite'),
      trgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
    },
  });
  const waiting = new Map<Reply['id'], (reply: Reply) => void>();
  let failure: Error | null = null;
  const failAll = (err: Error) => {
    failure = err;
    for (const resolve of waiting.values()) resolve({ id: 0, error: err.message });
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    const resolve = waiting.get(reply.id);
    waiting.delete(reply.id);
    resolve?.(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the scratch database stopped')));
  const ask = (id: Reply['id'], message?: object) =>
    new Promise<Reply>((resolve) => {
      if (failure) return resolve({ id, error: failure.message });
      waiting.set(id, resolve);
      if (message) worker.postMessage({ id, ...message });
    });
  const ready = await ask('ready');
  if (ready.error) {
    await worker.terminate();
    throw new Error(ready.error);
  }
  let next = 0;
  return {
    async rows<T>(query: SQL): Promise<T[]> {
      const { sql, params } = dialect.sqlToQuery(query);
      const reply = await ask(++next, { sql, params });
      if (reply.error) throw new Error(reply.error);
      return reply.rows as T[];
    },
    async close() {
      if (!failure) await ask('close', {});
      await worker.terminate();
    },
  };
}
