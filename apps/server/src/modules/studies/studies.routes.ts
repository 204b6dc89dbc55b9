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
  byId,
  byPath,
  createdUnderId,
  INVALID_OR_MISSING,
  UPLOAD_ERRORS,
} from '../../lib/route-schemas.js';
import { PGN_BODY_LIMIT, pgnUpload, sendAttachment, signedInRoutes } from '../../lib/routes.js';
import { studiesRepository, type ChapterRow } from './studies.repository.js';
import * as service from './studies.service.js';

const presentChapter = (c: ChapterRow): Chapter => ({
  id: c.id,
  name: c.name,
  pgn: c.pgn,
  fen: c.fen,
});

/** Studies (spec 2 "Study and blog", spec 1 /studies): coaches and admins only. */
const studiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const studies = () => studiesRepository(ctx.database.db);
  const { coachOrAdmin } = signedInRoutes(app, 'studies');

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

  coachOrAdmin.get(
    '/api/studies',
    'Every study, newest first',
    { response: { 200: z.array(StudySummarySchema) } },
    async () =>
      (await studies().listStudies()).map((s) => ({
        id: s.id,
        createdDate: s.createdDate.toISOString(),
        name: s.name,
      })),
  );

  coachOrAdmin.get(
    '/api/studies/:id',
    'One study with its notes and chapters (id, name)',
    byId(StudySchema),
    (request) => loadStudy(request.params.id),
  );

  coachOrAdmin.get(
    '/api/studies/:id/chapters/:chapterId',
    'One chapter of a study: its name, PGN and starting FEN',
    byPath(StudyChapterParamsSchema, ChapterSchema),
    async (request) => {
      const { id, chapterId } = request.params;
      const chapter = await studies().findChapter(id, chapterId);
      if (!chapter) throw notFound(`No chapter ${chapterId} in study ${id}.`);
      return presentChapter(chapter);
    },
  );

  coachOrAdmin.post(
    '/api/studies/:id/chapters',
    'Add a chapter from one PGN game, or an empty one from a start position FEN',
    createdUnderId(ChapterSchema, { body: ChapterAddRequestSchema }),
    async (request, _user, reply) =>
      reply
        .status(201)
        .send(presentChapter(await service.addChapter(ctx, request.params.id, request.body))),
    { bodyLimit: PGN_BODY_LIMIT },
  );

  coachOrAdmin.post(
    '/api/studies/import',
    `A new study from a multi-game PGN (limits in docs/decisions/0014, at most ${PGN_UPLOADS_PER_HOUR} uploads an hour), one chapter per game; one bad game imports none`,
    { body: StudyImportRequestSchema, response: { 201: StudySchema, ...UPLOAD_ERRORS } },
    async (request, user, reply) => {
      const study = await service.importStudy(ctx, user.id, request.body, request.log);
      return reply.status(201).send(await loadStudy(study.id));
    },
    pgnUpload(ctx),
  );

  coachOrAdmin.get(
    '/api/studies/:id/export',
    'The study as one PGN file (chapters in order), to download',
    {
      params: IdParamsSchema,
      produces: ['text/x-chess-pgn'],
      response: {
        200: z.string().describe('PGN text, one game per chapter'),
        ...INVALID_OR_MISSING,
      },
    },
    async (request, _user, reply) => {
      const { filename, text } = await service.exportStudy(ctx, request.params.id);
      return sendAttachment(reply, 'text/x-chess-pgn; charset=utf-8', filename, text);
    },
  );
};

export default studiesRoutes;
