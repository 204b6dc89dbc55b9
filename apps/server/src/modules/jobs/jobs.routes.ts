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
import { pageAnswer } from '../../lib/paging.js';
import { byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { jobsRepository, type JobRow } from './jobs.repository.js';

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
  const { admin } = signedInRoutes(app, 'admin');

  admin.get(
    '/api/admin/jobs',
    'Admin: the background jobs, newest first, with how many are in each state',
    byQuery(JobListQuerySchema, JobPageSchema),
    async (request) => {
      const { state, page, size } = request.query;
      const [{ items, total }, counts] = await Promise.all([
        jobs().page(state, page, size),
        jobs().counts(),
      ]);
      return { ...pageAnswer(request.query, items.map(presentJob), total), counts };
    },
  );

  admin.post(
    '/api/admin/jobs/:id/retry',
    'Admin: queue a failed job again, now, with its attempts from zero',
    {
      params: IdParamsSchema,
      response: { 200: JobSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    },
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
