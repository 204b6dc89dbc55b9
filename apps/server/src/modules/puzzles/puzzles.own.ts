import { ownPuzzleGameUrl, PUZZLE_DEVIATION_DEFAULT } from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import { puzzleSolvingRepository } from './puzzles.solving.repository.js';
import { presentRating } from './puzzles.solving.service.js';

/*
 * A member's own puzzles (issue 34, docs/decisions/0067): a blunder of theirs where one move was
 * clearly best, found by the engine in one of their games. Each is a row of `puzzles` with an
 * owner: solved and judged like any puzzle, never rated, never chosen for anyone else, and on its
 * owner's review queue (1, 3, 7, 21 days) from the moment it is made.
 */

export type OwnPuzzle = {
  /** `mg<game>_<ply>`: one per blunder of a game of My Games. */
  id: string;
  myGameId: number;
  ply: number;
  /** The position before the opponent's last move, and that move then the better one (UCI). */
  fen: string;
  moves: string;
  themes: string[];
};

/** The id of the puzzle made from the move at `ply` of a game of My Games. */
export const ownPuzzleId = (myGameId: number, ply: number) => `mg${myGameId}_${ply}`;

/**
 * Adds a member's own puzzles and puts each new one on their review queue, due now; a puzzle
 * made before is left as it is (its queue too). Rated at the member's puzzle rating of the time,
 * which only orders their lists: nothing rates it. Answers how many were new.
 */
export async function addOwnPuzzles(
  db: DbOrTx,
  ownerId: number,
  list: readonly OwnPuzzle[],
): Promise<number> {
  if (list.length === 0) return 0;
  const repo = puzzleSolvingRepository(db);
  const { rating } = presentRating(await repo.player(ownerId));
  const added = await repo.insertOwnPuzzles(
    list.map((p) => ({
      id: p.id,
      fen: p.fen,
      moves: p.moves,
      rating,
      ratingDeviation: PUZZLE_DEVIATION_DEFAULT,
      popularity: 0,
      nbPlays: 0,
      themes: p.themes,
      gameUrl: ownPuzzleGameUrl(p.myGameId),
      ownerId,
      myGameId: p.myGameId,
      gamePly: p.ply,
    })),
  );
  const now = new Date();
  for (const id of added) await repo.saveReview(ownerId, id, { step: 0, streak: 0, dueAt: now });
  return added.length;
}

/** How many of the member's own puzzles wait on their review queue now ("N of your mistakes"). */
export const ownPuzzlesWaiting = (db: DbOrTx, userId: number): Promise<number> =>
  puzzleSolvingRepository(db).ownDueCount(userId, new Date());
