import type { Role } from '@kingside/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

/** The user fields live play shows, with the roles the chat rules need. */
export type LiveUserRow = {
  id: number;
  username: string;
  name: string;
  classTime: string | null;
  roles: Role[];
  disabled?: boolean;
};
export const liveUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  classTime: users.classTime,
  roles: users.roles,
  disabled: users.disabled,
};

/** The members live play shows, and the admins a chat report goes to. */
export function liveUsersRepository(db: DbOrTx) {
  return {
    async usersByIds(ids: number[]): Promise<Map<number, LiveUserRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select(liveUserColumns).from(users).where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async userById(id: number): Promise<LiveUserRow | undefined> {
      const [row] = await db
        .select(liveUserColumns)
        .from(users)
        .where(matching(users, { id, disabled: false }));
      return row;
    },

    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(sql`'admin' = any(${users.roles})`, eq(users.disabled, false)));
      return rows.map((r) => r.email);
    },
  };
}
