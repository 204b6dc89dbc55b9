/**
 * Judging puzzle moves (issue 14; docs/decisions/0034, 0045): each move of the user's is checked
 * with chess.js against the puzzle's line, so a browser's "solved" is never trusted. A puzzle's
 * moves are UCI, the opponent's first; the user plays the moves at odd indexes and the replies
 * between them are played for them. As on lichess, any mating move is accepted where the line
 * mates.
 */
import { Chess } from 'chess.js';

/** A UCI move ("e7e8q") as chess.js takes it. */
export const uciMove = (uci: string) => ({
  from: uci.slice(0, 2),
  to: uci.slice(2, 4),
  ...(uci.length > 4 ? { promotion: uci[4] } : {}),
});

/** The position after `uci` is played in `fen` (chess.js throws on an illegal move). */
export function fenAfterMove(fen: string, uci: string): string {
  const chess = new Chess(fen);
  chess.move(uciMove(uci));
  return chess.fen();
}

/** The user's moves in a puzzle's line (the odd indexes of `moves`). */
export const puzzleUserMoves = (moves: string): string[] =>
  moves.split(' ').filter((_, i) => i % 2 === 1);

/** The position the user solves from: the puzzle's FEN after the opponent's first move. */
export function puzzleStartFen(fen: string, moves: string): string {
  return fenAfterMove(fen, moves.split(' ')[0]!);
}

/**
 * Whether `uci`, played at `ply` of the puzzle's line (an odd index: a move of the player's), is
 * right: the line's move there, or, where that is the line's last move and it mates, any other
 * legal move that mates too (lichess). An illegal move, or a ply that is not the player's, is
 * wrong. The server judges every move of a try with it, one at a time (docs/decisions/0045).
 */
export function isRightPuzzleMove(fen: string, moves: string, ply: number, uci: string): boolean {
  const line = moves.split(' ');
  if (ply % 2 !== 1 || ply >= line.length) return false;
  if (line[ply] === uci) return true;
  if (ply !== line.length - 1) return false;
  try {
    const chess = new Chess(fen);
    for (const move of line.slice(0, ply)) chess.move(uciMove(move));
    chess.move(uciMove(uci));
    return chess.isCheckmate();
  } catch {
    // chess.js throws on an illegal move.
    return false;
  }
}
