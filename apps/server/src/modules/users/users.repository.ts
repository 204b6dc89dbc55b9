import type { Role } from '@kingside/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** A list of users: which ones, which page, in which order (contracts/users.ts). */
export type UserListFilter = {
  page: number;
  size: number;
  search: string | null;
  role?: Role | undefined;
  coachId?: number | undefined;
  sort: 'username' | 'name' | 'email' | 'rating' | 'createdDate';
  direction: 'asc' | 'desc';
};

const SORT_COLUMNS = {
  username: sql`lower(${users.username})`,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  rating: users.rating,
  createdDate: users.createdAt,
};

/** `%text%` for LIKE, the caller's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: UserListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      sql`(${users.username} ilike ${pattern} or ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`,
    );
  }
  if (filter.role) conditions.push(sql`${filter.role} = any(${users.roles})`);
  if (filter.coachId !== undefined) conditions.push(eq(users.coachId, filter.coachId));
  return conditions.length ? and(...conditions) : undefined;
}

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
    /** One page of users and how many match in all. */
    async list(filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
      const where = whereOf(filter);
      const order = filter.direction === 'desc' ? desc : asc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order(SORT_COLUMNS[filter.sort]), asc(users.id))
          .limit(filter.size)
          .offset(filter.page * filter.size),
        db.$count(users, where),
      ]);
      return { rows, total };
    },
    /** How many students each of these coaches has. */
    async studentCounts(coachIds: number[]): Promise<Map<number, number>> {
      if (!coachIds.length) return new Map();
      const rows = await db
        .select({ coachId: users.coachId, n: sql<number>`count(*)::int` })
        .from(users)
        .where(inArray(users.coachId, coachIds))
        .groupBy(users.coachId);
      return new Map(rows.map((r) => [r.coachId!, r.n]));
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
