import { and, asc, desc, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tournamentRounds, tournaments } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;

const hasHtml = (column: AnyColumn) => sql<boolean>`(${column} is not null and ${column} <> '')`;

/** Whether the director has published a round of the tournament (its live pairings and standings). */
const hasLiveRound = sql`exists (select 1 from ${tournamentRounds} where ${tournamentRounds.tournamentId} = ${tournaments.id} and ${tournamentRounds.status} = 'published')`;
/** Pasted HTML in `column`, or a round the director published (issue 33). */
const hasResults = (column: AnyColumn) => sql<boolean>`(${hasHtml(column)} or ${hasLiveRound})`;

/**
 * What a card needs and no more: the HTML columns (up to 200 KB each) stay in the table, only
 * whether pairings and standings exist (pasted, or the director's published rounds) comes back.
 */
const cardColumns = {
  id: tournaments.id,
  name: tournaments.name,
  shortName: tournaments.shortName,
  shortDescription: tournaments.shortDescription,
  timeControl: tournaments.timeControl,
  entryFeesCents: tournaments.entryFeesCents,
  clubEntryFeesCents: tournaments.clubEntryFeesCents,
  rounds: tournaments.rounds,
  tournamentDate: tournaments.tournamentDate,
  startTime: tournaments.startTime,
  durationMinutes: tournaments.durationMinutes,
  prizeText: tournaments.prizeText,
  majorEvent: tournaments.majorEvent,
  teamEvent: tournaments.teamEvent,
  rated: tournaments.rated,
  fideRated: tournaments.fideRated,
  online: tournaments.online,
  soldout: tournaments.soldout,
  showEntries: tournaments.showEntries,
  imageUrl: tournaments.imageUrl,
  hasPairings: hasResults(tournaments.pairingsHtml),
  hasStandings: hasResults(tournaments.standingsHtml),
};

export function tournamentsRepository(db: DbOrTx) {
  const cards = () => db.select(cardColumns).from(tournaments);
  return {
    /**
     * Up to `limit` cards dated `from` to `to` (both included; `to` null: no end), soonest first,
     * or newest first.
     */
    cardsBetween(o: { from: string; to: string | null; newestFirst: boolean; limit: number }) {
      const order = o.newestFirst ? desc : asc;
      return cards()
        .where(
          and(
            gte(tournaments.tournamentDate, o.from),
            o.to === null ? undefined : lte(tournaments.tournamentDate, o.to),
          ),
        )
        .orderBy(
          order(tournaments.tournamentDate),
          order(tournaments.startTime),
          order(tournaments.id),
        )
        .limit(o.limit);
    },

    async findByShortName(shortName: string): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.shortName, shortName));
      return row;
    },

    async findById(id: number): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row;
    },

    /**
     * The sections in which the director has published a round (issue 33), in no order: the
     * sections whose live pairings and standings the public pages ask for.
     */
    async publishedSections(tournamentId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ section: tournamentRounds.section })
        .from(tournamentRounds)
        .where(matching(tournamentRounds, { tournamentId, status: 'published' }));
      return rows.map((r) => r.section);
    },

    async insert(values: NewTournament): Promise<TournamentRow> {
      const [row] = await db.insert(tournaments).values(values).returning();
      return row!;
    },

    async update(id: number, values: NewTournament): Promise<TournamentRow | undefined> {
      const [row] = await db
        .update(tournaments)
        .set(values)
        .where(eq(tournaments.id, id))
        .returning();
      return row;
    },
  };
}

export type TournamentCardRow = Awaited<
  ReturnType<ReturnType<typeof tournamentsRepository>['cardsBetween']>
>[number];
