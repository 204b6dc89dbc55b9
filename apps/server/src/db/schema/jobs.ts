import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@kingside/shared';
import { createdAt, serialId, timestamptz } from './columns.js';

/*
 * The one durable job queue (docs/decisions/0052). A server claims a due job with
 * FOR UPDATE SKIP LOCKED and holds it by a lease it renews while it works; a job whose lease ran
 * out (its server died) is claimed again. A recurring job is one row that goes back to `queued`
 * with its next time after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serialId(),
    kind: pg.text('kind').notNull(),
    /**
     * At most one queued or running job per kind and key: a recurring job's key is '' (one row per
     * kind), a one-off job's key names what it works on (an import's id, a tournament's id).
     */
    key: pg.text('key').notNull().default(''),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: pg.text('state', { enum: JOB_STATES }).notNull().default('queued'),
    recurring: pg.boolean('recurring').notNull().default(false),
    /** Runs so far (of this occurrence, for a recurring job). */
    attempts: pg.integer('attempts').notNull().default(0),
    maxAttempts: pg.integer('max_attempts').notNull(),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    /** The server process working on it (a random id per process) and until when it holds it. */
    lockedBy: pg.text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    lastError: pg.text('last_error'),
    /** The request (or socket, or job) that queued it: its log lines carry the same id. */
    requestId: pg.text('request_id'),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_active_key_idx')
      .on(t.kind, t.key)
      .where(sql`state in ('queued', 'running')`),
  ],
);

/**
 * What the backups and the restore drills did (docs/decisions/0072): the admin home and the backup
 * age metric read the newest of each. `details` holds a drill's table-by-table report.
 */
export const maintenanceRuns = pgTable(
  'maintenance_runs',
  {
    id: serialId(),
    kind: pg.text('kind', { enum: ['backup', 'restore-drill'] }).notNull(),
    ok: pg.boolean('ok').notNull(),
    /** One line for people: what was written where, or what went wrong. */
    summary: pg.text('summary').notNull(),
    /** The backup's time (for a drill: the backup it restored). */
    backupAt: timestamptz('backup_at'),
    details: pg.jsonb('details').$type<Record<string, unknown>>(),
    finishedAt: timestamptz('finished_at').notNull().defaultNow(),
  },
  (t) => [index('maintenance_runs_kind_idx').on(t.kind, t.finishedAt)],
);
