import type { LiveGameState } from '@kingside/chess';
import type { Role } from '@kingside/shared';
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  chatMessages,
  chatReports,
  liveChallenges,
  liveGames,
  liveInstances,
  livePresence,
  users,
} from '../../db/schema.js';

/** The user fields live play shows, with the roles the chat rules need. */
export type LiveUserRow = {
  id: number;
  username: string;
  name: string;
  classTime: string | null;
  roles: Role[];
  disabled?: boolean;
};
const liveUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  classTime: users.classTime,
  roles: users.roles,
  disabled: users.disabled,
};

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChallengeRow = typeof liveChallenges.$inferSelect;
export type LiveGameRow = typeof liveGames.$inferSelect;

/** A process that has not beaten for this long is gone, and its sockets with it. */
export const INSTANCE_STALE_SECONDS = 45;
const freshInstance = sql`${liveInstances.seenAt} > now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})`;

/** The members with a socket on a live process. */
const onlineUserIds = (db: DbOrTx) =>
  db
    .selectDistinct({ userId: livePresence.userId })
    .from(livePresence)
    .innerJoin(liveInstances, eq(liveInstances.id, livePresence.instanceId))
    .where(freshInstance);

const pair = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });

/** The columns a game row keeps beside its state, for queries that do not read the state. */
export function gameColumns(state: LiveGameState, deadline: Date | null) {
  return {
    status: state.status,
    result: state.result,
    termination: state.termination,
    ply: state.ply,
    deadline,
    endedAt: state.endedAt === null ? null : new Date(state.endedAt),
  };
}

/**
 * A move's write, prepared once per database: it runs for every move of every game. Its commit
 * waits for the WAL like every other: a move the players were told of survives a crash of the
 * server (issue 30, docs/decisions/0048).
 */
function prepareMoveUpdate(db: DbOrTx) {
  // `set` is typed for values only, but drizzle binds a placeholder there through the column's
  // encoder (the state as JSON), as it does in `values`. The timestamps' encoder refuses null, so
  // they are bound as ISO text (or null) and cast.
  const p = <T>(name: string) => sql.placeholder(name) as unknown as T;
  const time = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  return db
    .update(liveGames)
    .set({
      state: p<LiveGameState>('state'),
      version: p<number>('nextVersion'),
      pgn: null,
      status: p<string>('status'),
      result: p<string>('result'),
      termination: p<string | null>('termination'),
      ply: p<number>('ply'),
      deadline: time('deadline'),
      endedAt: time('endedAt'),
    })
    .where(and(eq(liveGames.id, p('id')), eq(liveGames.version, p('version'))))
    .returning({ version: liveGames.version })
    .prepare('live_move_update');
}

// One repository (and one prepared move) per database or transaction handle.
const repositories = new WeakMap<DbOrTx, ReturnType<typeof buildLiveRepository>>();

export function liveRepository(db: DbOrTx) {
  let repo = repositories.get(db);
  if (!repo) {
    repo = buildLiveRepository(db);
    repositories.set(db, repo);
  }
  return repo;
}

