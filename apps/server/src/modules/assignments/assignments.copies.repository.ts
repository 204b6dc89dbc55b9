import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, games, studentAssignments, users } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';
import {
  byName,
  classmates,
  studentsOf,
  type GameRow,
  type Paging,
  type StudentScope,
} from './assignments.repository.js';

/** A student's copy with its assignment, game type and student: a row of the lists and the report. */
export type CopyListRow = {
  id: number;
  name: string;
  gameId: number;
  gameType: GameRow['type'];
  attemptCount: number;
  completed: boolean;
  username: string;
  studentName: string;
  classTime: string | null;
  createdDate: Date;
  completedAt: Date | null;
  dueDate: string | null;
};

const copyListColumns = {
  id: assignments.id,
  name: assignments.name,
  gameId: assignments.gameId,
  gameType: games.type,
  attemptCount: studentAssignments.attemptCount,
  completed: studentAssignments.completed,
  username: users.username,
  studentName: users.name,
  classTime: users.classTime,
  createdDate: studentAssignments.createdDate,
  completedAt: studentAssignments.completedAt,
  dueDate: studentAssignments.dueDate,
};

/** Copies completed or not, as asked; every copy when `completed` is not given. */
const completedIs = (completed: boolean | undefined) =>
  completed === undefined ? undefined : eq(studentAssignments.completed, completed);

/** The lists of copies: a member's own, the students' (the report, a game's), what is waiting. */
export function assignmentCopiesRepository(db: DbOrTx) {
  /** Copies joined to their assignment, game and student. */
  const copies = () =>
    db
      .select(copyListColumns)
      .from(studentAssignments)
      .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
      .innerJoin(games, eq(games.id, assignments.gameId))
      .innerJoin(users, eq(users.id, studentAssignments.userId));

  const countCopies = async (where: SQL | undefined): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(studentAssignments)
      .innerJoin(users, eq(users.id, studentAssignments.userId))
      .where(where);
    return row?.n ?? 0;
  };

  /** One page of the copies `where` matches, in `order`, with how many match in all. */
  const pageOfCopies = async (
    where: SQL | undefined,
    order: SQL[],
    paging: Paging,
  ): Promise<{ rows: CopyListRow[]; total: number }> => {
    const [rows, total] = await Promise.all([
      copies()
        .where(where)
        .orderBy(...order)
        .limit(paging.size)
        .offset(paging.page * paging.size),
      countCopies(where),
    ]);
    return { rows, total };
  };

  return {
    /**
     * One page of a member's own copies: incomplete first, by due date (none last) then id;
     * completed ones newest completion first.
     */
    async ownCopies(
      userId: number,
      filter: Paging & { completed?: boolean | undefined },
    ): Promise<{ rows: CopyListRow[]; total: number }> {
      return pageOfCopies(
        and(eq(studentAssignments.userId, userId), completedIs(filter.completed)),
        [
          asc(studentAssignments.completed),
          sql`case when not ${studentAssignments.completed} then ${studentAssignments.dueDate} end asc nulls last`,
          sql`${studentAssignments.completedAt} desc nulls last`,
          asc(assignments.id),
        ],
        filter,
      );
    },

    /** One page of students' copies (the report, a game's students), by student name then assignment. */
    async studentCopies(
      filter: Paging & {
        scope: StudentScope;
        classTime: string | null;
        gameId?: number | undefined;
        completed?: boolean | undefined;
      },
    ): Promise<{ rows: CopyListRow[]; total: number }> {
      const gameFilter =
        filter.gameId === undefined
          ? undefined
          : sql`${studentAssignments.assignmentId} in (select ${assignments.id} from ${assignments} where ${assignments.gameId} = ${filter.gameId})`;
      const where = and(
        filter.classTime === null
          ? studentsOf(filter.scope)
          : classmates(filter.classTime, filter.scope),
        gameFilter,
        completedIs(filter.completed),
      );
      return pageOfCopies(where, [...byName, asc(assignments.id)], filter);
    },

    /** A member's incomplete copies as (assignment id, due date), in their list's order. */
    incompleteOf(userId: number): Promise<{ assignmentId: number; dueDate: string | null }[]> {
      return db
        .select({
          assignmentId: studentAssignments.assignmentId,
          dueDate: studentAssignments.dueDate,
        })
        .from(studentAssignments)
        .where(matching(studentAssignments, { userId, completed: false }))
        .orderBy(
          sql`${studentAssignments.dueDate} asc nulls last`,
          asc(studentAssignments.assignmentId),
        );
    },

    /** How many copies the member has not completed, and how many of those are past `today`. */
    async waiting(userId: number, today: string): Promise<{ waiting: number; overdue: number }> {
      const [row] = await db
        .select({
          waiting: count(),
          overdue: sql<number>`count(*) filter (where ${studentAssignments.dueDate} < ${today})::int`,
        })
        .from(studentAssignments)
        .where(matching(studentAssignments, { userId, completed: false }));
      return row ?? { waiting: 0, overdue: 0 };
    },
  };
}
