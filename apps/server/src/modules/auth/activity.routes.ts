import {
  ApiErrorSchema,
  EndSessionsResponseSchema,
  EndSessionsSchema,
  IdParamsSchema,
  OnlineUserPageSchema,
  OnlineUsersQuerySchema,
  UserActivityPageSchema,
  UserActivityQuerySchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import * as activity from './activity.service.js';

const adminOnly = signedInRoutes('activity', 'admin');

/** User activity and who is online (docs/decisions/0029). */
const activityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/useractivities/',
    adminOnly(
      "Admin: each user's latest login in the last noOfDays days (a session fingerprint, never a token)",
      {
        querystring: UserActivityQuerySchema,
        response: { 200: UserActivityPageSchema, 400: ApiErrorSchema },
      },
    ),
    async (request) => activity.listUserActivity(ctx, request.query),
  );

  app.get(
    '/api/onlineusers',
    adminOnly('Admin: users with a live session that called the API in the last few minutes', {
      querystring: OnlineUsersQuerySchema,
      response: { 200: OnlineUserPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => activity.listOnlineUsers(ctx, request.query),
  );

  app.post(
    '/api/useractivities/:id/endSessions',
    adminOnly("Admin: end one of a user's sessions (by fingerprint), or all of them", {
      params: IdParamsSchema,
      body: EndSessionsSchema,
      response: { 200: EndSessionsResponseSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => activity.endUserSessions(ctx, request.params.id, request.body),
  );
};

export default activityRoutes;
