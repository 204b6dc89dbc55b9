/**
 * Puzzle rules (issue 14; docs/decisions/0034): who may filter by opening, the search card's
 * defaults, the rating change of a rated attempt (Glicko-2 as lichess weighs it), the review
 * queue's schedule, a theme's performance figure and the survival run's difficulty. Pure.
 */
import {
  PUZZLE_PROVISIONAL_DEVIATION,
  PUZZLE_REVIEW_DAYS,
  PUZZLE_REVIEW_STREAK,
  PUZZLE_SEARCH_SPAN,
  PUZZLE_TAU,
} from '../contracts/puzzle-solving.js';
import { isElite, type Roles } from '../roles.js';
import { glicko2Update, type Glicko } from './glicko2.js';

/** Opening and variation filters are for elite users (spec 2 §6; elite or admin). */
export const canUseOpeningFilters = (roles: Roles): boolean => isElite(roles);

/** The Puzzle Search card's defaults (spec 2 §5): from the current rating to 600 above it. */
export const puzzleSearchDefaults = (currentRating: number) => ({
  fromRating: Math.max(0, Math.round(currentRating)),
  toRating: Math.max(0, Math.round(currentRating)) + PUZZLE_SEARCH_SPAN,
});

/** The window `next` searches without ratings given: around the user's rating (lichess-like). */
export const puzzleDefaultWindow = (currentRating: number) => ({
  fromRating: Math.max(0, Math.round(currentRating) - 100),
  toRating: Math.round(currentRating) + 200,
});

/** Lichess's "obvious" themes: the theme names the solution (a mate, a castling). */
const OBVIOUS_THEMES = new Set([
  'mate',
  'mateIn1',
  'mateIn2',
  'mateIn3',
  'mateIn4',
  'mateIn5',
  'enPassant',
  'attackingF2F7',
  'doubleCheck',
  'castling',
]);
/** Themes that say nothing about the solution (the phase, the source). */
const NEUTRAL_THEMES = new Set([
  'opening',
  'middlegame',
  'endgame',
  'rookEndgame',
  'bishopEndgame',
  'pawnEndgame',
  'knightEndgame',
  'queenEndgame',
  'queenRookEndgame',
  'master',
  'masterVsMaster',
  'superGM',
]);

/**
 * How much of a rated attempt's computed change is kept (lichess "ponder"): 1 in a mixed session;
 * in a theme session less, since the theme hints the solution.
 */
export function puzzleRatingWeight(sessionThemes: readonly string[], solved: boolean): number {
  if (sessionThemes.length === 0) return 1;
  if (sessionThemes.some((t) => OBVIOUS_THEMES.has(t))) return solved ? 0.1 : 0.4;
  if (sessionThemes.every((t) => NEUTRAL_THEMES.has(t))) return solved ? 0.7 : 0.8;
  return solved ? 0.2 : 0.7;
}

const blend = (old: Glicko, computed: Glicko, w: number): Glicko => ({
  rating: old.rating * (1 - w) + computed.rating * w,
  deviation: old.deviation * (1 - w) + computed.deviation * w,
  volatility: old.volatility * (1 - w) + computed.volatility * w,
});

/** A user whose own rating is this uncertain does not move a puzzle's rating (lichess). */
export const PUZZLE_CLUELESS_DEVIATION = 230;
const PUZZLE_MAX_DELTA = 700;

const capUser = (g: Glicko): Glicko => ({
  rating: Math.min(4000, Math.max(400, g.rating)),
  deviation: Math.min(500, Math.max(45, g.deviation)),
  volatility: Math.min(0.1, Math.max(0, g.volatility)),
});

const sane = (g: Glicko) =>
  Number.isFinite(g.rating) &&
  g.rating > 0 &&
  g.rating < 4000 &&
  g.deviation > 0 &&
  g.deviation < 1000 &&
  g.volatility > 0 &&
  g.volatility < 0.2;

