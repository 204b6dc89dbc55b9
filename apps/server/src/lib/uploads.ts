import { PGN_MESSAGES, PGN_UPLOADS_PER_HOUR } from '@kingside/shared';
import { and, eq, getTableColumns, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import {
  games,
  myGames,
  pendingUploads,
  stagedTournamentEntries,
  studies,
  studyChapters,
  tournamentEntries,
  type UPLOAD_KINDS,
} from '../db/schema.js';
import { shareCpu } from './cpu-slices.js';
import { AppError } from './errors.js';
import { secondsLeftInWindow } from './rate-limit.js';

/**
 * What every bulk upload shares (docs/decisions/0014, 0047): a per-user limit on how often, and
 * writes in short batches that store all rows or none, even when the process dies half-way.
 */

const HOUR_SECONDS = 60 * 60;

/**
 * Counts one upload by `userId` (every call that passed validation, refused ones too: reading a
 * bad upload costs as much as a good one); past PGN_UPLOADS_PER_HOUR in the hour it answers 429.
 */
export async function limitUploads(ctx: AppContext, userId: number): Promise<void> {
  const count = await ctx.rateLimits.increment(`uploads:${userId}`, HOUR_SECONDS);
  if (count > PGN_UPLOADS_PER_HOUR) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      PGN_MESSAGES.tooManyUploads(PGN_UPLOADS_PER_HOUR),
      undefined,
      { 'retry-after': String(secondsLeftInWindow(HOUR_SECONDS)) },
    );
  }
}

/** Rows per insert statement: 50 games take the embedded database about 5 ms. */
const BATCH_ROWS = 50;
/** Characters of text per insert statement (a longer row is written alone). */
const BATCH_CHARS = 50_000;
/** Rows one statement deletes (an abandoned upload's) or moves (a staged upload's): ~10 ms. */
const CHUNK_ROWS = 100;

/** How often an upload being written says it is alive. */
export const UPLOAD_HEARTBEAT_MS = 5_000;
/**
 * An unpublished upload not heard from for this long is abandoned: its process died (a crash, a
 * kill, a lost machine), since writing the largest one takes seconds. The sweep removes its rows.
 */
export const UPLOAD_STALE_MS = 10 * 60_000;
/** How often each server sweeps unfinished uploads (and once when it starts). */
export const UPLOAD_SWEEP_INTERVAL_MS = 60_000;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The rows a reader may see of a table that bulk uploads add to (`uploadId` its upload_id
 * column): those no upload added, and those of uploads already published. Every query of games,
 * my games and studies ANDs it in, so no reader sees a row of an upload still being written.
 */
export const notPending = (uploadId: AnyPgColumn): SQL =>
  sql`(${uploadId} is null or ${uploadId} not in (select ${pendingUploads.id} from ${pendingUploads}))`;

/** An upload being written: its id, and the batched insert its rows go through. */
export type Upload = {
  id: number;
  /**
   * Inserts `values` in statements of at most BATCH_ROWS rows and BATCH_CHARS characters of
   * text (`size`), each its own short write, serving other requests between them (the embedded
   * database is one connection, in this thread). Answers what `insert` answered, in order.
   */
  inBatches<V, R>(
    values: readonly V[],
    options: { size: (value: V) => number; insert: (batch: V[]) => Promise<R[] | void> },
  ): Promise<R[]>;
};

/**
 * Writes a bulk upload all or nothing without a long transaction (docs/decisions/0047). `write`
 * adds its rows in batches (`upload.inBatches`): games, my games and studies straight to their
 * tables carrying `upload.id`, which keeps them from every reader (`notPending`); tournament
 * entries to their staging table. Then one statement publishes the upload: deleting its pending
 * row, which makes all its rows visible at once (entries: marks it published, then moves the
 * staged rows in chunks; a crash from then on is finished by the sweep). If anything fails before
 * that, its rows are deleted and the error rethrown (callers check every row first, so only the
 * database can fail). A process that dies leaves a pending upload that the sweep removes, so
 * sending the upload again stores it once. Answers what `write` answered.
 */
