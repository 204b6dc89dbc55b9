import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { locations, programs } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export type ProgramRow = typeof programs.$inferSelect;

const crud = crudRepository(programs, {
  orderBy: [programs.sortOrder, programs.id],
  lists: { public: { where: eq(programs.active, true) }, admin: {} },
});

export function programsRepository(db: DbOrTx) {
  return {
    ...crud(db),
    /** The names of the locations with these ids, by id. */
    async locationNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(inArray(locations.id, ids));
      return new Map(rows.map((l) => [l.id, l.name]));
    },
  };
}
