import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/patterns.js';
import { assignments, games, studentAssignments, users } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';
import { coachedBy } from '../access/index.js';

export type CopyRow = typeof studentAssignments.$inferSelect;
export type GameRow = typeof games.$inferSelect;
type AssignmentRow = typeof assignments.$inferSelect;

/** An assignment with its library game. */
export type AssignmentWithGame = Pick<AssignmentRow, 'id' | 'name' | 'createdDate'> & {
  game: GameRow;
};

/** An assignment with its game's type and directory. */
export type AssignmentSummaryRow = Pick<AssignmentRow, 'id' | 'name' | 'gameId' | 'createdDate'> &
  Pick<GameRow, 'dirPath'> & { gameType: GameRow['type'] };

/** Whose students a caller sees: a coach's own (coachId), or every student (null, an admin). */
export type StudentScope = { coachId: number | null };

export type Paging = { page: number; size: number };

/** Accounts with the student role, of the coach when the scope names one (the access policy's `coachedBy`). */
export const studentsOf = (scope: StudentScope): SQL =>
  and(
    sql`'student' = any(${users.roles})`,
    scope.coachId === null ? undefined : coachedBy(scope.coachId),
  )!;

/**
 * Users whose class time is `label`, letter case and surrounding spaces aside: the expression
 * `users_class_time_lower_idx` indexes (docs/decisions/0032).
 */
const inClassTime = (label: string): SQL =>
  sql`lower(trim(${users.classTime})) = lower(trim(${label}))`;

/** The active students of a class time the scope sees: the report's and progress table's people. */
export const classmates = (label: string, scope: StudentScope): SQL =>
  and(inClassTime(label), studentsOf(scope), eq(users.disabled, false))!;

/** Students by name, as every list of them is ordered. */
export const byName = [asc(sql`lower(${users.name})`), asc(users.id)];

/**
 * Assignments (docs/decisions/0032) and one student's copy of one. The lists of copies are in
 * assignments.copies.repository.ts, giving and taking back in assignments.assign.repository.ts,
 * the progress table in assignments.progress.repository.ts.
 */
export function assignmentsRepository(db: DbOrTx) {
  return {
    async findWithGame(id: number): Promise<AssignmentWithGame | undefined> {
      const [row] = await db
        .select({
          id: assignments.id,
          name: assignments.name,
          createdDate: assignments.createdDate,
          game: games,
        })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .where(eq(assignments.id, id));
      return row;
    },

    async findCopy(assignmentId: number, userId: number): Promise<CopyRow | undefined> {
      const [row] = await db
        .select()
        .from(studentAssignments)
        .where(matching(studentAssignments, { assignmentId, userId }));
      return row;
    },

    /** The assignment of a library game, and the id of `userId`'s copy of it if they have one. */
    async findByGame(
      gameId: number,
      userId: number,
    ): Promise<{ id: number; hasCopy: boolean } | undefined> {
      const [row] = await db
        .select({ id: assignments.id, copyId: studentAssignments.id })
        .from(assignments)
        .leftJoin(
          studentAssignments,
          and(
            eq(studentAssignments.assignmentId, assignments.id),
            eq(studentAssignments.userId, userId),
          ),
        )
        .where(eq(assignments.gameId, gameId));
      return row && { id: row.id, hasCopy: row.copyId !== null };
    },

    /** The first assignment id after `id`, or null. */
    async nextAssignmentId(id: number): Promise<number | null> {
      const [row] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(sql`${assignments.id} > ${id}`)
        .orderBy(asc(assignments.id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * A wrong answer: one more attempt, counted in the row itself so two answers at once count
     * twice. Nothing changes once the copy is completed; undefined then.
     */
    async recordWrong(copyId: number): Promise<CopyRow | undefined> {
      const [row] = await db
        .update(studentAssignments)
        .set({ attemptCount: sql`${studentAssignments.attemptCount} + 1` })
        .where(matching(studentAssignments, { id: copyId, completed: false }))
        .returning();
      return row;
    },

    /** A right answer completes the copy now; undefined when it already was. */
    async recordCorrect(copyId: number): Promise<CopyRow | undefined> {
      const [row] = await db
        .update(studentAssignments)
        .set({ completed: true, completedAt: sql`now()` })
        .where(matching(studentAssignments, { id: copyId, completed: false }))
        .returning();
      return row;
    },

    /** The game's solution positions, its row locked until the transaction ends. */
    async lockSolutionFen(gameId: number): Promise<string | null> {
      const [row] = await db
        .select({ solutionFen: games.solutionFen })
        .from(games)
        .where(eq(games.id, gameId))
        .for('update');
      return row?.solutionFen ?? null;
    },

    async setSolutionFen(gameId: number, solutionFen: string): Promise<void> {
      await db.update(games).set({ solutionFen }).where(eq(games.id, gameId));
    },

    async insert(values: { name: string; gameId: number; createdBy: number }) {
      const [row] = await db.insert(assignments).values(values).returning();
      return row!;
    },

    /** One page of every assignment (name search), newest first, with its game's type and directory. */
    async summaries(
      filter: Paging & { search: string | null },
    ): Promise<{ rows: AssignmentSummaryRow[]; total: number }> {
      const where = filter.search
        ? sql`${assignments.name} ilike ${containing(filter.search)}`
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: assignments.id,
            name: assignments.name,
            gameId: assignments.gameId,
            gameType: games.type,
            dirPath: games.dirPath,
            createdDate: assignments.createdDate,
          })
          .from(assignments)
          .innerJoin(games, eq(games.id, assignments.gameId))
          .where(where)
          .orderBy(desc(assignments.id))
          .limit(filter.size)
          .offset(filter.page * filter.size),
        db.$count(assignments, where),
      ]);
      return { rows, total };
    },

    /** Per assignment: copies of the scope's students, and how many are completed. */
    async copyCounts(
      assignmentIds: number[],
      scope: StudentScope,
    ): Promise<Map<number, { assigned: number; completed: number }>> {
      if (!assignmentIds.length) return new Map();
      const rows = await db
        .select({
          id: studentAssignments.assignmentId,
          assigned: count(),
          completed: sql<number>`count(*) filter (where ${studentAssignments.completed})::int`,
        })
        .from(studentAssignments)
        .innerJoin(users, eq(users.id, studentAssignments.userId))
        .where(
          and(
            inArray(studentAssignments.assignmentId, assignmentIds),
            scope.coachId === null ? undefined : coachedBy(scope.coachId),
          ),
        )
        .groupBy(studentAssignments.assignmentId);
      return new Map(rows.map((r) => [r.id, { assigned: r.assigned, completed: r.completed }]));
    },
  };
}
