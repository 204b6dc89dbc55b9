import crypto from 'node:crypto';
import { parsePgn, replayGame, replaySteps, type Replay } from '@kingside/chess';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { runInSlices, shareCpu } from '../../lib/cpu-slices.js';
import { enqueueJob, type JobContext } from '../jobs/index.js';
import { analyseGame } from './analysis.game.js';
import type { EnginePool } from './analysis.engine.js';
import type { BusyGate } from './analysis.gate.js';
import { analysisRepository, type GameAnalysisRow } from './analysis.repository.js';

/** Tries of one game's analysis before it is given up (an engine that keeps dying on it). */
const ANALYSIS_MAX_ATTEMPTS = 3;

type GameMoves = { startFen: string; sans: string[] };

/** A replayed game's start position and mainline; null when it has no legal moves. */
const movesOf = (startFen: string, replay: Replay): GameMoves | null =>
  replay.ok && replay.sans.length > 0 ? { startFen, sans: replay.sans } : null;

/** A game's start position and mainline, read from its PGN; null when it has no legal moves. */
export function gameMoves(pgn: string): GameMoves | null {
  try {
    const game = parsePgn(pgn);
    return movesOf(game.startFen, replayGame(game));
  } catch {
    return null;
  }
}

/**
 * gameMoves in slices between which the server serves other requests (docs/decisions/0014), for
 * a batch of games: replaying a game is about 0.1 ms a half-move, an upload's 5,000 games a minute.
 */
async function gameMovesInSlices(pgn: string): Promise<GameMoves | null> {
  try {
    const game = parsePgn(pgn);
    return movesOf(game.startFen, await runInSlices(replaySteps(game)));
  } catch {
    return null;
  }
}

/** What makes two games the same to the engine: their start position and moves. */
export const gameKeyOf = (startFen: string, sans: readonly string[]): string =>
  crypto
    .createHash('sha256')
    .update(`${startFen}\n${sans.join(' ')}`)
    .digest('hex')
    .slice(0, 40);

/** A game's analysis once queued: its row, and whether it is done already. */
export type QueuedAnalysis = Pick<GameAnalysisRow, 'id' | 'status'>;

/** Adds a new game's row and its job (inside `db`); a game seen before gets nothing. */
async function queueMoves(db: DbOrTx, gameKey: string, moves: GameMoves): Promise<QueuedAnalysis> {
  const repo = analysisRepository(db);
  const id = await repo.insertIfNew({ gameKey, ...moves });
  if (id === null) {
    const known = await repo.findByKey(gameKey);
    if (!known) throw new Error(`The analysis of game ${gameKey} vanished while it was queued.`);
    return { id: known.id, status: known.status };
  }
  await enqueueJob(
    db,
    'analysis.game',
    { analysisId: id },
    { key: String(id), maxAttempts: ANALYSIS_MAX_ATTEMPTS },
  );
  return { id, status: 'queued' };
}

/**
 * Queues a game's analysis once: a new game gets its row and a job (inside `db`, which may be
 * the caller's transaction, so both exist once it commits); a game analysed or queued before gets
 * nothing. Answers the analysis, or null for a game without moves.
 */
export async function queueAnalysis(db: DbOrTx, pgn: string): Promise<QueuedAnalysis | null> {
  return queueGame(db, gameMoves(pgn));
}

/** queueAnalysis for one game of a batch, replayed in slices (see gameMovesInSlices). */
export async function queueAnalysisInSlices(
  db: DbOrTx,
  pgn: string,
): Promise<QueuedAnalysis | null> {
  const queued = await queueGame(db, await gameMovesInSlices(pgn));
  // The queries of the embedded database answer without a turn of the event loop: take one.
  await shareCpu();
  return queued;
}

async function queueGame(db: DbOrTx, moves: GameMoves | null): Promise<QueuedAnalysis | null> {
  if (!moves) return null;
  return queueMoves(db, gameKeyOf(moves.startFen, moves.sans), moves);
}

/** A game's analysis row by id. */
export const analysisById = (db: DbOrTx, id: number): Promise<GameAnalysisRow | undefined> =>
  analysisRepository(db).findById(id);

/**
 * A game's analysis row (queued, done or failed), queuing it first if it never was. A review page
 * asks every few seconds while it waits: a game already known is one read, no write.
 */
export async function analysisOfGame(db: DbOrTx, pgn: string): Promise<GameAnalysisRow | null> {
  const moves = gameMoves(pgn);
  if (!moves) return null;
  const gameKey = gameKeyOf(moves.startFen, moves.sans);
  const repo = analysisRepository(db);
  const known = await repo.findByKey(gameKey);
  if (known) return known;
  await queueMoves(db, gameKey, moves);
  return (await repo.findByKey(gameKey)) ?? null;
}

/**
 * The `analysis.game` job: searches every position with one engine of the pool and writes the
 * result once (the job's fence: a server that lost the job writes nothing). A server killed
 * mid-game leaves the job to the next claim, which analyses the game again from the start.
 */
export async function runAnalysisJob(
  db: Db,
  pool: EnginePool,
  gate: BusyGate,
  settings: { nodes: number; engineName: string },
  job: JobContext<{ analysisId: number }>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const repo = analysisRepository(db);
  const row = await repo.findById(job.payload.analysisId);
  if (!row || row.status === 'done') return;
  const started = Date.now();
  try {
    const analysis = await pool.use(async (engine) => {
      await engine.newGame();
      return analyseGame(
        row.startFen,
        row.sans,
        async (fen, limits) => {
          // Between positions, the engine waits while this server is busy with requests.
          await gate.wait(job.signal);
          return engine.search(fen, limits, job.signal);
        },
        settings.nodes,
        job.signal,
      );
    }, job.signal);
    await db.transaction(async (tx) => {
      await job.fence(tx);
      // Its owners' blunders become their puzzles once it is saved (docs/decisions/0067).
      await enqueueJob(tx, 'mygames.mistakes', { analysisId: row.id }, { key: String(row.id) });
      await analysisRepository(tx).saveResult(row.id, {
        nodes: settings.nodes,
        engine: settings.engineName,
        startEvaluation: analysis.startEvaluation,
        moves: analysis.moves,
        accuracyWhite: analysis.accuracy.white,
        accuracyBlack: analysis.accuracy.black,
        durationMs: Date.now() - started,
      });
    });
    log.info(
      { analysisId: row.id, moves: row.sans.length, ms: Date.now() - started },
      'a game was analysed',
    );
  } catch (err) {
    if (job.attempt >= ANALYSIS_MAX_ATTEMPTS && !job.signal.aborted) {
      await repo.markFailed(row.id);
    }
    throw err;
  }
}
