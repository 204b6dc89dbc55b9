import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export function usersRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byUsername(username));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .orderBy(users.id);
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
