import { GAME_TYPES, QUESTION_TYPES } from '@kingside/shared';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/*
 * The games library, studies, openings and my games (spec 2 sections 2-3; docs/decisions/0012).
 */

/** A library game: a position to solve (Puzzle, Training) or a question about it. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: GAME_TYPES }).notNull(),
    notes: text('notes'),
    rating: integer('rating').notNull().default(0),
    fen: text('fen').notNull().default('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
    pgn: text('pgn'),
    /** Accepted final positions, comma-separated FENs. */
    solutionFen: text('solution_fen'),
    solution: text('solution'),
    blacksTurn: boolean('blacks_turn').notNull().default(false),
    tags: text('tags'),
    /** Normalised "/a/b"; "/" is the top directory. */
    dirPath: text('dir_path').notNull().default('/'),
    questionType: text('question_type', { enum: QUESTION_TYPES }),
    questionChoices: text('question_choices'),
    createdDate: createdAt(),
  },
  (t) => [index('games_dir_path_idx').on(t.dirPath)],
);

/** Directories made before any game is in them; the tree is these plus every game's dirPath. */
export const gameDirs = pgTable('game_dirs', {
  path: text('path').primaryKey(),
  createdDate: createdAt(),
});

export const studies = pgTable('studies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  notes: text('notes').notNull().default(''),
  createdDate: createdAt(),
});

/** A study's chapter: one PGN game and its starting position, shown in `position` order. */
export const studyChapters = pgTable(
  'study_chapters',
  {
    id: serial('id').primaryKey(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    pgn: text('pgn').notNull(),
    fen: text('fen').notNull(),
    createdDate: createdAt(),
  },
  (t) => [index('study_chapters_study_idx').on(t.studyId, t.position)],
);

/** A named opening line; eco and name come from the Lichess opening list. */
export const openings = pgTable('openings', {
  id: serial('id').primaryKey(),
  eco: text('eco').notNull(),
  name: text('name').notNull(),
  pgn: text('pgn').notNull(),
  notes: text('notes'),
  createdDate: createdAt(),
});

/** A member's own uploaded game; only its owner sees it. */
export const myGames = pgTable(
  'my_games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    white: text('white'),
    black: text('black'),
    whiteElo: integer('white_elo'),
    blackElo: integer('black_elo'),
    timeControl: text('time_control'),
    gameResult: text('game_result'),
    pgn: text('pgn').notNull(),
    createdDate: createdAt(),
  },
  (t) => [index('my_games_user_idx').on(t.userId, t.createdDate)],
);
