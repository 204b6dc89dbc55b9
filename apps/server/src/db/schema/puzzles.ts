import {
  PUZZLE_IMPORT_SOURCES,
  PUZZLE_IMPORT_STATUSES,
  type PuzzleImportError,
} from '@kingside/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/*
 * Puzzle data (spec 2 §3 "Puzzle"; issue 14; docs/decisions/0033): puzzles imported from the
 * Lichess puzzle CSV, the theme and opening lists refreshed after each import, and the imports.
 */

/** A puzzle; its id is the Lichess PuzzleId (the spec's puzzle "name"), so a re-import upserts. */
export const puzzles = pgTable(
  'puzzles',
  {
    id: text('id').primaryKey(),
    fen: text('fen').notNull(),
    /** Space-separated moves in coordinate notation (UCI), the opponent's move first. */
    moves: text('moves').notNull(),
    rating: integer('rating').notNull(),
    ratingDeviation: integer('rating_deviation').notNull(),
    /** Glicko-2 volatility, for the puzzle ratings that solving will update. */
    volatility: real('volatility').notNull().default(0.09),
    popularity: integer('popularity').notNull(),
    nbPlays: integer('nb_plays').notNull(),
    themes: text('themes').array().notNull(),
    gameUrl: text('game_url'),
    openingFamily: text('opening_family'),
    openingVariation: text('opening_variation'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('puzzles_rating_idx').on(t.rating),
    index('puzzles_themes_idx').using('gin', t.themes),
  ],
);

/** Every theme some puzzle has, and how many have it: GET /api/puzzles/themes reads only this. */
export const puzzleThemes = pgTable('puzzle_themes', {
  theme: text('theme').primaryKey(),
  puzzleCount: integer('puzzle_count').notNull(),
});

/** Every opening family and variation some puzzle has (variation null: the family's own row). */
export const puzzleOpenings = pgTable(
  'puzzle_openings',
  {
    family: text('family').notNull(),
    variation: text('variation'),
    puzzleCount: integer('puzzle_count').notNull(),
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
  id: serial('id').primaryKey(),
  source: text('source', { enum: PUZZLE_IMPORT_SOURCES }).notNull(),
  fileName: text('file_name').notNull(),
  status: text('status', { enum: PUZZLE_IMPORT_STATUSES }).notNull().default('running'),
  linesRead: integer('lines_read').notNull().default(0),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  /** The first PUZZLE_IMPORT_ERRORS_KEPT bad rows, by line number. */
  errors: jsonb('errors').$type<PuzzleImportError[]>().notNull().default([]),
  /** For the percent done: the file's size when known, and how far it has been read. */
  fileSize: bigint('file_size', { mode: 'number' }),
  bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
  startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  message: text('message'),
});
