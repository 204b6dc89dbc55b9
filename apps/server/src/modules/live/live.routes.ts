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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { byPath, byQuery } from '../../lib/route-schemas.js';
import { signedInRoutes, type SignedInUser } from '../../lib/routes.js';
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

const liveUser = (user: SignedInUser): LiveUserRow => ({
  id: user.id,
  username: user.username,
  name: user.name,
  classTime: user.classTime,
  roles: user.roles,
});

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
  const { clubMember, admin } = signedInRoutes(app, 'live');

  clubMember.get(
    '/api/live/online',
    'Members connected to live play, by name, with the game each is playing',
    byQuery(LiveOnlineQuerySchema, LiveOnlinePageSchema),
    (request, user) => onlinePage(ctx, liveUser(user), request.query),
  );

  clubMember.get(
    '/api/live/messages',
    'The private conversation with one member (30 days), oldest first, paged backwards',
    byQuery(ChatHistoryQuerySchema, ChatHistorySchema),
    (request, user) => chatHistory(ctx, user.id, request.query),
  );

  clubMember.get(
    '/api/live/conversations',
    'The members the caller has messages with, latest first',
    byQuery(ConversationsQuerySchema, ConversationPageSchema),
    (request, user) => conversations(ctx, liveUser(user), request.query),
  );

  clubMember.post(
    '/api/live/messages/:id/report',
    'Report a message the caller received to the admins (e-mailed, and listed for them)',
    byPath(MessageParamsSchema, MessageResponseSchema, { body: ChatReportRequestSchema }),
    async (request, user) => ({
      message: await answer(reportMessage(ctx, user.id, request.params.id, request.body.reason)),
    }),
  );

  admin.get(
    '/api/live/reports',
    'Admin: reported chat messages, newest first',
    byQuery(ChatReportsQuerySchema, ChatReportPageSchema),
    (request) => reportsPage(ctx, request.query),
  );

  clubMember.get(
    '/api/live/settings',
    "The club's chat setting: whether students may chat with other students",
    { response: { 200: ChatSettingsSchema } },
    () => chatSettings(ctx),
  );

  admin.put(
    '/api/live/settings',
    'Admin: allow or stop students chatting with other students',
    { body: ChatSettingsSchema, response: { 200: ChatSettingsSchema, 400: ApiErrorSchema } },
    (request) => saveChatSettings(ctx, request.body),
  );

  clubMember.get(
    '/api/live/games',
    'Live games being played now, newest first (to watch)',
    byQuery(LiveGamesQuerySchema, LiveGamePageSchema),
    (request) => startedGamesPage(ctx, request.query),
  );

  clubMember.get(
    '/api/live/games/:id',
    'One live game as the caller sees it (player or watcher)',
    byPath(GameParamsSchema, LiveGameViewSchema),
    (request, user) => answer(gameView(ctx, request.params.id, user.id)),
  );

  clubMember.get(
    '/api/live/challenges',
    'Open challenges to the caller (or to everyone) and from the caller',
    { response: { 200: LiveChallengeListSchema } },
    (_request, user) => openChallenges(ctx, user.id),
  );

  clubMember.get(
    '/api/live/stats',
    "Live games finished this month (the club's and the caller's) and the caller's total",
    { response: { 200: LiveStatsSchema } },
    (_request, user) => liveStats(ctx, user.id),
  );
};

export default liveRoutes;
