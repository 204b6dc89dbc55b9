import type { OnlineSource, RatingSeries } from '@kingside/shared';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { belongsTo, createdAt, refersTo, serialId, timestamptz, updatedAt } from './columns.js';

/*
 * Student progress (issue 18, docs/decisions/0043): the parents linked to a student, the coaches'
 * comments on a period, the ratings kept over time, and the chess.com and Lichess figures fetched
 * (their cache, which also gives the club's best figures on those sites).
 */

/** A parent account linked by an admin to a student account: the parent sees the student's progress. */
export const studentParents = pgTable(
  'student_parents',
  {
    studentId: belongsTo('student_id', () => users.id),
    parentId: belongsTo('parent_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.parentId] }),
    index('student_parents_parent_idx').on(t.parentId),
  ],
);

/** A coach's comment on one student's period (both days club-local and inclusive). */
export const reportComments = pgTable(
  'report_comments',
  {
    id: serialId(),
    studentId: belongsTo('student_id', () => users.id),
    periodFrom: pg.date('period_from', { mode: 'string' }).notNull(),
    periodTo: pg.date('period_to', { mode: 'string' }).notNull(),
    comment: pg.text('comment').notNull(),
    authorId: refersTo('author_id', () => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('report_comments_period_key').on(t.studentId, t.periodFrom, t.periodTo)],
);

/**
 * A rating a student had on a club-local day, per series (uscf, chesscom, lichess): written when
 * the lookups answer, so the report card can plot ratings the sites do not keep a history of.
 * (The club puzzle rating's history is in puzzle_attempts.)
 */
export const ratingSnapshots = pgTable(
  'rating_snapshots',
  {
    userId: belongsTo('user_id', () => users.id),
    series: pg.text('series').$type<RatingSeries>().notNull(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    rating: pg.integer('rating').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.series, t.day] })],
);

/**
 * One month of a player on chess.com or Lichess as last fetched, by `origin` ('embedded' or the
 * site's base URL, so switching to the real site never serves the sandbox's fictional players) and
 * lower-case account. `notFound`: the site has no such player (the figures are null).
 */
export const onlineMonths = pgTable(
  'online_months',
  {
    source: pg.text('source').$type<OnlineSource>().notNull(),
    origin: pg.text('origin').notNull(),
    account: pg.text('account').notNull(),
    /** 'YYYY-MM' */
    month: pg.text('month').notNull(),
    gamesPlayed: pg.integer('games_played'),
    puzzlesSolved: pg.integer('puzzles_solved'),
    rating: pg.integer('rating'),
    notFound: pg.boolean('not_found').notNull().default(false),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.origin, t.account, t.month] }),
    index('online_months_month_idx').on(t.source, t.origin, t.month),
  ],
);

/**
 * Each site's health, shared by every server process: since when it has not answered (null while
 * it answers), and until when nobody may call it after it answered 429.
 */
export const onlineSources = pgTable('online_sources', {
  source: pg.text('source').$type<OnlineSource>().primaryKey(),
  unavailableSince: timestamptz('unavailable_since'),
  pausedUntil: timestamptz('paused_until'),
  lastError: pg.text('last_error'),
  updatedAt: updatedAt(),
});

/**
 * A student's consent to have their recent chess.com and Lichess games imported into My Games
 * and analysed (issue 34): off until the student, a linked parent or an admin turns it on on the
 * student corner; who did and when is kept. The import's last run is recorded for the corner.
 */
export const onlineGameImports = pgTable('online_game_imports', {
  userId: pg
    .integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabledBy: refersTo('enabled_by', () => users.id),
  enabledAt: timestamptz('enabled_at').notNull().defaultNow(),
  lastRunAt: timestamptz('last_run_at'),
  /** Games the last run filed (new ones only), and the sites it could not read, if any. */
  lastAdded: pg.integer('last_added'),
  lastError: pg.text('last_error'),
});
