import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { puzzleAttempts, puzzleReviews, puzzles, users } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

/** The filters of the solved-puzzles list, dates already turned into instants. */
export type SolvedFilter = {
  fromRating: number;
  toRating: number;
  themes: readonly string[];
  openingFamily?: string | undefined;
  openingVariation?: string | undefined;
  /** Solved at or after. */
  from?: Date | undefined;
  /** Solved before. */
  before?: Date | undefined;
};

export type SolvedRow = {
  name: string;
  rating: number;
  themes: string[];
  openingFamily: string | null;
  openingVariation: string | null;
  solvedAt: string;
  rated: boolean;
};

export type ThemeRow = { theme: string; played: number; solved: number; avgRating: number };
export type ReviewItemRow = { name: string; rating: number; dueAt: string; step: number };
/** The club's best solver of a period: the student and their count. */
export type BestSolver = { username: string; solved: number };

/** An instant as an ISO string, the same on both drivers. */
const isoOf = (column: SQL | typeof puzzleAttempts.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The figures of a member's solving: the dashboard, the solved list, the report card's part
 * and the home table.
 */
export function puzzleDashboardRepository(db: DbOrTx) {
  return {
    /** The review queue: how many are due, and the first `limit` items by due time. */
    async reviewQueue(
      userId: number,
      now: Date,
      limit: number,
    ): Promise<{ dueCount: number; items: ReviewItemRow[] }> {
      const [due] = await db
        .select({ n: count() })
        .from(puzzleReviews)
        .where(and(eq(puzzleReviews.userId, userId), lte(puzzleReviews.dueAt, now)));
      const items = await db
        .select({
          name: puzzleReviews.puzzleId,
          rating: puzzles.rating,
          dueAt: isoOf(sql`${puzzleReviews.dueAt}`),
          step: puzzleReviews.step,
        })
        .from(puzzleReviews)
        .innerJoin(puzzles, eq(puzzles.id, puzzleReviews.puzzleId))
        .where(eq(puzzleReviews.userId, userId))
        .orderBy(asc(puzzleReviews.dueAt), asc(puzzleReviews.puzzleId))
        .limit(limit);
      return { dueCount: due?.n ?? 0, items };
    },

    /** One page of the puzzles the user solved (each once, at its latest solve), newest first. */
    async solvedPage(
      userId: number,
      filter: SolvedFilter,
      page: number,
      size: number,
    ): Promise<{ rows: SolvedRow[]; total: number }> {
      const solved = db
        .select({
          puzzleId: puzzleAttempts.puzzleId,
          solvedAt: sql<Date>`max(${puzzleAttempts.createdAt})`.as('solved_at'),
          rated: sql<boolean>`bool_or(${puzzleAttempts.rated})`.as('rated'),
        })
        .from(puzzleAttempts)
        .where(
          and(
            eq(puzzleAttempts.userId, userId),
            eq(puzzleAttempts.solved, true),
            filter.from ? gte(puzzleAttempts.createdAt, filter.from) : undefined,
            filter.before ? lt(puzzleAttempts.createdAt, filter.before) : undefined,
          ),
        )
        .groupBy(puzzleAttempts.puzzleId)
        .as('s');
      const where = and(
        gte(puzzles.rating, filter.fromRating),
        lte(puzzles.rating, filter.toRating),
        filter.themes.length
          ? sql`${puzzles.themes} @> ${sql.param([...filter.themes])}::text[]`
          : undefined,
        filter.openingFamily ? eq(puzzles.openingFamily, filter.openingFamily) : undefined,
        filter.openingVariation ? eq(puzzles.openingVariation, filter.openingVariation) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(solved)
        .innerJoin(puzzles, eq(puzzles.id, solved.puzzleId))
        .where(where);
      const rows = await db
        .select({
          name: puzzles.id,
          rating: puzzles.rating,
          themes: puzzles.themes,
          openingFamily: puzzles.openingFamily,
          openingVariation: puzzles.openingVariation,
          solvedAt: isoOf(sql`${solved.solvedAt}`),
          rated: solved.rated,
        })
        .from(solved)
        .innerJoin(puzzles, eq(puzzles.id, solved.puzzleId))
        .where(where)
        .orderBy(desc(solved.solvedAt), asc(puzzles.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: total?.n ?? 0 };
    },

    /** The rating after the last rated attempt of each club-local day since `since`. */
    async ratingHistory(
      userId: number,
      since: Date,
      timeZone: string,
    ): Promise<{ date: string; rating: number }[]> {
      const result = await db.execute(sql`
        select distinct on (day) day as date, user_rating as rating
        from (
          select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, user_rating, id
          from ${puzzleAttempts}
          where user_id = ${userId} and rated and created_at >= ${since.toISOString()}::timestamptz
        ) as a
        order by day, id desc`);
      return rowsOf<{ date: string; rating: number }>(result);
    },

    /**
     * Per theme, the puzzles the user met for the first time since `since`: how many, solved at
     * the first try, and their average rating when attempted.
     */
    async themeFigures(userId: number, sinceAt: Date, beforeAt?: Date): Promise<ThemeRow[]> {
      const since = sql`${sinceAt.toISOString()}::timestamptz`;
      const before = beforeAt
        ? sql`${beforeAt.toISOString()}::timestamptz`
        : sql`'infinity'::timestamptz`;
      // Only puzzles attempted in the period can have their first attempt in it.
      const firsts = sql`
        with recent as (
          select distinct puzzle_id from ${puzzleAttempts}
          where user_id = ${userId} and created_at >= ${since} and created_at < ${before}
        ), firsts as (
          select distinct on (a.puzzle_id) a.puzzle_id, a.solved, a.puzzle_rating, a.created_at
          from ${puzzleAttempts} a join recent r on r.puzzle_id = a.puzzle_id
          where a.user_id = ${userId}
          order by a.puzzle_id, a.id
        )`;
      return rowsOf<ThemeRow>(
        await db.execute(sql`${firsts}
          select t.theme, count(*)::int as played, count(*) filter (where f.solved)::int as solved,
            avg(f.puzzle_rating)::float8 as "avgRating"
          from firsts f
          join ${puzzles} p on p.id = f.puzzle_id
          cross join lateral unnest(p.themes) as t(theme)
          where f.created_at >= ${since} and f.created_at < ${before}
          group by t.theme`),
      );
    },

    /**
     * The distinct puzzles the user attempted (`played`) and solved (`solved`: at any attempt) in
     * [from, before): "puzzles solved" wherever the app shows it (`puzzlesSolvedIn`).
     */
    async counts(
      userId: number,
      from: Date,
      before?: Date,
    ): Promise<{ played: number; solved: number }> {
      const [row] = await db
        .select({
          played: sql<number>`count(distinct ${puzzleAttempts.puzzleId})::int`,
          solved: sql<number>`count(distinct ${puzzleAttempts.puzzleId}) filter (where ${puzzleAttempts.solved})::int`,
        })
        .from(puzzleAttempts)
        .where(
          and(
            eq(puzzleAttempts.userId, userId),
            gte(puzzleAttempts.createdAt, from),
            before ? lt(puzzleAttempts.createdAt, before) : undefined,
          ),
        );
      return { played: row?.played ?? 0, solved: row?.solved ?? 0 };
    },

    /**
     * The student who solved the most distinct puzzles in [from, before), ties by username; null
     * when no student solved one.
     */
    async bestSolver(from: Date, before: Date): Promise<BestSolver | null> {
      const solvedCount = sql<number>`count(distinct ${puzzleAttempts.puzzleId})::int`;
      const [best] = await db
        .select({ username: users.username, solved: solvedCount })
        .from(puzzleAttempts)
        .innerJoin(users, eq(users.id, puzzleAttempts.userId))
        .where(
          and(
            gte(puzzleAttempts.createdAt, from),
            lt(puzzleAttempts.createdAt, before),
            eq(puzzleAttempts.solved, true),
            sql`${users.roles} @> array['student']::text[]`,
          ),
        )
        .groupBy(users.username)
        .orderBy(desc(solvedCount), asc(users.username))
        .limit(1);
      return best ?? null;
    },

    /** The user's lowest and highest puzzle rating after a rated attempt in [from, before). */
    async ratingRange(
      userId: number,
      from: Date,
      before: Date,
    ): Promise<{ minRating: number | null; maxRating: number | null }> {
      const [row] = await db
        .select({
          minRating: sql<
            number | null
          >`min(${puzzleAttempts.userRating}) filter (where ${puzzleAttempts.rated})`,
          maxRating: sql<
            number | null
          >`max(${puzzleAttempts.userRating}) filter (where ${puzzleAttempts.rated})`,
        })
        .from(puzzleAttempts)
        .where(
          and(
            eq(puzzleAttempts.userId, userId),
            gte(puzzleAttempts.createdAt, from),
            lt(puzzleAttempts.createdAt, before),
          ),
        );
      return { minRating: row?.minRating ?? null, maxRating: row?.maxRating ?? null };
    },
  };
}
