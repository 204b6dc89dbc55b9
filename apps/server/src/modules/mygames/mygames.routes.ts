import {
  GAME_MESSAGES,
  GameReviewSchema,
  AssignResultSchema,
  MESSAGES,
  MistakeAssignSchema,
  MistakeParamsSchema,
  MessageResponseSchema,
  MyGameRefSchema,
  MyGameSchema,
  MyGamesPageQuerySchema,
  MyGamesPageSchema,
  MyGamesUploadRequestSchema,
  MyGamesUploadResponseSchema,
  MyLiveGameParamsSchema,
  PGN_UPLOADS_PER_HOUR,
  playerColorOf,
  type MyGameSummary,
} from '@kingside/shared';
import { START_FEN } from '@kingside/chess';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { byId, byPath, INVALID_OR_MISSING, UPLOAD_ERRORS } from '../../lib/route-schemas.js';
import { pgnUpload, signedInRoutes } from '../../lib/routes.js';
import { studentWithAccess } from '../access/index.js';
import { usersRepository } from '../users/index.js';
import { myGamesRepository, type MyGameSummaryRow } from './mygames.repository.js';
import * as service from './mygames.service.js';
import { assignMistake, fileMistakes } from './mygames.mistakes.js';

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

/**
 * My games (spec 1 /myGames): club members' own uploaded games and finished live games. A member
 * changes only their own; a student's games are read by whoever may see the student (their
 * coach, class-time coach, linked parent, an admin); anyone else's game answers 404, never 403.
 */
const myGamesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const myGames = () => myGamesRepository(ctx.database.db);
  // Reading: any account (authenticated), for a student's games the access policy lets them see
  // (docs/decisions/0049); changing: club members, their own.
  const { authenticated, clubMember, coachOrAdmin } = signedInRoutes(app, 'mygames');

  // An upload's games go to the engine from a job of their own (docs/decisions/0066): the upload
  // answers at once, and a server that stops meanwhile leaves the rest to the next.
  app.jobs.register<{ ids: number[] }>({
    kind: 'mygames.analyse-upload',
    run: ({ payload, signal }) => service.queueUploadedAnalyses(ctx, payload.ids, app.log, signal),
  });
  // An analysed game's blunders become its owners' puzzles (docs/decisions/0067).
  app.jobs.register<{ analysisId: number; gameIds?: number[] }>({
    kind: 'mygames.mistakes',
    run: ({ payload }) => fileMistakes(ctx, payload.analysisId, payload.gameIds),
  });

  authenticated.get(
    '/api/mygames',
    "A page of the caller's own games, newest first; with `username`, a student's whom the caller may see",
    {
      querystring: MyGamesPageQuerySchema,
      response: { 200: MyGamesPageSchema, ...INVALID_OR_MISSING },
    },
    async (request, user) => {
      const { page, size, username } = request.query;
      const ownerId =
        username === undefined
          ? user.id
          : (await studentWithAccess(ctx.database.db, user, username, 'see')).id;
      const { rows, total } = await myGames().pageByOwner(ownerId, page, size);
      return pageAnswer(request.query, rows.map(presentSummary), total);
    },
  );

  clubMember.post(
    '/api/mygames',
    `Upload a PGN of one or many games to my games (limits in docs/decisions/0014, at most ${PGN_UPLOADS_PER_HOUR} uploads an hour); one bad game (reported as "Game n: …") uploads none`,
    {
      body: MyGamesUploadRequestSchema,
      response: { 201: MyGamesUploadResponseSchema, ...UPLOAD_ERRORS },
    },
    async (request, user, reply) => {
      const rows = await service.uploadMyGames(ctx, user.id, request.body.pgn, request.log);
      await service.queueUploadAnalysis(
        ctx,
        rows.map((row) => row.id),
      );
      return reply
        .status(201)
        .send({ message: GAME_MESSAGES.added, games: rows.map(presentSummary) });
    },
    pgnUpload(ctx),
  );

  authenticated.get(
    '/api/mygames/:id',
    'One game with its PGN: the caller’s own, or a student’s whom the caller may see (404 otherwise)',
    byId(MyGameSchema),
    async (request, user) => {
      const row = await service.visibleGame(ctx, user, request.params.id);
      if (!row) throw notFound(`No game with id ${request.params.id}.`);
      return { ...presentSummary(row), pgn: row.pgn };
    },
  );

  clubMember.get(
    '/api/mygames/live/:liveGameId',
    "The caller's own copy of a finished live game, filed in their games (the end screen's link to its review)",
    byPath(MyLiveGameParamsSchema, MyGameRefSchema),
    async (request, user) => {
      const row = await myGames().findOwnLive(user.id, request.params.liveGameId);
      if (!row) throw notFound('This game is not in your games.');
      return row;
    },
  );

  authenticated.get(
    '/api/mygames/:id/review',
    "A game's engine review (docs/decisions/0066): its moves judged, the better moves and each side's accuracy, or that it is still queued; for the game's owner, their coaches and linked parents (403 for anyone else)",
    byId(GameReviewSchema),
    async (request, user) => {
      const row = await service.reviewableGame(ctx, user, request.params.id);
      const analysis = await service.analysisOfMyGame(ctx, row);
      const owner = await usersRepository(ctx.database.db).findById(row.userId);
      const done = analysis?.status === 'done' ? analysis : null;
      return {
        gameId: row.id,
        name: row.name,
        white: row.white,
        black: row.black,
        result: row.gameResult,
        playerColor: owner ? playerColorOf(row, owner) : null,
        // A game without moves has nothing to analyse: done, with no moves (the page says so).
        status: analysis?.status ?? 'done',
        startFen: analysis?.startFen ?? START_FEN,
        startEvaluation: done?.startEvaluation ?? null,
        moves: done?.moves ?? [],
        accuracy: { white: done?.accuracyWhite ?? null, black: done?.accuracyBlack ?? null },
      };
    },
  );

  coachOrAdmin.post(
    '/api/mygames/:id/mistakes/:ply/assign',
    "Send a student's blunder at this move of their game as an assignment (find the better move), to the student or to everyone in their class time; for their coaches and admins (403 for anyone else)",
    byPath(MistakeParamsSchema, AssignResultSchema, { body: MistakeAssignSchema }),
    (request, user) => assignMistake(ctx, user, request.params, request.body),
  );

  clubMember.delete(
    '/api/mygames/:id',
    'Delete one of my games',
    byId(MessageResponseSchema),
    async (request, user) => {
      const deleted = await myGames().deleteOwn(user.id, request.params.id);
      if (!deleted) throw notFound(`No game with id ${request.params.id}.`);
      return { message: MESSAGES.deleted };
    },
  );
};

export default myGamesRoutes;
