import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myGames } from '../db/schema.js';
import { buildTestApp, buildUser, type TestApp } from '../test/helpers.js';
import { insertInBatches } from './uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const row = (userId: number, pgn = '1. e4 *') => ({ userId, name: 'Game', pgn });

describe('insertInBatches', () => {
  const db = () => t.ctx.database.db;
  const options = (statements: number[]) => ({
    size: (v: { pgn: string }) => v.pgn.length,
    insert: async (batch: ReturnType<typeof row>[]) => {
      statements.push(batch.length);
      return db().insert(myGames).values(batch).returning();
    },
    undo: (written: { id: number }[]) =>
      Promise.all(written.map((w) => db().delete(myGames).where(eq(myGames.id, w.id)))),
  });

  it('writes at most 50 rows and 50,000 characters per statement, in the order given', async () => {
    const user = await buildUser(t.ctx);
    const statements: number[] = [];
    const values = [
      ...Array.from({ length: 120 }, () => row(user.id)),
      ...Array.from({ length: 2 }, () => row(user.id, `{${'x'.repeat(30_000)}} *`)),
      row(user.id, `{${'x'.repeat(60_000)}} *`),
    ];
    const rows = await insertInBatches(values, options(statements));
    expect(statements).toEqual([50, 50, 21, 1, 1]);
    expect(rows.map((r) => r.pgn)).toEqual(values.map((v) => v.pgn));
  });

  it('removes the rows already written when a later statement fails, and rethrows', async () => {
    const user = await buildUser(t.ctx);
    // The 151st row names no user, so the fourth statement breaks the foreign key.
    const values = Array.from({ length: 200 }, (_, i) => row(i === 150 ? 99_999_999 : user.id));
    await expect(insertInBatches(values, options([]))).rejects.toThrow();
    expect(await db().select().from(myGames).where(eq(myGames.userId, user.id))).toEqual([]);
  });
});
