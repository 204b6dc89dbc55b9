import { PGN_MESSAGES, PGN_UPLOADS_PER_HOUR } from '@kingside/shared';
import type { AppContext } from '../context.js';
import { shareCpu } from './cpu-slices.js';
import { AppError } from './errors.js';
import { secondsLeftInWindow } from './rate-limit.js';

/**
 * What every bulk upload of games shares (docs/decisions/0014): a per-user limit on how often,
 * and writes in short batches that still store all games or none.
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

/**
 * Inserts rows in statements of at most BATCH_ROWS rows and BATCH_CHARS characters of text, each
 * its own short write, so that the embedded database (one connection, in this thread) answers
 * other requests between them; no transaction spans the batches. If one fails, `undo` removes
 * what was written and the error is rethrown: callers validate everything first, so the upload
 * is still all or nothing. Answers the inserted rows in the order given.
 */
export async function insertInBatches<V, R>(
  values: V[],
  options: {
    /** Characters a row stores (its PGN). */
    size: (value: V) => number;
    insert: (batch: V[]) => Promise<R[]>;
    /** Removes the rows written so far (possibly none) after a failed batch. */
    undo: (written: R[]) => Promise<unknown>;
  },
): Promise<R[]> {
  const written: R[] = [];
  let start = 0;
  try {
    while (start < values.length) {
      let end = start + 1;
      let chars = options.size(values[start]!);
      while (end < values.length && end - start < BATCH_ROWS) {
        chars += options.size(values[end]!);
        if (chars > BATCH_CHARS) break;
        end++;
      }
      for (const row of await options.insert(values.slice(start, end))) written.push(row);
      start = end;
      await shareCpu();
    }
  } catch (err) {
    try {
      await options.undo(written);
    } catch (undoError) {
      throw new AggregateError(
        [err, undoError],
        'A batch failed and so did removing the rows before it',
        { cause: undoError },
      );
    }
    throw err;
  }
  return written;
}
