import {
  ApiErrorSchema,
  describeGame,
  GAME_MESSAGES,
  GAME_NAME_MAX_LENGTH,
  getHeader,
  IdParamsSchema,
  MESSAGES,
  MessageResponseSchema,
  MyGameSchema,
  MyGamesUploadRequestSchema,
  MyGamesUploadResponseSchema,
  MyGameSummarySchema,
  type MyGameSummary,
  type PgnGame,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readPgnGames } from '../../lib/chess.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/auth.js';
import * as repo from './mygames.repository.js';
import type { MyGameRow, MyGameValues } from './mygames.repository.js';

const presentSummary = (r: MyGameRow): MyGameSummary => ({
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

/** A header's value, or null when missing or unknown ("?", ""). */
const headerValue = (game: PgnGame, name: string) => {
  const value = getHeader(game, name)?.trim();
  return value && !/^[?-]+$/.test(value) ? value : null;
};
const elo = (game: PgnGame, name: string) => {
  const value = Number(headerValue(game, name));
  return Number.isInteger(value) && value > 0 && value < 5000 ? value : null;
};

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
        summary:
          'Upload a PGN of one or many games to my games; one bad game (reported as "Game n: …") uploads none',
        body: MyGamesUploadRequestSchema,
        response: {
          201: MyGamesUploadResponseSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          ...denied,
        },
      },
      bodyLimit: PGN_BODY_LIMIT,
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const values: MyGameValues[] = readPgnGames(request.body.pgn).map(({ game, pgn }, i) => ({
        userId: user.id,
        name: (describeGame(game) ?? `Game ${i + 1}`).slice(0, GAME_NAME_MAX_LENGTH),
        white: headerValue(game, 'White'),
        black: headerValue(game, 'Black'),
        whiteElo: elo(game, 'WhiteElo'),
        blackElo: elo(game, 'BlackElo'),
        timeControl: headerValue(game, 'TimeControl'),
        gameResult: game.result,
        pgn,
      }));
      const rows = await db().transaction(async (tx) => repo.insertMany(tx, values));
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
