import { z } from 'zod';
import { DateSchema } from './fields.js';
import { pageOf, pageQuery } from './common.js';

/**
 * Solving puzzles (spec 2 §2 "Puzzles, engines and training", §3 "Puzzle", "Puzzle result
 * payload", §4 "Puzzle solving", §7 "Puzzles", §9; spec 1 home dashboard; issue 14;
 * docs/decisions/0034). A puzzle's "name" is its Lichess PuzzleId. Paths are under /api.
 *
 * | Method and path                              | Access         | Query / body → answer |
 * | GET puzzles/rated                            | studentOrCoach | → `PuzzleNext` around the user's rating, mixed themes; starts a rated try |
 * | GET puzzles/next?{PuzzleFilterQuery}         | studentOrCoach | → `PuzzleNext` (window widened when it runs dry); starts a try |
 * | GET puzzlesnames?{PuzzleFilterQuery}         | coachOrAdmin   | → `string[]`, 9 names for Display 9 Puzzles |
 * | GET puzzlesrepo/{names}?makeFirstMove=true   | coachOrAdmin   | → `Puzzle[]` in the order named (comma-separated, ≤ 9), positions only |
 * | GET puzzle/{name}?{PuzzleFilterQuery}        | studentOrCoach | → `Puzzle`; starts (or starts again) the caller's try at it |
 * | GET puzzles/currentPuzzleRating              | studentOrCoach | → `PuzzleRating` |
 * | POST puzzle/{name}/move                      | studentOrCoach | `PuzzleMove` → `PuzzleMoveResult`: the verdict and the reply |
 * | POST mypuzzles/{id}/showmove/{moveIndex}/{rated} | studentOrCoach | → `PuzzleShowMoveResult`; the try ends as failed |
 * | GET mypuzzles/solved?{SolvedPuzzlesQuery}    | clubMember     | → `SolvedPuzzlesPage` (a coach or admin may pass `username`) |
 * | GET mypuzzles/dashboard?{PuzzleDashboardQuery} | clubMember   | → `PuzzleDashboard` (a coach or admin may pass `username`) |
 * | POST puzzles/survival                        | studentOrCoach | → `SurvivalRun`: a new run and its first puzzle |
 * | POST puzzles/survival/{id}/move              | studentOrCoach | `PuzzleMove` → `SurvivalMoveResult` |
 * | GET puzzles/userActivity                     | clubMember     | → `PuzzleUserActivity`: this month and last (home table) |
 *
 * A served puzzle carries only the moves played so far (`moves`: the opponent's first move); the
 * server keeps the try in progress (`puzzle_tries`), judges each of the player's moves and
 * answers the opponent's reply, and shows the whole line once the try has ended
 * (docs/decisions/0045).
 *
 * A coach's `username` is one of their own students; an admin's anyone's; anyone else asking for
 * another user's figures gets 403. The opening filters (`openingFamily`, `openingVariation`) are
 * for elite users (`canUseOpeningFilters`): others sending one get 403 `ELITE_ONLY`.
 */

/** The last attempts a user never meets again in `next` (issue 14). */
export const PUZZLE_NO_REPEAT_ATTEMPTS = 1000;
/** Puzzle search: to rating defaults to from rating plus this (spec 2 §5, §9). */
export const PUZZLE_SEARCH_SPAN = 600;
/** Solved-puzzles query rating defaults (spec 2 §7, §9). */
export const PUZZLE_RATING_MIN = 0;
export const PUZZLE_RATING_MAX = 9999;
/** Display 9 Puzzles. */
export const PUZZLE_DISPLAY_COUNT = 9;
/** A new player's puzzle rating (Glicko-2, lichess defaults: 1500, deviation 500, volatility 0.09). */
export const PUZZLE_RATING_DEFAULT = 1500;
export const PUZZLE_DEVIATION_DEFAULT = 500;
export const PUZZLE_VOLATILITY_DEFAULT = 0.09;
/** A rating is provisional (shown with "?") while its deviation is at least this. */
export const PUZZLE_PROVISIONAL_DEVIATION = 110;
/** Glicko-2 system constant for puzzles (lichess). */
export const PUZZLE_TAU = 0.75;
/** Failed puzzles come back after these many days, until solved twice in a row. */
export const PUZZLE_REVIEW_DAYS = [1, 3, 7, 21] as const;
export const PUZZLE_REVIEW_STREAK = 2;
/** The longest puzzle line (60 moves, parsePuzzleCsvLine), so the largest ply a move names. */
export const PUZZLE_ANSWER_MOVES_MAX = 60;
export const SOLVED_PUZZLES_PAGE_SIZE_MAX = 100;
/** The dashboard's default period, in days. */
export const PUZZLE_DASHBOARD_DAYS_DEFAULT = 30;
export const PUZZLE_DASHBOARD_DAYS_MAX = 365;
/** Board widths (spec 2 §9). */
export const PUZZLE_BOARD_WIDTH = 350;
export const PUZZLE_SURVIVAL_BOARD_WIDTH = 450;
export const PUZZLE_DISPLAY_BOARD_WIDTH = 200;

