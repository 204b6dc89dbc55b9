import {
  ChapterAddRequestSchema,
  ChapterSchema,
  IdParamsSchema,
  PGN_UPLOADS_PER_HOUR,
  StudyChapterParamsSchema,
  StudyImportRequestSchema,
  StudySchema,
  StudySummarySchema,
  type Chapter,
  type Study,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import {
  INVALID_OR_MISSING,
  PGN_BODY_LIMIT,
  pgnUpload,
  signedInRoutes,
  UPLOAD_ERRORS,
} from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { studiesRepository, type ChapterRow } from './studies.repository.js';
import * as service from './studies.service.js';

const presentChapter = (c: ChapterRow): Chapter => ({
  id: c.id,
  name: c.name,
  pgn: c.pgn,
  fen: c.fen,
});

const route = signedInRoutes('studies', 'coachOrAdmin');

/** Studies (spec 2 "Study and blog", spec 1 /studies): coaches and admins only. */
const studiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const studies = () => studiesRepository(ctx.database.db);

  const loadStudy = async (id: number): Promise<Study> => {
    const repo = studies();
    const study = await repo.findStudy(id);
    if (!study) throw notFound(`No study with id ${id}.`);
    const chapters = await repo.listChapterNames(id);
    return {
      id: study.id,
      createdDate: study.createdDate.toISOString(),
      name: study.name,
      notes: study.notes,
      chapters: chapters.map((c) => ({ id: c.id, name: c.name })),
    };
  };

  app.get(
    '/api/studies',
    route('Every study, newest first', { response: { 200: z.array(StudySummarySchema) } }),
    async () =>
      (await studies().listStudies()).map((s) => ({
        id: s.id,
        createdDate: s.createdDate.toISOString(),
        name: s.name,
      })),
  );

  app.get(
    '/api/studies/:id',
    route('One study with its notes and chapters (id, name)', {
      params: IdParamsSchema,
      response: { 200: StudySchema, ...INVALID_OR_MISSING },
    }),
    async (request) => loadStudy(request.params.id),
  );

  app.get(
    '/api/studies/:id/chapters/:chapterId',
    route('One chapter of a study: its name, PGN and starting FEN', {
      params: StudyChapterParamsSchema,
      response: { 200: ChapterSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => {
      const { id, chapterId } = request.params;
      const chapter = await studies().findChapter(id, chapterId);
      if (!chapter) throw notFound(`No chapter ${chapterId} in study ${id}.`);
      return presentChapter(chapter);
    },
  );

  app.post(
    '/api/studies/:id/chapters',
    route(
      'Add a chapter from one PGN game, or an empty one from a start position FEN',
      {
        params: IdParamsSchema,
        body: ChapterAddRequestSchema,
        response: { 201: ChapterSchema, ...INVALID_OR_MISSING },
      },
      { bodyLimit: PGN_BODY_LIMIT },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(presentChapter(await service.addChapter(ctx, request.params.id, request.body))),
  );

  app.post(
    '/api/studies/import',
    route(
      `A new study from a multi-game PGN (limits in docs/decisions/0014, at most ${PGN_UPLOADS_PER_HOUR} uploads an hour), one chapter per game; one bad game imports none`,
      {
        body: StudyImportRequestSchema,
        response: {
          201: StudySchema,
          ...UPLOAD_ERRORS,
        },
      },
      pgnUpload(ctx),
    ),
    async (request, reply) => {
      const study = await service.importStudy(
        ctx,
        requireAuth(request).user.id,
        request.body,
        request.log,
      );
      return reply.status(201).send(await loadStudy(study.id));
    },
  );

  app.get(
    '/api/studies/:id/export',
    route('The study as one PGN file (chapters in order), to download', {
      params: IdParamsSchema,
      produces: ['text/x-chess-pgn'],
      response: {
        200: z.string().describe('PGN text, one game per chapter'),
        ...INVALID_OR_MISSING,
      },
    }),
    async (request, reply) => {
      const { filename, text } = await service.exportStudy(ctx, request.params.id);
      return reply
        .type('text/x-chess-pgn; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(text);
    },
  );
};

export default studiesRoutes;
