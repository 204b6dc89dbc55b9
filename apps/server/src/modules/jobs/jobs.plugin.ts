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
  const runner = new JobRunner(ctx.database.db, {
    ...ctx.config.jobs,
    singleProcess: ctx.database.kind === 'pglite',
    log: app.log,
  });
  app.decorate('jobs', runner);
  runner.register({
    kind: 'jobs.prune',
    every: 60 * 60_000,
    run: () => jobsRepository(ctx.database.db).pruneDone(JOB_DONE_KEEP_DAYS),
  });
  if (ctx.config.jobs.run) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs' });
