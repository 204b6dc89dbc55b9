import { describe, expect, it } from 'vitest';
import {
  canUseOpeningFilters,
  puzzleDefaultWindow,
  puzzleRatingUpdate,
  puzzleRatingWeight,
  puzzleSearchDefaults,
  reviewAfter,
  survivalWindow,
  themePerformance,
} from './puzzles.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-25T12:00:00Z');
const days = (d: Date) => (d.getTime() - now.getTime()) / DAY;

describe('opening filters and search defaults', () => {
  it.each([
    [['elite'], true],
    [['admin'], true],
    [['student', 'elite'], true],
    [['student'], false],
    [['coach'], false],
    [[], false],
  ])('%j may filter by opening: %s', (roles, allowed) => {
    expect(canUseOpeningFilters(roles)).toBe(allowed);
  });

  it('searches from the current rating to 600 above it (spec 2 §5)', () => {
    expect(puzzleSearchDefaults(1487.6)).toEqual({ fromRating: 1488, toRating: 2088 });
    expect(puzzleDefaultWindow(1500)).toEqual({ fromRating: 1400, toRating: 1700 });
    expect(puzzleDefaultWindow(50).fromRating).toBe(0);
  });
});

describe('puzzleRatingUpdate', () => {
  const user = { rating: 1500, deviation: 80, volatility: 0.09 };
  const puzzle = { rating: 1500, deviation: 80, volatility: 0.09 };

  it('a solve raises the user and lowers the puzzle by the same amount when both are equal', () => {
    const after = puzzleRatingUpdate({ user, puzzle, solved: true });
    expect(after.user.rating).toBeGreaterThan(1500);
    expect(after.puzzle!.rating).toBeLessThan(1500);
    expect(after.user.rating - 1500).toBeCloseTo(1500 - after.puzzle!.rating, 6);
  });

  it('a failure lowers the user', () => {
    const after = puzzleRatingUpdate({ user, puzzle, solved: false });
    expect(after.user.rating).toBeLessThan(1500);
    expect(after.puzzle!.rating).toBeGreaterThan(1500);
  });

  it('a theme session that names the solution moves the rating less', () => {
    const mixed = puzzleRatingUpdate({ user, puzzle, solved: true });
    const mate = puzzleRatingUpdate({ user, puzzle, solved: true, sessionThemes: ['mateIn2'] });
    expect(mate.user.rating - 1500).toBeCloseTo((mixed.user.rating - 1500) * 0.1, 6);
    expect(puzzleRatingWeight(['fork'], false)).toBe(0.7);
    expect(puzzleRatingWeight(['endgame'], true)).toBe(0.7);
  });

  it('a new user (deviation 500) does not move the puzzle', () => {
    const after = puzzleRatingUpdate({
      user: { rating: 1500, deviation: 500, volatility: 0.09 },
      puzzle,
      solved: true,
    });
    expect(after.puzzle).toBeNull();
    expect(after.user.rating).toBeGreaterThan(1500);
  });

  it('keeps ratings within the caps', () => {
    const after = puzzleRatingUpdate({
      user: { rating: 450, deviation: 60, volatility: 0.09 },
      puzzle: { rating: 3000, deviation: 60, volatility: 0.09 },
      solved: false,
    });
    expect(after.user.rating).toBeGreaterThanOrEqual(400);
  });
});

describe('reviewAfter: 1, 3, 7, 21 days until solved twice in a row', () => {
  it('a failure queues the puzzle for tomorrow; a solve of an unqueued one does nothing', () => {
    const first = reviewAfter(null, false, now)!;
    expect(days(first.dueAt)).toBe(1);
    expect(reviewAfter(null, true, now)).toBeNull();
  });

  it('walks the waits and leaves after two solves in a row', () => {
    let state = reviewAfter(null, false, now)!;
    state = reviewAfter(state, false, now)!;
    expect([days(state.dueAt), state.streak]).toEqual([3, 0]);
    state = reviewAfter(state, true, now)!;
    expect([days(state.dueAt), state.streak]).toEqual([7, 1]);
    state = reviewAfter(state, false, now)!;
    expect([days(state.dueAt), state.streak]).toEqual([21, 0]);
    state = reviewAfter(state, true, now)!;
    expect(days(state.dueAt)).toBe(21);
    expect(reviewAfter(state, true, now)).toBeNull();
  });
});

describe('themePerformance and survival', () => {
  it("is lichess's figure", () => {
    expect(themePerformance(1600, 3, 4)).toBe(1850);
    expect(themePerformance(1600, 0, 0)).toBe(0);
  });

  it('survival puzzles get harder after each solve', () => {
    expect(survivalWindow(0)).toEqual({ fromRating: 550, toRating: 650 });
    expect(survivalWindow(10).fromRating).toBeGreaterThan(survivalWindow(9).fromRating);
  });
});
