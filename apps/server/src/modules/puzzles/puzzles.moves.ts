import { isRightPuzzleMove } from '@kingside/chess';
import {
  PUZZLE_SOLVING_MESSAGES,
  puzzleRatedLimitMessage,
  puzzleTooFastMessage,
  type PuzzleMove,
  type PuzzleMoveResult,
  type PuzzleShowMoveResult,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { secondsLeftInWindow } from '../../lib/rate-limit.js';
import type { UserRow } from '../users/index.js';
import { recordAttempt } from './puzzles.attempts.js';
import {
  puzzleSolvingRepository,
  type PuzzleRow,
  type PuzzleTryRow,
} from './puzzles.solving.repository.js';
import { puzzleNotFound } from './puzzles.solving.service.js';

/** A judged move of a try: the try and puzzle it was judged against, and what it did. */
export type JudgedMove = {
  current: PuzzleTryRow;
  puzzle: PuzzleRow;
  line: string[];
  verdict: 'continue' | 'solved' | 'failed';
  /** A solve faster than the pace floor: it counts for no rating and no survival score. */
  tooFast: boolean;
};

export const noTry = () => conflict('NO_TRY', PUZZLE_SOLVING_MESSAGES.noTry);
const wrongPly = () =>
  conflict('WRONG_PLY', PUZZLE_SOLVING_MESSAGES.wrongPly, {
    ply: [PUZZLE_SOLVING_MESSAGES.wrongPly],
  });

/**
 * Judges `move` against the caller's try at the puzzle (read, not locked: applying it checks
 * again under the lock): 409 without a try in progress or for another ply than it waits for.
 */
export async function judgeMove(
  ctx: AppContext,
  userId: number,
  puzzleId: string,
  move: PuzzleMove,
): Promise<JudgedMove> {
  const repo = puzzleSolvingRepository(ctx.database.db);
  const puzzle = await repo.findPuzzle(puzzleId);
  if (!puzzle) throw puzzleNotFound();
  const current = await repo.findTry(userId, puzzleId);
  if (!current) throw noTry();
  if (move.ply !== current.ply) throw wrongPly();
  const line = puzzle.moves.split(' ');
  const right = isRightPuzzleMove(puzzle.fen, puzzle.moves, move.ply, move.uci);
  const verdict = !right ? 'failed' : move.ply >= line.length - 1 ? 'solved' : 'continue';
  // The player plays every other move of the line, the opponent's first move excepted.
  const floorMs = ctx.config.puzzles.ratedMsPerMove * Math.floor(line.length / 2);
  return {
    current,
    puzzle,
    line,
    verdict,
    tooFast: verdict === 'solved' && current.elapsedMs < floorMs,
  };
}

/**
 * Locks the try a move was judged against, inside the transaction that applies it: a try that
 * ended, started again or moved on meanwhile (a double submit, a second tab) refuses the move.
 */
export async function lockJudgedTry(tx: DbOrTx, judged: JudgedMove): Promise<void> {
  const { current } = judged;
  const locked = await puzzleSolvingRepository(tx).findTry(current.userId, current.puzzleId, true);
  if (!locked) throw noTry();
  if (locked.ply !== current.ply || locked.servedAt.getTime() !== current.servedAt.getTime())
    throw wrongPly();
}

/** The line shown after a right move: up to and including the opponent's reply. */
const lineUpToReply = (judged: JudgedMove) => judged.line.slice(0, judged.current.ply + 2);

/** A right move with more to come: the try waits for the player's next ply. */
export async function applyRightMove(ctx: AppContext, judged: JudgedMove) {
  const { current } = judged;
  await ctx.database.db.transaction(async (tx) => {
    await lockJudgedTry(tx, judged);
    await puzzleSolvingRepository(tx).advanceTry(
      current.userId,
      current.puzzleId,
      current.ply + 2,
      ctx.config.puzzles.tryTtlMinutes,
    );
  });
  const shown = lineUpToReply(judged);
  return {
    verdict: 'continue' as const,
    message: PUZZLE_SOLVING_MESSAGES.continueSolving,
    reply: shown[shown.length - 1]!,
    moves: shown.join(' '),
    notice: null,
  };
}

/**
 * Counts a rated result against the member's limit, before it is recorded (the store may be
 * Redis, never inside the transaction). Only a result that will rate counts: a rated try, at
 * pace, the member's first attempt at the puzzle. A solve past the limit is refused with 429 and
 * the try stays as it was; a failure is never refused (refusing it would let a script try moves
 * for free).
 */
async function countRatedResult(
  ctx: AppContext,
  judged: JudgedMove,
  solved: boolean,
): Promise<boolean> {
  const { current } = judged;
  // A member's own puzzle (docs/decisions/0067) is never rated.
  const wantsRated = current.rated && !judged.tooFast && judged.puzzle.ownerId === null;
  if (!wantsRated) return false;
  const repo = puzzleSolvingRepository(ctx.database.db);
  if (await repo.hasAttempted(current.userId, current.puzzleId)) return true;
  const { ratedPerWindow, ratedWindowSeconds } = ctx.config.puzzles;
  const count = await ctx.rateLimits.increment(
    `puzzle-rated:${current.userId}`,
    ratedWindowSeconds,
  );
  if (solved && count > ratedPerWindow) {
    throw new AppError(
      429,
      'PUZZLE_RATE_LIMITED',
      puzzleRatedLimitMessage(ratedPerWindow, ratedWindowSeconds),
      undefined,
      { 'retry-after': String(secondsLeftInWindow(ratedWindowSeconds)) },
    );
  }
  return true;
}

/** The notice of a solve that came faster than the pace floor, when it mattered. */
export const tooFastNotice = (ctx: AppContext, judged: JudgedMove, mattered: boolean) =>
  judged.tooFast && mattered ? puzzleTooFastMessage(ctx.config.puzzles.ratedMsPerMove) : null;

/**
 * POST puzzle/{name}/move: the player's move at `ply`, judged against their try. A right move
 * with more to come answers the opponent's reply; a wrong move, or the last right one, ends the
 * try: it is recorded once (rated when the member asked and it is their first attempt, at pace
 * and within the limit) and the whole line is answered.
 */
export async function playMove(
  ctx: AppContext,
  caller: UserRow,
  name: string,
  move: PuzzleMove,
): Promise<PuzzleMoveResult> {
  const judged = await judgeMove(ctx, caller.id, name, move);
  if (judged.current.mode === 'survival') throw noTry();
  if (judged.verdict === 'continue')
    return { ...(await applyRightMove(ctx, judged)), result: null };
  const solved = judged.verdict === 'solved';
  const wantsRated = await countRatedResult(ctx, judged, solved);
  const { current, puzzle } = judged;
  const result = await ctx.database.db.transaction(async (tx) => {
    await lockJudgedTry(tx, judged);
    const recorded = await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved,
      wantsRated,
      mode: current.mode,
      sessionThemes: current.themes,
    });
    await puzzleSolvingRepository(tx).endTry(caller.id, puzzle.id);
    return recorded;
  });
  return {
    verdict: judged.verdict,
    message: result.message,
    reply: null,
    moves: puzzle.moves,
    notice: tooFastNotice(ctx, judged, current.rated),
    result,
  };
}