/**
 * The ratings after a rated first attempt: one game of a one-game Glicko-2 period between the
 * user and the puzzle (τ 0.75), the user "winning" when solved. The change is weighed by the
 * session's themes, less for the user when the puzzle's own rating is provisional. The puzzle
 * moves at most 700 points, stays within lichess's caps, and does not move at all when the
 * user's rating is too uncertain (`puzzle` null then).
 */
export function puzzleRatingUpdate(input: {
  user: Glicko;
  puzzle: Glicko;
  solved: boolean;
  sessionThemes?: readonly string[];
}): { user: Glicko; puzzle: Glicko | null } {
  const { user, solved } = input;
  const puzzle = { ...input.puzzle, rating: Math.max(400, input.puzzle.rating) };
  const themes = input.sessionThemes ?? [];
  const weight = puzzleRatingWeight(themes, solved);
  const userWeight =
    puzzle.deviation >= PUZZLE_PROVISIONAL_DEVIATION
      ? Math.max(0.1, weight - (solved ? 0.2 : 0.7))
      : weight;
  const userComputed = glicko2Update(
    user,
    [{ opponent: puzzle, score: solved ? 1 : 0 }],
    PUZZLE_TAU,
  );
  const puzzleComputed = glicko2Update(
    puzzle,
    [{ opponent: user, score: solved ? 0 : 1 }],
    PUZZLE_TAU,
  );
  const newUser = capUser(blend(user, userComputed, userWeight));
  let newPuzzle: Glicko | null = blend(puzzle, puzzleComputed, weight);
  newPuzzle = {
    ...newPuzzle,
    rating: Math.min(
      puzzle.rating + PUZZLE_MAX_DELTA,
      Math.max(puzzle.rating - PUZZLE_MAX_DELTA, newPuzzle.rating),
    ),
  };
  newPuzzle = capUser(newPuzzle);
  if (user.deviation >= PUZZLE_CLUELESS_DEVIATION || !sane(newPuzzle)) newPuzzle = null;
  return { user: sane(newUser) ? newUser : user, puzzle: newPuzzle };
}

export type PuzzleReviewState = {
  /** The index in PUZZLE_REVIEW_DAYS of the wait that comes next. */
  step: number;
  /** Solves in a row since the last failure. */
  streak: number;
  dueAt: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The review queue after an attempt at a puzzle. A failure of a puzzle not queued puts it on the
 * queue, due in 1 day. Each later attempt at a queued puzzle moves it to the next wait (1, 3, 7,
 * 21, then 21 days): a failure resets the run of solves, and the second solve in a row takes it
 * off the queue (null). A solve of a puzzle not queued leaves it off (null).
 */
export function reviewAfter(
  state: PuzzleReviewState | null,
  solved: boolean,
  now: Date,
): PuzzleReviewState | null {
  const after = (days: number) => new Date(now.getTime() + days * DAY_MS);
  if (!state) return solved ? null : { step: 1, streak: 0, dueAt: after(PUZZLE_REVIEW_DAYS[0]) };
  const streak = solved ? state.streak + 1 : 0;
  if (streak >= PUZZLE_REVIEW_STREAK) return null;
  const days = PUZZLE_REVIEW_DAYS[Math.min(state.step, PUZZLE_REVIEW_DAYS.length - 1)]!;
  return { step: state.step + 1, streak, dueAt: after(days) };
}

/** Lichess's theme performance: average puzzle rating − 500 + 1000 × first-try success share. */
export function themePerformance(averagePuzzleRating: number, firstWins: number, played: number) {
  if (played <= 0) return 0;
  return Math.round(averagePuzzleRating - 500 + (1000 * firstWins) / played);
}

/** The rating window of a survival run's next puzzle after `score` solves: 600 up, 50 a solve. */
export function survivalWindow(score: number) {
  const centre = 600 + 50 * Math.max(0, score);
  return { fromRating: centre - 50, toRating: centre + 50 };
}
