import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@kingside/shared';
import { createdAt } from './columns.js';

/*
 * The one durable job queue (docs/decisions/0052). A server claims a due job with
 * FOR UPDATE SKIP LOCKED and holds it by a lease it renews while it works; a job whose lease ran
 * out (its server died) is claimed again. A recurring job is one row that goes back to `queued`
 * with its next time after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /**
     * At most one queued or running job per kind and key: a recurring job's key is '' (one row per
     * kind), a one-off job's key names what it works on (an import's id, a tournament's id).
     */
    key: text('key').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    recurring: boolean('recurring').notNull().default(false),
    /** Runs so far (of this occurrence, for a recurring job). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The server process working on it (a random id per process) and until when it holds it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_active_key_idx')
      .on(t.kind, t.key)
      .where(sql`state in ('queued', 'running')`),
  ],
);
