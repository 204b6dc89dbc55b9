import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageViews } from '../../db/schema.js';

export function analyticsRepository(db: DbOrTx) {
  return {
    async recordView(path: string, userId: number | null): Promise<void> {
      await db.insert(pageViews).values({ path, userId });
    },
    /**
     * Views since the start of `first` (YYYY-MM-DD) in the time zone `tz`: the `top` pages with
     * the most (query strings dropped), and the count of each day (in `tz`) that had any.
     */
    async viewsSince(first: string, tz: string, top: number) {
      const localDay = sql<string>`to_char(${pageViews.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`;
      const since = sql`${pageViews.createdAt} >= (${first}::date::timestamp at time zone ${tz})`;
      const pagePath = sql<string>`split_part(${pageViews.path}, '?', 1)`;
      const [perPage, perDay] = await Promise.all([
        db
          .select({ path: pagePath, views: sql<number>`count(*)::int` })
          .from(pageViews)
          .where(since)
          .groupBy(pagePath)
          .orderBy(sql`count(*) desc`, pagePath)
          .limit(top),
        db
          .select({ date: localDay, views: sql<number>`count(*)::int` })
          .from(pageViews)
          .where(since)
          // By position: the time zone is a bound parameter, so a repeated expression would not match.
          .groupBy(sql`1`),
      ]);
      return { perPage, perDay };
    },
  };
}
