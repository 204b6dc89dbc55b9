import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { myGames } from '../../db/schema.js';

export type MyGameRow = typeof myGames.$inferSelect;
export type MyGameValues = Omit<typeof myGames.$inferInsert, 'id' | 'createdDate'>;
export type MyGameSummaryRow = Omit<MyGameRow, 'userId' | 'pgn'>;

const { userId: _owner, pgn: _text, ...summaryColumns } = getTableColumns(myGames);

/**
 * Every query names the owner: a member never reaches another member's games. The list leaves
 * the texts out: a member may have uploaded thousands of games.
 */
export function myGamesRepository(db: DbOrTx) {
  const own = (userId: number, id: number) => and(eq(myGames.userId, userId), eq(myGames.id, id));
  return {
    /** One page of the owner's games, newest first, and how many they have. */
    async pageByOwner(
      userId: number,
      page: number,
      size: number,
    ): Promise<{ rows: MyGameSummaryRow[]; total: number }> {
      const mine = eq(myGames.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(myGames)
          .where(mine)
          .orderBy(desc(myGames.createdDate), desc(myGames.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(myGames).where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
    async findOwn(userId: number, id: number): Promise<MyGameRow | undefined> {
      const [row] = await db.select().from(myGames).where(own(userId, id));
      return row;
    },
    insertMany(values: MyGameValues[]): Promise<MyGameRow[]> {
      return db.insert(myGames).values(values).returning();
    },
    /** Deletes the owner's games among `ids`. */
    async deleteOwnMany(userId: number, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(myGames).where(and(eq(myGames.userId, userId), inArray(myGames.id, ids)));
    },
    async deleteOwn(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(myGames).where(own(userId, id)).returning({ id: myGames.id });
      return rows.length > 0;
    },
  };
}

/** Files a finished live game in each player's My Games (issue 17). */
export async function fileLiveGame(
  db: DbOrTx,
  userIds: number[],
  game: Omit<MyGameValues, 'userId' | 'whiteElo' | 'blackElo'>,
): Promise<void> {
  await db.insert(myGames).values(userIds.map((userId) => ({ ...game, userId })));
}
