import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema.js';
import type { UserRow } from '../users/index.js';

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

/** SHA-256 (hex) of a password hash, in SQL, so the comparison happens in the same statement. */
const fingerprintOf = (passwordHash: SQL) =>
  sql`encode(sha256(convert_to(${passwordHash}, 'UTF8')), 'hex')`;

/** Sessions and password reset links. */
export function authRepository(db: DbOrTx) {
  return {
    async createSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The user of a live session: not revoked, not expired, account not disabled. One query per request. */
    async findActiveSessionUser(sessionId: string, userId: number): Promise<UserRow | undefined> {
      let query = findActiveUserQueries.get(db);
      if (!query) {
        query = prepareFindActiveUser(db);
        findActiveUserQueries.set(db, query);
      }
      const [row] = await query.execute({ sessionId, userId });
      return row?.user;
    },
    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** Revokes every live session of a user, except `keepSessionId` when given. */
    async revokeAllSessions(userId: number, keepSessionId?: string): Promise<void> {
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
    /**
     * Issues a link for the user's current password; any earlier unused link of theirs stops
     * working (superseded), so only the newest link in their mailbox is usable.
     */
    async createResetToken(values: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)),
        );
      await db.insert(passwordResetTokens).values({
        ...values,
        passwordFingerprint: sql`(select ${fingerprintOf(sql`${users.passwordHash}`)} from ${users} where ${users.id} = ${values.userId})`,
      });
    },
    /**
     * Marks the token used and returns its user id, or undefined when unknown, used, superseded,
     * expired, or issued before the password last changed. Atomic: single use.
     */
    async consumeResetToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
            sql`${passwordResetTokens.passwordFingerprint} = (select ${fingerprintOf(sql`${users.passwordHash}`)} from ${users} where ${users.id} = ${passwordResetTokens.userId})`,
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
  };
}
