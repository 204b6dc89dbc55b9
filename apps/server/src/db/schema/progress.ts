import type { OnlineSource, RatingSeries } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/*
 * Student progress (issue 18, docs/decisions/0043): the parents linked to a student, the coaches'
 * comments on a period, the ratings kept over time, and the chess.com and Lichess figures fetched
 * (their cache, which also gives the club's best figures on those sites).
 */

/** A parent account linked by an admin to a student account: the parent sees the student's progress. */
export const studentParents = pgTable(
  'student_parents',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    comment: text('comment').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    series: text('series').$type<RatingSeries>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rating: integer('rating').notNull(),
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
    source: text('source').$type<OnlineSource>().notNull(),
    origin: text('origin').notNull(),
    account: text('account').notNull(),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    gamesPlayed: integer('games_played'),
    puzzlesSolved: integer('puzzles_solved'),
    rating: integer('rating'),
    notFound: boolean('not_found').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
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
  source: text('source').$type<OnlineSource>().primaryKey(),
  unavailableSince: timestamp('unavailable_since', { withTimezone: true }),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
