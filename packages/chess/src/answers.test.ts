import { describe, expect, it } from 'vitest';
import { checkBoardAnswer, lineTokens, solutionLine } from './answers.js';

// White to move: Qxf7 is mate (scholar's mate position).
const START = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
const MATED = 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4';

describe('checkBoardAnswer', () => {
  const game = { fen: START, solutionFen: MATED, solution: '4. Qxf7#' };
  it('is correct when the moves reach a solution position, whatever the counters', () => {
    const other = { ...game, solutionFen: MATED.replace(' 0 4', ' 12 30'), solution: null };
    expect(checkBoardAnswer(other, { moves: 'Qxf7', fen: null }, 200)).toMatchObject({
      ok: true,
      correct: true,
    });
  });
  it('is correct when the moves are the solution line, and wrong otherwise', () => {
    const lineOnly = { ...game, solutionFen: null };
    expect(checkBoardAnswer(lineOnly, { moves: 'Qxf7+', fen: null }, 200)).toMatchObject({
      correct: true,
    });
    expect(checkBoardAnswer(lineOnly, { moves: 'Qxe5+', fen: null }, 200)).toMatchObject({
      ok: true,
      correct: false,
    });
  });
  it('replays the moves instead of trusting a claimed position', () => {
    expect(checkBoardAnswer(game, { moves: 'Qxe5+', fen: MATED }, 200)).toMatchObject({
      correct: false,
    });
  });
  it('judges a position when no moves are sent', () => {
    expect(checkBoardAnswer(game, { moves: null, fen: MATED }, 200)).toMatchObject({
      correct: true,
    });
    expect(checkBoardAnswer(game, { moves: null, fen: 'nonsense' }, 200).ok).toBe(false);
    expect(checkBoardAnswer(game, { moves: '', fen: null }, 200)).toEqual({
      ok: false,
      error: 'Make a move on the board first.',
    });
  });
  it('refuses an illegal move and too many moves', () => {
    expect(checkBoardAnswer(game, { moves: 'Qxf7 Ke7', fen: null }, 200)).toEqual({
      ok: false,
      error: 'Move 2 (Ke7) is not a legal move here.',
    });
    expect(checkBoardAnswer(game, { moves: 'Qxf7', fen: null }, 0).ok).toBe(false);
  });
});

describe('lines', () => {
  it('reads move numbers, results and marks away', () => {
    expect(lineTokens('1. e4 e5 2.Nf3?! Nc6!! 1-0')).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
    expect(lineTokens('4...Qh4#')).toEqual(['Qh4#']);
  });
  it('a solution in words is not a line', () => {
    expect(solutionLine(START, 'The queen takes on f7')).toBeNull();
    expect(solutionLine(START, 'Qxf7')).toEqual(['Qxf7#']);
  });
});
