import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { puzzleAttempts, puzzlePlayers, puzzleSurvivalRuns } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type SurvivalRunRow = typeof puzzleSurvivalRuns.$inferSelect;

/** Survival runs (docs/decisions/0034) and each player's best score. */
export function puzzleSurvivalRepository(db: DbOrTx) {
  return {
    async keepSurvivalBest(userId: number, score: number): Promise<number> {
      await db.insert(puzzlePlayers).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .update(puzzlePlayers)
        .set({ survivalBest: sql`greatest(${puzzlePlayers.survivalBest}, ${score})` })
        .where(eq(puzzlePlayers.userId, userId))
        .returning({ best: puzzlePlayers.survivalBest });
      return row?.best ?? score;
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
        .where(matching(puzzleSurvivalRuns, { userId, status: 'running' }))
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
