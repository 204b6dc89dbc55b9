import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../test/helpers.js';
import { users } from './schema.js';
import { QueryOutsideTransactionError } from './transaction-guard.js';

/*
 * On the embedded database a transaction holds the one connection: a query on the root database
 * from inside it waited for the transaction, which waited for the query, and every other request
 * waited behind both (issue 30). Both databases now refuse such a query at once.
 */

const database = await getDatabase();
// The worker's shared database (docs/decisions/0051): other files go on using it, so no close here.
const db = database.db;

const countUsers = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/** Fails the test instead of hanging it when `work` never settles. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe(`transactions on the ${database.kind} database`, () => {
  it('refuses a query on the root database from inside an open transaction, at once', async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).limit(1);
      return countUsers();
    });
    // Drizzle names the query and keeps the refusal as its cause.
    await expect(within(5_000, attempt)).rejects.toMatchObject({
      cause: expect.any(QueryOutsideTransactionError),
    });
    // The connection is free again for everyone.
    expect(await within(5_000, countUsers())).toBeGreaterThan(0);
  });

  it('refuses a second transaction on the root database inside one, and rolls the first back', async () => {
    const before = await countUsers();
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return db.transaction(async (inner) => inner.execute(sql`select 1`));
    });
    await expect(within(5_000, attempt)).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    expect(await countUsers()).toBe(before);
  });

  it('lets another request query while a transaction runs, and work left behind query after it', async () => {
    let later: Promise<number> | undefined;
    const transaction = db.transaction(async (tx) => {
      // Started inside, run after the commit: the transaction is over by then.
      later = new Promise((resolve, reject) =>
        setTimeout(() => countUsers().then(resolve, reject), 50),
      );
      await new Promise((r) => setTimeout(r, 20));
      return tx.execute(sql`select 1`);
    });
    // Another request, not inside the transaction: it waits its turn (one connection) or runs.
    const other = countUsers();
    await within(5_000, transaction);
    expect(await within(5_000, other)).toBeGreaterThan(0);
    expect(await within(5_000, later!)).toBeGreaterThan(0);
  });
});
