import {
  PUZZLE_SOLVING_MESSAGES,
  survivalWindow,
  type PuzzleMove,
  type SurvivalMoveResult,
  type SurvivalRun,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { UserRow } from '../users/index.js';
import { recordAttempt } from './puzzles.attempts.js';
import { applyRightMove, judgeMove, lockJudgedTry, noTry, tooFastNotice } from './puzzles.moves.js';
import { choosePuzzle } from './puzzles.selection.js';
import { puzzleSolvingRepository, type PuzzleRow } from './puzzles.solving.repository.js';
import { presentPuzzle, startTry } from './puzzles.solving.service.js';
import { puzzleSurvivalRepository } from './puzzles.survival.repository.js';

/** The next puzzle of a run after `score` solves, none of `excludeIds`. */
async function survivalPuzzle(
  ctx: AppContext,
  db: DbOrTx,
  userId: number,
  score: number,
  excludeIds: readonly string[] = [],
): Promise<PuzzleRow | undefined> {
  const chosen = await choosePuzzle(
    ctx,
    { window: survivalWindow(score), themes: [], userId, excludeIds },
    db,
  );
  return chosen ? puzzleSolvingRepository(db).findPuzzle(chosen.id) : undefined;
}

/** A survival run's try: unrated, no session themes. */
const survivalTry = (userId: number, puzzleId: string, runId: number) => ({
  userId,
  puzzleId,
  runId,
  mode: 'survival' as const,
  rated: false,
  themes: [],
});

/** POST puzzles/survival: ends any run of the user's still going and starts a new one. */
export async function startSurvival(ctx: AppContext, caller: UserRow): Promise<SurvivalRun> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = puzzleSolvingRepository(tx);
    const runs = puzzleSurvivalRepository(tx);
    await repo.lockPlayer(caller.id);
    let best = 0;
    for (const score of await runs.endRunningRuns(caller.id))
      best = await runs.keepSurvivalBest(caller.id, score);
    best = Math.max(best, (await repo.player(caller.id))?.survivalBest ?? 0);
    const puzzle = await survivalPuzzle(ctx, tx, caller.id, 0);
    if (!puzzle) throw notFound(PUZZLE_SOLVING_MESSAGES.noneFound);
    const run = await runs.startRun(caller.id, puzzle.id);
    await startTry(ctx, tx, survivalTry(caller.id, puzzle.id, run.id));
    return { id: run.id, score: 0, best, puzzle: presentPuzzle(puzzle) };
  });
}

/**
 * POST puzzles/survival/{id}/move: the player's move on the run's current puzzle, judged like a
 * puzzle's (an unrated attempt once it ends). A solve scores (unless faster than the pace floor)
 * and serves a harder puzzle; a failure ends the run and keeps the best.
 */
export async function playSurvivalMove(
  ctx: AppContext,
  caller: UserRow,
  runId: number,
  move: PuzzleMove,
): Promise<SurvivalMoveResult> {
  const repo = puzzleSolvingRepository(ctx.database.db);
  const run = await puzzleSurvivalRepository(ctx.database.db).findRun(runId);
  if (!run || run.userId !== caller.id) throw notFound(PUZZLE_SOLVING_MESSAGES.runNotFound);
  if (run.status !== 'running' || !run.puzzleId)
    throw conflict('RUN_ENDED', PUZZLE_SOLVING_MESSAGES.runEnded);
  const judged = await judgeMove(ctx, caller.id, run.puzzleId, move);
  if (judged.current.runId !== run.id) throw noTry();
  if (judged.verdict === 'continue') {
    const best = Math.max(run.score, (await repo.player(caller.id))?.survivalBest ?? 0);
    return {
      ...(await applyRightMove(ctx, judged)),
      score: run.score,
      best,
      ended: false,
      puzzle: null,
    };
  }
  const solved = judged.verdict === 'solved';
  const { puzzle } = judged;
  return ctx.database.db.transaction(async (tx) => {
    const txRepo = puzzleSolvingRepository(tx);
    const runs = puzzleSurvivalRepository(tx);
    const locked = await runs.findRun(run.id, true);
    if (locked?.status !== 'running' || locked.puzzleId !== puzzle.id)
      throw conflict('RUN_ENDED', PUZZLE_SOLVING_MESSAGES.runEnded);
    await lockJudgedTry(tx, judged);
    await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved,
      wantsRated: false,
      mode: 'survival',
    });
    await txRepo.endTry(caller.id, puzzle.id);
    const score = locked.score + (solved && !judged.tooFast ? 1 : 0);
    const verdict = {
      verdict: judged.verdict,
      message: solved ? PUZZLE_SOLVING_MESSAGES.solved : PUZZLE_SOLVING_MESSAGES.failed,
      reply: null,
      moves: puzzle.moves,
      notice: tooFastNotice(ctx, judged, true),
      score,
    };
    const next = solved
      ? await survivalPuzzle(ctx, tx, caller.id, score, await runs.runPuzzleIds(locked))
      : undefined;
    if (next) {
      await runs.updateRun(run.id, { score, puzzleId: next.id });
      await startTry(ctx, tx, survivalTry(caller.id, next.id, run.id));
      const best = Math.max(score, (await txRepo.player(caller.id))?.survivalBest ?? 0);
      return { ...verdict, best, ended: false, puzzle: presentPuzzle(next) };
    }
    // A failure ends the run; so does a solve with no harder puzzle left.
    await runs.updateRun(run.id, {
      score,
      status: 'ended',
      puzzleId: null,
      endedAt: new Date(),
    });
    const best = await runs.keepSurvivalBest(caller.id, score);
    return { ...verdict, best, ended: true, puzzle: null };
  });
}
