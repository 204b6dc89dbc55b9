import {
  PUZZLE_SOLVING_MESSAGES,
  puzzleRatingUpdate,
  reviewAfter,
  type PuzzleAnswerResult,
} from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import { puzzleSolvingRepository } from './puzzles.solving.repository.js';
import { glickoOf, presentRating, puzzleNotFound } from './puzzles.solving.service.js';

type Attempt = {
  userId: number;
  puzzleId: string;
  solved: boolean;
  /** Whether the user asked for a rated attempt (only a first attempt is rated then). */
  wantsRated: boolean;
  mode: 'rated' | 'casual' | 'review' | 'survival';
  shownMove?: boolean;
  sessionThemes?: readonly string[];
};

/**
 * Records one attempt inside the caller's transaction: locks the user's rating row (every answer
 * of a user passes this lock, so "first attempt" is decided once) and then the puzzle's; on a
 * rated first attempt updates both ratings; on every first attempt counts a play; and moves the
 * review queue.
 */
export async function recordAttempt(tx: DbOrTx, a: Attempt): Promise<PuzzleAnswerResult> {
  const repo = puzzleSolvingRepository(tx);
  const player = await repo.lockPlayer(a.userId);
  const first = !(await repo.hasAttempted(a.userId, a.puzzleId));
  const puzzle = await repo.lockPuzzle(a.puzzleId);
  if (!puzzle) throw puzzleNotFound();
  const before = presentRating(player);
  let after = before;
  let puzzleRating = puzzle.rating;
  // A member's own puzzle (docs/decisions/0067) is never rated.
  const rated = a.wantsRated && first && puzzle.ownerId === null;
  if (rated) {
    const update = puzzleRatingUpdate({
      user: glickoOf(player),
      puzzle: {
        rating: puzzle.rating,
        deviation: puzzle.ratingDeviation,
        volatility: puzzle.volatility,
      },
      solved: a.solved,
      sessionThemes: a.sessionThemes ?? [],
    });
    await repo.ratePlayer(a.userId, update.user);
    after = presentRating({ ...player, ...update.user, nbRated: player.nbRated + 1 });
    await repo.countFirstPlay(a.puzzleId, update.puzzle);
    if (update.puzzle) puzzleRating = Math.round(update.puzzle.rating);
  } else if (first) {
    await repo.countFirstPlay(a.puzzleId, null);
  }
  const ratingChange = after.rating - before.rating;
  await repo.insertAttempt({
    userId: a.userId,
    puzzleId: a.puzzleId,
    mode: a.mode,
    solved: a.solved,
    rated,
    shownMove: a.shownMove ?? false,
    puzzleRating: puzzle.rating,
    userRating: after.rating,
    ratingChange,
  });
  const now = new Date();
  await repo.saveReview(
    a.userId,
    a.puzzleId,
    reviewAfter(await repo.review(a.userId, a.puzzleId), a.solved, now),
  );
  return {
    result: a.solved ? 'solved' : 'failed',
    message: a.solved ? PUZZLE_SOLVING_MESSAGES.solved : PUZZLE_SOLVING_MESSAGES.failed,
    rated,
    userRating: after,
    ratingChange,
    puzzleRating,
  };
}