/**
 * POST mypuzzles/{id}/showmove/{moveIndex}/{rated}: the move the player is to play now
 * (`moveIndex` is the ply the try waits for): the try ends as failed, recorded once (rated as
 * its session asked; the path's `rated` is the spec's and decides nothing), and the whole line
 * is answered.
 */
export async function showMove(
  ctx: AppContext,
  caller: UserRow,
  params: { id: string; moveIndex: number },
): Promise<PuzzleShowMoveResult> {
  const repo = puzzleSolvingRepository(ctx.database.db);
  const puzzle = await repo.findPuzzle(params.id);
  if (!puzzle) throw puzzleNotFound();
  const current = await repo.findTry(caller.id, puzzle.id);
  if (!current || current.mode === 'survival') throw noTry();
  if (params.moveIndex !== current.ply)
    throw conflict('WRONG_PLY', PUZZLE_SOLVING_MESSAGES.showOnlyNext, {
      moveIndex: [PUZZLE_SOLVING_MESSAGES.showOnlyNext],
    });
  const line = puzzle.moves.split(' ');
  const judged: JudgedMove = { current, puzzle, line, verdict: 'failed', tooFast: false };
  const wantsRated = await countRatedResult(ctx, judged, false);
  const result = await ctx.database.db.transaction(async (tx) => {
    await lockJudgedTry(tx, judged);
    const recorded = await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved: false,
      wantsRated,
      mode: current.mode,
      shownMove: true,
      sessionThemes: current.themes,
    });
    await puzzleSolvingRepository(tx).endTry(caller.id, puzzle.id);
    return recorded;
  });
  return { ...result, move: line[current.ply]!, moves: puzzle.moves };
}
