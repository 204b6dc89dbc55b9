import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameAnalyses, myGames } from '../../db/schema.js';
import { notPending } from '../../lib/uploads.js';

export type MyGameRow = typeof myGames.$inferSelect;
export type MyGameValues = Omit<typeof myGames.$inferInsert, 'id' | 'createdDate' | 'uploadId'>;
export type MyGameSummaryRow = Omit<MyGameRow, 'userId' | 'pgn' | 'uploadId'>;

const {
  userId: _owner,
  pgn: _text,
  uploadId: _upload,
  ...summaryColumns
} = getTableColumns(myGames);

/**
 * Every query names the owner: a member never reaches another member's games, nor a game of an
 * upload still being written (`notPending`). The list leaves the texts out: a member may have
 * uploaded thousands of games.
 */
export function myGamesRepository(db: DbOrTx) {
  const mine = (userId: number) => and(eq(myGames.userId, userId), notPending(myGames.uploadId));
  const own = (userId: number, id: number) => and(mine(userId), eq(myGames.id, id));
  return {
    /**
     * Adds a game imported from a site unless its member has it already (by `sourceUrl`);
     * answers the new row's id, else null.
     */
    async insertImported(values: MyGameValues & { sourceUrl: string }): Promise<number | null> {
      const [row] = await db
        .insert(myGames)
        .values(values)
        .onConflictDoNothing({
          target: [myGames.userId, myGames.sourceUrl],
          where: sql`${myGames.sourceUrl} is not null`,
        })
        .returning({ id: myGames.id });
      return row?.id ?? null;
    },
    /** One page of the owner's games, newest first, and how many they have. */
    async pageByOwner(
      userId: number,
      page: number,
      size: number,
    ): Promise<{ rows: MyGameSummaryRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(myGames)
          .where(mine(userId))
          .orderBy(desc(myGames.createdDate), desc(myGames.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(myGames).where(mine(userId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
    /** A game by id whoever owns it (not one of an upload being written); the caller checks who may see it. */
    async findById(id: number): Promise<MyGameRow | undefined> {
      const [row] = await db
        .select()
        .from(myGames)
        .where(and(eq(myGames.id, id), notPending(myGames.uploadId)));
      return row;
    },
    async findOwn(userId: number, id: number): Promise<MyGameRow | undefined> {
      const [row] = await db.select().from(myGames).where(own(userId, id));
      return row;
    },
    /** Adds games of an upload being written (docs/decisions/0047); answers them as listed. */
    insertUploaded(uploadId: number, values: MyGameValues[]): Promise<MyGameSummaryRow[]> {
      return db
        .insert(myGames)
        .values(values.map((v) => ({ ...v, uploadId })))
        .returning(summaryColumns);
    },
    /** The caller's own copy of a finished live game. */
    async findOwnLive(userId: number, liveGameId: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: myGames.id })
        .from(myGames)
        .where(and(eq(myGames.userId, userId), eq(myGames.liveGameId, liveGameId)));
      return row;
    },
    async deleteOwn(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(myGames).where(own(userId, id)).returning({ id: myGames.id });
      return rows.length > 0;
    },
  };
}

/** Adds a finished live game to each player's My Games (issue 17). */
/**
 * The engine's analysis of games (docs/decisions/0066, 0067): which games an analysis is of,
 * for the job that turns its blunders into their owners' puzzles.
 */
export function gameAnalysisLinks(db: DbOrTx) {
  return {
    /** Links games to their analysis (a game linked before keeps its link). */
    /** Links the games not linked yet; answers the ids it linked. */
    async link(
      where: { ids: number[] } | { liveGameId: string },
      analysisId: number,
    ): Promise<number[]> {
      const which =
        'ids' in where ? inArray(myGames.id, where.ids) : eq(myGames.liveGameId, where.liveGameId);
      const linked = await db
        .update(myGames)
        .set({ analysisId })
        .where(and(which, isNull(myGames.analysisId)))
        .returning({ id: myGames.id });
      return linked.map((row) => row.id);
    },
    /**
     * An owner's games filed in [from, before) whose analysis is done, newest first, at most
     * `limit`: what the report card's mistakes are counted over.
     */
    analysedOf(userId: number, from: Date, before: Date, limit: number) {
      return db
        .select({
          id: myGames.id,
          name: myGames.name,
          white: myGames.white,
          black: myGames.black,
          moves: gameAnalyses.moves,
        })
        .from(myGames)
        .innerJoin(gameAnalyses, eq(gameAnalyses.id, myGames.analysisId))
        .where(
          and(
            eq(myGames.userId, userId),
            gte(myGames.createdDate, from),
            lt(myGames.createdDate, before),
            eq(gameAnalyses.status, 'done'),
            notPending(myGames.uploadId),
          ),
        )
        .orderBy(desc(myGames.createdDate), desc(myGames.id))
        .limit(limit);
    },
    /** Records the owner's blunders in a game once it is analysed. */
    async setBlunders(id: number, blunders: number): Promise<void> {
      await db.update(myGames).set({ blunders }).where(eq(myGames.id, id));
    },
    /**
     * Per owner among `userIds`, their games filed in [from, before) whose blunders are known:
     * how many, and the blunders in them (the class view's blunders per game).
     */
    blunderCounts(userIds: number[], from: Date, before: Date) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: myGames.userId,
          games: count(),
          blunders: sql<number>`coalesce(sum(${myGames.blunders}), 0)::int`,
        })
        .from(myGames)
        .where(
          and(
            inArray(myGames.userId, userIds),
            gte(myGames.createdDate, from),
            lt(myGames.createdDate, before),
            isNotNull(myGames.blunders),
          ),
        )
        .groupBy(myGames.userId);
    },
    /** The stored games of an analysis (an upload still being written has none yet). */
    /** The games of an analysis (only `gameIds` of them, when given). */
    ofAnalysis(analysisId: number, gameIds?: number[]): Promise<MyGameRow[]> {
      return db
        .select()
        .from(myGames)
        .where(
          and(
            eq(myGames.analysisId, analysisId),
            notPending(myGames.uploadId),
            gameIds ? inArray(myGames.id, gameIds) : undefined,
          ),
        );
    },
  };
}

export async function insertLiveGame(
  db: DbOrTx,
  userIds: number[],
  game: Omit<MyGameValues, 'userId' | 'whiteElo' | 'blackElo'>,
): Promise<void> {
  await db.insert(myGames).values(userIds.map((userId) => ({ ...game, userId })));
}
