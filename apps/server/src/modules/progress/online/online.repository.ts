import type { OnlineSource, RatingSeries } from '@kingside/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { onlineMonths, onlineSources, ratingSnapshots } from '../../../db/schema.js';
import { matching } from '../../../lib/columns.js';
import type { OnlineMonth, SitePause } from './online.site.js';

export type OnlineMonthRow = OnlineMonth & { month: string; notFound: boolean; fetchedAt: Date };
export type OnlineSourceRow = { unavailableSince: Date | null; pausedUntil: Date | null };

/** The online sites' cache (online_months), health (online_sources) and rating snapshots. */
export function onlineRepository(db: DbOrTx) {
  return {
    /** The cached months of an account on a site, as fetched from `origin`. */
    async findMonths(
      source: OnlineSource,
      origin: string,
      account: string,
      months: string[],
    ): Promise<OnlineMonthRow[]> {
      if (months.length === 0) return [];
      return db
        .select({
          month: onlineMonths.month,
          gamesPlayed: onlineMonths.gamesPlayed,
          puzzlesSolved: onlineMonths.puzzlesSolved,
          rating: onlineMonths.rating,
          notFound: onlineMonths.notFound,
          fetchedAt: onlineMonths.fetchedAt,
        })
        .from(onlineMonths)
        .where(
          and(
            matching(onlineMonths, { source, origin, account }),
            inArray(onlineMonths.month, months),
          ),
        );
    },

    /** Stores freshly fetched months, replacing what was cached. */
    async saveMonths(
      source: OnlineSource,
      origin: string,
      account: string,
      rows: Omit<OnlineMonthRow, 'fetchedAt'>[],
      fetchedAt: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(onlineMonths)
        .values(rows.map((row) => ({ ...row, source, origin, account, fetchedAt })))
        .onConflictDoUpdate({
          target: [
            onlineMonths.source,
            onlineMonths.origin,
            onlineMonths.account,
            onlineMonths.month,
          ],
          set: {
            gamesPlayed: sql`excluded.games_played`,
            puzzlesSolved: sql`excluded.puzzles_solved`,
            rating: sql`excluded.rating`,
            notFound: sql`excluded.not_found`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
    },

    async sourceState(source: OnlineSource): Promise<OnlineSourceRow | null> {
      const [row] = await db
        .select({
          unavailableSince: onlineSources.unavailableSince,
          pausedUntil: onlineSources.pausedUntil,
        })
        .from(onlineSources)
        .where(eq(onlineSources.source, source));
      return row ?? null;
    },

    /** Records a failure; the time it started is kept until the site answers again. */
    async markUnavailable(source: OnlineSource, error: string, at: Date): Promise<void> {
      await db
        .insert(onlineSources)
        .values({ source, unavailableSince: at, lastError: error, updatedAt: at })
        .onConflictDoUpdate({
          target: onlineSources.source,
          set: {
            unavailableSince: sql`coalesce(${onlineSources.unavailableSince}, excluded.unavailable_since)`,
            lastError: error,
            updatedAt: at,
          },
        });
    },

    /** The site answered: it is no longer failing. */
    async markAvailable(source: OnlineSource, at: Date): Promise<void> {
      await db
        .update(onlineSources)
        .set({ unavailableSince: null, lastError: null, updatedAt: at })
        .where(eq(onlineSources.source, source));
    },

    /** Ratings by day for the report card; a day already known takes the newer figure. */
    async saveSnapshots(
      userId: number,
      series: RatingSeries,
      points: { day: string; rating: number }[],
    ): Promise<void> {
      // One row per day: an upsert may not touch the same row twice; the later point wins.
      const byDay = new Map(points.map((p) => [p.day, p.rating]));
      if (byDay.size === 0) return;
      await db
        .insert(ratingSnapshots)
        .values([...byDay].map(([day, rating]) => ({ userId, series, day, rating })))
        .onConflictDoUpdate({
          target: [ratingSnapshots.userId, ratingSnapshots.series, ratingSnapshots.day],
          set: { rating: sql`excluded.rating` },
        });
    },
  };
}

/** The 429 pause of each site, kept in online_sources so every process respects it. */
export function onlinePause(db: DbOrTx): SitePause {
  return {
    async pausedUntil(source) {
      const [row] = await db
        .select({ pausedUntil: onlineSources.pausedUntil })
        .from(onlineSources)
        .where(eq(onlineSources.source, source));
      return row?.pausedUntil ?? null;
    },
    async pause(source, until, reason) {
      await db
        .insert(onlineSources)
        .values({ source, pausedUntil: until, lastError: reason, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: onlineSources.source,
          set: { pausedUntil: until, lastError: reason, updatedAt: sql`now()` },
        });
    },
  };
}
