import { describeGame, getHeader, type PgnGame } from '@kingside/chess';
import { GAME_NAME_MAX_LENGTH } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { readPgnGames, readPgnUpload, type ReadGame } from '../../lib/chess.js';
import { writeUpload } from '../../lib/uploads.js';
import { ACCESS_MESSAGES, canSeeStudent } from '@kingside/shared';
import { forbidden, notFound } from '../../lib/errors.js';
import { accessRepository } from '../access/index.js';
import type { UserRow } from '../users/index.js';
import {
  analysisById,
  analysisOfGame,
  queueAnalysis,
  queueAnalysisInSlices,
  type GameAnalysisRow,
  type QueuedAnalysis,
} from '../analysis/index.js';
import { enqueueJob } from '../jobs/index.js';
import {
  gameAnalysisLinks,
  insertLiveGame,
  myGamesRepository,
  type MyGameRow,
  type MyGameSummaryRow,
  type MyGameValues,
} from './mygames.repository.js';

/** A header's value, or null when missing or unknown ("?", ""). */
const headerValue = (game: PgnGame, name: string) => {
  const value = getHeader(game, name)?.trim();
  return value && !/^[?-]+$/.test(value) ? value : null;
};
const elo = (game: PgnGame, name: string) => {
  const value = Number(headerValue(game, name));
  return Number.isInteger(value) && value > 0 && value < 5000 ? value : null;
};

/** A read game's row of My Games (the `n`th of its text, for a name when it has none). */
const valuesOf = ({ game, pgn: text }: ReadGame, n: number) => ({
  name: (describeGame(game) ?? `Game ${n}`).slice(0, GAME_NAME_MAX_LENGTH),
  white: headerValue(game, 'White'),
  black: headerValue(game, 'Black'),
  whiteElo: elo(game, 'WhiteElo'),
  blackElo: elo(game, 'BlackElo'),
  timeControl: headerValue(game, 'TimeControl'),
  gameResult: game.result,
  pgn: text,
});

/**
 * Files a member's games imported from chess.com or Lichess (issue 34), each once (by its page on
 * the site), and queues each new one for the engine. A game that cannot be read is left out.
 * Answers how many were new.
 */
export async function fileOnlineGames(
  ctx: AppContext,
  userId: number,
  games: readonly { url: string; pgn: string }[],
): Promise<number> {
  const db = ctx.database.db;
  const repo = myGamesRepository(db);
  let added = 0;
  for (const imported of games) {
    let read: ReadGame | undefined;
    try {
      [read] = readPgnGames(imported.pgn);
    } catch {
      continue;
    }
    if (!read) continue;
    const id = await repo.insertImported({
      userId,
      ...valuesOf(read, 1),
      sourceUrl: imported.url,
    });
    if (id === null) continue;
    added += 1;
    const queued = await queueAnalysisInSlices(db, read.pgn);
    if (queued) await linkAnalysis(db, { ids: [id] }, queued);
  }
  return added;
}

/**
 * Adds every game of a PGN upload to a member's games, within the upload limits
 * (docs/decisions/0014); one bad game uploads none, and so does a crash while they are written
 * (docs/decisions/0047).
 */
export async function uploadMyGames(
  ctx: AppContext,
  userId: number,
  pgn: string,
  log: FastifyBaseLogger,
): Promise<MyGameSummaryRow[]> {
  const values = await readPgnUpload(pgn, (read, n) => ({ userId, ...valuesOf(read, n) }));
  const repo = myGamesRepository(ctx.database.db);
  return writeUpload(ctx, { kind: 'myGames', userId, rows: values.length, log }, (upload) =>
    upload.inBatches(values, {
      size: (v) => v.pgn.length,
      insert: (batch) => repo.insertUploaded(upload.id, batch),
    }),
  );
}

