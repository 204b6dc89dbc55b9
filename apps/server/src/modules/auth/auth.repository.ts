import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema.js';
import type { UserRow } from '../users/users.repository.js';

/** The per-request session check, prepared once per database: it runs on every authorized call. */
function prepareFindActiveUser(db: DbOrTx) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    )
    .prepare('find_active_session_user');
}
const findActiveUserQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareFindActiveUser>>();

export function sessionsRepository(db: DbOrTx) {
  return {
    async create(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The user of a live session: not revoked, not expired, account not disabled. One query per request. */
    async findActiveUser(sessionId: string, userId: number): Promise<UserRow | undefined> {
      let query = findActiveUserQueries.get(db);
      if (!query) {
        query = prepareFindActiveUser(db);
        findActiveUserQueries.set(db, query);
      }
      const [row] = await query.execute({ sessionId, userId });
      return row?.user;
    },
    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** Revokes every live session of a user, except `keepSessionId` when given. */
    async revokeAllForUser(userId: number, keepSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        );
    },
  };
}

export function resetTokensRepository(db: DbOrTx) {
  return {
    async create(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },
    /** Marks the token used and returns its user id, or undefined when unknown, used or expired. Atomic: single use. */
    async consume(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
  };
}
