import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { onlineGameImports } from '../../db/schema.js';

type ImportRow = typeof onlineGameImports.$inferSelect;

/** online_game_imports: Drizzle only. */
export function importsRepository(db: DbOrTx) {
  return {
    async find(userId: number): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(onlineGameImports)
        .where(eq(onlineGameImports.userId, userId));
      return row;
    },
    async enable(userId: number, by: number): Promise<void> {
      await db
        .insert(onlineGameImports)
        .values({ userId, enabledBy: by })
        .onConflictDoNothing({ target: onlineGameImports.userId });
    },
    async disable(userId: number): Promise<void> {
      await db.delete(onlineGameImports).where(eq(onlineGameImports.userId, userId));
    },
    async recordRun(userId: number, added: number, error: string | null): Promise<void> {
      await db
        .update(onlineGameImports)
        .set({ lastRunAt: sql`now()`, lastAdded: added, lastError: error })
        .where(eq(onlineGameImports.userId, userId));
    },
    async enabledUserIds(): Promise<number[]> {
      const rows = await db.select({ userId: onlineGameImports.userId }).from(onlineGameImports);
      return rows.map((r) => r.userId);
    },
  };
}
