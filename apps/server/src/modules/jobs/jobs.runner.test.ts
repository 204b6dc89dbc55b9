import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '@kingside/shared';
import { jobs } from '../../db/schema.js';
import { getDatabase } from '../../test/helpers.js';
import type { Db } from '../../db/client.js';
import { jobsRepository } from './jobs.repository.js';
import { withRequestId } from '../../lib/request-context.js';
import { backoffDelay, enqueueJob, JobLostError, JobRunner } from './jobs.runner.js';

/*
 * The job runner on the real database (docs/decisions/0052). Each test uses kinds no other test
 * file runs (a runner claims only the kinds it has handlers for), and cleans its rows up.
 */

let db: Db;
const log = pino({ level: 'silent' });
const runnerOf = (options: Partial<ConstructorParameters<typeof JobRunner>[1]> = {}) =>
  new JobRunner(db, {
    pollMs: 20,
    leaseMs: 30_000,
    concurrency: 2,
    singleProcess: false,
    log,
    ...options,
  });
/** Kinds of the registry that no module's test drains: the runner accepts only registered kinds. */
const ONE_OFF: JobKind = 'backups.daily';
const RECURRING: JobKind = 'mail.prune';
/** A second one-off kind, for the per-kind limit. */
const OTHER: JobKind = 'uploads.sweep';

beforeAll(async () => {
  db = (await getDatabase()).db;
});
const clean = () => db.delete(jobs).where(inArray(jobs.kind, [ONE_OFF, RECURRING, OTHER]));
afterAll(clean);

const rowOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job runner', () => {
  it("runs at most a kind's own concurrency of it, leaving the other places to other kinds", async () => {
    await clean();
    let running = 0;
    let most = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const runner = runnerOf({ concurrency: 3 });
    runner.register({
      kind: ONE_OFF,
      concurrency: 1,
      run: async () => {
        running++;
        most = Math.max(most, running);
        await held;
        running--;
      },
    });
    runner.register({ kind: OTHER, run: async ({ payload }) => ran.push(String(payload.n)) });
    for (const key of ['a', 'b', 'c']) await runner.enqueue(ONE_OFF, {}, { key });
    await runner.enqueue(OTHER, { n: 'x' }, { key: 'x' });
    await runner.start([ONE_OFF, OTHER]);
    // The limited kind has one place: the other kind's job runs beside it, not after it.
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['x']);
    expect(running).toBe(1);
    release();
    await expect
      .poll(async () =>
        (await db.select().from(jobs).where(eq(jobs.kind, ONE_OFF))).map((j) => j.state),
      )
      .toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
    await runner.stop();
  });

  it('runs a queued job once, with its payload, and marks it done', async () => {
    await clean();
    const seen: unknown[] = [];
    const runner = runnerOf();
    runner.register({ kind: ONE_OFF, run: async ({ payload }) => seen.push(payload) });
    const id = (await runner.enqueue(ONE_OFF, { n: 1 }, { key: 'a' }))!;
    // One queued job per kind and key: a second enqueue leaves the first to do the work.
    expect(await runner.enqueue(ONE_OFF, { n: 2 }, { key: 'a' })).toBeNull();
    expect(await runner.drain([ONE_OFF])).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
    expect(await runner.drain([ONE_OFF])).toBe(0);
  });

  it('queues nothing when the transaction that queued the job rolls back', async () => {
    await clean();
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, ONE_OFF, {}, { key: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(jobs).where(eq(jobs.key, 'rolled-back'))).toEqual([]);
  });

  it('retries a failing job with growing delays, then keeps it failed with its error until an admin retries it', async () => {
    await clean();
    expect([1, 2, 3, 4].map((n) => backoffDelay(1000, n))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(1000, 30)).toBe(60 * 60_000);
    let runs = 0;
    const runner = runnerOf();
    runner.register({
      kind: ONE_OFF,
      backoffMs: 60_000,
      run: async () => {
        runs++;
        throw new Error(`the gateway said no (${runs})`);
      },
    });
    const id = (await enqueueJob(db, ONE_OFF, {}, { key: 'failing', maxAttempts: 3 }))!;
    await runner.drain([ONE_OFF]);
    const afterFirst = await rowOf(id);
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1 });
    expect(afterFirst.lastError).toBe('the gateway said no (1)');
    // The first retry waits its backoff: a minute.
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Time passes (drain makes the kind's queued jobs due now).
    await runner.drain([ONE_OFF]);
    const afterSecond = await rowOf(id);
    expect(afterSecond).toMatchObject({ state: 'queued', attempts: 2 });
    expect(afterSecond.runAt.getTime()).toBeGreaterThan(Date.now() + 110_000);
    await runner.drain([ONE_OFF]);
    expect(runs).toBe(3);
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'the gateway said no (3)',
    });

    const retried = await jobsRepository(db).retry(id);
    expect(retried).toMatchObject({ state: 'queued', attempts: 0 });
    // Only a failed job is retried.
    expect(await jobsRepository(db).retry(id)).toBeNull();
  });

  it('runs a recurring job again at its next time and keeps the schedule through failures', async () => {
    await clean();
    let runs = 0;
    const runner = runnerOf();
    runner.register({
      kind: RECURRING,
      every: 60_000,
      backoffMs: 1_000,
      run: async () => {
        runs++;
        if (runs === 2) throw new Error('the disk is full');
      },
    });
    await runner.drain([RECURRING]);
    const [row] = await db.select().from(jobs).where(eq(jobs.kind, RECURRING));
    expect(row).toMatchObject({ state: 'queued', recurring: true, attempts: 0, lastError: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    await runner.drain([RECURRING]);
    const failed = await rowOf(row!.id);
    // Retried after its backoff, not given up: a sweep that stops would leave holds for ever.
    expect(failed).toMatchObject({ state: 'queued', lastError: 'the disk is full' });
    expect(failed.runAt.getTime()).toBeLessThan(Date.now() + 5_000);
    expect(await db.select().from(jobs).where(eq(jobs.kind, RECURRING))).toHaveLength(1);
  });

  it("takes over a job whose server died, and the dead server's late write is refused", async () => {
    await clean();
    const effects: string[] = [];
    const run =
      (who: string) =>
      async ({
        fence,
      }: {
        fence: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>;
      }) =>
        db.transaction(async (tx) => {
          await fence(tx);
          effects.push(who);
        });
    // The first server claims the job and "dies": it holds a lease of 50 ms and never renews it.
    const dying = runnerOf({ leaseMs: 50 });
    dying.register({ kind: ONE_OFF, run: () => new Promise(() => undefined) });
    const id = (await enqueueJob(db, ONE_OFF, {}, { key: 'takeover' }))!;
    const [claimed] = await jobsRepository(db).claim([ONE_OFF], dying.workerId, 50, 1);
    expect(claimed).toMatchObject({ id, state: 'running', attempts: 1 });

    await new Promise((r) => setTimeout(r, 100));
    const next = runnerOf();
    next.register({ kind: ONE_OFF, run: run('next') });
    expect(await next.drain([ONE_OFF])).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 2 });

    // The first server wakes up: its claim (attempt 1) no longer holds the job.
    const stale = { id, workerId: dying.workerId, attempt: 1 };
    await expect(
      db.transaction(async (tx) => {
        if (!(await jobsRepository(tx).holds(stale))) throw new JobLostError();
        effects.push('dead');
      }),
    ).rejects.toThrow(JobLostError);
    expect(await jobsRepository(db).finish(stale)).toBe(false);
    expect(effects).toEqual(['next']);
  });

  it('never runs one job twice when two servers poll at once', async () => {
    await clean();
    const ran = new Map<string, number>();
    const count = async ({ payload }: { payload: { k: string } }) => {
      ran.set(payload.k, (ran.get(payload.k) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const [a, b] = [runnerOf(), runnerOf()];
    a.register({ kind: ONE_OFF, run: count });
    b.register({ kind: ONE_OFF, run: count });
    for (let i = 0; i < 20; i++) await enqueueJob(db, ONE_OFF, { k: `k${i}` }, { key: `k${i}` });
    const [byA, byB] = await Promise.all([a.drain([ONE_OFF]), b.drain([ONE_OFF])]);
    expect(byA + byB).toBe(20);
    expect([...ran.values()].every((n) => n === 1)).toBe(true);
    expect(ran.size).toBe(20);
  });

  it('starts polling on its own, picks up a new job at once, and stops after the job in hand', async () => {
    await clean();
    let finished = 0;
    const runner = runnerOf({ pollMs: 10_000 });
    runner.register({
      kind: ONE_OFF,
      run: async () => {
        await new Promise((r) => setTimeout(r, 100));
        finished++;
      },
    });
    await runner.start();
    const id = (await runner.enqueue(ONE_OFF, {}, { key: 'polled' }))!;
    await expect.poll(async () => (await rowOf(id)).state, { timeout: 5_000 }).toBe('running');
    await runner.stop();
    expect(finished).toBe(1);
    expect((await rowOf(id)).state).toBe('done');
  });

  it('hands a job that stops with its server back to the queue, due at once, its attempt not counted', async () => {
    await clean();
    const runner = runnerOf();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    runner.register({
      kind: ONE_OFF,
      run: ({ signal }) =>
        new Promise<void>((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    });
    const id = (await runner.enqueue(ONE_OFF, {}, { key: 'handed-back' }))!;
    await runner.start([ONE_OFF]);
    await running;
    await runner.stop();
    const row = await rowOf(id);
    expect(row.state).toBe('queued');
    expect(row.attempts).toBe(0);
    expect(row.lockedBy).toBeNull();
    expect(row.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.lastError).toBeNull();
    // The next server takes it and finishes it.
    const next = runnerOf();
    next.register({ kind: ONE_OFF, run: async () => undefined });
    await next.start([ONE_OFF]);
    await expect.poll(async () => (await rowOf(id)).state, { timeout: 5_000 }).toBe('done');
    await next.stop();
  });

  it('tells of every failed attempt, and whether the job was given up', async () => {
    await clean();
    const failures: [string, boolean][] = [];
    const runner = runnerOf({ onFailure: (kind, final) => failures.push([kind, final]) });
    runner.register({
      kind: ONE_OFF,
      backoffMs: 1,
      run: async () => {
        throw new Error('no');
      },
    });
    const id = (await runner.enqueue(ONE_OFF, {}, { key: 'failing' }))!;
    await runner.start([ONE_OFF]);
    await expect.poll(async () => (await rowOf(id)).state, { timeout: 5_000 }).toBe('failed');
    await runner.stop();
    const { maxAttempts } = await rowOf(id);
    expect(failures).toHaveLength(maxAttempts);
    expect(failures.slice(0, -1).every(([kind, final]) => kind === ONE_OFF && !final)).toBe(true);
    expect(failures.at(-1)).toEqual([ONE_OFF, true]);
  });

  it('carries the id of the request that queued a job to its log lines and to the jobs it queues', async () => {
    await clean();
    const bindings: Record<string, unknown>[] = [];
    const capturing = {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
      child(b: Record<string, unknown>) {
        bindings.push(b);
        return capturing;
      },
    } as unknown as ConstructorParameters<typeof JobRunner>[1]['log'];
    const runner = runnerOf({ log: capturing });
    let queuedBy: number | null = null;
    runner.register({
      kind: ONE_OFF,
      run: async ({ log }) => {
        log.info('working');
        queuedBy = await runner.enqueue(OTHER, {}, { key: 'from-a-job' });
      },
    });
    runner.register({ kind: OTHER, run: async () => undefined });
    const id = (await withRequestId('req-abc', () =>
      runner.enqueue(ONE_OFF, {}, { key: 'traced' }),
    ))!;
    expect((await rowOf(id)).requestId).toBe('req-abc');
    await runner.drain([ONE_OFF]);
    expect(bindings).toContainEqual({ reqId: 'req-abc', jobId: id, job: ONE_OFF });
    expect((await rowOf(queuedBy!)).requestId).toBe('req-abc');
    // Queued by no request (a timer): the job's own id stands in.
    const untraced = (await runner.enqueue(OTHER, {}, { key: 'untraced' }))!;
    expect((await rowOf(untraced)).requestId).toBeNull();
    await runner.drain([OTHER]);
    expect(bindings).toContainEqual({ reqId: `job-${untraced}`, jobId: untraced, job: OTHER });
  });
});
