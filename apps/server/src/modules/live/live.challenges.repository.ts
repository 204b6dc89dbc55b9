import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { liveChallenges } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type ChallengeRow = typeof liveChallenges.$inferSelect;

/** Challenges to one member or to everyone, open until taken, withdrawn or expired. */
export function liveChallengesRepository(db: DbOrTx) {
  return {
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
        .where(matching(liveChallenges, { fromId: userId, status: 'open' }))
        .returning();
    },
    async expireChallenges(): Promise<ChallengeRow[]> {
      return db
        .update(liveChallenges)
        .set({ status: 'expired' })
        .where(and(eq(liveChallenges.status, 'open'), lte(liveChallenges.expiresAt, sql`now()`)))
        .returning();
    },
  };
}
