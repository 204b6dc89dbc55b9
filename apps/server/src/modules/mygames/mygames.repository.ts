import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { myGames } from '../../db/schema.js';

export type MyGameRow = typeof myGames.$inferSelect;
export type MyGameValues = Omit<typeof myGames.$inferInsert, 'id' | 'createdDate'>;

/** Every query names the owner: a member never reaches another member's games. */
export async function listByOwner(db: DbOrTx, userId: number): Promise<MyGameRow[]> {
  return db
    .select()
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

export async function deleteOwn(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(myGames)
    .where(and(eq(myGames.userId, userId), eq(myGames.id, id)))
    .returning({ id: myGames.id });
  return rows.length > 0;
}
