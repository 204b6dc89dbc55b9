import {
  ApiErrorSchema,
  IdParamsSchema,
  JOB_KINDS,
  JOB_MESSAGES,
  JobListQuerySchema,
  JobPageSchema,
  JobSchema,
  type Job,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import { jobsRepository, type JobRow } from './jobs.repository.js';

const admin = signedInRoutes('admin', 'admin');

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    label: JOB_KINDS[row.kind as keyof typeof JOB_KINDS] ?? row.kind,
    state: row.state,
    recurring: row.recurring,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's view of the job queue (/admin/jobs; docs/decisions/0052). */
const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const jobs = () => jobsRepository(ctx.database.db);

  app.get(
    '/api/admin/jobs',
    admin('Admin: the background jobs, newest first, with how many are in each state', {
      querystring: JobListQuerySchema,
      response: { 200: JobPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => {
      const { state, page, size } = request.query;
      const [{ items, total }, counts] = await Promise.all([
        jobs().page(state, page, size),
        jobs().counts(),
      ]);
      return { items: items.map(presentJob), total, page, size, counts };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    admin('Admin: queue a failed job again, now, with its attempts from zero', {
      params: IdParamsSchema,
      response: { 200: JobSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    }),
    async (request) => {
      const row = await jobs().retry(request.params.id);
      if (!row) {
        if (!(await jobs().find(request.params.id))) throw notFound(JOB_MESSAGES.notFound);
        throw conflict('JOB_NOT_FAILED', JOB_MESSAGES.notFailed);
      }
      app.jobs.kick();
      return presentJob(row);
    },
  );
};

export default jobsRoutes;
