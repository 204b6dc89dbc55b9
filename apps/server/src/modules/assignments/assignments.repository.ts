import { isOverdue, type ProgressCell } from '@kingside/shared';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/patterns.js';
import { assignments, classTimes, games, studentAssignments, users } from '../../db/schema.js';
import { coachedBy } from '../access/index.js';
import { rowsOf } from '../../db/rows.js';
import { notPending } from '../../lib/uploads.js';

export type CopyRow = typeof studentAssignments.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** An assignment with its library game. */
export type AssignmentWithGame = {
  id: number;
  name: string;
  createdDate: Date;
  game: GameRow;
};

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

export type AssignmentSummaryRow = {
  id: number;
  name: string;
  gameId: number;
  gameType: GameRow['type'];
  dirPath: string;
  createdDate: Date;
};

export type StudentRow = {
  id: number;
  username: string;
  name: string;
  rating: number;
  section: string | null;
  classTime: string | null;
};

/** Whose students a caller sees: a coach's own (coachId), or every student (null, an admin). */
export type StudentScope = { coachId: number | null };

export type Paging = { page: number; size: number };

/** A student of the progress table with their copies, in assignment order. */
export type ProgressRowData = {
  id: number;
  username: string;
  name: string;
  cells: ProgressCell[];
};

/** Accounts with the student role, of the coach when the scope names one (the access policy's `coachedBy`). */
const studentsOf = (scope: StudentScope): SQL =>
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
const classmates = (label: string, scope: StudentScope): SQL =>
  and(inClassTime(label), studentsOf(scope), eq(users.disabled, false))!;

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

const studentColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  rating: users.rating,
  section: users.section,
  classTime: users.classTime,
};

const byName = [asc(sql`lower(${users.name})`), asc(users.id)];

/** The rows of a raw query's result: PGlite and node-postgres both answer { rows }. */

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

