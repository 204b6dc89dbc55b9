import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coaches } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export type CoachRow = typeof coaches.$inferSelect;

const crud = crudRepository(coaches, {
  orderBy: [coaches.sortOrder, coaches.id],
  lists: { public: { where: eq(coaches.active, true) }, admin: {} },
});

export function coachesRepository(db: DbOrTx) {
  return {
    ...crud(db),
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, id));
      return row !== undefined;
    },
    /** An active coach by first name in any letter case (the page address /coach/{firstname}). */
    async findActiveByFirstName(firstName: string): Promise<CoachRow | undefined> {
      const [row] = await db
        .select()
        .from(coaches)
        .where(
          and(sql`lower(${coaches.firstName}) = lower(${firstName})`, eq(coaches.active, true)),
        );
      return row;
    },
  };
}
