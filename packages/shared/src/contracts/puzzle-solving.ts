import { z } from 'zod';
import { rating, tag, themeList } from './puzzle-query-fields.js';
import {
  PUZZLE_ANSWER_MOVES_MAX,
  PUZZLE_DISPLAY_COUNT,
  PUZZLE_SOLVING_MESSAGES,
} from './puzzle-solving-limits.js';
import { PuzzleRatingSchema } from './puzzle-stats.js';

export * from './puzzle-solving-limits.js';
export * from './puzzle-stats.js';

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
 * | GET mypuzzles/solved?{SolvedPuzzlesQuery}    | authenticated  | → `SolvedPuzzlesPage` (`username`: a student the caller may see) |
 * | GET mypuzzles/dashboard?{PuzzleDashboardQuery} | authenticated | → `PuzzleDashboard` (`username`: a student the caller may see) |
 * | POST puzzles/survival                        | studentOrCoach | → `SurvivalRun`: a new run and its first puzzle |
 * | POST puzzles/survival/{id}/move              | studentOrCoach | `PuzzleMove` → `SurvivalMoveResult` |
 * | GET puzzles/userActivity                     | clubMember     | → `PuzzleUserActivity`: this month and last (home table) |
 *
 * A served puzzle carries only the moves played so far (`moves`: the opponent's first move); the
 * server keeps the try in progress (`puzzle_tries`), judges each of the player's moves and
 * answers the opponent's reply, and shows the whole line once the try has ended
 * (docs/decisions/0045).
 *
 * With `username`, the figures of a student the caller may see (`canSeeStudent`, rules/access.ts:
 * the student, their coach or class-time coach, a linked parent, an admin); anyone else gets 403. The opening filters (`openingFamily`, `openingVariation`) are
 * for elite users (`canUseOpeningFilters`): others sending one get 403 `ELITE_ONLY`.
 */

const PUZZLE_NAME = /^[A-Za-z0-9_-]{1,32}$/;
export const PuzzleNameSchema = z
  .string()
  .regex(PUZZLE_NAME, { error: 'A puzzle name has only letters, digits, _ and -, up to 32.' });
export const PuzzleNameParamsSchema = z.object({ name: PuzzleNameSchema });

/** A boolean in a query string: "true"/"1" or "false"/"0". */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

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
