import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { classTimes, users } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';
import { matching } from '../../lib/columns.js';

export type ClassTimeRow = typeof classTimes.$inferSelect;

const crud = crudRepository(classTimes, {
  orderBy: [classTimes.weekday, classTimes.startTime, classTimes.id],
  lists: { staff: {} },
});

export function classTimesRepository(db: DbOrTx) {
  return {
    ...crud(db),
    async findById(id: number): Promise<ClassTimeRow | undefined> {
      const [row] = await db.select().from(classTimes).where(eq(classTimes.id, id));
      return row;
    },
    /** The active class times that meet on `weekday` (0 = Sunday), by start time. */
    async activeOn(weekday: number): Promise<ClassTimeRow[]> {
      return db
        .select()
        .from(classTimes)
        .where(matching(classTimes, { weekday, active: true }))
        .orderBy(classTimes.startTime, classTimes.id);
    },
    /** The active class time starting at `startTime` on `weekday`, if there is exactly one. */
    async activeAt(weekday: number, startTime: string): Promise<ClassTimeRow | undefined> {
      const rows = await db
        .select()
        .from(classTimes)
        .where(matching(classTimes, { weekday, startTime, active: true }))
        .limit(2);
      return rows.length === 1 ? rows[0] : undefined;
    },
    /** Whether a user with this id has the coach role. */
    async isCoach(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), sql`'coach' = any(${users.roles})`));
      return row !== undefined;
    },
    /** Users who attend this class time carry its label as their free-text classTime. */
    async relabelUsers(classTimeId: number, label: string): Promise<void> {
      await db
        .update(users)
        .set({ classTime: label, updatedAt: new Date() })
        .where(
          and(
            eq(users.classTimeId, classTimeId),
            sql`${users.classTime} is distinct from ${label}`,
          ),
        );
    },
    /** Users who attended a deleted class time keep its label as free text, without the id. */
    async detachUsers(classTimeId: number): Promise<void> {
      await db
        .update(users)
        .set({ classTimeId: null, updatedAt: new Date() })
        .where(eq(users.classTimeId, classTimeId));
    },
  };
}
