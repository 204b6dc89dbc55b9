import type { Glicko, PuzzleReviewState } from '@kingside/shared';
import { and, asc, count, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  puzzleAttempts,
  puzzlePlayers,
  puzzleReviews,
  puzzles,
  puzzleTries,
} from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type PuzzleRow = typeof puzzles.$inferSelect;
export type PuzzlePlayerRow = typeof puzzlePlayers.$inferSelect;
export type PuzzleAttemptRow = typeof puzzleAttempts.$inferSelect;
export type NewPuzzleAttempt = typeof puzzleAttempts.$inferInsert;
/** A try in progress, with the milliseconds since it was served (the database's clock). */
export type PuzzleTryRow = typeof puzzleTries.$inferSelect & { elapsedMs: number };
/** A new try: who, which puzzle, its session; it starts at ply 1, served now. */
export type NewPuzzleTry = Pick<
  typeof puzzleTries.$inferInsert,
  'userId' | 'puzzleId' | 'mode' | 'rated' | 'themes' | 'runId'
>;

/** Expired tries one start prunes at most (the rest go at the next starts). */
const PRUNE_BATCH = 100;

/**
 * Queries of puzzle solving (docs/decisions/0034, 0045): tries in progress, ratings, attempts and
 * the review queue. Choosing puzzles is in puzzles.selection.ts, survival runs in
 * puzzles.survival.repository.ts, the dashboard's figures in puzzles.dashboard.repository.ts.
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
        .where(matching(puzzleTries, { userId, puzzleId }));
    },

    /** The try has ended (it is an attempt now). */
    async endTry(userId: number, puzzleId: string): Promise<void> {
      await db.delete(puzzleTries).where(matching(puzzleTries, { userId, puzzleId }));
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

    async hasAttempted(userId: number, puzzleId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: puzzleAttempts.id })
        .from(puzzleAttempts)
        .where(matching(puzzleAttempts, { userId, puzzleId }))
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
        .where(matching(puzzleReviews, { userId, puzzleId }));
      return row ?? null;
    },

    /** Puts the puzzle on the user's review queue in `state`, or takes it off (null). */
    async saveReview(userId: number, puzzleId: string, state: PuzzleReviewState | null) {
      const key = matching(puzzleReviews, { userId, puzzleId });
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

    /** Adds a member's own puzzles (docs/decisions/0067); answers the ids of those that are new. */
    async insertOwnPuzzles(rows: (typeof puzzles.$inferInsert)[]): Promise<string[]> {
      const added = await db
        .insert(puzzles)
        .values(rows)
        .onConflictDoNothing({ target: puzzles.id })
        .returning({ id: puzzles.id });
      return added.map((r) => r.id);
    },

    /** How many of the user's own puzzles are due on their review queue at `now`. */
    async ownDueCount(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(puzzleReviews)
        .innerJoin(puzzles, eq(puzzles.id, puzzleReviews.puzzleId))
        .where(
          and(
            eq(puzzleReviews.userId, userId),
            lte(puzzleReviews.dueAt, now),
            eq(puzzles.ownerId, userId),
          ),
        );
      return row?.n ?? 0;
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
  };
}