/** A game and whether the caller may see it (the access policy); undefined when there is none. */
async function gameWithAccess(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<{ row: MyGameRow; allowed: boolean } | undefined> {
  const db = ctx.database.db;
  const row = await myGamesRepository(db).findById(id);
  if (!row) return undefined;
  if (row.userId === caller.id) return { row, allowed: true };
  const [owner] = await accessRepository(db).byIds([row.userId]);
  return { row, allowed: owner !== undefined && canSeeStudent(caller, owner) };
}

/**
 * One game if the caller may see it: their own, or a student's whom the access policy lets them
 * see; otherwise undefined (answered 404 like a missing game, so ids reveal nothing).
 */
export async function visibleGame(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<MyGameRow | undefined> {
  const found = await gameWithAccess(ctx, caller, id);
  return found?.allowed ? found.row : undefined;
}

/**
 * Files a finished live game in each player's My Games (issue 17) and queues its analysis once
 * (docs/decisions/0066), in the caller's transaction: the game ending, being filed and being
 * queued happen together or not at all.
 */
export async function fileLiveGame(
  tx: DbOrTx,
  userIds: number[],
  game: Omit<MyGameValues, 'userId' | 'whiteElo' | 'blackElo'>,
): Promise<void> {
  await insertLiveGame(tx, userIds, game);
  const queued = await queueAnalysis(tx, game.pgn);
  if (queued && game.liveGameId) await linkAnalysis(tx, { liveGameId: game.liveGameId }, queued);
}

/**
 * Links games to their queued analysis. Games linked to one that is done already (a game analysed
 * before, filed again) get their owners' puzzles now, from a job for those games only (the same
 * game played again and again must not make each new copy re-read all the earlier ones); others
 * get them when it is done. The status is read again after the link: an analysis finishing
 * meanwhile has already run its job without them.
 */
async function linkAnalysis(
  db: DbOrTx,
  games: { ids: number[] } | { liveGameId: string },
  queued: QueuedAnalysis,
): Promise<void> {
  const linked = await gameAnalysisLinks(db).link(games, queued.id);
  if (linked.length === 0) return;
  const status = queued.status === 'done' ? 'done' : (await analysisById(db, queued.id))?.status;
  if (status !== 'done') return;
  await enqueueJob(
    db,
    'mygames.mistakes',
    { analysisId: queued.id, gameIds: linked },
    { key: `${queued.id}:${linked[0]}` },
  );
}

/** Queues a stored upload's games for the engine, in the background (`mygames.analyse-upload`). */
export async function queueUploadAnalysis(ctx: AppContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await enqueueJob(ctx.database.db, 'mygames.analyse-upload', { ids }, { key: `games:${ids[0]}` });
}

/**
 * Queues the analysis of uploaded games one at a time (each replayed in slices, then a few
 * statements; a game queued before is skipped), for the `mygames.analyse-upload` job, while the
 * server goes on answering requests. A game it never reaches is queued when
 * its review is first opened (analysisOfMyGame).
 */
export async function queueUploadedAnalyses(
  ctx: AppContext,
  ids: readonly number[],
  log: Pick<FastifyBaseLogger, 'warn'>,
  signal?: AbortSignal,
): Promise<void> {
  const repo = myGamesRepository(ctx.database.db);
  for (const id of ids) {
    signal?.throwIfAborted();
    try {
      const row = await repo.findById(id);
      const queued = row ? await queueAnalysisInSlices(ctx.database.db, row.pgn) : null;
      if (queued) await linkAnalysis(ctx.database.db, { ids: [id] }, queued);
    } catch (err) {
      log.warn({ err, gameId: id }, 'a game could not be queued for analysis');
    }
  }
}

/** A visible game's analysis, queued first if it never was; null for a game without moves. */
export async function analysisOfMyGame(
  ctx: AppContext,
  row: MyGameRow,
): Promise<GameAnalysisRow | null> {
  const analysis = await analysisOfGame(ctx.database.db, row.pgn);
  // A game never linked (stored before its upload's queuing ran, or before analyses were kept).
  if (analysis && row.analysisId === null)
    await linkAnalysis(ctx.database.db, { ids: [row.id] }, analysis);
  return analysis;
}

/**
 * A game whose review the caller may read: their own, or a student's whom the access policy lets
 * them see (their coach, a linked parent, an admin). A missing game is a 404; someone else's a
 * 403, as the issue asks of a stranger (docs/decisions/0066).
 */
export async function reviewableGame(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<MyGameRow> {
  const found = await gameWithAccess(ctx, caller, id);
  if (!found) throw notFound(`No game with id ${id}.`);
  if (!found.allowed) throw forbidden(ACCESS_MESSAGES.notYourStudent);
  return found.row;
}
