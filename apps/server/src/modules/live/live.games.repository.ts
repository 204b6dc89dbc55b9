import type { LiveGameState } from '@kingside/chess';
import { and, count, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { liveGames } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type LiveGameRow = typeof liveGames.$inferSelect;

/** The columns a game row keeps beside its state, for queries that do not read the state. */
export function gameColumns(state: LiveGameState, deadline: Date | null) {
  return {
    status: state.status,
    result: state.result,
    termination: state.termination,
    ply: state.ply,
    deadline,
    endedAt: state.endedAt === null ? null : new Date(state.endedAt),
  };
}

/**
 * A move's write, prepared once per database: it runs for every move of every game. Its commit
 * waits for the WAL like every other: a move the players were told of survives a crash of the
 * server (issue 30, docs/decisions/0048).
 */
function prepareMoveUpdate(db: DbOrTx) {
  // `set` is typed for values only, but drizzle binds a placeholder there through the column's
  // encoder (the state as JSON), as it does in `values`. The timestamps' encoder refuses null, so
  // they are bound as ISO text (or null) and cast.
  const p = <T>(name: string) => sql.placeholder(name) as unknown as T;
  const time = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  return db
    .update(liveGames)
    .set({
      state: p<LiveGameState>('state'),
      version: p<number>('nextVersion'),
      pgn: null,
      status: p<string>('status'),
      result: p<string>('result'),
      termination: p<string | null>('termination'),
      ply: p<number>('ply'),
      deadline: time('deadline'),
      endedAt: time('endedAt'),
    })
    .where(and(eq(liveGames.id, p('id')), eq(liveGames.version, p('version'))))
    .returning({ version: liveGames.version })
    .prepare('live_move_update');
}

/** Live games: their state, written with a version check, and the counts and lists of them. */
export function liveGamesRepository(db: DbOrTx) {
  let moveUpdate: ReturnType<typeof prepareMoveUpdate> | null = null;
  return {
    /** Games being played now, on every server (the metrics). */
    async countInPlay(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(liveGames)
        .where(eq(liveGames.status, 'started'));
      return row?.n ?? 0;
    },

    async insertGame(
      id: string,
      state: LiveGameState,
      deadline: Date | null,
    ): Promise<LiveGameRow> {
      const [row] = await db
        .insert(liveGames)
        .values({
          id,
          whiteId: state.white,
          blackId: state.black,
          timeControl: state.timeControl,
          state,
          version: 0,
          startedAt: new Date(state.startedAt),
          ...gameColumns(state, deadline),
        })
        .returning();
      return row!;
    },
    async findGame(id: string): Promise<LiveGameRow | undefined> {
      const [row] = await db.select().from(liveGames).where(eq(liveGames.id, id));
      return row;
    },
    /**
     * Writes the game's next state if nobody wrote since `version`; answers whether it did (the
     * new version is `version + 1`). Reads nothing back: the caller has the state it wrote. A
     * game still going (no PGN yet) takes the prepared statement.
     */
    async updateGame(
      id: string,
      version: number,
      state: LiveGameState,
      deadline: Date | null,
      pgn: string | null = null,
    ): Promise<boolean> {
      if (pgn === null) {
        moveUpdate ??= prepareMoveUpdate(db);
        const columns = gameColumns(state, deadline);
        const rows = await moveUpdate.execute({
          ...columns,
          id,
          version,
          nextVersion: version + 1,
          state,
          deadline: columns.deadline?.toISOString() ?? null,
          endedAt: columns.endedAt?.toISOString() ?? null,
        });
        return rows.length > 0;
      }
      const rows = await db
        .update(liveGames)
        .set({ state, version: version + 1, pgn, ...gameColumns(state, deadline) })
        .where(matching(liveGames, { id, version }))
        .returning({ version: liveGames.version });
      return rows.length > 0;
    },
    /** Games whose clock or first-move window has run out. */
    async dueGames(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: liveGames.id })
        .from(liveGames)
        .where(and(eq(liveGames.status, 'started'), lte(liveGames.deadline, sql`now()`)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** The game `userId` is playing now, if any. */
    async activeGameOf(userId: number): Promise<LiveGameRow | undefined> {
      const [row] = await db
        .select()
        .from(liveGames)
        .where(
          and(
            eq(liveGames.status, 'started'),
            or(eq(liveGames.whiteId, userId), eq(liveGames.blackId, userId)),
          ),
        )
        .orderBy(desc(liveGames.startedAt))
        .limit(1);
      return row;
    },
    async startedGamesPage(page: number, size: number) {
      const where = eq(liveGames.status, 'started');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(liveGames)
          .where(where)
          .orderBy(desc(liveGames.startedAt), desc(liveGames.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(liveGames).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /**
     * Finished games (aborted ones do not count) this month in the club's time zone: the club's,
     * and `userId`'s; and all of `userId`'s.
     */
    async finishedCounts(userId: number, timeZone: string) {
      const from = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
      const played = and(eq(liveGames.status, 'over'), sql`${liveGames.termination} <> 'aborted'`);
      const mine = or(eq(liveGames.whiteId, userId), eq(liveGames.blackId, userId));
      const [[club], [mineMonth], [mineTotal]] = await Promise.all([
        db
          .select({ n: count() })
          .from(liveGames)
          .where(and(played, sql`${liveGames.endedAt} >= ${from}`)),
        db
          .select({ n: count() })
          .from(liveGames)
          .where(and(played, mine, sql`${liveGames.endedAt} >= ${from}`)),
        db.select({ n: count() }).from(liveGames).where(and(played, mine)),
      ]);
      return { club: club?.n ?? 0, mineMonth: mineMonth?.n ?? 0, mineTotal: mineTotal?.n ?? 0 };
    },
  };
}