export const PUZZLE_SOLVING_MESSAGES = {
  /** Spec 2 §4, exactly. */
  continueSolving: 'Continue solving...',
  solved: 'Solved',
  failed: 'Failed solving. Please try again!!',
  notFound: 'No puzzle with that name.',
  noneFound: 'No puzzle matches these filters.',
  eliteOnly: 'Opening and variation filters are for elite members.',
  fromAboveTo: 'From rating must not be above to rating.',
  notYourStudent: 'You can see the puzzles of your own students only.',
  userNotFound: 'No user with that username.',
  runNotFound: 'No survival run with that id.',
  runEnded: 'This survival run has ended. Start a new one.',
  tooManyNames: `Name at most ${PUZZLE_DISPLAY_COUNT} puzzles.`,
  /** A move or show-move for a puzzle with no try in progress (never opened, ended or expired). */
  noTry:
    'This puzzle is not in progress: it has ended or was left too long. Press Reset to try it again.',
  /** A move for another ply than the one the try waits for (a double submit, an old tab). */
  wrongPly: 'That move was already answered, or is not the one this puzzle is waiting for.',
  /** Show move asks for another move than the one the player is to play now. */
  showOnlyNext: 'Only the move you are to play now can be shown.',
} as const;

/**
 * A solve faster than the pace floor (docs/decisions/0045): it counts as played, not for the
 * rating or a survival score.
 */
export const puzzleTooFastMessage = (msPerMove: number) =>
  `Solved faster than ${msPerMove / 1000} ${msPerMove === 1000 ? 'second' : 'seconds'} a move, quicker than anyone reads a puzzle, so it does not count for your rating or score.`;

/** The rated-results limit was reached (429; docs/decisions/0045). */
export const puzzleRatedLimitMessage = (perWindow: number, windowSeconds: number) =>
  `You have finished ${perWindow} rated puzzles in ${Math.round(windowSeconds / 60)} minutes, faster than anyone solves them. Wait a few minutes to finish this one rated, or press Reset to go on unrated.`;

/** The window `next` searched was widened: the sentence the page shows. */
export const puzzleWidenedMessage = (fromRating: number, toRating: number) =>
  `No new puzzle was left in your rating window, so this one comes from ${fromRating}–${toRating}.`;

const PUZZLE_NAME = /^[A-Za-z0-9_-]{1,32}$/;
export const PuzzleNameSchema = z
  .string()
  .regex(PUZZLE_NAME, { error: 'A puzzle name has only letters, digits, _ and -, up to 32.' });
export const PuzzleNameParamsSchema = z.object({ name: PuzzleNameSchema });

/** A boolean in a query string: "true"/"1" or "false"/"0". */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const rating = z.coerce.number().int().min(PUZZLE_RATING_MIN).max(PUZZLE_RATING_MAX);
const tag = z.string().regex(/^[^\s,]{1,200}$/, { error: 'Not an opening tag.' });
/** Theme values, comma-separated ("fork,middlegame"): a puzzle must have every one. */
const themeList = z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9]{1,64}(,[A-Za-z0-9]{1,64}){0,9}$|^$/, { error: 'Not a theme list.' })
  .transform((v) => (v ? v.split(',') : []));

/**
 * The filters of a puzzle session (spec 2 §2 "/puzzle/{puzzleName}" query string). Without
 * ratings the window is the user's rating −100 to +200 (`next`) or from rating + 600.
 * `review=true` serves a due puzzle from the review queue first (filters ignored). The try a
 * serve starts keeps `rated`, `themes` (they weigh the rating change) and `review`.
 */
