import {
  ClassProgressCsvQuerySchema,
  ClassProgressQuerySchema,
  ClassProgressSchema,
  IdParamsSchema,
  ProgressChildSchema,
  ProgressClassSchema,
  ReportCardSchema,
  ReportCommentSaveSchema,
  ReportCommentSchema,
  ReportQuerySchema,
  SourceParamsSchema,
  SourceStatsSchema,
  StudentDashboardSchema,
  StudentParamsSchema,
  StudentParentSchema,
  StudentParentsSaveSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, sendCsv, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { warnAboutEmbeddedOnline } from './online/index.js';
import { classProgress, classProgressCsv, progressClasses } from './progress.class.service.js';
import {
  progressChildren,
  saveStudentParents,
  studentParentsOf,
} from './progress.parents.service.js';
import { reportCard, saveComment } from './progress.report.service.js';
import { onlineStatsOf, studentCorner, studentSource } from './progress.service.js';

const signedIn = signedInRoutes('progress', 'authenticated');
const coaches = signedInRoutes('progress', 'coachOrAdmin');
const admins = signedInRoutes('progress', 'admin');

/**
 * Student progress (issue 18, docs/decisions/0043): the student corner (spec 2 §3), the report
 * card, the coach's class view and the parents linked to a student. The routes are open to any
 * signed-in caller where a student, a parent or a coach may ask; the service checks whose figures.
 */
const progressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  warnAboutEmbeddedOnline(ctx.config, app.log);
  // The adapters (and their per-site queues) are made once, logging to the app's logger.
  onlineStatsOf(ctx, app.log);

  app.get(
    '/api/studentCorner/:username',
    signedIn(
      "A student's dashboard: the club's, chess.com's and Lichess's months (cached figures)",
      {
        params: StudentParamsSchema,
        response: { 200: StudentDashboardSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) =>
      studentCorner(ctx, requireAuth(request).user, request.params.username, request.log),
  );

  app.get(
    '/api/studentCorner/:username/sources/:source',
    signedIn('One online site’s months for the student, fetched when the cached ones are old', {
      params: SourceParamsSchema,
      response: { 200: SourceStatsSchema, ...INVALID_OR_MISSING },
    }),
    async (request) =>
      studentSource(
        ctx,
        requireAuth(request).user,
        request.params.username,
        request.params.source,
        request.log,
      ),
  );

  app.get(
    '/api/students/:username/report',
    signedIn("A student's report card over a period (the current term by default)", {
      params: StudentParamsSchema,
      querystring: ReportQuerySchema,
      response: { 200: ReportCardSchema, ...INVALID_OR_MISSING },
    }),
    async (request) =>
      reportCard(ctx, requireAuth(request).user, request.params.username, request.query),
  );

  app.put(
    '/api/students/:username/report/comment',
    coaches("The coach's comment on a student's period (replaces the period's comment)", {
      params: StudentParamsSchema,
      body: ReportCommentSaveSchema,
      response: { 200: ReportCommentSchema, ...INVALID_OR_MISSING },
    }),
    async (request) =>
      saveComment(ctx, requireAuth(request).user, request.params.username, request.body),
  );

  app.get(
    '/api/progress/classes',
    coaches('The class times whose progress the caller may view, with their students', {
      response: { 200: z.array(ProgressClassSchema) },
    }),
    async (request) => progressClasses(ctx, requireAuth(request).user),
  );

  app.get(
    '/api/classTimes/:id/progress',
    coaches("A page of a class time's students with their figures and weekly trends", {
      params: IdParamsSchema,
      querystring: ClassProgressQuerySchema,
      response: { 200: ClassProgressSchema, ...INVALID_OR_MISSING },
    }),
    async (request) =>
      classProgress(ctx, requireAuth(request).user, request.params.id, request.query),
  );

  app.get(
    '/api/classTimes/:id/progress.csv',
    coaches.csv("Every student of the class time with the class view's figures, as CSV", {
      params: IdParamsSchema,
      querystring: ClassProgressCsvQuerySchema,
    }),
    async (request, reply) => {
      const { filename, lines } = await classProgressCsv(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.query,
      );
      return sendCsv(reply, filename, lines);
    },
  );

  app.get(
    '/api/progress/children',
    signedIn("The students linked to the caller's account as their parent", {
      response: { 200: z.array(ProgressChildSchema) },
    }),
    async (request) => progressChildren(ctx, requireAuth(request).user),
  );

  app.get(
    '/api/users/:id/parents',
    admins('The parent accounts linked to a student (they see its progress)', {
      params: IdParamsSchema,
      response: { 200: z.array(StudentParentSchema), ...INVALID_OR_MISSING },
    }),
    async (request) => studentParentsOf(ctx, request.params.id),
  );

  app.put(
    '/api/users/:id/parents',
    admins('Replace the parent accounts linked to a student', {
      params: IdParamsSchema,
      body: StudentParentsSaveSchema,
      response: { 200: z.array(StudentParentSchema), ...INVALID_OR_MISSING },
    }),
    async (request) => saveStudentParents(ctx, request.params.id, request.body),
  );
};

export default progressRoutes;
