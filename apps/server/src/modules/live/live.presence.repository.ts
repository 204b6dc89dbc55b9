import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
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
    /**
     * The process is stopping: its sockets, being handed over, still show their members online
     * but stop counting against their tabs (live_claim_socket), so that a member coming back on
     * another process is neither refused nor announced as new.
     */
    async leaveInstance(instanceId: string): Promise<void> {
      await db.update(liveInstances).set({ leaving: true }).where(eq(liveInstances.id, instanceId));
    },
    /** Forgets the process and its sockets; answers how many members that left with none. */
    async forgetInstance(instanceId: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          with gone as (
            delete from ${livePresence} where ${livePresence.instanceId} = ${instanceId}
            returning ${livePresence.userId} as user_id
          )
          select count(distinct g.user_id)::int as n from gone g
          where not exists (
            select 1 from ${livePresence} p join ${liveInstances} on ${liveInstances.id} = p.instance_id
            where p.user_id = g.user_id and p.instance_id <> ${instanceId} and ${freshInstance}
          )`),
      );
      await db.delete(liveInstances).where(eq(liveInstances.id, instanceId));
      return row?.n ?? 0;
    },
    /**
     * Records a new socket of `userId` unless they already have `max` on live processes that are
     * not leaving: answers how many they had before it, those being handed over included (0: this
     * one brings them online), or null when refused. One round trip, the handshake's second:
     * live_claim_socket (migration 0035) locks the member's row first, so two tabs opening at once
     * on two processes are counted one after the other.
     */
    async claimSocket(
      socketId: string,
      userId: number,
      instanceId: string,
      max: number,
    ): Promise<number | null> {
      const [row] = rowsOf<{ before: number | null }>(
        await db.execute(
          sql`select live_claim_socket(${socketId}, ${userId}, ${instanceId}, ${max}, ${INSTANCE_STALE_SECONDS}) as before`,
        ),
      );
      return row?.before ?? null;
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
