import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { openings } from '../../db/schema.js';
import { deleteById } from '../../lib/crud.js';

export type OpeningRow = typeof openings.$inferSelect;
export type OpeningValues = Pick<OpeningRow, 'eco' | 'name' | 'pgn' | 'notes'>;

export function openingsRepository(db: DbOrTx) {
  return {
    listOpenings(): Promise<OpeningRow[]> {
      return db
        .select()
        .from(openings)
        .orderBy(asc(openings.eco), asc(openings.name), asc(openings.id));
    },
    async findOpening(id: number): Promise<OpeningRow | undefined> {
      const [row] = await db.select().from(openings).where(eq(openings.id, id));
      return row;
    },
    insertOpenings(values: OpeningValues[]): Promise<OpeningRow[]> {
      return db.insert(openings).values(values).returning();
    },
    async updateOpening(id: number, values: OpeningValues): Promise<OpeningRow | undefined> {
      const [row] = await db.update(openings).set(values).where(eq(openings.id, id)).returning();
      return row;
    },
    deleteOpening: (id: number): Promise<boolean> => deleteById(db, openings, id),
  };
}
