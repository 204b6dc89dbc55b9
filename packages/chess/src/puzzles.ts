/**
 * Judging a puzzle attempt (issue 14; docs/decisions/0034): the user's moves are replayed with
 * chess.js against the puzzle's line, so a browser's "solved" is never trusted. A puzzle's moves
 * are UCI, the opponent's first; the user plays the moves at odd indexes and the replies between
 * them are played for them. As on lichess, any mating move is accepted where the line mates.
 */
import { Chess } from 'chess.js';

export type PuzzleJudgement = {
  solved: boolean;
  /** How many of the user's moves matched the line before the first wrong or missing one. */
  correctMoves: number;
};

const uciMove = (uci: string) => ({
  from: uci.slice(0, 2),
  to: uci.slice(2, 4),
  ...(uci.length > 4 ? { promotion: uci[4] } : {}),
});

/** The user's moves in a puzzle's line (the odd indexes of `moves`). */
export const puzzleUserMoves = (moves: string): string[] =>
  moves.split(' ').filter((_, i) => i % 2 === 1);

/** The position the user solves from: the puzzle's FEN after the opponent's first move. */
export function puzzleStartFen(fen: string, moves: string): string {
  const chess = new Chess(fen);
  chess.move(uciMove(moves.split(' ')[0]!));
  return chess.fen();
}

/**
 * Whether `played` (the user's moves, UCI) solves the puzzle: every move is the line's, or, where
 * the line's move mates, another legal move that mates too. Fewer moves than the line, an illegal
 * move or a different move is a failure.
 */
export function judgePuzzle(
  fen: string,
  moves: string,
  played: readonly string[],
): PuzzleJudgement {
  const line = moves.split(' ');
  const expected = puzzleUserMoves(moves);
  const chess = new Chess(fen);
  let correct = 0;
  try {
    chess.move(uciMove(line[0]!));
    for (let i = 0; i < expected.length; i += 1) {
      const mine = played[i];
      if (mine === undefined) break;
      const want = expected[i]!;
      if (mine !== want) {
        // Any mate where the line mates (lichess): only on the line's last move.
        const last = i === expected.length - 1;
        if (!last) break;
        const probe = new Chess(chess.fen());
        probe.move(uciMove(mine));
        if (!probe.isCheckmate()) break;
        correct += 1;
        break;
      }
      chess.move(uciMove(want));
      correct += 1;
      const reply = line[2 * i + 2];
      if (reply) chess.move(uciMove(reply));
    }
  } catch {
    // An illegal move of the user's ends the judging there.
  }
  return {
    solved: correct === expected.length && played.length === expected.length,
    correctMoves: correct,
  };
}
