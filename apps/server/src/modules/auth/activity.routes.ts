import {
  EndSessionsResponseSchema,
  EndSessionsSchema,
  OnlineUserPageSchema,
  OnlineUsersQuerySchema,
  UserActivityPageSchema,
  UserActivityQuerySchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { byId, byQuery } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import * as activity from './activity.service.js';

/** User activity and who is online (docs/decisions/0029). */
const activityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { admin } = signedInRoutes(app, 'activity');

  admin.get(
    '/api/useractivities/',
    "Admin: each user's latest login in the last noOfDays days (a session fingerprint, never a token)",
    byQuery(UserActivityQuerySchema, UserActivityPageSchema),
    (request) => activity.listUserActivity(ctx, request.query),
  );

  admin.get(
    '/api/onlineusers',
    'Admin: users with a live session that called the API in the last few minutes',
    byQuery(OnlineUsersQuerySchema, OnlineUserPageSchema),
    (request) => activity.listOnlineUsers(ctx, request.query),
  );

  admin.post(
    '/api/useractivities/:id/endSessions',
    "Admin: end one of a user's sessions (by fingerprint), or all of them",
    byId(EndSessionsResponseSchema, { body: EndSessionsSchema }),
    (request) => activity.endUserSessions(ctx, request.params.id, request.body),
  );
};

export default activityRoutes;
