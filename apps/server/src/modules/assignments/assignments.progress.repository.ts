import { isOverdue, type ProgressCell } from '@kingside/shared';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, studentAssignments, users } from '../../db/schema.js';
import { byName, classmates, type Paging, type StudentScope } from './assignments.repository.js';

/** A student of the progress table with their copies, in assignment order. */
export type ProgressRowData = {
  id: number;
  username: string;
  name: string;
  cells: ProgressCell[];
};

/**
 * The copies of the user whose id is `userId` (a column of the outer query), for the progress
 * table, as one text: "assignmentId completed(1/0) attempts dueDate completedAt" a copy ("-" for
 * no date), comma-separated, in assignment order.
 */
const cellsText = (userId: SQL) => sql<string | null>`(
  select string_agg(concat_ws(' ',
    c.assignment_id,
    c.completed::int,
    c.attempt_count,
    coalesce(to_char(c.due_date, 'YYYY-MM-DD'), '-'),
    coalesce(to_char(c.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '-')
  ), ',' order by c.assignment_id)
  from ${studentAssignments} c where c.user_id = ${userId})`;

/**
 * The cells `cellsText` wrote, overdue as of `today`. Read by position (the dates have fixed
 * widths) rather than split: a full table is 90,000 cells, and each split piece is one more
 * string for the garbage collector.
 */
function readCells(text: string | null, today: string): ProgressCell[] {
  const cells: ProgressCell[] = [];
  if (!text) return cells;
  let i = 0;
  /** The whole number at i, and i past it and its separator. */
  const int = () => {
    let n = 0;
    for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i))
      n = n * 10 + c - 48;
    i++;
    return n;
  };
  /** The date of `width` characters at i (null for "-"), and i past it and its separator. */
  const date = (width: number) => {
    if (text[i] === '-') {
      i += 2;
      return null;
    }
    i += width + 1;
    return text.slice(i - width - 1, i - 1);
  };
  while (i < text.length) {
    const assignmentId = int();
    const completed = text[i] === '1';
    i += 2;
    const attemptCount = int();
    const dueDate = date(10);
    const modifiedDate = date(24);
    cells.push({
      assignmentId,
      completed,
      modifiedDate,
      attemptCount,
      dueDate,
      overdue: isOverdue({ completed, dueDate }, today),
    });
  }
  return cells;
}

/** The progress table: a class time's students (or one user) × the assignments they have. */
export function assignmentProgressRepository(db: DbOrTx) {
  return {
    /**
     * One page of the progress table's rows: a class time's active students (the scope's) by
     * name, or one user, each with their copies in assignment order, and how many students in
     * all. PostgreSQL writes each student's copies as one line of text (`cellsText`), so a full
     * table (90,000 copies) is 500 rows to read rather than 90,000 row objects to map
     * (bench/assignments-progress.mjs).
     */
    async progressRows(
      who: { classTime: string; scope: StudentScope } | { userId: number },
      paging: Paging,
      today: string,
    ): Promise<{ rows: ProgressRowData[]; total: number }> {
      const where =
        'userId' in who ? eq(users.id, who.userId) : classmates(who.classTime, who.scope);
      // The page's students first, so only their copies are read (an offset's rows are skipped
      // before any copy is).
      const page = db
        .select({ id: users.id, username: users.username, name: users.name })
        .from(users)
        .where(where)
        .orderBy(...byName)
        .limit(paging.size)
        .offset(paging.page * paging.size)
        .as('page');
      // Spelled out: drizzle leaves column names unqualified in the select list of a one-table
      // query, where "id" would name the copies' own column.
      const pageUserId = sql`${sql.identifier('page')}.${sql.identifier('id')}`;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: page.id,
            username: page.username,
            name: page.name,
            cells: cellsText(pageUserId),
          })
          .from(page)
          .orderBy(asc(sql`lower(${page.name})`), asc(page.id)),
        db.$count(users, where),
      ]);
      return { rows: rows.map((r) => ({ ...r, cells: readCells(r.cells, today) })), total };
    },

    /**
     * The progress table's columns: every assignment that a class time's students (or one user)
     * have, by id, with how many of them have it and have completed it.
     */
    async progressColumns(
      who: { classTime: string; scope: StudentScope } | { userId: number },
    ): Promise<{ assignmentId: number; name: string; assigned: number; completed: number }[]> {
      const students =
        'userId' in who
          ? sql`${who.userId}`
          : sql`select ${users.id} from ${users} where ${classmates(who.classTime, who.scope)}`;
      // Counted by assignment id first, then named: grouping 90,000 copies by an integer.
      const counts = db
        .select({
          assignmentId: studentAssignments.assignmentId,
          assigned: sql<number>`count(*)::int`.as('assigned'),
          completed: sql<number>`count(*) filter (where ${studentAssignments.completed})::int`.as(
            'completed',
          ),
        })
        .from(studentAssignments)
        .where(sql`${studentAssignments.userId} in (${students})`)
        .groupBy(studentAssignments.assignmentId)
        .as('counts');
      return db
        .select({
          assignmentId: assignments.id,
          name: assignments.name,
          assigned: counts.assigned,
          completed: counts.completed,
        })
        .from(counts)
        .innerJoin(assignments, eq(assignments.id, counts.assignmentId))
        .orderBy(asc(assignments.id));
    },
  };
}
