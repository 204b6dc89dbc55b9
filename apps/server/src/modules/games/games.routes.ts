import {
  ApiErrorSchema,
  ASSIGNED_GAMES_CODE,
  ASSIGNMENT_MESSAGES,
  DirCreateRequestSchema,
  DirMoveRequestSchema,
  DirMoveResponseSchema,
  DirPathsSchema,
  GAME_MESSAGES,
  GameSaveSchema,
  GameSchema,
  GamesAddedResponseSchema,
  GamesBulkRequestSchema,
  GamesByDirQuerySchema,
  GamesByIdsQuerySchema,
  GamesDeletedResponseSchema,
  GamesDeleteRequestSchema,
  GamesPgnRequestSchema,
  GameSummarySchema,
  MESSAGES,
  MessageResponseSchema,
  PGN_UPLOADS_PER_HOUR,
  type Game,
  type GameSummary,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { byId, byQuery, INVALID_OR_MISSING, UPLOAD_ERRORS } from '../../lib/route-schemas.js';
import { pgnUpload, signedInRoutes } from '../../lib/routes.js';
import { gamesRepository, type GameRow, type GameSummaryRow } from './games.repository.js';
import * as service from './games.service.js';

const present = (r: GameRow): Game => ({
  id: r.id,
  name: r.name,
  type: r.type,
  notes: r.notes,
  rating: r.rating,
  fen: r.fen,
  pgn: r.pgn,
  solutionFen: r.solutionFen,
  solution: r.solution,
  blacksTurn: r.blacksTurn,
  tags: r.tags,
  dirPath: r.dirPath,
  questionType: r.questionType,
  questionChoices: r.questionChoices,
  createdDate: r.createdDate.toISOString(),
});

const presentSummary = (r: GameSummaryRow): GameSummary => ({
  id: r.id,
  name: r.name,
  type: r.type,
  dirPath: r.dirPath,
  createdDate: r.createdDate.toISOString(),
});

/** The games library (spec 2 "Games library"): coaches and admins only. */
const gamesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const games = () => gamesRepository(ctx.database.db);
  const { coachOrAdmin } = signedInRoutes(app, 'games');

  coachOrAdmin.get(
    '/api/games',
    'Games directly in one directory (dirPath, default /), oldest first',
    byQuery(GamesByDirQuerySchema, z.array(GameSummarySchema)),
    async (request) => (await games().listByDir(request.query.dirPath)).map(presentSummary),
  );

  coachOrAdmin.get(
    '/api/games/dirPaths',
    'Every directory path of the library, parents included, sorted',
    { response: { 200: DirPathsSchema } },
    () => service.listDirPaths(ctx),
  );

  coachOrAdmin.get(
    '/api/games/byIds',
    'Games by ids (ids=3,5,8), in the order asked; unknown ids are left out',
    byQuery(GamesByIdsQuerySchema, z.array(GameSchema)),
    async (request) => {
      const rows = new Map(
        (await games().findByIds(request.query.ids)).map((r) => [r.id, r] as const),
      );
      return request.query.ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [present(row)] : [];
      });
    },
  );

  coachOrAdmin.get('/api/games/:id', 'One game', byId(GameSchema), async (request) => {
    const row = await games().findById(request.params.id);
    if (!row) throw notFound(`No game with id ${request.params.id}.`);
    return present(row);
  });

  coachOrAdmin.post(
    '/api/games',
    'Add a game (no id) or change one (with id): needs a name, a type, a legal fen, and a solutionFen or a solution',
    { body: GameSaveSchema, response: { 200: GameSchema, ...INVALID_OR_MISSING } },
    async (request) => present(await service.saveGame(ctx, request.body)),
  );

  coachOrAdmin.post(
    '/api/games/bulk',
    `Add the games of Games In JSON (a JSON array); one bad game (reported as "Game n: …") adds none. Counts as an upload (at most ${PGN_UPLOADS_PER_HOUR} an hour)`,
    {
      body: GamesBulkRequestSchema,
      response: { 201: GamesAddedResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
    },
    async (request, user, reply) => {
      const { gamesJSON } = request.body;
      const ids = await service.addGamesFromJson(ctx, user.id, gamesJSON, request.log);
      return reply.status(201).send({ message: GAME_MESSAGES.added, ids });
    },
    pgnUpload(ctx),
  );

  coachOrAdmin.post(
    '/api/games/pgn',
    `Add every game of a PGN text (up to 5 MB; limits in docs/decisions/0014, at most ${PGN_UPLOADS_PER_HOUR} uploads an hour) to a directory as Training games; one bad game adds none`,
    { body: GamesPgnRequestSchema, response: { 201: GamesAddedResponseSchema, ...UPLOAD_ERRORS } },
    async (request, user, reply) => {
      const { dirPath, pgn } = request.body;
      const ids = await service.addGamesFromPgn(ctx, user.id, dirPath, pgn, request.log);
      return reply.status(201).send({ message: GAME_MESSAGES.added, ids });
    },
    pgnUpload(ctx),
  );

  coachOrAdmin.post(
    '/api/games/delete',
    'Delete games by ids. Games students have as assignments answer 409 GAMES_ASSIGNED naming how many, unless `force` (then their assignments go too)',
    {
      body: GamesDeleteRequestSchema,
      response: { 200: GamesDeletedResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
    },
    async (request) => {
      const { ids, force } = request.body;
      if (!force) {
        const copies = await games().countAssignedCopies(ids);
        if (copies > 0)
          throw conflict(ASSIGNED_GAMES_CODE, ASSIGNMENT_MESSAGES.gamesAssigned(copies));
      }
      return { message: MESSAGES.deleted, deleted: await games().deleteGames(ids) };
    },
  );

  coachOrAdmin.post(
    '/api/games/dirs',
    'Make a directory (and its parents) before any game is in it',
    { body: DirCreateRequestSchema, response: { 200: MessageResponseSchema, 400: ApiErrorSchema } },
    async (request) => {
      await service.createDir(ctx, request.body.path);
      return { message: GAME_MESSAGES.added };
    },
  );

  coachOrAdmin.post(
    '/api/games/dirs/move',
    'Rename or move a directory: every directory and game below `from` moves below `to`',
    { body: DirMoveRequestSchema, response: { 200: DirMoveResponseSchema, ...INVALID_OR_MISSING } },
    async (request) => ({
      message: GAME_MESSAGES.updated,
      movedGames: await service.moveDir(ctx, request.body.from, request.body.to),
    }),
  );
};

export default gamesRoutes;
