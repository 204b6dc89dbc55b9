import { describe, expect, it } from 'vitest';
import { isRightPuzzleMove, puzzleStartFen, puzzleUserMoves } from './puzzles.js';

// From the Lichess puzzle sample (CC0): black's Bxg3 is answered by Rxe7, and so on.
const FEN = 'r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24';
const MOVES = 'f2g3 e6e7 b2b1 b3c1 b1c1 h6c1';
// Mate in one where two moves mate: after 1...a6 the line's Rd8# and the alternative Re8#.
const MATE_FEN = '7k/p5pp/8/8/8/8/6PP/3RR1K1 b - - 0 1';

describe('isRightPuzzleMove', () => {
  it("takes the line's move at each of the user's plies (the odd ones)", () => {
    expect(puzzleUserMoves(MOVES)).toEqual(['e6e7', 'b3c1', 'h6c1']);
    expect(isRightPuzzleMove(FEN, MOVES, 1, 'e6e7')).toBe(true);
    expect(isRightPuzzleMove(FEN, MOVES, 3, 'b3c1')).toBe(true);
    expect(isRightPuzzleMove(FEN, MOVES, 5, 'h6c1')).toBe(true);
  });

  it("refuses another move, an illegal one, the opponent's plies and plies past the line", () => {
    expect(isRightPuzzleMove(FEN, MOVES, 1, 'e6e8')).toBe(false);
    expect(isRightPuzzleMove(FEN, MOVES, 1, 'a1a8')).toBe(false);
    expect(isRightPuzzleMove(FEN, MOVES, 3, 'e6e7')).toBe(false);
    expect(isRightPuzzleMove(FEN, MOVES, 0, 'f2g3')).toBe(false);
    expect(isRightPuzzleMove(FEN, MOVES, 2, 'b2b1')).toBe(false);
    expect(isRightPuzzleMove(FEN, MOVES, 7, 'a2a3')).toBe(false);
  });

  it('accepts another mate only where the line mates, on its last move', () => {
    const moves = 'a7a6 d1d8';
    expect(isRightPuzzleMove(MATE_FEN, moves, 1, 'd1d8')).toBe(true);
    expect(isRightPuzzleMove(MATE_FEN, moves, 1, 'e1e8')).toBe(true);
    expect(isRightPuzzleMove(MATE_FEN, moves, 1, 'd1d7')).toBe(false);
    expect(isRightPuzzleMove(MATE_FEN, moves, 1, 'e1e9')).toBe(false);
  });

  it('starts after the opponent’s first move', () => {
    expect(puzzleStartFen(FEN, MOVES)).toBe('r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25');
  });
});
