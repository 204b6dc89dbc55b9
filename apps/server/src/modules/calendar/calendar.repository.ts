import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campEvents, locations, programs, tournaments } from '../../db/schema.js';

export function calendarRepository(db: DbOrTx) {
  return {
    /**
     * What the calendar shows between two dates (YYYY-MM-DD, both included): every active
     * program (its weekly times), the active camp events and the tournaments in the range.
     */
    async eventsBetween(from: string, to: string) {
      const [programRows, campRows, tournamentRows] = await Promise.all([
        db
          .select({
            id: programs.id,
            name: programs.name,
            locationName: locations.name,
            dayOfWeek: programs.dayOfWeek,
            startTime: programs.startTime,
            endTime: programs.endTime,
            startDate: programs.startDate,
            endDate: programs.endDate,
          })
          .from(programs)
          .leftJoin(locations, eq(locations.id, programs.locationId))
          .where(eq(programs.active, true)),
        db
          .select()
          .from(campEvents)
          .where(
            and(
              eq(campEvents.active, true),
              lte(campEvents.startDate, to),
              gte(campEvents.endDate, from),
            ),
          ),
        db
          .select({
            id: tournaments.id,
            name: tournaments.name,
            tournamentDate: tournaments.tournamentDate,
            startTime: tournaments.startTime,
            durationMinutes: tournaments.durationMinutes,
            locationName: locations.name,
          })
          .from(tournaments)
          .leftJoin(locations, eq(locations.id, tournaments.locationId))
          .where(and(gte(tournaments.tournamentDate, from), lte(tournaments.tournamentDate, to))),
      ]);
      return { programs: programRows, campEvents: campRows, tournaments: tournamentRows };
    },
  };
}
