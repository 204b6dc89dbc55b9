import { describe, expect, it } from 'vitest';
import {
  isOverdue,
  isSolutionPosition,
  parseAttemptsThreshold,
  questionAnswerIsCorrect,
  samePosition,
  solutionUnlockedFor,
  withSolutionPosition,
} from './assignments.js';

const MATE = '6k1/5Q2/6K1/8/8/8/8/8 b - - 0 1';

describe('positions', () => {
  it('ignores the move counters and compares placement, side, castling and en passant', () => {
    expect(samePosition(MATE, '6k1/5Q2/6K1/8/8/8/8/8 b - - 7 42')).toBe(true);
    expect(samePosition(MATE, '6k1/5Q2/6K1/8/8/8/8/8 w - - 0 1')).toBe(false);
    expect(
      samePosition(
        'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2',
        'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
      ),
    ).toBe(false);
  });
  it('finds a position among several comma-separated solutions', () => {
    const list = `8/8/8/8/8/8/8/K1k5 w - - 0 1, ${MATE}`;
    expect(isSolutionPosition('6k1/5Q2/6K1/8/8/8/8/8 b - - 3 9', list)).toBe(true);
    expect(isSolutionPosition('6k1/5Q2/6K1/8/8/8/8/8 w - - 3 9', list)).toBe(false);
    expect(isSolutionPosition(MATE, null)).toBe(false);
  });
  it('adds a position once', () => {
    expect(withSolutionPosition(null, MATE)).toBe(MATE);
    expect(withSolutionPosition(MATE, '6k1/5Q2/6K1/8/8/8/8/8 b - - 5 5')).toBe(MATE);
    expect(withSolutionPosition(MATE, '8/8/8/8/8/8/8/K1k5 w - - 0 1')).toBe(
      `${MATE},8/8/8/8/8/8/8/K1k5 w - - 0 1`,
    );
  });
});

describe('questionAnswerIsCorrect', () => {
  it('Choice: one of the accepted lines', () => {
    expect(questionAnswerIsCorrect('Choice', 'Qh7#', ' qh7# ')).toBe(true);
    expect(questionAnswerIsCorrect('Choice', 'Qh7#', 'Qg7')).toBe(false);
  });
  it('Choices: exactly the right set, in any order', () => {
    expect(questionAnswerIsCorrect('Choices', 'Fork\nPin', 'pin\nFork')).toBe(true);
    expect(questionAnswerIsCorrect('Choices', 'Fork\nPin', 'Fork')).toBe(false);
    expect(questionAnswerIsCorrect('Choices', 'Fork\nPin', 'Fork\nPin\nSkewer')).toBe(false);
  });
  it('Freeform: case and surrounding spaces do not matter', () => {
    expect(questionAnswerIsCorrect('Freeform', 'Smothered mate', '  SMOTHERED   mate ')).toBe(true);
    expect(questionAnswerIsCorrect('Freeform', 'Smothered mate', 'smother mate')).toBe(false);
    expect(questionAnswerIsCorrect('Freeform', 'Smothered mate', '')).toBe(false);
  });
});

describe('the Show Solution threshold and overdue', () => {
  it('unlocks at the threshold, or once completed', () => {
    expect(solutionUnlockedFor({ attemptCount: 9, completed: false }, 10)).toBe(false);
    expect(solutionUnlockedFor({ attemptCount: 10, completed: false }, 10)).toBe(true);
    expect(solutionUnlockedFor({ attemptCount: 0, completed: true }, 10)).toBe(true);
  });
  it('reads the club setting, falling back on nonsense', () => {
    expect(parseAttemptsThreshold('5', 10)).toBe(5);
    expect(parseAttemptsThreshold(' 20 ', 10)).toBe(20);
    for (const bad of [null, '', 'x', '0', '-3', '2.5'])
      expect(parseAttemptsThreshold(bad, 10)).toBe(10);
  });
  it('is overdue only when not completed after its due day', () => {
    expect(isOverdue({ completed: false, dueDate: '2026-11-24' }, '2026-11-25')).toBe(true);
    expect(isOverdue({ completed: false, dueDate: '2026-11-25' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ completed: true, dueDate: '2026-11-01' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ completed: false, dueDate: null }, '2026-11-25')).toBe(false);
  });
});
