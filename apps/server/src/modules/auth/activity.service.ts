import {
  MESSAGES,
  type EndSessionsSchema,
  type OnlineUserPage,
  type OnlineUsersQuerySchema,
  type UserActivityPage,
  type UserActivityQuerySchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { usersRepository } from '../users/index.js';
import { authRepository } from './auth.repository.js';

/*
 * User activity and who is online (docs/decisions/0029): read from the sessions, which record
 * each login's address and, at most once a minute, the last call.
 */

export async function listUserActivity(
  ctx: AppContext,
  query: z.output<typeof UserActivityQuerySchema>,
): Promise<UserActivityPage> {
  const { noOfDays, ...paging } = query;
  const { rows, total } = await authRepository(ctx.database.db).sessionActivity(noOfDays, paging);
  const items = rows.map((r) => ({
    user: { id: r.userId, username: r.username },
    lastLoginIP: r.ip,
    lastLoginDate: r.createdAt.toISOString(),
    lastLogoutDate: r.revokedAt?.toISOString() ?? null,
    online: r.online,
    lastSessionId: r.fingerprint,
    liveSessions: r.liveSessions,
  }));
  return pageAnswer(query, items, total);
}

export async function listOnlineUsers(
  ctx: AppContext,
  query: z.output<typeof OnlineUsersQuerySchema>,
): Promise<OnlineUserPage> {
  const { rows, total } = await authRepository(ctx.database.db).onlineUsers(query);
  const items = rows.map((r) => ({
    user: { id: r.id, username: r.username, name: r.name, classTime: r.classTime },
    lastLoginDate: r.lastLoginDate.toISOString(),
  }));
  return pageAnswer(query, items, total);
}

/** An admin ends one session of a user (named by its fingerprint) or all their live sessions. */
export async function endUserSessions(
  ctx: AppContext,
  userId: number,
  { session }: z.output<typeof EndSessionsSchema>,
): Promise<{ message: string; ended: number }> {
  const db = ctx.database.db;
  if (!(await usersRepository(db).findById(userId))) throw notFound(MESSAGES.userNotFound);
  const ended = await authRepository(db).endSessions(userId, session ?? undefined);
  return { message: MESSAGES.sessionsEnded(ended), ended };
}
