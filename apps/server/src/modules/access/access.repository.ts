import type { StudentTies } from '@kingside/shared';
import { or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { classTimes, studentParents, users } from '../../db/schema.js';

/*
 * What ties students to coaches and parents, read for the one access policy (rules/access.ts in
 * packages/shared, docs/decisions/0049).
 */

/** A user with what ties them to their coaches and parents. */
export type StudentTiesRow = StudentTies & { username: string; roles: string[] };

/**
 * The SQL twin of `isCoachOfStudent` for lists over `users`: the student's own coach is `coachId`
 * or their class time's coach is. The policy test table checks that both answer alike.
 */
export const coachedBy = (coachId: number): SQL =>
  or(
    sql`${users.coachId} = ${coachId}`,
    sql`${users.classTimeId} in (select ${classTimes.id} from ${classTimes} where ${classTimes.coachId} = ${coachId})`,
  )!;

export function accessRepository(db: DbOrTx) {
  async function ties(where: SQL): Promise<StudentTiesRow[]> {
    return rowsOf<StudentTiesRow>(
      await db.execute(sql`
        select u.id, u.username, u.roles, u.coach_id as "coachId",
          ct.coach_id as "classTimeCoachId",
          coalesce((select array_agg(sp.parent_id order by sp.parent_id)
            from ${studentParents} sp where sp.student_id = u.id), '{}') as "parentIds"
        from ${users} u
        left join ${classTimes} ct on ct.id = u.class_time_id
        where ${where}`),
    );
  }
  return {
    /** Whether a user with this id has the coach role. */
    async isCoach(id: number): Promise<boolean> {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`select u.id from ${users} u
          where u.id = ${id} and u.roles @> array['coach']::text[]`),
      );
      return row !== undefined;
    },
    /** The user by username (any letter case) with their ties; undefined when none. */
    byUsername: async (username: string) =>
      (await ties(sql`lower(u.username) = lower(${username})`))[0],
    /** The users of these ids that exist, with their ties. */
    byIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : ties(
            sql`u.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
  };
}
