import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { liveInstances, livePresence, users } from '../../db/schema.js';
import { liveUserColumns } from './live.users.repository.js';

/** A process that has not beaten for this long is gone, and its sockets with it. */
export const INSTANCE_STALE_SECONDS = 45;
/** A handshake takes far less than this: a claim older than this whose socket is gone is stale. */
export const HANDSHAKE_GRACE_SECONDS = 30;
const freshInstance = sql`${liveInstances.seenAt} > now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})`;

/** The members with a socket on a live process. */
const onlineUserIds = (db: DbOrTx) =>
  db
    .selectDistinct({ userId: livePresence.userId })
    .from(livePresence)
    .innerJoin(liveInstances, eq(liveInstances.id, livePresence.instanceId))
    .where(freshInstance);

/** Who is connected: the processes that beat, and the sockets of members on each. */
export function livePresenceRepository(db: DbOrTx) {
  return {
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
    /**
     * Forgets this process's sockets that are not in `socketIds`; answers how many it forgot. A
     * socket claimed in the last HANDSHAKE_GRACE_SECONDS is kept: its handshake may still be under
     * way (claimed, not yet connected), and forgetting it would leave a connected member without
     * presence (seen with 2,000 sockets connecting through a proxy).
     */
    async keepSockets(instanceId: string, socketIds: string[]): Promise<number> {
      // One array parameter however many sockets (socket.io's ids are base64url).
      const list = `{${socketIds.filter((id) => /^[\w-]+$/.test(id)).join(',')}}`;
      const gone = await db
        .delete(livePresence)
        .where(
          and(
            eq(livePresence.instanceId, instanceId),
            sql`not (${livePresence.socketId} = any(${list}::text[]))`,
            sql`${livePresence.connectedAt} < now() - make_interval(secs => ${HANDSHAKE_GRACE_SECONDS})`,
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
  };
}
