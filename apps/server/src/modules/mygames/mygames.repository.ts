import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { myGames } from '../../db/schema.js';

export type MyGameRow = typeof myGames.$inferSelect;
export type MyGameValues = Omit<typeof myGames.$inferInsert, 'id' | 'createdDate'>;
export type MyGameSummaryRow = Omit<MyGameRow, 'userId' | 'pgn'>;

/**
 * Every query names the owner: a member never reaches another member's games. The list leaves
 * the texts out: a member may have uploaded thousands of games.
 */
export async function listByOwner(db: DbOrTx, userId: number): Promise<MyGameSummaryRow[]> {
  return db
    .select({
      id: myGames.id,
      createdDate: myGames.createdDate,
      name: myGames.name,
      white: myGames.white,
      black: myGames.black,
      whiteElo: myGames.whiteElo,
      blackElo: myGames.blackElo,
      timeControl: myGames.timeControl,
      gameResult: myGames.gameResult,
    })
    .from(myGames)
    .where(eq(myGames.userId, userId))
    .orderBy(desc(myGames.createdDate), desc(myGames.id));
}

export async function findOwn(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<MyGameRow | undefined> {
  const [row] = await db
    .select()
    .from(myGames)
    .where(and(eq(myGames.userId, userId), eq(myGames.id, id)));
  return row;
}

export async function insertMany(db: DbOrTx, values: MyGameValues[]): Promise<MyGameRow[]> {
  return db.insert(myGames).values(values).returning();
}

/** Deletes the owner's games among `ids`. */
export async function deleteOwnMany(db: DbOrTx, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(myGames).where(and(eq(myGames.userId, userId), inArray(myGames.id, ids)));
}

export async function deleteOwn(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(myGames)
    .where(and(eq(myGames.userId, userId), eq(myGames.id, id)))
    .returning({ id: myGames.id });
  return rows.length > 0;
}
