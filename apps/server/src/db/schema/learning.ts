import { GAME_TYPES, QUESTION_TYPES } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /**
     * The bulk upload that added it (docs/decisions/0047): while that upload is in
     * pending_uploads, the row is being written and no reader sees it.
     */
    uploadId: integer('upload_id'),
    createdDate: createdAt(),
  },
  (t) => [
    index('games_dir_path_idx').on(t.dirPath),
    index('games_upload_idx')
      .on(t.uploadId)
      .where(sql`${t.uploadId} is not null`),
  ],
);

/** Directories made before any game is in them; the tree is these plus every game's dirPath. */
export const gameDirs = pgTable('game_dirs', {
  path: text('path').primaryKey(),
  createdDate: createdAt(),
});

export const studies = pgTable(
  'studies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    /**
     * The import that made it (docs/decisions/0047): while that upload is in pending_uploads, its
     * chapters are being written and no reader sees the study or them.
     */
    uploadId: integer('upload_id'),
    createdDate: createdAt(),
  },
  (t) => [
    index('studies_upload_idx')
      .on(t.uploadId)
      .where(sql`${t.uploadId} is not null`),
  ],
);

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
    /**
     * The bulk upload that added it (docs/decisions/0047): while that upload is in
     * pending_uploads, the row is being written and no reader sees it.
     */
    uploadId: integer('upload_id'),
    createdDate: createdAt(),
  },
  (t) => [
    index('my_games_user_idx').on(t.userId, t.createdDate),
    index('my_games_upload_idx')
      .on(t.uploadId)
      .where(sql`${t.uploadId} is not null`),
  ],
);

/**
 * Homework (issue 13, docs/decisions/0032): one assignment per library game, named for the
 * coach's class; who has it is `student_assignments`.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
  },
  (t) => [uniqueIndex('assignments_game_key').on(t.gameId)],
);

/** One student's copy of an assignment: their attempts and when they completed it. */
export const studentAssignments = pgTable(
  'student_assignments',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptCount: integer('attempt_count').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /** The spec's modifiedDate: when the student completed it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Optional: the club-local day it is due; overdue when not completed after it. */
    dueDate: date('due_date', { mode: 'string' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
  },
  (t) => [
    // Assigning twice is the same assignment.
    uniqueIndex('student_assignments_assignment_user_key').on(t.assignmentId, t.userId),
    index('student_assignments_user_idx').on(t.userId, t.completed, t.assignmentId),
  ],
);
