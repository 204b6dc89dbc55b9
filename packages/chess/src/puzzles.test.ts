import { describe, expect, it } from 'vitest';
import { judgePuzzle, puzzleStartFen, puzzleUserMoves } from './puzzles.js';

// From the Lichess puzzle sample (CC0): black's Bxg3 is answered by Rxe7, and so on.
const FEN = 'r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24';
const MOVES = 'f2g3 e6e7 b2b1 b3c1 b1c1 h6c1';
// Mate in one where two moves mate: after 1...a6 the line's Rd8# and the alternative Re8#.
const MATE_FEN = '7k/p5pp/8/8/8/8/6PP/3RR1K1 b - - 0 1';

describe('judgePuzzle', () => {
  it('the line solves it; the user plays the odd moves', () => {
    expect(puzzleUserMoves(MOVES)).toEqual(['e6e7', 'b3c1', 'h6c1']);
    expect(judgePuzzle(FEN, MOVES, ['e6e7', 'b3c1', 'h6c1'])).toEqual({
      solved: true,
      correctMoves: 3,
    });
  });

  it('a wrong, missing or illegal move fails it, whatever else follows', () => {
    expect(judgePuzzle(FEN, MOVES, ['e6e7']).solved).toBe(false);
    expect(judgePuzzle(FEN, MOVES, []).solved).toBe(false);
    expect(judgePuzzle(FEN, MOVES, ['e6e8', 'b3c1', 'h6c1'])).toEqual({
      solved: false,
      correctMoves: 0,
    });
    expect(judgePuzzle(FEN, MOVES, ['a1a8', 'b3c1', 'h6c1']).solved).toBe(false);
    expect(judgePuzzle(FEN, MOVES, ['e6e7', 'b3c1', 'h6c1', 'a2a3']).solved).toBe(false);
  });

  it('accepts another mate where the line mates', () => {
    const moves = 'a7a6 d1d8';
    expect(judgePuzzle(MATE_FEN, moves, ['d1d8']).solved).toBe(true);
    expect(judgePuzzle(MATE_FEN, moves, ['e1e8']).solved).toBe(true);
    expect(judgePuzzle(MATE_FEN, moves, ['d1d7']).solved).toBe(false);
  });

  it('starts after the opponent’s first move', () => {
    expect(puzzleStartFen(FEN, MOVES)).toBe('r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25');
  });
});
