import {
  ApiErrorSchema,
  IdParamsSchema,
  MistakesWaitingSchema,
  PuzzleDashboardQuerySchema,
  PuzzleDashboardSchema,
  PuzzleFilterQuerySchema,
  PuzzleListSchema,
  PuzzleMoveResultSchema,
  PuzzleMoveSchema,
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
  SurvivalMoveResultSchema,
  SurvivalRunSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { byPath, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { dashboard, solvedPuzzles, userActivity } from './puzzles.dashboard.js';
import { ownPuzzlesWaiting } from './puzzles.own.js';
import { playMove, showMove } from './puzzles.moves.js';
import {
  currentRating,
  getPuzzle,
  nextPuzzle,
  puzzleNames,
  puzzlesByName,
} from './puzzles.solving.service.js';
import { playSurvivalMove, startSurvival } from './puzzles.survival.js';

/** A judged move's refusals: no try in progress or another ply (409), a rated solve past the limit (429). */
const MOVE_REFUSED = { 409: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Solving puzzles (spec 2 §2, §4, §7; issue 14; docs/decisions/0034, 0045): the next puzzle,
 * moves judged on the server one at a time, shown moves, the solved list, the dashboard,
 * survival runs and the home table's month figures. A served puzzle carries only the moves
 * played so far; every serve starts the member's try, kept in the database, and every result is
 * judged from the moves the server saw, never from a flag.
 */
const puzzlesSolvingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Any account (authenticated): a linked parent reads a child's figures (the access policy,
  // docs/decisions/0049).
  const { studentOrCoach, coachOrAdmin, clubMember, authenticated } = signedInRoutes(
    app,
    'puzzles',
  );

  studentOrCoach.get(
    '/api/puzzles/rated',
    'A puzzle around your puzzle rating, any theme, never one of your last 1,000; starts a rated try',
    { response: { 200: PuzzleNextSchema, 404: ApiErrorSchema } },
    (_request, user) => nextPuzzle(ctx, user, {}),
  );

  studentOrCoach.get(
    '/api/puzzles/next',
    'The next puzzle for these filters (window widened when it runs dry; review=true serves a due review puzzle first); opening filters for elite users; starts a try',
    {
      querystring: PuzzleFilterQuerySchema,
      response: { 200: PuzzleNextSchema, ...INVALID_OR_MISSING },
    },
    (request, user) => nextPuzzle(ctx, user, request.query),
  );

  coachOrAdmin.get(
    '/api/puzzlesnames',
    'Up to 9 distinct puzzle names for these filters (Display 9 Puzzles)',
    {
      querystring: PuzzleFilterQuerySchema,
      response: { 200: PuzzleNamesSchema, ...INVALID_OR_MISSING },
    },
    (request, user) => puzzleNames(ctx, user, request.query),
  );

  coachOrAdmin.get(
    '/api/puzzlesrepo/:names',
    'The named puzzles (comma-separated, up to 9) in that order, unknown names left out, as positions (no solutions); makeFirstMove=true starts each after its first move',
    {
      params: PuzzlesRepoParamsSchema,
      querystring: PuzzlesRepoQuerySchema,
      response: { 200: PuzzleListSchema, 400: ApiErrorSchema },
    },
    (request, user) =>
      puzzlesByName(ctx, user, request.params.names, request.query.makeFirstMove ?? false),
  );

  studentOrCoach.get(
    '/api/puzzle/:name',
    "One puzzle by name with its first move; starts (again) your try at it with the session's rated, themes and review",
    byPath(PuzzleNameParamsSchema, PuzzleSchema, { querystring: PuzzleFilterQuerySchema }),
    (request, user) => getPuzzle(ctx, user, request.params.name, request.query),
  );

  studentOrCoach.get(
    '/api/puzzles/currentPuzzleRating',
    'Your puzzle rating (1500, provisional, until your first rated puzzle)',
    { response: { 200: PuzzleRatingSchema } },
    (_request, user) => currentRating(ctx, user.id),
  );

  studentOrCoach.post(
    '/api/puzzle/:name/move',
    "Your move at ply of your try: a right one answers the opponent's reply, a wrong or the last one ends the try (recorded once, rated as its session asked) and answers the whole line",
    {
      params: PuzzleNameParamsSchema,
      body: PuzzleMoveSchema,
      response: { 200: PuzzleMoveResultSchema, ...INVALID_OR_MISSING, ...MOVE_REFUSED },
    },
    (request, user) => playMove(ctx, user, request.params.name, request.body),
  );

  studentOrCoach.post(
    '/api/mypuzzles/:id/showmove/:moveIndex/:rated',
    'Show the move your try waits for (moveIndex is its ply): the try ends as failed, recorded once (rated as its session asked), and the whole line is answered',
    {
      params: PuzzleShowMoveParamsSchema,
      response: { 200: PuzzleShowMoveResultSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    },
    (request, user) => showMove(ctx, user, request.params),
  );

  authenticated.get(
    '/api/mypuzzles/solved',
    "The puzzles you solved, newest first, with the spec's filters (dates in the club's time zone); with `username`, a student's whom the caller may see (their coach, class-time coach, linked parent, an admin)",
    {
      querystring: SolvedPuzzlesQuerySchema,
      response: { 200: SolvedPuzzlesPageSchema, ...INVALID_OR_MISSING },
    },
    (request, user) => solvedPuzzles(ctx, user, request.query),
  );

  authenticated.get(
    '/api/mypuzzles/dashboard',
    'Your puzzle dashboard over the last days: rating history, themes weakest first, the review queue; with `username`, a student’s whom the caller may see (their coach, class-time coach, linked parent, an admin)',
    {
      querystring: PuzzleDashboardQuerySchema,
      response: { 200: PuzzleDashboardSchema, ...INVALID_OR_MISSING },
    },
    (request, user) => dashboard(ctx, user, request.query),
  );

  studentOrCoach.post(
    '/api/puzzles/survival',
    'Start a survival run (ending any run of yours still going) with its first puzzle',
    { response: { 200: SurvivalRunSchema, 404: ApiErrorSchema } },
    (_request, user) => startSurvival(ctx, user),
  );

  studentOrCoach.post(
    '/api/puzzles/survival/:id/move',
    "Your move on the run's current puzzle: a right one answers the reply; a solve scores and serves a harder puzzle, a failure ends the run",
    {
      params: IdParamsSchema,
      body: PuzzleMoveSchema,
      response: { 200: SurvivalMoveResultSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    },
    (request, user) => playSurvivalMove(ctx, user, request.params.id, request.body),
  );

  studentOrCoach.get(
    '/api/mypuzzles/mistakes',
    'How many of your own puzzles (your blunders in your analysed games) wait on your review queue now',
    { response: { 200: MistakesWaitingSchema } },
    async (_request, user) => ({ waiting: await ownPuzzlesWaiting(ctx.database.db, user.id) }),
  );

  clubMember.get(
    '/api/puzzles/userActivity',
    "This month and last in the club's time zone: the club's top solver, your puzzles solved and rating range",
    { response: { 200: PuzzleUserActivitySchema } },
    (_request, user) => userActivity(ctx, user),
  );
};

export default puzzlesSolvingRoutes;
