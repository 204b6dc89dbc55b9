import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JOB_DONE_KEEP_DAYS } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { jobsRepository } from './jobs.repository.js';
import { JobRunner } from './jobs.runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one job runner (docs/decisions/0052): modules register their kinds on it. */
    jobs: JobRunner;
  }
}

/**
 * The job runner (`app.jobs`), registered before the modules so that each adds its kinds. It
 * starts when the app is ready (unless JOB_RUNNER=off, as in the tests) and stops on close, after
 * the jobs in hand.
 */
async function jobsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const failures = app.metrics.counter(
    'kingside_job_failures_total',
    'Failed job attempts by kind; final="true" when the job was given up.',
    ['kind', 'final'],
  );
  const runner = new JobRunner(ctx.database.db, {
    ...ctx.config.jobs,
    singleProcess: ctx.database.kind === 'pglite',
    log: app.log,
    onFailure: (kind, final) => failures.inc({ kind, final: String(final) }),
  });
  app.metrics.gauge(
    'kingside_jobs',
    'Jobs by state: due (waiting for a runner), later, running, failed (given up).',
    () => jobsRepository(ctx.database.db).depth(),
    'state',
  );
  app.decorate('jobs', runner);
  runner.register({
    kind: 'jobs.prune',
    every: 60 * 60_000,
    run: () => jobsRepository(ctx.database.db).pruneDone(JOB_DONE_KEEP_DAYS),
  });
  if (ctx.config.jobs.run) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['metrics'] });
