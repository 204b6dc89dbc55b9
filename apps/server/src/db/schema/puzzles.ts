import {
  PUZZLE_DEVIATION_DEFAULT,
  PUZZLE_RATING_DEFAULT,
  PUZZLE_VOLATILITY_DEFAULT,
  PUZZLE_IMPORT_SOURCES,
  PUZZLE_IMPORT_STATUSES,
  type PuzzleImportError,
} from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import {
  belongsTo,
  bigserialId,
  createdAt,
  refersTo,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.js';
import { users } from './accounts.js';
import { myGames } from './learning.js';

/*
 * Puzzle data (spec 2 §3 "Puzzle"; issue 14; docs/decisions/0033): puzzles imported from the
 * Lichess puzzle CSV, the theme and opening lists refreshed after each import, and the imports.
 */

/** A puzzle; its id is the Lichess PuzzleId (the spec's puzzle "name"), so a re-import upserts. */
export const puzzles = pgTable(
  'puzzles',
  {
    id: pg.text('id').primaryKey(),
    fen: pg.text('fen').notNull(),
    /** Space-separated moves in coordinate notation (UCI), the opponent's move first. */
    moves: pg.text('moves').notNull(),
    rating: pg.integer('rating').notNull(),
    ratingDeviation: pg.integer('rating_deviation').notNull(),
    /** Glicko-2 volatility, for the puzzle ratings that solving will update. */
    volatility: pg.real('volatility').notNull().default(0.09),
    popularity: pg.integer('popularity').notNull(),
    nbPlays: pg.integer('nb_plays').notNull(),
    /**
     * First attempts at the club (docs/decisions/0034). Once a puzzle has any, its rating,
     * deviation and play count are the club's: a re-import leaves them alone.
     */
    localPlays: pg.integer('local_plays').notNull().default(0),
    themes: pg.text('themes').array().notNull(),
    gameUrl: pg.text('game_url'),
    openingFamily: pg.text('opening_family'),
    openingVariation: pg.text('opening_variation'),
    /**
     * A member's own puzzle, made from a blunder in one of their games (docs/decisions/0067):
     * only they solve it (and whoever may see them reads it), never rated, never chosen for
     * anyone else; null for the club's puzzles. The game of My Games and the ply it came from.
     */
    ownerId: pg.integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    myGameId: refersTo('my_game_id', () => myGames.id),
    gamePly: pg.integer('game_ply'),
    /** A random number fixed at insert: "next puzzle" starts at a random (rating, key) and walks the index. */
    randomKey: pg
      .real('random_key')
      .notNull()
      .default(sql`random()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('puzzles_themes_idx').using('gin', t.themes),
    // "Next puzzle" (docs/decisions/0034): a random start in the window, then the index order.
    // The id and themes ride along so the walk reads the index only, never the table. A
    // member's own puzzles are in none of them (docs/decisions/0067).
    index('puzzles_rating_key_idx')
      .on(t.rating, t.randomKey, t.id, t.themes)
      .where(sql`${t.ownerId} is null`),
    index('puzzles_family_rating_key_idx')
      .on(t.openingFamily, t.rating, t.randomKey, t.id, t.themes)
      .where(sql`${t.openingFamily} is not null and ${t.ownerId} is null`),
    index('puzzles_variation_rating_key_idx')
      .on(t.openingVariation, t.rating, t.randomKey, t.id, t.themes)
      .where(sql`${t.openingVariation} is not null and ${t.ownerId} is null`),
    index('puzzles_owner_idx')
      .on(t.ownerId, t.myGameId)
      .where(sql`${t.ownerId} is not null`),
  ],
);

/** The puzzle a row is about: required, and deleting the puzzle deletes the row. */
const ofPuzzle = () =>
  pg
    .text('puzzle_id')
    .notNull()
    .references(() => puzzles.id, { onDelete: 'cascade' });

/** Every theme some puzzle has, and how many have it: GET /api/puzzles/themes reads only this. */
export const puzzleThemes = pgTable('puzzle_themes', {
  theme: pg.text('theme').primaryKey(),
  puzzleCount: pg.integer('puzzle_count').notNull(),
});

/**
 * The puzzles of each rare theme (at most PUZZLE_KEYED_THEME_SHARE of all puzzles), in the order
 * "next puzzle" walks: a rare theme's puzzles are too few to meet walking all puzzles and too
 * many to read through the GIN index each time (docs/decisions/0034). Rebuilt with the lists
 * after each import; the rating is the one at that time (the choice re-checks the puzzle's own).
 */
export const puzzleThemeKeys = pgTable(
  'puzzle_theme_keys',
  {
    theme: pg.text('theme').notNull(),
    rating: pg.integer('rating').notNull(),
    randomKey: pg.real('random_key').notNull(),
    puzzleId: ofPuzzle(),
  },
  (t) => [
    primaryKey({ columns: [t.theme, t.rating, t.randomKey, t.puzzleId] }),
    index('puzzle_theme_keys_puzzle_idx').on(t.puzzleId),
  ],
);

/** Every opening family and variation some puzzle has (variation null: the family's own row). */
export const puzzleOpenings = pgTable(
  'puzzle_openings',
  {
    family: pg.text('family').notNull(),
    variation: pg.text('variation'),
    puzzleCount: pg.integer('puzzle_count').notNull(),
  },
  (t) => [
    uniqueIndex('puzzle_openings_family_variation_idx').on(
      t.family,
      sql`coalesce(${t.variation}, '')`,
    ),
  ],
);

/** One import of a puzzle CSV, by the command or an admin's upload, with its progress. */
export const puzzleImports = pgTable('puzzle_imports', {
  id: serialId(),
  source: pg.text('source', { enum: PUZZLE_IMPORT_SOURCES }).notNull(),
  fileName: pg.text('file_name').notNull(),
  status: pg.text('status', { enum: PUZZLE_IMPORT_STATUSES }).notNull().default('running'),
  linesRead: pg.integer('lines_read').notNull().default(0),
  added: pg.integer('added').notNull().default(0),
  updated: pg.integer('updated').notNull().default(0),
  unchanged: pg.integer('unchanged').notNull().default(0),
  skipped: pg.integer('skipped').notNull().default(0),
  /** The first PUZZLE_IMPORT_ERRORS_KEPT bad rows, by line number. */
  errors: pg.jsonb('errors').$type<PuzzleImportError[]>().notNull().default([]),
  /** For the percent done: the file's size when known, and how far it has been read. */
  fileSize: pg.bigint('file_size', { mode: 'number' }),
  bytesRead: pg.bigint('bytes_read', { mode: 'number' }).notNull().default(0),
  startedBy: refersTo('started_by', () => users.id),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  finishedAt: timestamptz('finished_at'),
  message: pg.text('message'),
});

/*
 * Solving (issue 14 part 2; docs/decisions/0034): each user's puzzle rating, every attempt, the
 * review queue of failed puzzles and survival runs.
 */

/** A user's Glicko-2 puzzle rating (a row from their first rated attempt; lichess defaults before). */
export const puzzlePlayers = pgTable('puzzle_players', {
  userId: pg
    .integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: pg.real('rating').notNull().default(PUZZLE_RATING_DEFAULT),
  deviation: pg.real('deviation').notNull().default(PUZZLE_DEVIATION_DEFAULT),
  volatility: pg.real('volatility').notNull().default(PUZZLE_VOLATILITY_DEFAULT),
  nbRated: pg.integer('nb_rated').notNull().default(0),
  survivalBest: pg.integer('survival_best').notNull().default(0),
  updatedAt: updatedAt(),
});

export const PUZZLE_ATTEMPT_MODES = ['rated', 'casual', 'review', 'survival'] as const;

/** One attempt at a puzzle, judged on the server from the moves played. */
export const puzzleAttempts = pgTable(
  'puzzle_attempts',
  {
    id: bigserialId(),
    userId: belongsTo('user_id', () => users.id),
    puzzleId: ofPuzzle(),
    mode: pg.text('mode', { enum: PUZZLE_ATTEMPT_MODES }).notNull(),
    solved: pg.boolean('solved').notNull(),
    /** Whether it changed ratings (a rated first attempt). */
    rated: pg.boolean('rated').notNull(),
    /** A move was shown (counts as failed). */
    shownMove: pg.boolean('shown_move').notNull().default(false),
    /** The puzzle's rating when attempted. */
    puzzleRating: pg.integer('puzzle_rating').notNull(),
    /** The user's shown rating after the attempt, and its change (0 when unrated). */
    userRating: pg.integer('user_rating').notNull(),
    ratingChange: pg.integer('rating_change').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('puzzle_attempts_user_id_idx').on(t.userId, t.id),
    index('puzzle_attempts_user_puzzle_idx').on(t.userId, t.puzzleId),
    index('puzzle_attempts_created_idx').on(t.createdAt),
    // A student's rating at given instants and puzzles solved in a period (the class view and
    // report card of issue 18, bench/progress.mjs): index-only where it can be.
    index('puzzle_attempts_user_rated_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.rated}`),
    index('puzzle_attempts_user_solved_idx')
      .on(t.userId, t.createdAt, t.puzzleId)
      .where(sql`${t.solved}`),
  ],
);

/** A failed puzzle waiting for review (1, 3, 7, 21 days) until solved twice in a row. */
export const puzzleReviews = pgTable(
  'puzzle_reviews',
  {
    userId: belongsTo('user_id', () => users.id),
    puzzleId: ofPuzzle(),
    step: pg.integer('step').notNull(),
    streak: pg.integer('streak').notNull().default(0),
    dueAt: timestamptz('due_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.puzzleId] }),
    index('puzzle_reviews_user_due_idx').on(t.userId, t.dueAt),
  ],
);

export const SURVIVAL_RUN_STATUSES = ['running', 'ended'] as const;

/** A survival run: unrated puzzles getting harder until the first failure. */
export const puzzleSurvivalRuns = pgTable(
  'puzzle_survival_runs',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    score: pg.integer('score').notNull().default(0),
    status: pg.text('status', { enum: SURVIVAL_RUN_STATUSES }).notNull().default('running'),
    /** The puzzle being solved while the run goes on. */
    puzzleId: pg.text('puzzle_id').references(() => puzzles.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('puzzle_survival_runs_user_idx').on(t.userId)],
);

/**
 * A try in progress (docs/decisions/0045): the puzzle served to a member and how far they have
 * played it. The browser gets the line move by move; the server judges each move from this row,
 * so any process on the database can judge the next one. A try ends (solved or failed) as one row
 * of puzzle_attempts and is deleted; one left alone expires at `expiresAt` and is pruned.
 */
export const puzzleTries = pgTable(
  'puzzle_tries',
  {
    userId: belongsTo('user_id', () => users.id),
    puzzleId: ofPuzzle(),
    mode: pg.text('mode', { enum: PUZZLE_ATTEMPT_MODES }).notNull(),
    /** The member asked for a rated try (it rates only as their first attempt at the puzzle). */
    rated: pg.boolean('rated').notNull(),
    /** The session's themes, which weigh a rating change. */
    themes: pg
      .text('themes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The survival run this try is the current puzzle of. */
    runId: pg.integer('run_id').references(() => puzzleSurvivalRuns.id, { onDelete: 'cascade' }),
    /** Index in the puzzle's line of the move the member plays next (1, 3, 5…). */
    ply: pg.integer('ply').notNull().default(1),
    /** When the puzzle was served: the pace floor counts from here. */
    servedAt: timestamptz('served_at').notNull().defaultNow(),
    /** Left alone until then, the try is over: moves are refused and the row is pruned. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.puzzleId] }),
    index('puzzle_tries_expires_idx').on(t.expiresAt),
  ],
);
