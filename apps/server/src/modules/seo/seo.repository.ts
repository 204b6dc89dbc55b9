import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coaches, tournaments } from '../../db/schema.js';

export function seoRepository(db: DbOrTx) {
  return {
    /** The first names of the coaches the coaches page shows, in its order. */
    async activeCoachFirstNames(): Promise<string[]> {
      const rows = await db
        .select({ firstName: coaches.firstName })
        .from(coaches)
        .where(eq(coaches.active, true))
        .orderBy(asc(coaches.sortOrder), asc(coaches.id));
      return rows.map((r) => r.firstName);
    },
    /** Tournaments, the latest first, at most `limit`. */
    newestTournaments(limit: number): Promise<{ id: number; shortName: string }[]> {
      return db
        .select({ id: tournaments.id, shortName: tournaments.shortName })
        .from(tournaments)
        .orderBy(desc(tournaments.tournamentDate), desc(tournaments.id))
        .limit(limit);
    },
  };
}