export async function writeUpload<T>(
  ctx: AppContext,
  meta: { kind: UploadKind; userId: number | null; rows: number; log: FastifyBaseLogger },
  write: (upload: Upload) => Promise<T>,
): Promise<T> {
  const db = ctx.database.db;
  const [pending] = await db
    .insert(pendingUploads)
    .values({ kind: meta.kind, userId: meta.userId, rowCount: meta.rows })
    .returning({ id: pendingUploads.id });
  const id = pending!.id;
  const log = meta.log.child({ uploadId: id, kind: meta.kind });
  log.info({ rows: meta.rows }, 'writing an upload');
  let beat = performance.now();
  const upload: Upload = {
    id,
    async inBatches<V, R>(
      values: readonly V[],
      { size, insert }: { size: (value: V) => number; insert: (batch: V[]) => Promise<R[] | void> },
    ): Promise<R[]> {
      const answers: R[] = [];
      let start = 0;
      while (start < values.length) {
        let end = start + 1;
        let chars = size(values[start]!);
        while (end < values.length && end - start < BATCH_ROWS) {
          chars += size(values[end]!);
          if (chars > BATCH_CHARS) break;
          end++;
        }
        for (const answer of (await insert(values.slice(start, end))) ?? []) answers.push(answer);
        start = end;
        if (performance.now() - beat > UPLOAD_HEARTBEAT_MS) {
          await db
            .update(pendingUploads)
            .set({ heartbeatAt: sql`now()` })
            .where(eq(pendingUploads.id, id));
          beat = performance.now();
        }
        await shareCpu();
      }
      return answers;
    },
  };

  let result: T;
  let publishing: number;
  try {
    result = await write(upload);
    publishing = performance.now();
    if (meta.kind === 'tournamentEntries') {
      await markPublished(db, id, meta.rows);
    } else {
      const [published] = await db
        .delete(pendingUploads)
        .where(eq(pendingUploads.id, id))
        .returning({ id: pendingUploads.id });
      if (!published) throw new Error(`Upload ${id} was swept before it was published`);
    }
  } catch (err) {
    // What is left is never read, and the sweep removes it if this fails too.
    await discardUpload(db, id, meta.kind).catch((discardError: unknown) =>
      log.warn({ err: discardError }, 'could not remove a failed upload’s rows'),
    );
    throw err;
  }
  if (meta.kind === 'tournamentEntries') await finishStaged(db, id);
  log.info({ rows: meta.rows, ms: Math.round(performance.now() - publishing) }, 'published');
  return result;
}

/**
 * The commit point of a staged upload: every row staged, it is marked published (one row), and
 * from then on it is moved, not removed. Throws when rows are missing or the sweep took it.
 */
async function markPublished(db: Db, id: number, rows: number): Promise<void> {
  const staged = db
    .select({ n: sql<number>`count(*)::int` })
    .from(stagedTournamentEntries)
    .where(eq(stagedTournamentEntries.uploadId, id));
  const [marked] = await db
    .update(pendingUploads)
    .set({ publishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(pendingUploads.id, id), sql`(${staged}) = ${rows}`))
    .returning({ id: pendingUploads.id });
  if (!marked) throw new Error(`Upload ${id}: not all its ${rows} rows were staged`);
}

/**
 * Moves a published staged upload's rows into their table in chunks of CHUNK_ROWS, each one
 * statement (taken from staging and added in the same step, so a chunk is never moved twice,
 * whichever servers move at once), then forgets the upload.
 */
