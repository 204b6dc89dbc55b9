import { gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tournaments } from '../../db/schema.js';

export type TournamentRow = typeof tournaments.$inferSelect;

export function tournamentsRepository(db: DbOrTx) {
  return {
    /** Up to `limit` tournaments on `today` (YYYY-MM-DD) or later, soonest first. */
    listFrom(today: string, limit: number): Promise<TournamentRow[]> {
      return db
        .select()
        .from(tournaments)
        .where(gte(tournaments.tournamentDate, today))
        .orderBy(tournaments.tournamentDate, tournaments.startTime, tournaments.id)
        .limit(limit);
    },
  };
}