export function assignmentsRepository(db: DbOrTx) {
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
        .where(
          and(
            eq(studentAssignments.assignmentId, assignmentId),
            eq(studentAssignments.userId, userId),
          ),
        );
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

    /**
     * One page of a member's own copies: incomplete first, by due date (none last) then id;
     * completed ones newest completion first.
     */
    async ownCopies(
      userId: number,
      filter: Paging & { completed?: boolean | undefined },
    ): Promise<{ rows: CopyListRow[]; total: number }> {
      const where = and(
        eq(studentAssignments.userId, userId),
        filter.completed === undefined
          ? undefined
          : eq(studentAssignments.completed, filter.completed),
      );
      const [rows, total] = await Promise.all([
        copies()
          .where(where)
          .orderBy(
            asc(studentAssignments.completed),
            sql`case when not ${studentAssignments.completed} then ${studentAssignments.dueDate} end asc nulls last`,
            sql`${studentAssignments.completedAt} desc nulls last`,
            asc(assignments.id),
          )
          .limit(filter.size)
          .offset(filter.page * filter.size),
        countCopies(where),
      ]);
      return { rows, total };
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
        filter.completed === undefined
          ? undefined
          : eq(studentAssignments.completed, filter.completed),
      );
      const [rows, total] = await Promise.all([
        copies()
          .where(where)
          .orderBy(...byName, asc(assignments.id))
          .limit(filter.size)
          .offset(filter.page * filter.size),
        countCopies(where),
      ]);
      return { rows, total };
    },

    /** A member's incomplete copies as (assignment id, due date), in their list's order. */
    incompleteOf(userId: number): Promise<{ assignmentId: number; dueDate: string | null }[]> {
      return db
        .select({
          assignmentId: studentAssignments.assignmentId,
          dueDate: studentAssignments.dueDate,
        })
        .from(studentAssignments)
        .where(and(eq(studentAssignments.userId, userId), eq(studentAssignments.completed, false)))
        .orderBy(
          sql`${studentAssignments.dueDate} asc nulls last`,
          asc(studentAssignments.assignmentId),
        );
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

    /** How many copies the member has not completed, and how many of those are past `today`. */
    async waiting(userId: number, today: string): Promise<{ waiting: number; overdue: number }> {
      const [row] = await db
        .select({
          waiting: count(),
          overdue: sql<number>`count(*) filter (where ${studentAssignments.dueDate} < ${today})::int`,
        })
        .from(studentAssignments)
        .where(and(eq(studentAssignments.userId, userId), eq(studentAssignments.completed, false)));
      return row ?? { waiting: 0, overdue: 0 };
    },

    /**
     * A wrong answer: one more attempt, counted in the row itself so two answers at once count
     * twice. Nothing changes once the copy is completed; undefined then.
     */
    async recordWrong(copyId: number): Promise<CopyRow | undefined> {
      const [row] = await db
        .update(studentAssignments)
        .set({ attemptCount: sql`${studentAssignments.attemptCount} + 1` })
        .where(and(eq(studentAssignments.id, copyId), eq(studentAssignments.completed, false)))
        .returning();
      return row;
    },

    /** A right answer completes the copy now; undefined when it already was. */
    async recordCorrect(copyId: number): Promise<CopyRow | undefined> {
      const [row] = await db
        .update(studentAssignments)
        .set({ completed: true, completedAt: sql`now()` })
        .where(and(eq(studentAssignments.id, copyId), eq(studentAssignments.completed, false)))
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

    /** Of these ids, the assignments that exist. */
    async existingIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(inArray(assignments.id, ids));
      return rows.map((r) => r.id);
    },

    /**
     * Of these ids, the library games that exist (a game of an upload still being written does
     * not yet, docs/decisions/0047).
     */
    async existingGameIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(and(inArray(games.id, ids), notPending(games.uploadId)));
      return rows.map((r) => r.id);
    },

    /** The games directly in a directory (not below it), as the library lists them. */
    async gameIdsInDir(dirPath: string): Promise<number[]> {
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.dirPath, dirPath), notPending(games.uploadId)))
        .orderBy(asc(games.id));
      return rows.map((r) => r.id);
    },

    /**
     * The assignments of these games in their order, each game without one given one named after
     * it first (the unique game_id index keeps two callers from making two).
     */
    async ensureForGames(gameIds: number[], createdBy: number): Promise<number[]> {
      if (!gameIds.length) return [];
      await db.execute(sql`
        insert into ${assignments} (name, game_id, created_by)
        select ${games.name}, ${games.id}, ${createdBy} from ${games}
        where ${inArray(games.id, gameIds)} and ${notPending(games.uploadId)}
        on conflict (game_id) do nothing`);
      const rows = await db
        .select({ id: assignments.id, gameId: assignments.gameId })
        .from(assignments)
        .where(inArray(assignments.gameId, gameIds));
      const byGame = new Map(rows.map((r) => [r.gameId, r.id]));
      return gameIds.flatMap((g) => (byGame.has(g) ? [byGame.get(g)!] : []));
    },

    /** The active students of these class times (labels) the scope sees. */
    async studentIdsInClassTimes(labels: string[], scope: StudentScope): Promise<number[]> {
      if (!labels.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          sql`(${sql.join(
            labels.map((l) => classmates(l, scope)),
            sql` or `,
          )})`,
        );
      return rows.map((r) => r.id);
    },

    /** Of these labels (lower case), those a class time or some user's classTime is called. */
    async knownClassTimes(lowerLabels: string[]): Promise<Set<string>> {
      if (!lowerLabels.length) return new Set();
      const result = await db.execute(sql`
        select lower(trim(${classTimes.label})) as key from ${classTimes}
        where ${inArray(sql`lower(trim(${classTimes.label}))`, lowerLabels)}
        union
        select lower(trim(${users.classTime})) from ${users}
        where ${inArray(sql`lower(trim(${users.classTime}))`, lowerLabels)}`);
      return new Set(rowsOf<{ key: string }>(result).map((r) => r.key));
    },

    /**
     * Gives every one of the assignments to every one of the users; a copy a user already has is
     * kept as it is. Answers how many copies were made.
     */
    async insertCopies(
      assignmentIds: number[],
      userIds: number[],
      options: { dueDate: string | null; assignedBy: number },
    ): Promise<number> {
      if (!assignmentIds.length || !userIds.length) return 0;
      const result = await db.execute(sql`
        with made as (
          insert into ${studentAssignments} (assignment_id, user_id, due_date, assigned_by)
          select a.id, u.id, ${options.dueDate}::date, ${options.assignedBy}
          from ${assignments} a cross join ${users} u
          where a.id in ${assignmentIds} and u.id in ${userIds}
          on conflict (assignment_id, user_id) do nothing
          returning 1
        )
        select count(*)::int as n from made`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /** Takes these assignments from these users, except copies they completed (counted, kept). */
    async removeCopies(
      assignmentIds: number[],
      userIds: number[],
    ): Promise<{ removed: number; keptCompleted: number }> {
      const these = and(
        inArray(studentAssignments.assignmentId, assignmentIds),
        inArray(studentAssignments.userId, userIds),
      );
      const removed = await db
        .delete(studentAssignments)
        .where(and(these, eq(studentAssignments.completed, false)))
        .returning({ id: studentAssignments.id });
      const keptCompleted = await db.$count(
        studentAssignments,
        and(these, eq(studentAssignments.completed, true)),
      );
      return { removed: removed.length, keptCompleted };
    },

    /**
     * One page of the scope's students by name who have every one of the assignments (assigned)
     * or lack at least one (unassigned: active accounts only, the ones that can be given them).
     */
    async assignmentStudents(
      assignmentIds: number[],
      filter: Paging & { assigned: boolean; scope: StudentScope; search: string | null },
    ): Promise<{ rows: StudentRow[]; total: number }> {
      const has = sql`(select count(*) from ${studentAssignments} where ${studentAssignments.userId} = ${users.id} and ${inArray(studentAssignments.assignmentId, assignmentIds)})`;
      const where = and(
        studentsOf(filter.scope),
        filter.assigned
          ? sql`${has} = ${assignmentIds.length}`
          : sql`${has} < ${assignmentIds.length}`,
        filter.assigned ? undefined : eq(users.disabled, false),
        filter.search
          ? sql`${users.searchText} like lower(${containing(filter.search)})`
          : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select(studentColumns)
          .from(users)
          .where(where)
          .orderBy(...byName)
          .limit(filter.size)
          .offset(filter.page * filter.size),
        db.$count(users, where),
      ]);
      return { rows, total };
    },

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
