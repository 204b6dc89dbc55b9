import {
  ApiErrorSchema,
  IdParamsSchema,
  PuzzleAnswerResultSchema,
  PuzzleAnswerSchema,
  PuzzleDashboardQuerySchema,
  PuzzleDashboardSchema,
  PuzzleFilterQuerySchema,
  PuzzleListSchema,
  PuzzleNameParamsSchema,
  PuzzleNamesSchema,
  PuzzleNextSchema,
  PuzzleRatingSchema,
  PuzzleSchema,
  PuzzlesRepoParamsSchema,
  PuzzlesRepoQuerySchema,
  PuzzleShowMoveParamsSchema,
  PuzzleShowMoveResultSchema,
  PuzzleUserActivitySchema,
  SolvedPuzzlesPageSchema,
  SolvedPuzzlesQuerySchema,
  SurvivalAnswerResultSchema,
  SurvivalAnswerSchema,
  SurvivalRunSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import * as service from './puzzles.solving.service.js';

const learner = signedInRoutes('puzzles', 'studentOrCoach');
const coachOrAdmin = signedInRoutes('puzzles', 'coachOrAdmin');
const member = signedInRoutes('puzzles', 'clubMember');

/**
 * Solving puzzles (spec 2 §2, §4, §7; issue 14; docs/decisions/0034): the next puzzle, answers
 * judged on the server, shown moves, the solved list, the dashboard, survival runs and the home
 * table's month figures. Every answer is judged from the moves played, never from a flag.
 */
const puzzlesSolvingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/puzzles/rated',
    learner('A puzzle around your puzzle rating, any theme, never one of your last 1,000', {
      response: { 200: PuzzleNextSchema, 404: ApiErrorSchema },
    }),
    async (request) => service.nextPuzzle(ctx, requireAuth(request).user, {}),
  );

  app.get(
    '/api/puzzles/next',
    learner(
      'The next puzzle for these filters (window widened when it runs dry; review=true serves a due review puzzle first); opening filters for elite users',
      {
        querystring: PuzzleFilterQuerySchema,
        response: { 200: PuzzleNextSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => service.nextPuzzle(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/puzzlesnames',
    coachOrAdmin('Up to 9 distinct puzzle names for these filters (Display 9 Puzzles)', {
      querystring: PuzzleFilterQuerySchema,
      response: { 200: PuzzleNamesSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => service.puzzleNames(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/puzzlesrepo/:names',
    coachOrAdmin(
      'The named puzzles (comma-separated, up to 9) in that order, unknown names left out; makeFirstMove=true starts each after its first move',
      {
        params: PuzzlesRepoParamsSchema,
        querystring: PuzzlesRepoQuerySchema,
        response: { 200: PuzzleListSchema, 400: ApiErrorSchema },
      },
    ),
    async (request) =>
      service.puzzlesByName(ctx, request.params.names, request.query.makeFirstMove ?? false),
  );

  app.get(
    '/api/puzzle/:name',
    learner('One puzzle by name', {
      params: PuzzleNameParamsSchema,
      response: { 200: PuzzleSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => service.getPuzzle(ctx, request.params.name),
  );

  app.get(
    '/api/puzzles/currentPuzzleRating',
    learner('Your puzzle rating (1500, provisional, until your first rated puzzle)', {
      response: { 200: PuzzleRatingSchema },
    }),
    async (request) => service.currentRating(ctx, requireAuth(request).user.id),
  );

  app.post(
    '/api/puzzle/:name/answer',
    learner(
      'Answer a puzzle with your moves: judged on the server from the moves (solved and failed are ignored); rated only on your first attempt at it',
      {
        params: PuzzleNameParamsSchema,
        body: PuzzleAnswerSchema,
        response: { 200: PuzzleAnswerResultSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) =>
      service.answerPuzzle(ctx, requireAuth(request).user, request.params.name, request.body),
  );

  app.post(
    '/api/mypuzzles/:id/showmove/:moveIndex/:rated',
    learner(
      "Show the move at moveIndex of the puzzle's line: the puzzle counts as failed (rated when rated is 1 and it is your first attempt), once per try",
      {
        params: PuzzleShowMoveParamsSchema,
        response: { 200: PuzzleShowMoveResultSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => service.showMove(ctx, requireAuth(request).user, request.params),
  );

  app.get(
    '/api/mypuzzles/solved',
    member(
      "The puzzles you solved, newest first, with the spec's filters (dates in the club's time zone); a coach may name an own student, an admin anyone",
      {
        querystring: SolvedPuzzlesQuerySchema,
        response: { 200: SolvedPuzzlesPageSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => service.solvedPuzzles(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/mypuzzles/dashboard',
    member(
      'Your puzzle dashboard over the last days: rating history, themes weakest first, the review queue; a coach may name an own student, an admin anyone',
      {
        querystring: PuzzleDashboardQuerySchema,
        response: { 200: PuzzleDashboardSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => service.dashboard(ctx, requireAuth(request).user, request.query),
  );

  app.post(
    '/api/puzzles/survival',
    learner('Start a survival run (ending any run of yours still going) with its first puzzle', {
      response: { 200: SurvivalRunSchema, 404: ApiErrorSchema },
    }),
    async (request) => service.startSurvival(ctx, requireAuth(request).user),
  );

  app.post(
    '/api/puzzles/survival/:id/answer',
    learner(
      "Answer the run's current puzzle with your moves: a solve scores and serves a harder one, a failure ends the run",
      {
        params: IdParamsSchema,
        body: SurvivalAnswerSchema,
        response: { 200: SurvivalAnswerResultSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
      },
    ),
    async (request) =>
      service.answerSurvival(ctx, requireAuth(request).user, request.params.id, request.body.moves),
  );

  app.get(
    '/api/puzzles/userActivity',
    member(
      "This month and last in the club's time zone: the club's top solver, your puzzles solved and rating range",
      { response: { 200: PuzzleUserActivitySchema } },
    ),
    async (request) => service.userActivity(ctx, requireAuth(request).user),
  );
};

export default puzzlesSolvingRoutes;