async function finishStaged(db: Db, id: number): Promise<void> {
  const from = getTableColumns(stagedTournamentEntries);
  const to = getTableColumns(tournamentEntries);
  const columns = Object.keys(from)
    .filter((key) => key in to && key !== 'uploadId' && key !== 'position')
    .map((key) => sql.identifier(from[key as keyof typeof from].name));
  const list = sql.join(columns, sql`, `);
  const s = stagedTournamentEntries;
  for (;;) {
    const [moved] = rowsOf<{ n: number }>(
      await db.execute(sql`
        with chunk as (
          delete from ${s}
          where ${s.uploadId} = ${id} and ${s.position} in (
            select ${s.position} from ${s} where ${s.uploadId} = ${id}
            order by ${s.position} limit ${CHUNK_ROWS})
          returning *
        ), added as (
          insert into ${tournamentEntries} (${list})
          select ${list} from chunk order by position
          returning 1
        )
        select count(*)::int as n from added`),
    );
    if (!moved || moved.n === 0) break;
    await shareCpu();
  }
  await db.delete(pendingUploads).where(eq(pendingUploads.id, id));
}

/**
 * Deletes, CHUNK_ROWS at a time, the rows of `table` that `where` picks (`key` unique among
 * them; `where` is applied to the delete too, so a key shared with other rows, a staged row's
 * position, never reaches another upload's rows).
 */
async function deleteInChunks(db: Db, table: PgTable, key: AnyPgColumn, where: SQL) {
  for (;;) {
    const deleted = rowsOf<unknown>(
      await db.execute(sql`
        delete from ${table} where ${where} and ${key} in (
          select ${key} from ${table} where ${where} limit ${CHUNK_ROWS})
        returning 1`),
    );
    if (deleted.length < CHUNK_ROWS) return;
    await shareCpu();
  }
}

/** Deletes an unpublished upload's rows in chunks, then the upload (its rows stay hidden till then). */
async function discardUpload(db: Db, id: number, kind: UploadKind): Promise<void> {
  if (kind === 'myGames') await deleteInChunks(db, myGames, myGames.id, eq(myGames.uploadId, id));
  if (kind === 'games') await deleteInChunks(db, games, games.id, eq(games.uploadId, id));
  if (kind === 'study') {
    const study = db.select({ id: studies.id }).from(studies).where(eq(studies.uploadId, id));
    await deleteInChunks(
      db,
      studyChapters,
      studyChapters.id,
      inArray(studyChapters.studyId, study),
    );
    await db.delete(studies).where(eq(studies.uploadId, id));
  }
  if (kind === 'tournamentEntries') {
    const s = stagedTournamentEntries;
    await deleteInChunks(db, s, s.position, eq(s.uploadId, id));
  }
  await db.delete(pendingUploads).where(eq(pendingUploads.id, id));
}

/**
 * Finishes what crashed servers left: moves the rows of every published staged upload (safe while
 * its own server still moves them), and removes the rows of every unpublished upload not heard
 * from for `staleMs`. Judged by the heartbeat, never by a restart, so a sweep on one server never
 * takes an upload that another is writing. Answers how many uploads it finished or removed.
 */
export async function sweepUploads(ctx: AppContext, staleMs = UPLOAD_STALE_MS): Promise<number> {
  const db = ctx.database.db;
  const unfinished = await db
    .select({
      id: pendingUploads.id,
      kind: pendingUploads.kind,
      publishedAt: pendingUploads.publishedAt,
    })
    .from(pendingUploads)
    .where(
      or(
        isNotNull(pendingUploads.publishedAt),
        lt(pendingUploads.heartbeatAt, sql`now() - ${staleMs} * interval '1 millisecond'`),
      ),
    );
  for (const upload of unfinished) {
    if (upload.publishedAt) await finishStaged(db, upload.id);
    else await discardUpload(db, upload.id, upload.kind);
  }
  return unfinished.length;
}

/**
 * The sweep of unfinished uploads, a recurring job (docs/decisions/0052): when the runner starts
 * (a restart after a crash) and then every UPLOAD_SWEEP_INTERVAL_MS, by whichever server claims it
 * (on PostgreSQL another server may have died).
 */
export function registerUploadSweeps(app: FastifyInstance, ctx: AppContext): void {
  app.jobs.register({
    kind: 'uploads.sweep',
    every: UPLOAD_SWEEP_INTERVAL_MS,
    run: async () => {
      const swept = await sweepUploads(ctx);
      if (swept > 0) app.log.info({ swept }, 'finished or removed unfinished uploads');
    },
  });
}
