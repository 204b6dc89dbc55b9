import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameAnalyses } from '../../db/schema.js';

export type GameAnalysisRow = typeof gameAnalyses.$inferSelect;
export type GameAnalysisResult = Pick<
  GameAnalysisRow,
  | 'nodes'
  | 'engine'
  | 'startEvaluation'
  | 'moves'
  | 'accuracyWhite'
  | 'accuracyBlack'
  | 'durationMs'
>;

/** Game analyses (docs/decisions/0066): Drizzle only. */
export function analysisRepository(db: DbOrTx) {
  return {
    /** Adds a game's analysis row unless one exists; answers the new row's id, else null. */
    async insertIfNew(values: {
      gameKey: string;
      startFen: string;
      sans: string[];
    }): Promise<number | null> {
      const [row] = await db
        .insert(gameAnalyses)
        .values(values)
        .onConflictDoNothing({ target: gameAnalyses.gameKey })
        .returning({ id: gameAnalyses.id });
      return row?.id ?? null;
    },
    async findByKey(gameKey: string): Promise<GameAnalysisRow | undefined> {
      const [row] = await db.select().from(gameAnalyses).where(eq(gameAnalyses.gameKey, gameKey));
      return row;
    },
    async findById(id: number): Promise<GameAnalysisRow | undefined> {
      const [row] = await db.select().from(gameAnalyses).where(eq(gameAnalyses.id, id));
      return row;
    },
    async saveResult(id: number, result: GameAnalysisResult): Promise<void> {
      await db
        .update(gameAnalyses)
        .set({ ...result, status: 'done', analysedAt: new Date() })
        .where(eq(gameAnalyses.id, id));
    },
    async markFailed(id: number): Promise<void> {
      await db.update(gameAnalyses).set({ status: 'failed' }).where(eq(gameAnalyses.id, id));
    },
  };
}
