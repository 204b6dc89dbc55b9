import {
  ApiErrorSchema,
  GAME_MESSAGES,
  IdParamsSchema,
  MESSAGES,
  MessageResponseSchema,
  MyGameSchema,
  MyGamesUploadRequestSchema,
  MyGamesUploadResponseSchema,
  MyGameSummarySchema,
  PGN_UPLOADS_PER_HOUR,
  type MyGameSummary,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { limitUploads } from '../../lib/uploads.js';
import { requireAuth } from '../../plugins/auth.js';
import * as repo from './mygames.repository.js';
import type { MyGameSummaryRow } from './mygames.repository.js';
import * as service from './mygames.service.js';

const presentSummary = (r: MyGameSummaryRow): MyGameSummary => ({
  id: r.id,
  createdDate: r.createdDate.toISOString(),
  name: r.name,
  white: r.white,
  black: r.black,
  whiteElo: r.whiteElo,
  blackElo: r.blackElo,
  timeControl: r.timeControl,
  gameResult: r.gameResult,
});

const tags = ['mygames'];
const security = [{ bearer: [] }];
const denied = { 401: ApiErrorSchema, 403: ApiErrorSchema };
/** A PGN file of up to 5 MB of text, as JSON. */
const PGN_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * My games (spec 1 /myGames): club members' own uploaded games. Every query is scoped to the
 * caller, so another member's game answers 404, never 403.
 */
const myGamesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const db = () => ctx.database.db;

  app.get(
    '/api/mygames',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: "The caller's own games, newest first",
        response: { 200: z.array(MyGameSummarySchema), ...denied },
      },
    },
    async (request) =>
      (await repo.listByOwner(db(), requireAuth(request).user.id)).map(presentSummary),
  );

  app.post(
    '/api/mygames',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: `Upload a PGN of one or many games to my games (limits in docs/decisions/0014, at most ${PGN_UPLOADS_PER_HOUR} uploads an hour); one bad game (reported as "Game n: …") uploads none`,
        body: MyGamesUploadRequestSchema,
        response: {
          201: MyGamesUploadResponseSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
          ...denied,
        },
      },
      bodyLimit: PGN_BODY_LIMIT,
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await limitUploads(ctx, user.id);
      const rows = await service.uploadMyGames(ctx, user.id, request.body.pgn);
      return reply
        .status(201)
        .send({ message: GAME_MESSAGES.added, games: rows.map(presentSummary) });
    },
  );

  app.get(
    '/api/mygames/:id',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: 'One of my games with its PGN (404 for anyone else’s)',
        params: IdParamsSchema,
        response: { 200: MyGameSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const row = await repo.findOwn(db(), requireAuth(request).user.id, request.params.id);
      if (!row) throw notFound(`No game with id ${request.params.id}.`);
      return { ...presentSummary(row), pgn: row.pgn };
    },
  );

  app.delete(
    '/api/mygames/:id',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: 'Delete one of my games',
        params: IdParamsSchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const deleted = await repo.deleteOwn(db(), requireAuth(request).user.id, request.params.id);
      if (!deleted) throw notFound(`No game with id ${request.params.id}.`);
      return { message: MESSAGES.deleted };
    },
  );
};

export default myGamesRoutes;
