import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { JobKind, JobState } from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type JobRow = typeof jobs.$inferSelect;

/** Who holds a claimed job: its server process and the attempt it claimed. */
export type JobClaim = { id: number; workerId: string; attempt: number };

const millis = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
/** The claim this process holds on a job: a lease another server took over no longer matches. */
const held = (claim: JobClaim) =>
  matching(jobs, {
    id: claim.id,
    state: 'running',
    lockedBy: claim.workerId,
    attempts: claim.attempt,
  });

/** The job queue's queries (docs/decisions/0052); the runner and the admin list use them. */
export function jobsRepository(db: DbOrTx) {
  return {
    /**
     * Queues a job, at most once per kind and key among the queued and running ones: answers its
     * id, or null when one is already waiting (that one will do the work). On a transaction, the
     * job exists only if the transaction commits.
     */
    async enqueue(input: {
      kind: JobKind;
      key?: string;
      payload?: Record<string, unknown>;
      recurring?: boolean;
      maxAttempts: number;
      runAt?: Date;
      requestId?: string | null;
    }): Promise<number | null> {
      const [row] = await db
        .insert(jobs)
        .values({
          kind: input.kind,
          key: input.key ?? '',
          payload: input.payload ?? {},
          recurring: input.recurring ?? false,
          maxAttempts: input.maxAttempts,
          requestId: input.requestId ?? null,
          ...(input.runAt ? { runAt: input.runAt } : {}),
        })
        .onConflictDoNothing({
          target: [jobs.kind, jobs.key],
          where: sql`state in ('queued', 'running')`,
        })
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },

    /**
     * Claims up to `limit` due jobs of `kinds` for `workerId`: queued ones whose time has come, and
     * running ones whose lease ran out (their server stopped). Rows another server is claiming
     * right now are skipped, never waited for.
     */
    async claim(kinds: string[], workerId: string, leaseMs: number, limit: number) {
      if (kinds.length === 0 || limit <= 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            or(
              and(eq(jobs.state, 'queued'), sql`${jobs.runAt} <= now()`),
              and(eq(jobs.state, 'running'), sql`${jobs.lockedUntil} < now()`),
            ),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          state: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: millis(leaseMs),
          startedAt: sql`now()`,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Renews a lease; false when the job is no longer this claim's. */
    async renew(claim: JobClaim, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: millis(leaseMs) })
        .where(held(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Locks the job's row inside the caller's transaction and answers whether the claim still
     * holds it: an effect written in that transaction then happens once, even if the lease ran out.
     */
    async holds(claim: JobClaim): Promise<boolean> {
      const rows = await db.select({ id: jobs.id }).from(jobs).where(held(claim)).for('update');
      return rows.length > 0;
    },

    /** A one-off job is done. */
    async finish(claim: JobClaim): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'done',
          finishedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
        })
        .where(held(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Back to the queue at `runAt`: a recurring job's next run, or a retry after a failure. */
    async requeue(
      claim: JobClaim,
      runAt: Date,
      outcome: { error: string | null; resetAttempts: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'queued',
          runAt,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: sql`now()`,
          lastError: outcome.error,
          ...(outcome.resetAttempts ? { attempts: 0 } : {}),
        })
        .where(held(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Gives a job back to the queue, due now and with the attempt not counted: its server is
     * stopping, and another (or its next start) takes it at once.
     */
    async handBack(claim: JobClaim): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'queued',
          runAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        })
        .where(held(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Gives a job up (the dead letter): it stays failed, with its error, until an admin retries it. */
    async fail(claim: JobClaim, error: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'failed',
          finishedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: error,
        })
        .where(held(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** The embedded database has one process: whatever an earlier run left running is free now. */
    async freeAllLeases(): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 millisecond'` })
        .where(eq(jobs.state, 'running'))
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Makes the queued jobs of `kind` (and `key`, when given) due now. */
    async dueNow(kind: JobKind, key?: string): Promise<void> {
      await db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(
          and(
            eq(jobs.kind, kind),
            key === undefined ? undefined : eq(jobs.key, key),
            eq(jobs.state, 'queued'),
          ),
        );
    },

    /** An admin's retry of a failed job: queued now with its attempts from zero. */
    async retry(id: number): Promise<JobRow | null> {
      const [row] = await db
        .update(jobs)
        .set({ state: 'queued', runAt: sql`now()`, attempts: 0, finishedAt: null })
        .where(matching(jobs, { id, state: 'failed' }))
        .returning();
      return row ?? null;
    },

    /** The keys of the queued and running jobs of `kind`. */
    async activeKeys(kind: JobKind): Promise<string[]> {
      const rows = await db
        .select({ key: jobs.key })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), inArray(jobs.state, ['queued', 'running'])));
      return rows.map((r) => r.key);
    },

    async find(id: number): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },

    async page(state: JobState | undefined, page: number, size: number) {
      const where = state ? eq(jobs.state, state) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(jobs).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async counts(): Promise<Record<JobState, number>> {
      const rows = await db
        .select({ state: jobs.state, n: count() })
        .from(jobs)
        .groupBy(jobs.state);
      const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
      for (const row of rows) counts[row.state] = row.n;
      return counts;
    },

    /** Deletes finished one-off jobs older than `days` (failed ones stay until retried). */
    /**
     * The queue's depth for the metrics: jobs due and waiting for a runner, queued for later
     * (recurring ones included), running, and failed for good (kept until an admin looks).
     */
    async depth(): Promise<Record<'due' | 'later' | 'running' | 'failed', number>> {
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= now())::int`,
          later: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} > now())::int`,
          running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
          failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
        })
        .from(jobs)
        .where(inArray(jobs.state, ['queued', 'running', 'failed']));
      return row ?? { due: 0, later: 0, running: 0, failed: 0 };
    },

    async pruneDone(days: number): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(
          and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - ${days} * interval '1 day'`)),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}
