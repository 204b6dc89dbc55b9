import { GAME_TYPES, QUESTION_TYPES } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, refersTo, serialId, timestamptz } from './columns.js';
import { users } from './accounts.js';
import { gameAnalyses } from './analysis.js';

/*
 * The games library, studies, openings and my games (spec 2 sections 2-3; docs/decisions/0012).
 */

/** A library game: a position to solve (Puzzle, Training) or a question about it. */
export const games = pgTable(
  'games',
  {
    id: serialId(),
    name: pg.text('name').notNull(),
    type: pg.text('type', { enum: GAME_TYPES }).notNull(),
    notes: pg.text('notes'),
    rating: pg.integer('rating').notNull().default(0),
    fen: pg
      .text('fen')
      .notNull()
      .default('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
    pgn: pg.text('pgn'),
    /** Accepted final positions, comma-separated FENs. */
    solutionFen: pg.text('solution_fen'),
    solution: pg.text('solution'),
    blacksTurn: pg.boolean('blacks_turn').notNull().default(false),
    tags: pg.text('tags'),
    /** Normalised "/a/b"; "/" is the top directory. */
    dirPath: pg.text('dir_path').notNull().default('/'),
    questionType: pg.text('question_type', { enum: QUESTION_TYPES }),
    questionChoices: pg.text('question_choices'),
    /**
     * The bulk upload that added it (docs/decisions/0047): while that upload is in
     * pending_uploads, the row is being written and no reader sees it.
     */
    uploadId: pg.integer('upload_id'),
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
  path: pg.text('path').primaryKey(),
  createdDate: createdAt(),
});

export const studies = pgTable(
  'studies',
  {
    id: serialId(),
    name: pg.text('name').notNull(),
    notes: pg.text('notes').notNull().default(''),
    /**
     * The import that made it (docs/decisions/0047): while that upload is in pending_uploads, its
     * chapters are being written and no reader sees the study or them.
     */
    uploadId: pg.integer('upload_id'),
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
    id: serialId(),
    studyId: belongsTo('study_id', () => studies.id),
    position: pg.integer('position').notNull(),
    name: pg.text('name').notNull(),
    pgn: pg.text('pgn').notNull(),
    fen: pg.text('fen').notNull(),
    createdDate: createdAt(),
  },
  (t) => [index('study_chapters_study_idx').on(t.studyId, t.position)],
);

/** A named opening line; eco and name come from the Lichess opening list. */
export const openings = pgTable('openings', {
  id: serialId(),
  eco: pg.text('eco').notNull(),
  name: pg.text('name').notNull(),
  pgn: pg.text('pgn').notNull(),
  notes: pg.text('notes'),
  createdDate: createdAt(),
});

/** A member's own uploaded game; only its owner sees it. */
export const myGames = pgTable(
  'my_games',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    name: pg.text('name').notNull(),
    white: pg.text('white'),
    black: pg.text('black'),
    whiteElo: pg.integer('white_elo'),
    blackElo: pg.integer('black_elo'),
    timeControl: pg.text('time_control'),
    gameResult: pg.text('game_result'),
    pgn: pg.text('pgn').notNull(),
    /**
     * The bulk upload that added it (docs/decisions/0047): while that upload is in
     * pending_uploads, the row is being written and no reader sees it.
     */
    uploadId: pg.integer('upload_id'),
    /** The live game it was filed from, if any: its end screen links to the review. */
    liveGameId: pg.text('live_game_id'),
    /**
     * Its engine analysis once queued (docs/decisions/0066): when that is done, the owner's
     * blunders become their own puzzles (docs/decisions/0067).
     */
    analysisId: refersTo('analysis_id', () => gameAnalyses.id),
    /**
     * The owner's blunders in it, once analysed and their side known (the class view's
     * blunders per game); null before, or when the names on the game do not tell their side.
     */
    blunders: pg.integer('blunders'),
    /**
     * The game's page on chess.com or Lichess, for a game imported from there (issue 34): an
     * import never files the same game twice for its member.
     */
    sourceUrl: pg.text('source_url'),
    createdDate: createdAt(),
  },
  (t) => [
    index('my_games_user_idx').on(t.userId, t.createdDate),
    index('my_games_live_idx')
      .on(t.liveGameId)
      .where(sql`${t.liveGameId} is not null`),
    index('my_games_upload_idx')
      .on(t.uploadId)
      .where(sql`${t.uploadId} is not null`),
    uniqueIndex('my_games_source_idx')
      .on(t.userId, t.sourceUrl)
      .where(sql`${t.sourceUrl} is not null`),
    index('my_games_analysis_idx')
      .on(t.analysisId)
      .where(sql`${t.analysisId} is not null`),
  ],
);

/**
 * Homework (issue 13, docs/decisions/0032): one assignment per library game, named for the
 * coach's class; who has it is `student_assignments`.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serialId(),
    name: pg.text('name').notNull(),
    gameId: belongsTo('game_id', () => games.id),
    createdBy: refersTo('created_by', () => users.id),
    createdDate: createdAt(),
  },
  (t) => [uniqueIndex('assignments_game_key').on(t.gameId)],
);

/** One student's copy of an assignment: their attempts and when they completed it. */
export const studentAssignments = pgTable(
  'student_assignments',
  {
    id: serialId(),
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    userId: belongsTo('user_id', () => users.id),
    attemptCount: pg.integer('attempt_count').notNull().default(0),
    completed: pg.boolean('completed').notNull().default(false),
    /** The spec's modifiedDate: when the student completed it. */
    completedAt: timestamptz('completed_at'),
    /** Optional: the club-local day it is due; overdue when not completed after it. */
    dueDate: pg.date('due_date', { mode: 'string' }),
    assignedBy: refersTo('assigned_by', () => users.id),
    createdDate: createdAt(),
  },
  (t) => [
    // Assigning twice is the same assignment.
    uniqueIndex('student_assignments_assignment_user_key').on(t.assignmentId, t.userId),
    index('student_assignments_user_idx').on(t.userId, t.completed, t.assignmentId),
  ],
);