export const PuzzleFilterQuerySchema = z
  .object({
    rated: queryBoolean.optional(),
    fromRating: rating.optional(),
    toRating: rating.optional(),
    themes: themeList.optional(),
    openingFamily: tag.optional(),
    openingVariation: tag.optional(),
    review: queryBoolean.optional(),
  })
  .refine(
    (q) => q.fromRating === undefined || q.toRating === undefined || q.fromRating <= q.toRating,
    {
      error: PUZZLE_SOLVING_MESSAGES.fromAboveTo,
      path: ['toRating'],
    },
  );
export type PuzzleFilterQuery = z.input<typeof PuzzleFilterQuerySchema>;
export type PuzzleFilter = z.output<typeof PuzzleFilterQuerySchema>;

/** A puzzle (spec 2 §3 "Puzzle": name, fen, moves, rating), with what the pages show beside it. */
export const PuzzleSchema = z.object({
  name: z.string(),
  /** The position before the opponent's first move (or after it, with makeFirstMove). */
  fen: z.string(),
  /**
   * The moves played so far from `fen`, space-separated UCI: the opponent's first move, played
   * automatically ('' with makeFirstMove). Never the solution: the server judges each move of the
   * player and answers the reply (docs/decisions/0045).
   */
  moves: z.string(),
  rating: z.number().int(),
  /** True when black is to move in `fen`. */
  blacksTurn: z.boolean(),
  themes: z.array(z.string()),
  openingFamily: z.string().nullable(),
  openingVariation: z.string().nullable(),
  nbPlays: z.number().int(),
  gameUrl: z.string().nullable(),
});
export type Puzzle = z.infer<typeof PuzzleSchema>;

export const PuzzlesRepoParamsSchema = z.object({
  names: z
    .string()
    .max(PUZZLE_DISPLAY_COUNT * 33)
    .transform((v) => v.split(','))
    .pipe(
      z.array(PuzzleNameSchema).min(1).max(PUZZLE_DISPLAY_COUNT, {
        error: PUZZLE_SOLVING_MESSAGES.tooManyNames,
      }),
    ),
});
export const PuzzlesRepoQuerySchema = z.object({ makeFirstMove: queryBoolean.optional() });
export const PuzzleListSchema = z.array(PuzzleSchema);
export const PuzzleNamesSchema = z.array(z.string());

/** GET puzzles/next and puzzles/rated: a puzzle, the window it came from and whether it widened. */
export const PuzzleNextSchema = PuzzleSchema.extend({
  window: z.object({ fromRating: z.number().int(), toRating: z.number().int() }),
  widened: z.boolean(),
  /** `puzzleWidenedMessage` when widened, else null. */
  message: z.string().nullable(),
  /** True when this puzzle came from the review queue. */
  review: z.boolean(),
});
export type PuzzleNext = z.infer<typeof PuzzleNextSchema>;

/** A player's puzzle rating (whole numbers as shown). */
export const PuzzleRatingSchema = z.object({
  rating: z.number().int(),
  deviation: z.number().int(),
  provisional: z.boolean(),
  /** Rated puzzles played. */
  nbRated: z.number().int(),
});
export type PuzzleRating = z.infer<typeof PuzzleRatingSchema>;

const uci = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, { error: 'Not a move.' });

/**
 * POST puzzle/{name}/move and puzzles/survival/{id}/move: one move of the player's, judged on the
 * server against the try in progress.
 */
export const PuzzleMoveSchema = z.object({
  /**
   * Index in the puzzle's line of the move played: 1 for the player's first move (0 is the
   * opponent's first), then 3, 5… A move for another ply than the try waits for is refused.
   */
  ply: z.number().int().min(1).max(PUZZLE_ANSWER_MOVES_MAX),
  uci,
});
export type PuzzleMove = z.infer<typeof PuzzleMoveSchema>;

export const PUZZLE_RESULTS = ['solved', 'failed'] as const;
export type PuzzleResult = (typeof PUZZLE_RESULTS)[number];
/** What a move did: right with more to come, right and the last (solved), or wrong (failed). */
export const PUZZLE_VERDICTS = ['continue', ...PUZZLE_RESULTS] as const;
export type PuzzleVerdict = (typeof PUZZLE_VERDICTS)[number];

