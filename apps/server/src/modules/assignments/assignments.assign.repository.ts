import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/patterns.js';
import { rowsOf } from '../../db/rows.js';
import { assignments, classTimes, games, studentAssignments, users } from '../../db/schema.js';
import { notPending } from '../../lib/uploads.js';
import {
  byName,
  classmates,
  studentsOf,
  type Paging,
  type StudentScope,
} from './assignments.repository.js';

export type StudentRow = {
  id: number;
  username: string;
  name: string;
  rating: number;
  section: string | null;
  classTime: string | null;
};

const studentColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  rating: users.rating,
  section: users.section,
  classTime: users.classTime,
};

/**
 * Giving assignments and taking them back: the games and students named, the class times, the
 * copies made or removed, and which students have them.
 */
export function assignRepository(db: DbOrTx) {
  return {
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
  };
}
