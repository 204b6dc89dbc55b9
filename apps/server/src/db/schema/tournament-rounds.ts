import { BOARD_RESULTS, BYE_KINDS, ROUND_STATUSES, type RoundOptions } from '@kingside/shared';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { belongsTo, createdAt, refersTo, serialId, timestamptz } from './columns.js';
import { tournaments } from './content.js';
import { tournamentEntries } from './tournament-entries.js';

/*
 * The director's rounds: pairings, results and their corrections, withdrawals (issue 16,
 * docs/decisions/0039). Player ids are tournament entry ids.
 */

/** Why a board or bye is what it is (the pairing package's explanation), with a board's colour note. */
export interface StoredExplanation {
  rule: string;
  text: string;
  alternatives: string[];
  /** Boards only: why White is White (29E). */
  colour?: { rule: string; text: string };
  /** Boards only: a rematch forced because no legal pairing existed (27A1). */
  rematch?: boolean;
}

/** One round of one section: a draft until the director publishes it. */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: serialId(),
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    section: pg.text('section').notNull(),
    /** 1-based. */
    round: pg.integer('round').notNull(),
    status: pg.text('status', { enum: ROUND_STATUSES }).notNull().default('draft'),
    /** The pairing options used, the players withdrawn and the late entries of this round. */
    options: pg.jsonb('options').$type<RoundOptions>().notNull(),
    createdAt: createdAt(),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [uniqueIndex('tournament_rounds_key').on(t.tournamentId, t.section, t.round)],
);

/** A board of a round; the result is set once the round is published. */
export const tournamentBoards = pgTable(
  'tournament_boards',
  {
    id: serialId(),
    roundId: belongsTo('round_id', () => tournamentRounds.id),
    /** 1 is the top board. */
    board: pg.integer('board').notNull(),
    whiteEntryId: pg
      .integer('white_entry_id')
      .notNull()
      .references(() => tournamentEntries.id),
    blackEntryId: pg
      .integer('black_entry_id')
      .notNull()
      .references(() => tournamentEntries.id),
    result: pg.text('result', { enum: BOARD_RESULTS }),
    explanation: pg.jsonb('explanation').$type<StoredExplanation>().notNull(),
    /** Changed by the director (swap, force, colours). */
    manual: pg.boolean('manual').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tournament_boards_key').on(t.roundId, t.board),
    index('tournament_boards_white_idx').on(t.whiteEntryId),
    index('tournament_boards_black_idx').on(t.blackEntryId),
  ],
);

/** A player's bye in a round: the pairing's full point, or a requested half or zero. */
export const tournamentRoundByes = pgTable(
  'tournament_round_byes',
  {
    roundId: belongsTo('round_id', () => tournamentRounds.id),
    entryId: pg
      .integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id),
    kind: pg.text('kind', { enum: BYE_KINDS }).notNull(),
    /** Asked for (registration or the director), as opposed to the pairing's full-point bye. */
    requested: pg.boolean('requested').notNull(),
    /** The full-point bye's reason (28L); null for requested byes. */
    explanation: pg.jsonb('explanation').$type<StoredExplanation>(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.entryId] }),
    index('tournament_round_byes_entry_idx').on(t.entryId),
  ],
);

/** The audit trail of corrected results: who changed a board's result, when, from what to what. */
export const tournamentResultChanges = pgTable(
  'tournament_result_changes',
  {
    id: serialId(),
    boardId: belongsTo('board_id', () => tournamentBoards.id),
    fromResult: pg.text('from_result', { enum: BOARD_RESULTS }),
    toResult: pg.text('to_result', { enum: BOARD_RESULTS }).notNull(),
    changedBy: refersTo('changed_by', () => users.id),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('tournament_result_changes_board_idx').on(t.boardId)],
);

/** A player withdrawn by the director: not paired from `fromRound` on (28P). */
export const tournamentWithdrawals = pgTable(
  'tournament_withdrawals',
  {
    entryId: pg
      .integer('entry_id')
      .primaryKey()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    fromRound: pg.integer('from_round').notNull(),
    createdBy: refersTo('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('tournament_withdrawals_tournament_idx').on(t.tournamentId)],
);
