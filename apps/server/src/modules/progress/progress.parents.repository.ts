import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { studentParents, users } from '../../db/schema.js';

/** The parent accounts linked to a student, and the students linked to a parent. */
export function progressParentsRepository(db: DbOrTx) {
  return {
    /** The students linked to a parent account, by name (at most `limit`). */
    async children(parentId: number, limit: number) {
      return db
        .select({ username: users.username, name: users.name })
        .from(studentParents)
        .innerJoin(users, eq(users.id, studentParents.studentId))
        .where(eq(studentParents.parentId, parentId))
        .orderBy(asc(sql`lower(${users.name})`))
        .limit(limit);
    },

    async parents(studentId: number) {
      return db
        .select({ id: users.id, username: users.username, name: users.name })
        .from(studentParents)
        .innerJoin(users, eq(users.id, studentParents.parentId))
        .where(eq(studentParents.studentId, studentId))
        .orderBy(asc(sql`lower(${users.username})`));
    },

    async usersByUsernames(usernames: string[]) {
      if (usernames.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            usernames.map((u) => u.toLowerCase()),
          ),
        );
    },

    async userExists(id: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** Replaces the parents linked to a student. */
    async setParents(studentId: number, parentIds: number[]) {
      await db.delete(studentParents).where(eq(studentParents.studentId, studentId));
      if (parentIds.length > 0)
        await db
          .insert(studentParents)
          .values(parentIds.map((parentId) => ({ studentId, parentId })));
    },
  };
}
