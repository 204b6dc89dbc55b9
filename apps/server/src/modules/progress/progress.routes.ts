import {
  ClassProgressCsvQuerySchema,
  ClassProgressQuerySchema,
  ClassProgressSchema,
  IdParamsSchema,
  OnlineGamesSaveSchema,
  OnlineGamesStateSchema,
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
import { byId, byPath } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { warnAboutEmbeddedOnline } from './online/index.js';
import { classProgress, classProgressCsv, progressClasses } from './progress.class.service.js';
import {
  progressChildren,
  saveStudentParents,
  studentParentsOf,
} from './progress.parents.service.js';
import {
  onlineGamesState,
  runOnlineImport,
  saveOnlineGames,
  sweepOnlineImports,
} from './progress.imports.js';
import { reportCard, saveComment } from './progress.report.service.js';
import { onlineStatsOf, studentCorner, studentSource } from './progress.service.js';

/**
 * Student progress (issue 18, docs/decisions/0043): the student corner (spec 2 §3), the report
 * card, the coach's class view and the parents linked to a student. The routes are open to any
 * signed-in caller where a student, a parent or a coach may ask; the service checks whose figures.
 */
const progressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  warnAboutEmbeddedOnline(ctx.config, app.log);
  // The adapters (and their per-site queues) are made once, logging to the app's logger.
  onlineStatsOf(ctx, app.log);
  const { authenticated, coachOrAdmin, admin } = signedInRoutes(app, 'progress');

  authenticated.get(
    '/api/studentCorner/:username',
    "A student's dashboard: the club's, chess.com's and Lichess's months (cached figures)",
    byPath(StudentParamsSchema, StudentDashboardSchema),
    (request, user) => studentCorner(ctx, user, request.params.username, request.log),
  );

  authenticated.get(
    '/api/studentCorner/:username/sources/:source',
    'One online site’s months for the student, fetched when the cached ones are old',
    byPath(SourceParamsSchema, SourceStatsSchema),
    (request, user) =>
      studentSource(ctx, user, request.params.username, request.params.source, request.log),
  );

  authenticated.get(
    '/api/students/:username/report',
    "A student's report card over a period (the current term by default)",
    byPath(StudentParamsSchema, ReportCardSchema, { querystring: ReportQuerySchema }),
    (request, user) => reportCard(ctx, user, request.params.username, request.query),
  );

  coachOrAdmin.put(
    '/api/students/:username/report/comment',
    "The coach's comment on a student's period (replaces the period's comment)",
    byPath(StudentParamsSchema, ReportCommentSchema, { body: ReportCommentSaveSchema }),
    (request, user) => saveComment(ctx, user, request.params.username, request.body),
  );

  coachOrAdmin.get(
    '/api/progress/classes',
    'The class times whose progress the caller may view, with their students',
    { response: { 200: z.array(ProgressClassSchema) } },
    (_request, user) => progressClasses(ctx, user),
  );

  coachOrAdmin.get(
    '/api/classTimes/:id/progress',
    "A page of a class time's students with their figures and weekly trends",
    byId(ClassProgressSchema, { querystring: ClassProgressQuerySchema }),
    (request, user) => classProgress(ctx, user, request.params.id, request.query),
  );

  coachOrAdmin.csv(
    '/api/classTimes/:id/progress.csv',
    "Every student of the class time with the class view's figures, as CSV",
    { params: IdParamsSchema, querystring: ClassProgressCsvQuerySchema },
    (request, user) => classProgressCsv(ctx, user, request.params.id, request.query),
  );

  authenticated.get(
    '/api/progress/children',
    "The students linked to the caller's account as their parent",
    { response: { 200: z.array(ProgressChildSchema) } },
    (_request, user) => progressChildren(ctx, user),
  );

  // A student's recent chess.com and Lichess games, imported to be analysed once they opt in
  // (issue 34, docs/decisions/0067): on turning it on, then once a day.
  app.jobs.register<{ userId: number }>({
    kind: 'progress.import-online',
    run: ({ payload }) => runOnlineImport(ctx, payload.userId),
  });
  app.jobs.register({
    kind: 'progress.import-online-sweep',
    every: 24 * 60 * 60_000,
    run: () => sweepOnlineImports(ctx),
  });

  authenticated.get(
    '/api/studentCorner/:username/onlineGames',
    "Whether the student's recent chess.com and Lichess games are imported to be analysed, and the last import; for whoever may see the student",
    byPath(StudentParamsSchema, OnlineGamesStateSchema),
    (request, user) => onlineGamesState(ctx, user, request.params.username),
  );

  authenticated.put(
    '/api/studentCorner/:username/onlineGames',
    "Turn the import of the student's recent chess.com and Lichess games on (it runs now, then daily) or off; the student, a linked parent or an admin",
    byPath(StudentParamsSchema, OnlineGamesStateSchema, { body: OnlineGamesSaveSchema }),
    (request, user) => saveOnlineGames(ctx, user, request.params.username, request.body.enabled),
  );

  admin.get(
    '/api/users/:id/parents',
    'The parent accounts linked to a student (they see its progress)',
    byId(z.array(StudentParentSchema)),
    (request) => studentParentsOf(ctx, request.params.id),
  );

  admin.put(
    '/api/users/:id/parents',
    'Replace the parent accounts linked to a student',
    byId(z.array(StudentParentSchema), { body: StudentParentsSaveSchema }),
    (request) => saveStudentParents(ctx, request.params.id, request.body),
  );
};

export default progressRoutes;