function buildLiveRepository(db: DbOrTx) {
  let moveUpdate: ReturnType<typeof prepareMoveUpdate> | null = null;
  return {
    async usersByIds(ids: number[]): Promise<Map<number, LiveUserRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select(liveUserColumns).from(users).where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async userById(id: number): Promise<LiveUserRow | undefined> {
      const [row] = await db
        .select(liveUserColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.disabled, false)));
      return row;
    },

    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(sql`'admin' = any(${users.roles})`, eq(users.disabled, false)));
      return rows.map((r) => r.email);
    },

    // Presence --------------------------------------------------------------------------------
    async beat(instanceId: string): Promise<void> {
      await db
        .insert(liveInstances)
        .values({ id: instanceId })
        .onConflictDoUpdate({ target: liveInstances.id, set: { seenAt: sql`now()` } });
    },
    /** Forgets the processes that stopped beating, with their sockets. */
    async dropStaleInstances(): Promise<number> {
      const stale = await db
        .delete(liveInstances)
        .where(
          sql`${liveInstances.seenAt} <= now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})`,
        )
        .returning({ id: liveInstances.id });
      const gone = await db
        .delete(livePresence)
        .where(
          sql`${livePresence.instanceId} not in (select ${liveInstances.id} from ${liveInstances})`,
        )
        .returning({ id: livePresence.socketId });
      return stale.length + gone.length;
    },
    async forgetInstance(instanceId: string): Promise<void> {
      await db.delete(livePresence).where(eq(livePresence.instanceId, instanceId));
      await db.delete(liveInstances).where(eq(liveInstances.id, instanceId));
    },
    /**
     * Records a new socket of `userId` unless they already have `max` on live processes; answers
     * whether it did. The member's row is locked first, so two tabs opening at once on two
     * processes are counted one after the other.
     */
    async claimSocket(
      socketId: string,
      userId: number,
      instanceId: string,
      max: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        const [row] = await tx
          .select({ n: count() })
          .from(livePresence)
          .innerJoin(liveInstances, eq(liveInstances.id, livePresence.instanceId))
          .where(and(eq(livePresence.userId, userId), freshInstance));
        if ((row?.n ?? 0) >= max) return false;
        await tx
          .insert(livePresence)
          .values({ socketId, userId, instanceId })
          .onConflictDoNothing();
        return true;
      });
    },
    /** Forgets this process's sockets that are not in `socketIds`; answers how many it forgot. */
    async keepSockets(instanceId: string, socketIds: string[]): Promise<number> {
      // One array parameter however many sockets (socket.io's ids are base64url).
      const list = `{${socketIds.filter((id) => /^[\w-]+$/.test(id)).join(',')}}`;
      const gone = await db
        .delete(livePresence)
        .where(
          and(
            eq(livePresence.instanceId, instanceId),
            sql`not (${livePresence.socketId} = any(${list}::text[]))`,
          ),
        )
        .returning({ id: livePresence.socketId });
      return gone.length;
    },
    /** Removes a socket; answers whether its user has no other socket left. */
    async removeSocket(socketId: string, userId: number): Promise<boolean> {
      await db.delete(livePresence).where(eq(livePresence.socketId, socketId));
      return !(await this.isOnline(userId));
    },
    async isOnline(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(livePresence)
        .innerJoin(liveInstances, eq(liveInstances.id, livePresence.instanceId))
        .where(and(eq(livePresence.userId, userId), freshInstance));
      return (row?.n ?? 0) > 0;
    },
    /** A page of the online members by name, with their last login and the game they play. */
    async onlinePage(page: number, size: number) {
      const online = inArray(users.id, onlineUserIds(db));
      const where = and(online, eq(users.disabled, false));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...liveUserColumns,
            lastLoginDate:
              sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = "users"."id")`.mapWith(
                (v: string | Date | null) => (v === null ? null : new Date(v)),
              ),
            gameId: sql<
              string | null
            >`(select g.id from live_games g where g.status = 'started' and (g.white_id = "users"."id" or g.black_id = "users"."id") order by g.started_at desc limit 1)`,
          })
          .from(users)
          .where(where)
          .orderBy(sql`lower(${users.name})`, users.id)
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    // Chat ------------------------------------------------------------------------------------
    /** Stores a message once: a resend with the same clientId answers the stored one. */
    async insertMessage(input: {
      senderId: number;
      recipientId: number;
      text: string;
      clientId: string;
    }): Promise<{ row: ChatMessageRow; created: boolean }> {
      const { low, high } = pair(input.senderId, input.recipientId);
      const [row] = await db
        .insert(chatMessages)
        .values({ ...input, pairLow: low, pairHigh: high })
        .onConflictDoNothing()
        .returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.senderId, input.senderId), eq(chatMessages.clientId, input.clientId)),
        );
      return { row: existing!, created: false };
    },
    async findMessage(id: number): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },
    /** The conversation of two members since `since`, a page older than `before`, oldest first. */
    async history(a: number, b: number, since: Date, size: number, before?: number) {
      const { low, high } = pair(a, b);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.pairLow, low),
            eq(chatMessages.pairHigh, high),
            gt(chatMessages.sentAt, since),
            before ? lt(chatMessages.id, before) : undefined,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(size + 1);
      return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
    },
    /** The members `userId` has messages with since `since`, latest first. */
    async conversations(userId: number, since: Date, page: number, size: number) {
      // The id inlined (an integer), so GROUP BY and SELECT are the same expression to PostgreSQL.
      const me = sql.raw(String(Math.trunc(userId)));
      const other = sql<number>`case when ${chatMessages.senderId} = ${me} then ${chatMessages.recipientId} else ${chatMessages.senderId} end`;
      const where = and(
        or(eq(chatMessages.senderId, userId), eq(chatMessages.recipientId, userId)),
        gt(chatMessages.sentAt, since),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: other.mapWith(Number),
            last: sql<Date>`max(${chatMessages.sentAt})`.mapWith((v: string | Date) => new Date(v)),
          })
          .from(chatMessages)
          .where(where)
          .groupBy(other)
          .orderBy(sql`max(${chatMessages.sentAt}) desc`)
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(distinct ${other})`.mapWith(Number) })
          .from(chatMessages)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async pruneMessages(before: Date): Promise<number> {
      const rows = await db
        .delete(chatMessages)
        .where(lt(chatMessages.sentAt, before))
        .returning({ id: chatMessages.id });
      return rows.length;
    },
    /** Stores a report once per message; answers whether it is new. */
    async insertReport(message: ChatMessageRow, reason: string): Promise<boolean> {
      const rows = await db
        .insert(chatReports)
        .values({
          messageId: message.id,
          senderId: message.senderId,
          recipientId: message.recipientId,
          text: message.text,
          sentAt: message.sentAt,
          reason,
        })
        .onConflictDoNothing()
        .returning({ id: chatReports.id });
      return rows.length > 0;
    },
    async reportsPage(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatReports)
          .orderBy(desc(chatReports.reportedAt), desc(chatReports.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(chatReports),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    // Challenges ------------------------------------------------------------------------------
    async insertChallenge(values: typeof liveChallenges.$inferInsert): Promise<ChallengeRow> {
      const [row] = await db.insert(liveChallenges).values(values).returning();
      return row!;
    },
    async findChallenge(id: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(liveChallenges).where(eq(liveChallenges.id, id));
      return row;
    },
    /** Open challenges to `userId` or to everyone (not their own), and from `userId`. */
    async openChallenges(userId: number) {
      const open = and(eq(liveChallenges.status, 'open'), gt(liveChallenges.expiresAt, sql`now()`));
      const [received, sent] = await Promise.all([
        db
          .select()
          .from(liveChallenges)
          .where(
            and(
              open,
              or(eq(liveChallenges.toId, userId), isNull(liveChallenges.toId)),
              sql`${liveChallenges.fromId} <> ${userId}`,
            ),
          )
          .orderBy(desc(liveChallenges.createdAt))
          .limit(50),
        db
          .select()
          .from(liveChallenges)
          .where(and(open, eq(liveChallenges.fromId, userId)))
          .orderBy(desc(liveChallenges.createdAt))
          .limit(50),
      ]);
      return { received, sent };
    },
    async countOpenFrom(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(liveChallenges)
        .where(
          and(
            eq(liveChallenges.fromId, userId),
            eq(liveChallenges.status, 'open'),
            gt(liveChallenges.expiresAt, sql`now()`),
          ),
        );
      return row?.n ?? 0;
    },
    /**
     * Takes an open challenge for `acceptorId` (addressed to them or to everyone, not their own):
     * only one caller, on any process, gets the row.
     */
    async takeChallenge(id: string, acceptorId: number, gameId: string) {
      const [row] = await db
        .update(liveChallenges)
        .set({ status: 'accepted', gameId })
        .where(
          and(
            eq(liveChallenges.id, id),
            eq(liveChallenges.status, 'open'),
            gt(liveChallenges.expiresAt, sql`now()`),
            sql`${liveChallenges.fromId} <> ${acceptorId}`,
            or(eq(liveChallenges.toId, acceptorId), isNull(liveChallenges.toId)),
          ),
        )
        .returning();
      return row;
    },
    /** Closes an open challenge (declined by its recipient, cancelled by its sender). */
    async closeChallenge(
      id: string,
      status: 'declined' | 'cancelled',
      where: { fromId?: number; toId?: number },
    ): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .update(liveChallenges)
        .set({ status })
        .where(
          and(
            eq(liveChallenges.id, id),
            eq(liveChallenges.status, 'open'),
            where.fromId === undefined ? undefined : eq(liveChallenges.fromId, where.fromId),
            where.toId === undefined ? undefined : eq(liveChallenges.toId, where.toId),
          ),
        )
        .returning();
      return row;
    },
    /** Cancels every open challenge from `userId` (they left, or started a game). */
    async cancelChallengesFrom(userId: number): Promise<ChallengeRow[]> {
      return db
        .update(liveChallenges)
        .set({ status: 'cancelled' })
        .where(and(eq(liveChallenges.fromId, userId), eq(liveChallenges.status, 'open')))
        .returning();
    },
    async expireChallenges(): Promise<ChallengeRow[]> {
      return db
        .update(liveChallenges)
        .set({ status: 'expired' })
        .where(and(eq(liveChallenges.status, 'open'), lte(liveChallenges.expiresAt, sql`now()`)))
        .returning();
    },

    // Games -----------------------------------------------------------------------------------
    async insertGame(
      id: string,
      state: LiveGameState,
      deadline: Date | null,
    ): Promise<LiveGameRow> {
      const [row] = await db
        .insert(liveGames)
        .values({
          id,
          whiteId: state.white,
          blackId: state.black,
          timeControl: state.timeControl,
          state,
          version: 0,
          startedAt: new Date(state.startedAt),
          ...gameColumns(state, deadline),
        })
        .returning();
      return row!;
    },
    async findGame(id: string): Promise<LiveGameRow | undefined> {
      const [row] = await db.select().from(liveGames).where(eq(liveGames.id, id));
      return row;
    },
    /**
     * Writes the game's next state if nobody wrote since `version`; answers whether it did (the
     * new version is `version + 1`). Reads nothing back: the caller has the state it wrote. A
     * game still going (no PGN yet) takes the prepared statement.
     */
    async updateGame(
      id: string,
      version: number,
      state: LiveGameState,
      deadline: Date | null,
      pgn: string | null = null,
    ): Promise<boolean> {
      if (pgn === null) {
        moveUpdate ??= prepareMoveUpdate(db);
        const columns = gameColumns(state, deadline);
        const rows = await moveUpdate.execute({
          ...columns,
          id,
          version,
          nextVersion: version + 1,
          state,
          deadline: columns.deadline?.toISOString() ?? null,
          endedAt: columns.endedAt?.toISOString() ?? null,
        });
        return rows.length > 0;
      }
      const rows = await db
        .update(liveGames)
        .set({ state, version: version + 1, pgn, ...gameColumns(state, deadline) })
        .where(and(eq(liveGames.id, id), eq(liveGames.version, version)))
        .returning({ version: liveGames.version });
      return rows.length > 0;
    },
    /** Games whose clock or first-move window has run out. */
    async dueGames(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: liveGames.id })
        .from(liveGames)
        .where(and(eq(liveGames.status, 'started'), lte(liveGames.deadline, sql`now()`)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** The game `userId` is playing now, if any. */
    async activeGameOf(userId: number): Promise<LiveGameRow | undefined> {
      const [row] = await db
        .select()
        .from(liveGames)
        .where(
          and(
            eq(liveGames.status, 'started'),
            or(eq(liveGames.whiteId, userId), eq(liveGames.blackId, userId)),
          ),
        )
        .orderBy(desc(liveGames.startedAt))
        .limit(1);
      return row;
    },
    async startedGamesPage(page: number, size: number) {
      const where = eq(liveGames.status, 'started');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(liveGames)
          .where(where)
          .orderBy(desc(liveGames.startedAt), desc(liveGames.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(liveGames).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /**
     * Finished games (aborted ones do not count) this month in the club's time zone: the club's,
     * and `userId`'s; and all of `userId`'s.
     */
    async finishedCounts(userId: number, timeZone: string) {
      const from = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
      const played = and(eq(liveGames.status, 'over'), sql`${liveGames.termination} <> 'aborted'`);
      const mine = or(eq(liveGames.whiteId, userId), eq(liveGames.blackId, userId));
      const [[club], [mineMonth], [mineTotal]] = await Promise.all([
        db
          .select({ n: count() })
          .from(liveGames)
          .where(and(played, sql`${liveGames.endedAt} >= ${from}`)),
        db
          .select({ n: count() })
          .from(liveGames)
          .where(and(played, mine, sql`${liveGames.endedAt} >= ${from}`)),
        db.select({ n: count() }).from(liveGames).where(and(played, mine)),
      ]);
      return { club: club?.n ?? 0, mineMonth: mineMonth?.n ?? 0, mineTotal: mineTotal?.n ?? 0 };
    },
  };
}

export type LiveRepository = ReturnType<typeof liveRepository>;
