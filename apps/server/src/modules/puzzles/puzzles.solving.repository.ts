import type { Glicko, PuzzleReviewState } from '@kingside/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  puzzleAttempts,
  puzzlePlayers,
  puzzleReviews,
  puzzles,
  puzzleSurvivalRuns,
  puzzleTries,
  users,
} from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

export type PuzzleRow = typeof puzzles.$inferSelect;
export type PuzzlePlayerRow = typeof puzzlePlayers.$inferSelect;
export type PuzzleAttemptRow = typeof puzzleAttempts.$inferSelect;
export type NewPuzzleAttempt = typeof puzzleAttempts.$inferInsert;
export type SurvivalRunRow = typeof puzzleSurvivalRuns.$inferSelect;
/** A try in progress, with the milliseconds since it was served (the database's clock). */
export type PuzzleTryRow = typeof puzzleTries.$inferSelect & { elapsedMs: number };
/** A new try: who, which puzzle, its session; it starts at ply 1, served now. */
export type NewPuzzleTry = Pick<
  typeof puzzleTries.$inferInsert,
  'userId' | 'puzzleId' | 'mode' | 'rated' | 'themes' | 'runId'
>;

/** Expired tries one start prunes at most (the rest go at the next starts). */
const PRUNE_BATCH = 100;

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
export type MonthFigures = {
  maxUser: string | null;
  maxSolved: number;
  solved: number;
  minRating: number | null;
  maxRating: number | null;
};

