import {
  ApiErrorSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatReportPageSchema,
  ChatReportRequestSchema,
  ChatReportsQuerySchema,
  ChatSettingsSchema,
  ConversationPageSchema,
  ConversationsQuerySchema,
  LIVE_GAME_ID_MAX,
  LiveChallengeListSchema,
  LiveGamePageSchema,
  LiveGamesQuerySchema,
  LiveGameViewSchema,
  LiveOnlinePageSchema,
  LiveOnlineQuerySchema,
  LiveStatsSchema,
  MessageResponseSchema,
} from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import {
  chatHistory,
  chatSettings,
  conversations,
  onlinePage,
  saveChatSettings,
} from './live.chat.js';
import { openChallenges } from './live.challenges.js';
import { gameView, liveStats, startedGamesPage } from './live.games.js';
import { LiveRefusal } from './live.publisher.js';
import { reportMessage, reportsPage } from './live.reports.js';
import type { LiveUserRow } from './live.users.repository.js';

const member = signedInRoutes('live', 'clubMember');
const admin = signedInRoutes('live', 'admin');

const caller = (request: FastifyRequest): LiveUserRow => {
  const { user } = requireAuth(request);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    classTime: user.classTime,
    roles: user.roles,
  };
};

/** A service refusal as the API's one error shape. */
async function answer<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof LiveRefusal)
      throw err.code === 'NOT_FOUND'
        ? notFound(err.message)
        : new AppError(400, err.code, err.message);
    throw err;
  }
}

const GameParamsSchema = z.object({ id: z.string().min(1).max(LIVE_GAME_ID_MAX) });
const MessageParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * Live play's lists and settings (issue 17, docs/decisions/0042): what is paged or read on
 * loading a page. What happens now (chat, challenges, moves) goes over the socket (live.socket.ts).
 */
const liveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/live/online',
    member('Members connected to live play, by name, with the game each is playing', {
      querystring: LiveOnlineQuerySchema,
      response: { 200: LiveOnlinePageSchema, 400: ApiErrorSchema },
    }),
    async (request) => onlinePage(ctx, caller(request), request.query),
  );

  app.get(
    '/api/live/messages',
    member('The private conversation with one member (30 days), oldest first, paged backwards', {
      querystring: ChatHistoryQuerySchema,
      response: { 200: ChatHistorySchema, 400: ApiErrorSchema },
    }),
    async (request) => chatHistory(ctx, caller(request).id, request.query),
  );

  app.get(
    '/api/live/conversations',
    member('The members the caller has messages with, latest first', {
      querystring: ConversationsQuerySchema,
      response: { 200: ConversationPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => conversations(ctx, caller(request), request.query),
  );

  app.post(
    '/api/live/messages/:id/report',
    member('Report a message the caller received to the admins (e-mailed, and listed for them)', {
      params: MessageParamsSchema,
      body: ChatReportRequestSchema,
      response: { 200: MessageResponseSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => ({
      message: await answer(
        reportMessage(ctx, caller(request).id, request.params.id, request.body.reason),
      ),
    }),
  );

  app.get(
    '/api/live/reports',
    admin('Admin: reported chat messages, newest first', {
      querystring: ChatReportsQuerySchema,
      response: { 200: ChatReportPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => reportsPage(ctx, request.query),
  );

  app.get(
    '/api/live/settings',
    member("The club's chat setting: whether students may chat with other students", {
      response: { 200: ChatSettingsSchema },
    }),
    async () => chatSettings(ctx),
  );

  app.put(
    '/api/live/settings',
    admin('Admin: allow or stop students chatting with other students', {
      body: ChatSettingsSchema,
      response: { 200: ChatSettingsSchema, 400: ApiErrorSchema },
    }),
    async (request) => saveChatSettings(ctx, request.body),
  );

  app.get(
    '/api/live/games',
    member('Live games being played now, newest first (to watch)', {
      querystring: LiveGamesQuerySchema,
      response: { 200: LiveGamePageSchema, 400: ApiErrorSchema },
    }),
    async (request) => startedGamesPage(ctx, request.query),
  );

  app.get(
    '/api/live/games/:id',
    member('One live game as the caller sees it (player or watcher)', {
      params: GameParamsSchema,
      response: { 200: LiveGameViewSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => answer(gameView(ctx, request.params.id, caller(request).id)),
  );

  app.get(
    '/api/live/challenges',
    member('Open challenges to the caller (or to everyone) and from the caller', {
      response: { 200: LiveChallengeListSchema },
    }),
    async (request) => openChallenges(ctx, caller(request).id),
  );

  app.get(
    '/api/live/stats',
    member("Live games finished this month (the club's and the caller's) and the caller's total", {
      response: { 200: LiveStatsSchema },
    }),
    async (request) => liveStats(ctx, caller(request).id),
  );
};

export default liveRoutes;
