import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_KINDS, type JobKind } from '@kingside/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { currentRequestId, withRequestId } from '../../lib/request-context.js';
import { jobsRepository, type JobClaim, type JobRow } from './jobs.repository.js';

/** What a handler gets: its payload, and a way to make its effect once. */
export type JobContext<P> = {
  payload: P;
  /** This run's attempt, from 1. */
  attempt: number;
  /** Aborted when the server stops or another server took the job over. */
  signal: AbortSignal;
  /** The job's logger: its lines carry the job's id and kind, and the id of the request that queued it. */
  log: JobLog;
  /**
   * Inside the handler's own transaction: locks the job's row and throws when this server no
   * longer holds the job (its lease ran out and another server claimed it), so the transaction
   * rolls back and its effect is written once.
   */
  fence(tx: DbOrTx): Promise<void>;
};

/** One kind of job: what it does, how often (recurring) and how it is retried. */
export type JobDefinition<P = Record<string, unknown>> = {
  kind: JobKind;
  run(job: JobContext<P>): Promise<unknown>;
  /** A recurring job: the time between runs (ms), or the next time after `now`. */
  every?: number | ((now: Date) => Date);
  /** Runs before a one-off job is given up (failed); a recurring one keeps its schedule. */
  maxAttempts?: number;
  /** The first retry's delay (ms); each next one doubles, up to an hour. */
  backoffMs?: number;
  /**
   * At most this many of the kind run at once in a process (an analysis per engine), so that
   * its jobs never fill the places the other kinds need; unset, as many as the runner runs.
   */
  concurrency?: number;
};

export class JobLostError extends Error {
  constructor() {
    super('Another server took this job over: its lease ran out.');
  }
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const ERROR_LENGTH = 2_000;

/** The delay before retry `attempt` + 1. */
export const backoffDelay = (baseMs: number, attempt: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));

const nextRun = (every: NonNullable<JobDefinition['every']>, now: Date) =>
  typeof every === 'number' ? new Date(now.getTime() + every) : every(now);

/** What a job logs with. */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type JobRunnerOptions = {
  pollMs: number;
  leaseMs: number;
  concurrency: number;
  /** The embedded database: one process, so leases an earlier run left are free at start. */
  singleProcess: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'child'>;
  /** Told of every failed attempt (the metrics count them); `final` when the job is given up. */
  onFailure?: (kind: string, final: boolean) => void;
};

/**
 * The one job runner (docs/decisions/0052). Each server process has one: it claims due jobs of
 * the kinds it has handlers for, runs at most `concurrency` at once, renews their leases while
 * they run, and settles each: done, requeued for its next run, retried with backoff, or failed.
 * Every state lives in the `jobs` table, so a second process (or the next start of this one)
 * takes over what this one leaves.
 */
export class JobRunner {
  readonly workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly active = new Set<Promise<void>>();
  /** How many of each kind this process runs now. */
  private readonly activeByKind = new Map<string, number>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  /** A kick came while a poll was in flight: poll again at once when it ends. */
  private kickedWhilePolling = false;
  private started = false;
  /** The kinds `start` polls for. */
  private polled: JobKind[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: JobRunnerOptions,
  ) {}

  /** Adds a kind's handler (at start-up, before `start`). */
  register<P>(definition: JobDefinition<P>): void {
    if (!(definition.kind in JOB_KINDS)) throw new Error(`Unknown job kind ${definition.kind}`);
    if (this.definitions.has(definition.kind)) {
      throw new Error(`Job kind ${definition.kind} has two handlers`);
    }
    this.definitions.set(definition.kind, definition as unknown as JobDefinition<never>);
  }

  get kinds(): JobKind[] {
    return [...this.definitions.keys()] as JobKind[];
  }

  /** Queues a one-off job (on `db`, or inside a caller's transaction: it exists once that commits). */
  enqueue(
    kind: JobKind,
    payload: Record<string, unknown> = {},
    options: { key?: string; runAt?: Date; db?: DbOrTx } = {},
  ): Promise<number | null> {
    return enqueueJob(options.db ?? this.db, kind, payload, options).then((id) => {
      if (id !== null && this.started) this.kick();
      return id;
    });
  }

  /** Makes a queued job of `kind` due now, and looks at once if this process runs jobs. */
  async runSoon(kind: JobKind, key = ''): Promise<void> {
    await jobsRepository(this.db).dueNow(kind, key);
    if (this.started) this.kick();
  }