/** An instant as an ISO string, the same on both drivers. */
const isoOf = (column: SQL | typeof puzzleAttempts.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Queries of puzzle solving (docs/decisions/0034, 0045): ratings, tries in progress, attempts,
 * the review queue, survival runs and the figures of the dashboard and the home table. Choosing
 * puzzles is in puzzles.selection.ts.
 */
export function puzzleSolvingRepository(db: DbOrTx) {
  return {
    /**
     * Starts the member's try at a puzzle, replacing one in progress (a new serve is a new try),
     * served now and expiring `ttlMinutes` from now.
     */
    async startTry(values: NewPuzzleTry, ttlMinutes: number): Promise<void> {
      const expiresAt = sql`now() + make_interval(mins => ${ttlMinutes}::int)`;
      await db
        .insert(puzzleTries)
        .values({ ...values, ply: 1, servedAt: sql`now()`, expiresAt })
        .onConflictDoUpdate({
          target: [puzzleTries.userId, puzzleTries.puzzleId],
          set: {
            mode: values.mode,
            rated: values.rated,
            themes: values.themes ?? [],
            runId: values.runId ?? null,
            ply: 1,
            servedAt: sql`now()`,
            expiresAt,
          },
        });
    },

    /**
     * The member's try at the puzzle while it has not expired; `lock` holds it to the end of the
     * transaction.
     */
    async findTry(
      userId: number,
      puzzleId: string,
      lock = false,
    ): Promise<PuzzleTryRow | undefined> {
      const query = db
        .select({
          ...getTableColumns(puzzleTries),
          elapsedMs: sql<number>`(extract(epoch from now() - ${puzzleTries.servedAt}) * 1000)::float8`,
        })
        .from(puzzleTries)
        .where(
          and(
            eq(puzzleTries.userId, userId),
            eq(puzzleTries.puzzleId, puzzleId),
            sql`${puzzleTries.expiresAt} > now()`,
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A right move with more to come: the try waits for `ply` now, and lasts `ttlMinutes` more. */
    async advanceTry(userId: number, puzzleId: string, ply: number, ttlMinutes: number) {
      await db
        .update(puzzleTries)
        .set({ ply, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes}::int)` })
        .where(and(eq(puzzleTries.userId, userId), eq(puzzleTries.puzzleId, puzzleId)));
    },

    /** The try has ended (it is an attempt now). */
    async endTry(userId: number, puzzleId: string): Promise<void> {
      await db
        .delete(puzzleTries)
        .where(and(eq(puzzleTries.userId, userId), eq(puzzleTries.puzzleId, puzzleId)));
    },

    /**
     * Deletes up to PRUNE_BATCH expired tries of anyone's (skipping rows another transaction
     * holds), so the table keeps only tries in progress.
     */
    async pruneExpiredTries(): Promise<void> {
      await db.execute(sql`
        delete from ${puzzleTries} where (user_id, puzzle_id) in (
          select user_id, puzzle_id from ${puzzleTries} where expires_at <= now()
          limit ${PRUNE_BATCH} for update skip locked)`);
    },

    async findPuzzle(id: string): Promise<PuzzleRow | undefined> {
      const [row] = await db.select().from(puzzles).where(eq(puzzles.id, id));
      return row;
    },

    async findPuzzles(ids: readonly string[]): Promise<PuzzleRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(puzzles)
        .where(inArray(puzzles.id, [...ids]));
    },

    /** The puzzle's row, locked until the transaction ends (its rating is about to change). */
    async lockPuzzle(id: string): Promise<PuzzleRow | undefined> {
      const [row] = await db.select().from(puzzles).where(eq(puzzles.id, id)).for('update');
      return row;
    },

    async player(userId: number): Promise<PuzzlePlayerRow | undefined> {
      const [row] = await db.select().from(puzzlePlayers).where(eq(puzzlePlayers.userId, userId));
      return row;
    },

    /**
     * The user's rating row, made with the defaults when missing, locked until the transaction
     * ends: every answer of one user goes through this lock, so two at once cannot both count as
     * the first attempt or lose a rating update.
     */
    async lockPlayer(userId: number): Promise<PuzzlePlayerRow> {
      await db.insert(puzzlePlayers).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(puzzlePlayers)
        .where(eq(puzzlePlayers.userId, userId))
        .for('update');
      return row!;
    },

    async ratePlayer(userId: number, rating: Glicko): Promise<void> {
      await db
        .update(puzzlePlayers)
        .set({
          rating: rating.rating,
          deviation: rating.deviation,
          volatility: rating.volatility,
          nbRated: sql`${puzzlePlayers.nbRated} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(puzzlePlayers.userId, userId));
    },

    /** A user's first attempt at a puzzle: one more play, and its new rating when it moved. */
    async countFirstPlay(id: string, rating: Glicko | null): Promise<void> {
      await db
        .update(puzzles)
        .set({
          nbPlays: sql`${puzzles.nbPlays} + 1`,
          localPlays: sql`${puzzles.localPlays} + 1`,
          ...(rating
            ? {
                rating: Math.round(rating.rating),
                ratingDeviation: Math.round(rating.deviation),
                volatility: rating.volatility,
              }
            : {}),
        })
        .where(eq(puzzles.id, id));
    },

    async keepSurvivalBest(userId: number, score: number): Promise<number> {
      await db.insert(puzzlePlayers).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .update(puzzlePlayers)
        .set({ survivalBest: sql`greatest(${puzzlePlayers.survivalBest}, ${score})` })
        .where(eq(puzzlePlayers.userId, userId))
        .returning({ best: puzzlePlayers.survivalBest });
      return row?.best ?? score;
    },

    async hasAttempted(userId: number, puzzleId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: puzzleAttempts.id })
        .from(puzzleAttempts)
        .where(and(eq(puzzleAttempts.userId, userId), eq(puzzleAttempts.puzzleId, puzzleId)))
        .limit(1);
      return row !== undefined;
    },

    async insertAttempt(values: NewPuzzleAttempt): Promise<void> {
      await db.insert(puzzleAttempts).values(values);
    },

    async review(userId: number, puzzleId: string): Promise<PuzzleReviewState | null> {
      const [row] = await db
        .select({
          step: puzzleReviews.step,
          streak: puzzleReviews.streak,
          dueAt: puzzleReviews.dueAt,
        })
        .from(puzzleReviews)
        .where(and(eq(puzzleReviews.userId, userId), eq(puzzleReviews.puzzleId, puzzleId)));
      return row ?? null;
    },

    /** Puts the puzzle on the user's review queue in `state`, or takes it off (null). */
    async saveReview(userId: number, puzzleId: string, state: PuzzleReviewState | null) {
      const key = and(eq(puzzleReviews.userId, userId), eq(puzzleReviews.puzzleId, puzzleId));
      if (!state) {
        await db.delete(puzzleReviews).where(key);
        return;
      }
      await db
        .insert(puzzleReviews)
        .values({ userId, puzzleId, ...state })
        .onConflictDoUpdate({
          target: [puzzleReviews.userId, puzzleReviews.puzzleId],
          set: { step: state.step, streak: state.streak, dueAt: state.dueAt },
        });
    },

    /** The user's review puzzle due earliest (at or before `now`), if any. */
    async firstDueReview(userId: number, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ puzzleId: puzzleReviews.puzzleId })
        .from(puzzleReviews)
        .where(and(eq(puzzleReviews.userId, userId), lte(puzzleReviews.dueAt, now)))
        .orderBy(asc(puzzleReviews.dueAt), asc(puzzleReviews.puzzleId))
        .limit(1);
      return row?.puzzleId;
    },

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
     * the first try, and their average rating when attempted; and the same figures in all.
     */
    async themeFigures(
      userId: number,
      sinceAt: Date,
      beforeAt?: Date,
    ): Promise<{ themes: ThemeRow[]; played: number; solved: number }> {
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
      const themes = rowsOf<ThemeRow>(
        await db.execute(sql`${firsts}
          select t.theme, count(*)::int as played, count(*) filter (where f.solved)::int as solved,
            avg(f.puzzle_rating)::float8 as "avgRating"
          from firsts f
          join ${puzzles} p on p.id = f.puzzle_id
          cross join lateral unnest(p.themes) as t(theme)
          where f.created_at >= ${since} and f.created_at < ${before}
          group by t.theme`),
      );
      const [total] = rowsOf<{ played: number; solved: number }>(
        await db.execute(sql`${firsts}
          select count(*)::int as played, count(*) filter (where solved)::int as solved
          from firsts where created_at >= ${since} and created_at < ${before}`),
      );
      return { themes, played: total?.played ?? 0, solved: total?.solved ?? 0 };
    },

    /**
     * The home table's month (spec 1 "Dashboard"): the club member who solved the most distinct
     * puzzles in [from, before) (ties by username), the user's solved count and rating range.
     */
    async monthFigures(userId: number, from: Date, before: Date): Promise<MonthFigures> {
      const range = and(gte(puzzleAttempts.createdAt, from), lt(puzzleAttempts.createdAt, before));
      const solvedCount = sql<number>`count(distinct ${puzzleAttempts.puzzleId})::int`;
      const [best] = await db
        .select({ username: users.username, n: solvedCount })
        .from(puzzleAttempts)
        .innerJoin(users, eq(users.id, puzzleAttempts.userId))
        .where(
          and(
            range,
            eq(puzzleAttempts.solved, true),
            sql`${users.roles} && array['student','coach','elite','admin']::text[]`,
          ),
        )
        .groupBy(users.username)
        .orderBy(desc(solvedCount), asc(users.username))
        .limit(1);
      const [mine] = await db
        .select({
          solved: sql<number>`count(distinct ${puzzleAttempts.puzzleId}) filter (where ${puzzleAttempts.solved})::int`,
          minRating: sql<
            number | null
          >`min(${puzzleAttempts.userRating}) filter (where ${puzzleAttempts.rated})`,
          maxRating: sql<
            number | null
          >`max(${puzzleAttempts.userRating}) filter (where ${puzzleAttempts.rated})`,
        })
        .from(puzzleAttempts)
        .where(and(range, eq(puzzleAttempts.userId, userId)));
      return {
        maxUser: best?.username ?? null,
        maxSolved: best?.n ?? 0,
        solved: mine?.solved ?? 0,
        minRating: mine?.minRating ?? null,
        maxRating: mine?.maxRating ?? null,
      };
    },

    async findRun(id: number, lock = false): Promise<SurvivalRunRow | undefined> {
      const query = db.select().from(puzzleSurvivalRuns).where(eq(puzzleSurvivalRuns.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Ends the user's running runs; answers their scores. */
    async endRunningRuns(userId: number): Promise<number[]> {
      const rows = await db
        .update(puzzleSurvivalRuns)
        .set({ status: 'ended', endedAt: new Date(), puzzleId: null })
        .where(and(eq(puzzleSurvivalRuns.userId, userId), eq(puzzleSurvivalRuns.status, 'running')))
        .returning({ score: puzzleSurvivalRuns.score });
      return rows.map((r) => r.score);
    },

    async startRun(userId: number, puzzleId: string): Promise<SurvivalRunRow> {
      const [row] = await db.insert(puzzleSurvivalRuns).values({ userId, puzzleId }).returning();
      return row!;
    },

    async updateRun(
      id: number,
      values: Partial<Pick<SurvivalRunRow, 'score' | 'status' | 'puzzleId' | 'endedAt'>>,
    ): Promise<void> {
      await db.update(puzzleSurvivalRuns).set(values).where(eq(puzzleSurvivalRuns.id, id));
    },

    /** The puzzles a run has met so far (its survival attempts since it started). */
    async runPuzzleIds(run: SurvivalRunRow): Promise<string[]> {
      const rows = await db
        .select({ puzzleId: puzzleAttempts.puzzleId })
        .from(puzzleAttempts)
        .where(
          and(
            eq(puzzleAttempts.userId, run.userId),
            eq(puzzleAttempts.mode, 'survival'),
            gte(puzzleAttempts.createdAt, run.startedAt),
          ),
        );
      return rows.map((r) => r.puzzleId);
    },
  };
}
