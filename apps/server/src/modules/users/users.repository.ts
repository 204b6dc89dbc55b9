import { MESSAGES, type Role } from '@kingside/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/patterns.js';
import { users } from '../../db/schema.js';
import { conflict, isUniqueViolation } from '../../lib/errors.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Users whose username, name or e-mail contains `search`, letter case ignored: one LIKE on the
 * lowercased search column, which its trigram index answers (docs/decisions/0026).
 */
export const matchesUserSearch = (search: string): SQL =>
  sql`${users.searchText} like lower(${containing(search)})`;

const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** A list of users: which ones, which page, in which order (contracts/users.ts). */
export type UserListFilter = {
  page: number;
  size: number;
  search: string | null;
  role?: Role | undefined;
  coachId?: number | undefined;
  /** Only accounts that are not disabled. */
  activeOnly?: boolean | undefined;
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

function whereOf(
  filter: Pick<UserListFilter, 'search' | 'role' | 'coachId' | 'activeOnly'>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    conditions.push(matchesUserSearch(filter.search));
  }
  if (filter.role) conditions.push(sql`${filter.role} = any(${users.roles})`);
  if (filter.coachId !== undefined) conditions.push(eq(users.coachId, filter.coachId));
  if (filter.activeOnly) conditions.push(eq(users.disabled, false));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The rows after user `lastId` in the list's order (sort key, then id ascending). The key of that
 * user is read in a subquery, whose `users` is the inner table, so no value makes a round trip
 * through JavaScript (a timestamp would lose its microseconds).
 */
function afterRow(filter: Pick<UserListFilter, 'sort' | 'direction'>, lastId: number): SQL {
  const key = SORT_COLUMNS[filter.sort];
  const lastKey = sql`(select ${key} from ${users} where ${users.id} = ${lastId})`;
  const beyond = filter.direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${key} ${beyond} ${lastKey} or (${key} = ${lastKey} and ${users.id} > ${lastId}))`;
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
    /**
     * Every matching user in list order, `size` at a time (the CSV export). Each batch starts after
     * the previous batch's last row (a keyset on the sort key and id, read from that row), so a
     * user added meanwhile never shifts a batch and no offset is walked.
     */
    async *batches(
      filter: Omit<UserListFilter, 'page' | 'size'>,
      size: number,
    ): AsyncGenerator<UserRow[]> {
      const key = SORT_COLUMNS[filter.sort];
      const order = filter.direction === 'desc' ? desc : asc;
      let lastId: number | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(users)
          .where(and(whereOf(filter), lastId === undefined ? undefined : afterRow(filter, lastId)))
          .orderBy(order(key), asc(users.id))
          .limit(size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
        lastId = rows.at(-1)!.id;
      }
    },
    /** The names of these users, by id (the coach column of the users CSV). */
    async namesOf(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
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

const usernameTaken = () =>
  conflict('USERNAME_TAKEN', MESSAGES.usernameTaken, { username: [MESSAGES.usernameTaken] });

/**
 * Runs `write` unless a user other than `userId` has `username` (letter case ignored): 409
 * USERNAME_TAKEN with the message under `username` otherwise, also when two writes race for it
 * (the unique index decides).
 */
async function withFreeUsername<T>(
  db: DbOrTx,
  username: string,
  userId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  const holder = await usersRepository(db).findByUsername(username);
  if (holder && holder.id !== userId) throw usernameTaken();
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTaken();
    throw err;
  }
}

/**
 * Inserts a user whose username nobody has (409 USERNAME_TAKEN otherwise). Sign-up and the
 * admin's Add User both make users through this.
 */
export function insertNewUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  return withFreeUsername(db, values.username, null, () => usersRepository(db).insert(values));
}

/**
 * Saves a user's fields; a new username must be nobody else's (409 USERNAME_TAKEN otherwise).
 * Undefined when there is no such user.
 */
export function updateUserFields(
  db: DbOrTx,
  id: number,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const update = () => usersRepository(db).update(id, values);
  return values.username === undefined
    ? update()
    : withFreeUsername(db, values.username, id, update);
}
