import { pgTable } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { ANALYSIS_STATUSES, type AnalysedMoveData, type Evaluation } from '@kingside/shared';
import { createdAt, serialId, timestamptz } from './columns.js';

/**
 * A game's engine analysis (issue 34, docs/decisions/0066), one per distinct game: `game_key` is
 * a hash of its start position and moves, so a game filed in two players' My Games, or uploaded
 * again, is analysed once. Who may read it is decided by the My Games row that asks (its owner,
 * their coaches and parents: the one access policy), never by this row.
 */
export const gameAnalyses = pgTable('game_analyses', {
  id: serialId(),
  gameKey: pg.text('game_key').notNull().unique(),
  startFen: pg.text('start_fen').notNull(),
  /** The mainline in SAN, as analysed. */
  sans: pg.jsonb('sans').$type<string[]>().notNull(),
  status: pg.text('status', { enum: ANALYSIS_STATUSES }).notNull().default('queued'),
  /** The node budget each position was searched with, and the engine's name. */
  nodes: pg.integer('nodes'),
  engine: pg.text('engine'),
  startEvaluation: pg.jsonb('start_evaluation').$type<Evaluation>(),
  moves: pg.jsonb('moves').$type<AnalysedMoveData[]>(),
  accuracyWhite: pg.real('accuracy_white'),
  accuracyBlack: pg.real('accuracy_black'),
  /** How long the analysis took, for the benchmark and the admin. */
  durationMs: pg.integer('duration_ms'),
  createdAt: createdAt(),
  analysedAt: timestamptz('analysed_at'),
});
