import { ONLINE_WINDOW_MINUTES, SESSION_FINGERPRINT_LENGTH } from '@kingside/shared';
import { and, asc, countDistinct, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';
import { matchesUserSearch, type UserRow } from '../users/index.js';

/** The per-request session check, prepared once per database: it runs on every authorized call. */
function prepareFindActiveUser(db: DbOrTx) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
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
// eslint-disable-next-line no-restricted-syntax -- a prepared statement belongs to its database handle and goes with it
const findActiveUserQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareFindActiveUser>>();

/** SHA-256 (hex) of a password hash, in SQL, so the comparison happens in the same statement. */
const fingerprintOf = (passwordHash: SQL) =>
  sql`encode(sha256(convert_to(${passwordHash}, 'UTF8')), 'hex')`;

/** The short fingerprint a session is shown by: hex SHA-256 of its id, cut (ADR 0029). */
const sessionFingerprint = sql<string>`left(encode(sha256(convert_to(${sessions.id}::text, 'UTF8')), 'hex'), ${sql.raw(String(SESSION_FINGERPRINT_LENGTH))})`;
const isLive = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
const seenRecently = gt(
  sessions.lastSeenAt,
  sql`now() - make_interval(mins => ${sql.raw(String(ONLINE_WINDOW_MINUTES))})`,
);
const userMatches = (search: string | null) => (search ? matchesUserSearch(search) : undefined);

export type SessionActivityRow = {
  userId: number;
  username: string;
  ip: string | null;
  createdAt: Date;
  revokedAt: Date | null;
  fingerprint: string;
  online: boolean;
  liveSessions: number;
};
export type OnlineUserRow = {
  id: number;
  username: string;
  name: string;
  classTime: string | null;
  lastLoginDate: Date;
};
type Paging = { page: number; size: number; search: string | null };

/** Sessions and password reset links. */
export function authRepository(db: DbOrTx) {
  return {
    /**
     * Which of these sessions have ended (revoked, expired, or gone). One array parameter and an
     * answer of the few that ended, so a check of thousands of sockets' sessions stays cheap.
     */
    async endedSessionIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const list = `{${ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')}}`;
      const result = (await db.execute(
        sql`select x.id::text as id from unnest(${list}::uuid[]) as x(id)
            where not exists (select 1 from ${sessions} s where s.id = x.id
              and s.revoked_at is null and s.expires_at > now())`,
      )) as unknown as { rows: { id: string }[] };
      return new Set(result.rows.map((r) => r.id));
    },
    async createSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /**
     * The user of a live session (not revoked, not expired, account not disabled) and when the
     * session was last seen. One query per request.
     */
    async findActiveSessionUser(
      sessionId: string,
      userId: number,
    ): Promise<{ user: UserRow; lastSeenAt: Date | null } | undefined> {
      let query = findActiveUserQueries.get(db);
      if (!query) {
        query = prepareFindActiveUser(db);
        findActiveUserQueries.set(db, query);
      }
      const [row] = await query.execute({ sessionId, userId });
      return row;
    },
    /**
     * Each user's latest session begun in the last `days` days, newest login first: one page and
     * how many users in all.
     */
    async sessionActivity(
      days: number,
      { page, size, search }: Paging,
    ): Promise<{ rows: SessionActivityRow[]; total: number }> {
      const since = sql`now() - make_interval(days => ${days})`;
      const latest = db
        .selectDistinctOn([sessions.userId], {
          userId: sessions.userId,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          revokedAt: sessions.revokedAt,
          fingerprint: sessionFingerprint.as('fingerprint'),
        })
        .from(sessions)
        .where(gt(sessions.createdAt, since))
        .orderBy(sessions.userId, desc(sessions.createdAt))
        .as('latest');
      const live = db
        .select({
          userId: sessions.userId,
          n: sql<number>`count(*)::int`.as('n'),
          online: sql<boolean>`bool_or(${seenRecently})`.as('online'),
        })
        .from(sessions)
        .where(isLive)
        .groupBy(sessions.userId)
        .as('live');
      const where = userMatches(search);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            userId: latest.userId,
            username: users.username,
            ip: latest.ip,
            createdAt: latest.createdAt,
            revokedAt: latest.revokedAt,
            fingerprint: latest.fingerprint,
            online: sql<boolean>`coalesce(${live.online}, false)`,
            liveSessions: sql<number>`coalesce(${live.n}, 0)`,
          })
          .from(latest)
          .innerJoin(users, eq(users.id, latest.userId))
          .leftJoin(live, eq(live.userId, latest.userId))
          .where(where)
          .orderBy(desc(latest.createdAt), asc(latest.userId))
          .limit(size)
          .offset(page * size),
        db
          .select({ total: countDistinct(sessions.userId) })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(gt(sessions.createdAt, since), where)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /** Users with a live session that called the API within ONLINE_WINDOW_MINUTES, by username. */
    async onlineUsers({
      page,
      size,
      search,
    }: Paging): Promise<{ rows: OnlineUserRow[]; total: number }> {
      const where = and(isLive, seenRecently, eq(users.disabled, false), userMatches(search));
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            name: users.name,
            classTime: users.classTime,
            lastLoginDate: sql<Date>`max(${sessions.createdAt})`.mapWith(sessions.createdAt),
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(where)
          .groupBy(users.id)
          .orderBy(sql`lower(${users.username})`, asc(users.id))
          .limit(size)
          .offset(page * size),
        db
          .select({ total: countDistinct(sessions.userId) })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /** Ends a user's live sessions: the one with this fingerprint, or all. Answers how many. */
    async endSessions(userId: number, fingerprint?: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isLive,
            fingerprint ? eq(sessionFingerprint, fingerprint) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
    /** Records a call on the session (the caller writes at most once a minute). */
    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },
    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(matching(sessions, { id: sessionId, revokedAt: null }));
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