export const PuzzleAnswerResultSchema = z.object({
  result: z.enum(PUZZLE_RESULTS),
  /** Spec 2 §4's sentence: Solved or Failed solving. Please try again!! */
  message: z.string(),
  /** Whether this attempt changed ratings: only a rated first attempt at a puzzle does. */
  rated: z.boolean(),
  /** The user's rating after this attempt (the same as before when unrated). */
  userRating: PuzzleRatingSchema,
  /** Change of the user's shown rating (0 when unrated). */
  ratingChange: z.number().int(),
  /** The puzzle's rating after this attempt. */
  puzzleRating: z.number().int(),
});
export type PuzzleAnswerResult = z.infer<typeof PuzzleAnswerResultSchema>;

/** What every judged move answers (the puzzle's and survival's). */
const moveVerdict = {
  verdict: z.enum(PUZZLE_VERDICTS),
  /** Spec 2 §4's sentence: Continue solving..., Solved, or Failed solving. Please try again!! */
  message: z.string(),
  /** The opponent's reply (UCI) to a right move with more to come, else null. */
  reply: z.string().nullable(),
  /**
   * The line as far as the player may now see it, from the puzzle's `fen`: up to the reply while
   * the try goes on; the whole line once it has ended (solved or failed).
   */
  moves: z.string(),
  /** Why a solve did not count (faster than the pace floor), else null. */
  notice: z.string().nullable(),
};

/** POST puzzle/{name}/move: the verdict; once the try has ended, its result and ratings. */
export const PuzzleMoveResultSchema = z.object({
  ...moveVerdict,
  /** The try's recorded result with the ratings after it, once it has ended; null while it goes on. */
  result: PuzzleAnswerResultSchema.nullable(),
});
export type PuzzleMoveResult = z.infer<typeof PuzzleMoveResultSchema>;

/**
 * POST mypuzzles/{id}/showmove/{moveIndex}/{rated}: moveIndex is the ply the try waits for (the
 * move the player is to play); rated 0 or 1 is kept from the spec, the try's own session decides.
 */
export const PuzzleShowMoveParamsSchema = z.object({
  id: PuzzleNameSchema,
  moveIndex: z.coerce.number().int().min(0).max(PUZZLE_ANSWER_MOVES_MAX),
  rated: z.enum(['0', '1']).transform((v) => v === '1'),
});
export const PuzzleShowMoveResultSchema = PuzzleAnswerResultSchema.extend({
  /** The move shown, in UCI. */
  move: z.string(),
  /** The whole line (the try has ended as failed, so it may be shown). */
  moves: z.string(),
});
export type PuzzleShowMoveResult = z.infer<typeof PuzzleShowMoveResultSchema>;

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
  played: z.number().int(),
  solved: z.number().int(),
  themes: z.array(PuzzleThemeStatsSchema),
  review: z.object({ dueCount: z.number().int(), items: z.array(PuzzleReviewItemSchema) }),
  survivalBest: z.number().int(),
});
export type PuzzleDashboard = z.infer<typeof PuzzleDashboardSchema>;

/** A survival run (unrated): puzzles get harder after each solve; the first failure ends it. */
export const SurvivalRunSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  best: z.number().int(),
  puzzle: PuzzleSchema,
});
export type SurvivalRun = z.infer<typeof SurvivalRunSchema>;
/**
 * POST puzzles/survival/{id}/move: the verdict on the run's current puzzle; a solve scores and
 * serves the next puzzle, a failure ends the run.
 */
export const SurvivalMoveResultSchema = z.object({
  ...moveVerdict,
  score: z.number().int(),
  best: z.number().int(),
  ended: z.boolean(),
  /** The next puzzle while the run goes on; null once it ended. */
  puzzle: PuzzleSchema.nullable(),
});
export type SurvivalMoveResult = z.infer<typeof SurvivalMoveResultSchema>;

/** One month of the home table (spec 1 "Dashboard": {product}UserActivity). */
export const PuzzleMonthSchema = z.object({
  /** The club member who solved the most puzzles this month (username), null when nobody did. */
  maxPuzzlesSolvedUser: z.string().nullable(),
  maxPuzzlesSolved: z.number().int(),
  /** Puzzles the signed-in user solved in the month. */
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
