import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, gameDirs, games, studentAssignments } from '../../db/schema.js';
import { pickColumns } from '../../lib/columns.js';
import { notPending } from '../../lib/uploads.js';

export type GameRow = typeof games.$inferSelect;
export type GameValues = Omit<typeof games.$inferInsert, 'id' | 'createdDate' | 'uploadId'>;
/** A game's columns but its texts. */
const SUMMARY_COLUMNS = ['id', 'name', 'type', 'dirPath', 'createdDate'] as const;
export type GameSummaryRow = Pick<GameRow, (typeof SUMMARY_COLUMNS)[number]>;

/** Games no reader may see yet: those of an upload still being written (docs/decisions/0047). */
const visible = notPending(games.uploadId);

/** `column` is `path` or lies below it (a prefix test, so % and _ in names are not wildcards). */
const atOrBelow = (column: typeof games.dirPath | typeof gameDirs.path, path: string) =>
  or(eq(column, path), eq(sql`left(${column}, ${path.length + 1})`, `${path}/`));

export function gamesRepository(db: DbOrTx) {
  const insertDirs = async (paths: string[]): Promise<void> => {
    if (paths.length === 0) return;
    await db
      .insert(gameDirs)
      .values(paths.map((path) => ({ path })))
      .onConflictDoNothing();
  };

  return {
    /** A directory's games without their texts: a directory may hold thousands of uploaded games. */
    listByDir(dirPath: string): Promise<GameSummaryRow[]> {
      return db
        .select(pickColumns(games, SUMMARY_COLUMNS))
        .from(games)
        .where(and(eq(games.dirPath, dirPath), visible))
        .orderBy(asc(games.id));
    },
    async findById(id: number): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(games)
        .where(and(eq(games.id, id), visible));
      return row;
    },
    findByIds(ids: number[]): Promise<GameRow[]> {
      return db
        .select()
        .from(games)
        .where(and(inArray(games.id, ids), visible));
    },
    /** Adds games, as part of the upload `uploadId` when given (docs/decisions/0047). */
    insertGames(values: GameValues[], uploadId: number | null = null): Promise<GameRow[]> {
      return db
        .insert(games)
        .values(values.map((v) => ({ ...v, uploadId })))
        .returning();
    },
    async updateGame(id: number, values: GameValues): Promise<GameRow | undefined> {
      const [row] = await db
        .update(games)
        .set(values)
        .where(and(eq(games.id, id), visible))
        .returning();
      return row;
    },
    /**
     * Students' copies of the assignments made from these games: what a delete would remove
     * (docs/decisions/0032, the one place the library reads the assignments tables).
     */
    async countAssignedCopies(ids: number[]): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(studentAssignments)
        .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
        .where(inArray(assignments.gameId, ids));
      return row?.n ?? 0;
    },
    async deleteGames(ids: number[]): Promise<number> {
      const rows = await db
        .delete(games)
        .where(and(inArray(games.id, ids), visible))
        .returning({ id: games.id });
      return rows.length;
    },
    /** Directory paths as stored: made directories and every game's dirPath. */
    async storedDirPaths(): Promise<string[]> {
      const made = await db.select({ path: gameDirs.path }).from(gameDirs);
      const used = await db.selectDistinct({ path: games.dirPath }).from(games).where(visible);
      return [...made, ...used].map((r) => r.path);
    },
    insertDirs,
    /** Moves `from` and everything below it to `to`; answers how many games and made directories moved. */
    async moveDir(from: string, to: string): Promise<{ games: number; dirs: number }> {
      const rest = sql`substr(${games.dirPath}, ${from.length + 1})`;
      const moved = await db
        .update(games)
        .set({ dirPath: sql`${to} || ${rest}` })
        .where(and(atOrBelow(games.dirPath, from), visible))
        .returning({ id: games.id });
      const dirs = await db
        .delete(gameDirs)
        .where(atOrBelow(gameDirs.path, from))
        .returning({ path: gameDirs.path });
      await insertDirs(dirs.map((d) => to + d.path.slice(from.length)));
      return { games: moved.length, dirs: dirs.length };
    },
  };
}
