import { z } from 'zod';
import { pageOf, pageQuery } from './common.js';
import { DateSchema } from './fields.js';
import { rating, tag, themeList } from './puzzle-query-fields.js';
import {
  PUZZLE_DASHBOARD_DAYS_DEFAULT,
  PUZZLE_DASHBOARD_DAYS_MAX,
  PUZZLE_RATING_MAX,
  PUZZLE_RATING_MIN,
  SOLVED_PUZZLES_PAGE_SIZE_MAX,
} from './puzzle-solving-limits.js';

/** A player's puzzle figures: the rating, solved puzzles, the dashboard and the home table. */

/** A player's puzzle rating (whole numbers as shown). */
export const PuzzleRatingSchema = z.object({
  rating: z.number().int(),
  deviation: z.number().int(),
  provisional: z.boolean(),
  /** Rated puzzles played. */
  nbRated: z.number().int(),
});
export type PuzzleRating = z.infer<typeof PuzzleRatingSchema>;

const forUser = { username: z.string().min(1).max(100).optional() };

/** GET mypuzzles/solved: the spec's filters, dates YYYY-MM-DD in the club's time zone. */
export const SolvedPuzzlesQuerySchema = z.object({
  fromRating: rating.default(PUZZLE_RATING_MIN),
  toRating: rating.default(PUZZLE_RATING_MAX),
  themes: themeList.optional(),
  openingFamily: tag.optional(),
  openingVariation: tag.optional(),
  fromDate: DateSchema.optional(),
  toDate: DateSchema.optional(),
  ...forUser,
  ...pageQuery(SOLVED_PUZZLES_PAGE_SIZE_MAX, 20),
});
export type SolvedPuzzlesQuery = z.input<typeof SolvedPuzzlesQuerySchema>;

export const SolvedPuzzleSchema = z.object({
  name: z.string(),
  rating: z.number().int(),
  themes: z.array(z.string()),
  openingFamily: z.string().nullable(),
  openingVariation: z.string().nullable(),
  solvedAt: z.string(),
  rated: z.boolean(),
});
export const SolvedPuzzlesPageSchema = pageOf(SolvedPuzzleSchema);
export type SolvedPuzzlesPage = z.infer<typeof SolvedPuzzlesPageSchema>;

export const PuzzleDashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUZZLE_DASHBOARD_DAYS_MAX)
    .default(PUZZLE_DASHBOARD_DAYS_DEFAULT),
  ...forUser,
});
export type PuzzleDashboardQuery = z.input<typeof PuzzleDashboardQuerySchema>;

export const PuzzleThemeStatsSchema = z.object({
  theme: z.string(),
  /** Its words ("Mate In 2"). */
  text: z.string(),
  played: z.number().int(),
  solved: z.number().int(),
  /** First-try success, 0 to 100, whole percent. */
  successRate: z.number().int(),
  /** Lichess's performance figure: average puzzle rating − 500 + 1000 × first-try success share. */
  performance: z.number().int(),
});
export type PuzzleThemeStats = z.infer<typeof PuzzleThemeStatsSchema>;

export const PuzzleReviewItemSchema = z.object({
  name: z.string(),
  rating: z.number().int(),
  dueAt: z.string(),
  /** Which interval of PUZZLE_REVIEW_DAYS comes next (0 = 1 day). */
  step: z.number().int(),
  due: z.boolean(),
});

/**
 * GET mypuzzles/dashboard: the rating over the period (one point per day with rated play),
 * totals, themes weakest first (lowest performance; themes with fewer than 3 plays last), and
 * the review queue (due first, at most 50).
 */
export const PuzzleDashboardSchema = z.object({
  username: z.string(),
  days: z.number().int(),
  rating: PuzzleRatingSchema,
  history: z.array(z.object({ date: z.string(), rating: z.number().int() })),
  /** Distinct puzzles attempted in the period. */
  played: z.number().int(),
  /** Distinct puzzles solved in the period, at any attempt (the home table's definition). */
  solved: z.number().int(),
  /** Per theme, the puzzles first met in the period, judged on the first try. */
  themes: z.array(PuzzleThemeStatsSchema),
  review: z.object({ dueCount: z.number().int(), items: z.array(PuzzleReviewItemSchema) }),
  survivalBest: z.number().int(),
});
export type PuzzleDashboard = z.infer<typeof PuzzleDashboardSchema>;

/** One month of the home table (spec 1 "Dashboard": {product}UserActivity). */
export const PuzzleMonthSchema = z.object({
  /**
   * The student who solved the most distinct puzzles in the month (username; ties by username),
   * null when none did: the student corner's club best too.
   */
  maxPuzzlesSolvedUser: z.string().nullable(),
  maxPuzzlesSolved: z.number().int(),
  /**
   * Distinct puzzles the signed-in user solved in the month, at any attempt: the same figure as
   * the student corner's and the puzzle dashboard's "puzzles solved".
   */
  puzzlesSolved: z.number().int(),
  /** The signed-in user's lowest and highest puzzle rating in the month (null: no rated play). */
  minRating: z.number().int().nullable(),
  maxRating: z.number().int().nullable(),
});
export const PuzzleUserActivitySchema = z.object({
  thisMonth: PuzzleMonthSchema,
  lastMonth: PuzzleMonthSchema,
});
export type PuzzleUserActivity = z.infer<typeof PuzzleUserActivitySchema>;

/**
 * GET /api/mypuzzles/mistakes: how many of the member's own puzzles (their blunders in games the
 * engine analysed, docs/decisions/0067) wait on their review queue now.
 */
export const MistakesWaitingSchema = z.object({ waiting: z.number().int() });
export type MistakesWaiting = z.infer<typeof MistakesWaitingSchema>;

/** The student home's line: "3 of your mistakes are waiting". */
export const mistakesWaitingText = (n: number) =>
  n === 1 ? '1 of your mistakes is waiting' : `${n} of your mistakes are waiting`;

/** What a member's own puzzle says above the board (its `gameUrl` is the game's review). */
export const OWN_PUZZLE_TEXT = 'A position from one of your games: find the better move.';
const MY_GAMES_PATH = '/myGames/';
/** An own puzzle's `gameUrl`: the review of the game of My Games it was made from. */
export const ownPuzzleGameUrl = (myGameId: number) => `${MY_GAMES_PATH}${myGameId}/review`;
/** Whether a served puzzle is the member's own, made from their game (docs/decisions/0067). */
export const isOwnPuzzle = (puzzle: { gameUrl: string | null }) =>
  puzzle.gameUrl?.startsWith(MY_GAMES_PATH) ?? false;

/** The review queue's due count as the dashboard and report card say it. */
export const reviewDueText = (n: number) =>
  n === 1 ? '1 puzzle is due for review.' : `${n} puzzles are due for review.`;