  /**
   * Queues each recurring kind once (the first server to start does), then polls: for every kind
   * it handles, or only `kinds` (a test that needs one job running on time, as a server would).
   */
  async start(kinds: JobKind[] = this.kinds): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.polled = kinds;
    const repo = jobsRepository(this.db);
    await this.ensureRecurring(kinds);
    if (this.options.singleProcess) {
      const freed = await repo.freeAllLeases();
      if (freed > 0)
        this.options.log.info({ freed }, 'jobs an earlier run left running are free again');
    }
    this.schedule(0);
  }

  /** Each recurring kind's one row, made by whichever process gets there first. */
  private async ensureRecurring(kinds: JobKind[] = this.kinds): Promise<void> {
    const repo = jobsRepository(this.db);
    for (const kind of kinds) {
      const definition = this.definitions.get(kind);
      if (definition?.every === undefined) continue;
      await repo.enqueue({
        kind,
        recurring: true,
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        // An interval's first run is at once (a sweep after a restart); a timetable's at its time.
        runAt: typeof definition.every === 'number' ? undefined : definition.every(new Date()),
      });
    }
  }

  /**
   * Stops: no more claims, and the jobs under way are told (their signal aborts). A job that
   * ends for that is handed back to the queue, due now; one that finishes anyway is settled.
   */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.polling;
    await Promise.allSettled([...this.active]);
  }

  /**
   * Runs the jobs of `kinds` now, recurring ones included, and then whatever of them comes due
   * meanwhile, until none is due; waits for them. This is how a test runs the jobs it tests (the
   * tests run no runner). Answers how many ran.
   */
  async drain(kinds: JobKind[]): Promise<number> {
    const repo = jobsRepository(this.db);
    await this.ensureRecurring(kinds);
    for (const kind of kinds) await repo.dueNow(kind);
    let ran = 0;
    for (;;) {
      const claimed = await jobsRepository(this.db).claim(
        kinds,
        this.workerId,
        this.options.leaseMs,
        this.options.concurrency,
      );
      if (claimed.length === 0) return ran;
      ran += claimed.length;
      await Promise.all(claimed.map((row) => this.execute(row)));
    }
  }

  /**
   * Looks for due jobs now instead of at the next poll; during a poll, again as soon as it ends
   * (the job that caused the kick may have been queued after that poll looked).
   */
  kick(): void {
    if (!this.started) return;
    if (this.polling) {
      this.kickedWhilePolling = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delayMs);
    this.timer.unref();
  }

  private poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        const free = this.options.concurrency - this.active.size;
        const claimed = await this.claimWithin(this.polled, free);
        for (const row of claimed) {
          this.activeByKind.set(row.kind, (this.activeByKind.get(row.kind) ?? 0) + 1);
          const run = this.execute(row).finally(() => {
            this.activeByKind.set(row.kind, (this.activeByKind.get(row.kind) ?? 1) - 1);
            this.active.delete(run);
            // A finished job frees a place: look again at once if the last poll filled them all.
            if (claimed.length === free) this.kick();
          });
          this.active.add(run);
        }
      } catch (err) {
        this.options.log.error({ err }, 'the job runner could not claim jobs');
      } finally {
        this.polling = null;
        const again = this.kickedWhilePolling;
        this.kickedWhilePolling = false;
        if (this.started) this.schedule(again ? 0 : this.options.pollMs);
      }
    })();
    return this.polling;
  }

  /**
   * Claims at most `free` due jobs of `kinds`, and of a kind with its own `concurrency` only as
   * many as it has places left: those kinds are claimed one by one, the others together.
   */
  private async claimWithin(kinds: JobKind[], free: number): Promise<JobRow[]> {
    const repo = jobsRepository(this.db);
    const limited = kinds.filter((kind) => this.definitions.get(kind)?.concurrency !== undefined);
    const open = kinds.filter((kind) => !limited.includes(kind));
    const claimed: JobRow[] = [];
    for (const kind of limited) {
      const places = this.definitions.get(kind)!.concurrency! - (this.activeByKind.get(kind) ?? 0);
      const room = Math.min(places, free - claimed.length);
      if (room > 0) {
        claimed.push(...(await repo.claim([kind], this.workerId, this.options.leaseMs, room)));
      }
    }
    claimed.push(
      ...(await repo.claim(open, this.workerId, this.options.leaseMs, free - claimed.length)),
    );
    return claimed;
  }

  /**
   * Runs one claimed job and settles it; never throws. Its log lines carry its id and kind and the
   * id of the request that queued it, and what it queues carries that id on (`job-<id>` when no
   * request queued it).
   */
  private execute(row: JobRow): Promise<void> {
    const reqId = row.requestId ?? `job-${row.id}`;
    const log = this.options.log.child({ reqId, jobId: row.id, job: row.kind });
    return withRequestId(reqId, () => this.executeIn(row, log));
  }

  private async executeIn(row: JobRow, log: JobLog): Promise<void> {
    const definition = this.definitions.get(row.kind);
    const claim: JobClaim = { id: row.id, workerId: this.workerId, attempt: row.attempts };
    const repo = jobsRepository(this.db);
    if (!definition) return;
    const lost = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, lost.signal]);
    const renewal = setInterval(
      () =>
        void repo.renew(claim, this.options.leaseMs).then(
          (ok) => ok || lost.abort(),
          () => undefined,
        ),
      Math.max(1, Math.floor(this.options.leaseMs / 3)),
    );
    renewal.unref();
    try {
      if (row.attempts > row.maxAttempts && !row.recurring) {
        // Claimed again after its server died on every try: it never finishes, so give it up.
        await repo.fail(claim, row.lastError ?? 'The server running it stopped on every try.');
        return;
      }
      await definition.run({
        payload: row.payload as never,
        attempt: row.attempts,
        signal,
        log,
        fence: async (tx) => {
          if (!(await jobsRepository(tx).holds(claim))) throw new JobLostError();
        },
      });
      if (definition.every !== undefined) {
        await repo.requeue(claim, nextRun(definition.every, new Date()), {
          error: null,
          resetAttempts: true,
        });
      } else {
        await repo.finish(claim);
      }
    } catch (err) {
      if (this.stopping.signal.aborted && !lost.signal.aborted) {
        // This server is stopping: the job goes back to the queue for another server, or for
        // this one's next start, without counting as a failed attempt.
        await repo.handBack(claim).catch(() => undefined);
        log.info('a job was handed back');
        return;
      }
      await this.settleFailure(definition, row, claim, err, log).catch((settleErr: unknown) =>
        log.error({ err: settleErr }, 'a job could not be settled'),
      );
    } finally {
      clearInterval(renewal);
    }
  }

  private async settleFailure(
    definition: JobDefinition<never>,
    row: JobRow,
    claim: JobClaim,
    err: unknown,
    log: JobLog,
  ) {
    const repo = jobsRepository(this.db);
    if (err instanceof JobLostError) return;
    const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_LENGTH);
    const final = definition.every === undefined && row.attempts >= row.maxAttempts;
    this.options.onFailure?.(row.kind, final);
    const base = definition.backoffMs ?? DEFAULT_BACKOFF_MS;
    const retryAt = new Date(Date.now() + backoffDelay(base, row.attempts));
    if (definition.every !== undefined) {
      // A recurring job never stops: it retries with backoff, never later than its next run.
      const next = nextRun(definition.every, new Date());
      const at = retryAt < next ? retryAt : next;
      const level = row.attempts >= row.maxAttempts ? 'error' : 'warn';
      log[level]({ err, attempt: row.attempts }, 'a recurring job failed');
      await repo.requeue(claim, at, { error: message, resetAttempts: at === next });
      return;
    }
    if (row.attempts < row.maxAttempts) {
      log.warn({ err, attempt: row.attempts }, 'a job failed and will be retried');
      await repo.requeue(claim, retryAt, { error: message, resetAttempts: false });
      return;
    }
    log.error({ err }, 'a job failed for good');
    await repo.fail(claim, message);
  }
}

/** Queues a one-off job: `db` may be the caller's transaction, so the job exists once it commits. */
export function enqueueJob(
  db: DbOrTx,
  kind: JobKind,
  payload: Record<string, unknown> = {},
  options: { key?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<number | null> {
  return jobsRepository(db).enqueue({
    kind,
    payload,
    key: options.key,
    runAt: options.runAt,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    // The request (or socket, or job) queuing it: the job's log lines carry its id.
    requestId: currentRequestId(),
  });
}

/** The keys of the jobs of `kind` still queued or running (what a module's start-up must leave be). */
export function activeJobKeys(db: DbOrTx, kind: JobKind): Promise<string[]> {
  return jobsRepository(db).activeKeys(kind);
}
