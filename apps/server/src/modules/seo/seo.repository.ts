import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campEvents, coaches, locations, tournaments } from '../../db/schema.js';

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
    /** What a tournament's preview says: name, when, where, fee. */
    async tournamentByShortName(shortName: string) {
      const [row] = await db
        .select({
          id: tournaments.id,
          name: tournaments.name,
          shortName: tournaments.shortName,
          shortDescription: tournaments.shortDescription,
          tournamentDate: tournaments.tournamentDate,
          startTime: tournaments.startTime,
          durationMinutes: tournaments.durationMinutes,
          entryFeesCents: tournaments.entryFeesCents,
          soldout: tournaments.soldout,
          locationName: locations.name,
          locationAddress: locations.address,
        })
        .from(tournaments)
        .leftJoin(locations, eq(locations.id, tournaments.locationId))
        .where(eq(tournaments.shortName, shortName));
      return row;
    },
    /** The camp weeks the camp page offers (active, not over on `today`), the first first. */
    upcomingCampWeeks(today: string, limit: number) {
      return db
        .select({
          eventName: campEvents.eventName,
          eventSlot: campEvents.eventSlot,
          startDate: campEvents.startDate,
          endDate: campEvents.endDate,
          startTime: campEvents.startTime,
          endTime: campEvents.endTime,
          priceCents: campEvents.priceCents,
        })
        .from(campEvents)
        .where(and(eq(campEvents.active, true), gte(campEvents.endDate, today)))
        .orderBy(asc(campEvents.startDate), asc(campEvents.id))
        .limit(limit);
    },
  };
}
