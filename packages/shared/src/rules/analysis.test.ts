import { describe, expect, it } from 'vitest';
import {
  formatEvaluation,
  gameAccuracy,
  gamePhase,
  judgeMove,
  moveAccuracy,
  playerColorOf,
  whiteWinPercent,
  winPercentFor,
} from './analysis.js';

describe('whiteWinPercent', () => {
  it("follows Lichess's curve: even at 0, about 59% a pawn up, capped at ±1000", () => {
    expect(whiteWinPercent({ cp: 0 })).toBe(50);
    expect(whiteWinPercent({ cp: 100 })).toBeCloseTo(59.1, 1);
    expect(whiteWinPercent({ cp: -300 })).toBeCloseTo(24.9, 1);
    expect(whiteWinPercent({ cp: 5000 })).toBe(whiteWinPercent({ cp: 1000 }));
  });

  it('is 100 or 0 with a forced mate, and is read from either side', () => {
    expect(whiteWinPercent({ mate: 3 })).toBe(100);
    expect(whiteWinPercent({ mate: -1 })).toBe(0);
    expect(winPercentFor({ cp: 100 }, false)).toBeCloseTo(40.9, 1);
  });
});

describe('moveAccuracy', () => {
  it('is 100 for a move that loses nothing and falls with the loss', () => {
    expect(moveAccuracy(60, 60)).toBe(100);
    expect(moveAccuracy(60, 70)).toBe(100);
    expect(moveAccuracy(60, 50)).toBeCloseTo(64.6, 1);
    expect(moveAccuracy(90, 10)).toBeCloseTo(1, 0);
  });
});

describe('judgeMove', () => {
  it('judges by the winning chance the mover lost: 5, 10 and 15 points', () => {
    expect(judgeMove({ cp: 30 }, { cp: 20 }, true).judgement).toBeNull();
    expect(judgeMove({ cp: 0 }, { cp: -60 }, true).judgement).toBe('inaccuracy');
    expect(judgeMove({ cp: 0 }, { cp: -120 }, true).judgement).toBe('mistake');
    expect(judgeMove({ cp: 0 }, { cp: -200 }, true).judgement).toBe('blunder');
    // Black's loss is White's gain.
    expect(judgeMove({ cp: 0 }, { cp: 200 }, false).judgement).toBe('blunder');
    expect(judgeMove({ cp: 0 }, { cp: 200 }, true).judgement).toBeNull();
  });

  it('names a lost forced mate, judged by what is left', () => {
    const stillWon = judgeMove({ mate: 2 }, { cp: 900 }, true);
    expect(stillWon).toMatchObject({ mateNote: 'missedMate', judgement: 'inaccuracy' });
    expect(judgeMove({ mate: 2 }, { cp: 300 }, true).judgement).toBe('mistake');
    expect(judgeMove({ mate: -2 }, { cp: 100 }, false)).toMatchObject({
      mateNote: 'missedMate',
      judgement: 'blunder',
    });
  });

  it('calls a move that allows a forced mate a blunder, unless the mover was being mated', () => {
    expect(judgeMove({ cp: 50 }, { mate: -3 }, true)).toMatchObject({
      mateNote: 'allowedMate',
      judgement: 'blunder',
    });
    expect(judgeMove({ mate: -4 }, { mate: -3 }, true).mateNote).toBeNull();
  });
});

describe('gameAccuracy', () => {
  it('gives a side that lost nothing 100 and the side that blundered less', () => {
    const wins = [50, 50, 50, 50, 50, 20, 20, 20, 20];
    const { white, black } = gameAccuracy(wins);
    expect(black).toBe(100);
    expect(white).toBeLessThan(70);
  });

  it('has no figure without moves, and counts from Black when Black moved first', () => {
    expect(gameAccuracy([50])).toEqual({ white: null, black: null });
    expect(gameAccuracy([50, 20], true)).toMatchObject({ white: null });
  });
});

describe('gamePhase', () => {
  it('is the opening early, the endgame with few pieces, else the middlegame', () => {
    expect(gamePhase(5, 14, 2)).toBe('opening');
    expect(gamePhase(20, 14, 2)).toBe('middlegame');
    expect(gamePhase(8, 6, 0)).toBe('endgame');
    expect(gamePhase(30, 8, 0)).toBe('endgame');
    expect(gamePhase(30, 8, 1)).toBe('middlegame');
  });
});

describe('playerColorOf', () => {
  const member = { name: 'Riley Pawnsworth', username: 'student' };
  it('finds the member by name, username or "Last, First", in any case', () => {
    expect(playerColorOf({ white: 'riley pawnsworth', black: 'X' }, member)).toBe('white');
    expect(playerColorOf({ white: 'X', black: 'Student' }, member)).toBe('black');
    expect(playerColorOf({ white: 'Pawnsworth, Riley', black: null }, member)).toBe('white');
  });
  it('is null when neither side, or both, is the member', () => {
    expect(playerColorOf({ white: 'A', black: 'B' }, member)).toBeNull();
    expect(playerColorOf({ white: 'student', black: 'Riley Pawnsworth' }, member)).toBeNull();
  });
});

describe('formatEvaluation', () => {
  it('writes pawns with a sign and mates with #', () => {
    expect(formatEvaluation({ cp: 130 })).toBe('+1.3');
    expect(formatEvaluation({ cp: -40 })).toBe('-0.4');
    expect(formatEvaluation({ cp: 0 })).toBe('0.0');
    expect(formatEvaluation({ mate: -2 })).toBe('#-2');
  });
});
