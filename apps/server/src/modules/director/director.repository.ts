import type { BoardResult } from '@kingside/shared';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  tournamentBoards as boards,
  tournamentEntries as entries,
  tournamentResultChanges as changes,
  tournamentRoundByes as byes,
  tournamentRounds as rounds,
  tournaments,
  tournamentWithdrawals as withdrawals,
  users,
} from '../../db/schema.js';
import { playingEntries } from '../tournaments/index.js';
import { matching } from '../../lib/columns.js';

export type RoundRow = typeof rounds.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
export type ByeRow = typeof byes.$inferSelect;
export type NewBoard = Omit<typeof boards.$inferInsert, 'roundId'>;
export type NewBye = Omit<typeof byes.$inferInsert, 'roundId'>;

/** The director's queries (docs/decisions/0039): rounds, boards, byes, corrections, withdrawals. */
export function directorRepository(db: DbOrTx) {
  return {
    async findTournament(id: number) {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row;
    },

    /**
     * Locks the tournament row until the transaction ends (as registration does): every change of
     * a tournament's rounds takes it first, so two directors never pair the same round twice.
     */
    async lockTournament(id: number) {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      return row;
    },

    /** Every entry of the tournament's main list (any status): names and ratings of the boards. */
    entries(tournamentId: number) {
      return db
        .select({
          id: entries.id,
          name: entries.name,
          rating: entries.rating,
          section: entries.section,
          verified: entries.verified,
          byesRequested: entries.byesRequested,
          uscfId: entries.uscfId,
        })
        .from(entries)
        .where(matching(entries, { tournamentId, waitingList: false }))
        .orderBy(asc(entries.id));
    },

    /** Ids of the entries that play (the public main list's rule, docs/decisions/0037). */
    async playingIds(tournamentId: number): Promise<Set<number>> {
      return new Set((await playingEntries(db, tournamentId)).map((e) => e.id));
    },

    /** The tournament's rounds (one section's when given), oldest first, with boards and byes. */
    async rounds(tournamentId: number, section?: string) {
      const roundRows = await db
        .select()
        .from(rounds)
        .where(matching(rounds, section ? { tournamentId, section } : { tournamentId }))
        .orderBy(asc(rounds.section), asc(rounds.round));
      return this.withBoards(roundRows);
    },

    async round(tournamentId: number, roundId: number) {
      const [row] = await db
        .select()
        .from(rounds)
        .where(matching(rounds, { id: roundId, tournamentId }));
      if (!row) return undefined;
      return (await this.withBoards([row]))[0];
    },

    async withBoards(roundRows: RoundRow[]) {
      const ids = roundRows.map((r) => r.id);
      if (ids.length === 0) return [];
      const [boardRows, byeRows] = await Promise.all([
        db.select().from(boards).where(inArray(boards.roundId, ids)).orderBy(asc(boards.board)),
        db.select().from(byes).where(inArray(byes.roundId, ids)).orderBy(asc(byes.entryId)),
      ]);
      return roundRows.map((round) => ({
        round,
        boards: boardRows.filter((b) => b.roundId === round.id),
        byes: byeRows.filter((b) => b.roundId === round.id),
      }));
    },

    async insertRound(values: typeof rounds.$inferInsert): Promise<RoundRow> {
      const [row] = await db.insert(rounds).values(values).returning();
      return row!;
    },

    /** Replaces a draft's boards and byes. */
    async replaceSeats(roundId: number, newBoards: NewBoard[], newByes: NewBye[]): Promise<void> {
      await db.delete(boards).where(eq(boards.roundId, roundId));
      await db.delete(byes).where(eq(byes.roundId, roundId));
      if (newBoards.length > 0) {
        await db.insert(boards).values(newBoards.map((b) => ({ ...b, roundId })));
      }
      if (newByes.length > 0) await db.insert(byes).values(newByes.map((b) => ({ ...b, roundId })));
    },

    async deleteRound(roundId: number): Promise<void> {
      await db.delete(rounds).where(eq(rounds.id, roundId));
    },

    async publishRound(roundId: number): Promise<void> {
      await db
        .update(rounds)
        .set({ status: 'published', publishedAt: new Date() })
        .where(eq(rounds.id, roundId));
    },

    /** A board of the tournament with its round. */
    async board(tournamentId: number, boardId: number) {
      const [row] = await db
        .select({ board: boards, round: rounds })
        .from(boards)
        .innerJoin(rounds, eq(rounds.id, boards.roundId))
        .where(and(eq(boards.id, boardId), eq(rounds.tournamentId, tournamentId)));
      return row;
    },

    async setResult(boardId: number, result: BoardResult): Promise<BoardRow> {
      const [row] = await db
        .update(boards)
        .set({ result })
        .where(eq(boards.id, boardId))
        .returning();
      return row!;
    },

    async insertResultChange(values: typeof changes.$inferInsert): Promise<void> {
      await db.insert(changes).values(values);
    },

    /** The tournament's corrected results, newest first, with who changed them. */
    resultChanges(tournamentId: number) {
      return db
        .select({
          id: changes.id,
          boardId: changes.boardId,
          section: rounds.section,
          round: rounds.round,
          board: boards.board,
          fromResult: changes.fromResult,
          toResult: changes.toResult,
          changedBy: users.username,
          changedAt: changes.changedAt,
        })
        .from(changes)
        .innerJoin(boards, eq(boards.id, changes.boardId))
        .innerJoin(rounds, eq(rounds.id, boards.roundId))
        .leftJoin(users, eq(users.id, changes.changedBy))
        .where(eq(rounds.tournamentId, tournamentId))
        .orderBy(desc(changes.changedAt), desc(changes.id));
    },

    withdrawals(tournamentId: number) {
      return db
        .select({ entryId: withdrawals.entryId, fromRound: withdrawals.fromRound })
        .from(withdrawals)
        .where(eq(withdrawals.tournamentId, tournamentId));
    },

    async findWithdrawal(tournamentId: number, entryId: number) {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(matching(withdrawals, { tournamentId, entryId }));
      return row;
    },

    async upsertWithdrawal(values: typeof withdrawals.$inferInsert): Promise<void> {
      await db
        .insert(withdrawals)
        .values(values)
        .onConflictDoUpdate({
          target: withdrawals.entryId,
          set: { fromRound: values.fromRound, createdBy: values.createdBy ?? null },
        });
    },

    async deleteWithdrawal(entryId: number): Promise<void> {
      await db.delete(withdrawals).where(eq(withdrawals.entryId, entryId));
    },

    /** A user's US Chess id (the chief TD's, for the rating report), or null. */
    async uscfIdOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ uscfId: users.uscfId })
        .from(users)
        .where(eq(users.id, userId));
      return row?.uscfId ?? null;
    },

    /** Whether a section has a round (draft or published) numbered `from` or later. */
    async hasRoundFrom(tournamentId: number, section: string, from: number): Promise<boolean> {
      const [row] = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(matching(rounds, { tournamentId, section }), gte(rounds.round, from)))
        .limit(1);
      return row !== undefined;
    },
  };
}
