import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myGames,
  pendingUploads,
  stagedTournamentEntries,
  tournamentEntries,
  tournaments,
} from '../db/schema.js';
import { buildTestApp, buildUser, type TestApp } from '../test/helpers.js';
import { notPending, sweepUploads, UPLOAD_STALE_MS, writeUpload, type Upload } from './uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const db = () => t.ctx.database.db;
type Row = { userId: number; name: string; pgn: string };
const row = (userId: number, pgn = '1. e4 *'): Row => ({ userId, name: 'Game', pgn });

/** The member's games as every reader sees them. */
const visibleGames = (userId: number) =>
  db()
    .select()
    .from(myGames)
    .where(and(eq(myGames.userId, userId), notPending(myGames.uploadId)));
/** Every row of the member's games, hidden ones too. */
const allGames = (userId: number) => db().select().from(myGames).where(eq(myGames.userId, userId));
const pendingRow = (id: number) =>
  db().select().from(pendingUploads).where(eq(pendingUploads.id, id));

/** Writes `values` as a My Games upload, running `during` after each statement. */
function upload(
  userId: number,
  values: Row[],
  {
    statements = [] as number[],
    during = async (_upload: Upload) => undefined as void,
    after = async (_upload: Upload) => undefined as void,
  } = {},
) {
  let id = 0;
  const written = writeUpload(
    t.ctx,
    { kind: 'myGames', userId, rows: values.length, log: t.app.log },
    async (up) => {
      id = up.id;
      const rows = await up.inBatches(values, {
        size: (v) => v.pgn.length,
        insert: async (batch) => {
          statements.push(batch.length);
          const inserted = await db()
            .insert(myGames)
            .values(batch.map((v) => ({ ...v, uploadId: up.id })))
            .returning({ id: myGames.id, pgn: myGames.pgn });
          await during(up);
          return inserted;
        },
      });
      await after(up);
      return rows;
    },
  );
  return { written, id: () => id };
}

describe('writeUpload (docs/decisions/0047)', () => {
  it('writes at most 50 rows and 50,000 characters per statement and answers the rows in order', async () => {
    const user = await buildUser(t.ctx);
    const statements: number[] = [];
    const values = [
      ...Array.from({ length: 120 }, (_, i) => row(user.id, `1. e4 {${i}} *`)),
      ...Array.from({ length: 2 }, () => row(user.id, `{${'x'.repeat(30_000)}} *`)),
      row(user.id, `{${'x'.repeat(60_000)}} *`),
    ];
    const sent = upload(user.id, values, { statements });
    const rows = await sent.written;
    expect(statements).toEqual([50, 50, 21, 1, 1]);
    expect(rows.map((r) => r.pgn)).toEqual(values.map((v) => v.pgn));
    expect((await visibleGames(user.id)).map((g) => g.id).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.id),
    );
    expect(await pendingRow(sent.id())).toEqual([]);
  });

  it('shows no reader a row of the upload until one statement publishes them all', async () => {
    const user = await buildUser(t.ctx);
    const seen: number[] = [];
    const sent = upload(
      user.id,
      Array.from({ length: 160 }, () => row(user.id)),
      { during: async () => void seen.push((await visibleGames(user.id)).length) },
    );
    await sent.written;
    expect(seen).toEqual([0, 0, 0, 0]);
    expect(await visibleGames(user.id)).toHaveLength(160);
  });

  it('removes every row written when a statement fails, and rethrows', async () => {
    const user = await buildUser(t.ctx);
    // The 151st row names no user, so the fourth statement breaks the foreign key.
    const values = Array.from({ length: 200 }, (_, i) => row(i === 150 ? 99_999_999 : user.id));
    const sent = upload(user.id, values);
    await expect(sent.written).rejects.toThrow();
    expect(await allGames(user.id)).toEqual([]);
    expect(await pendingRow(sent.id())).toEqual([]);
  });

  it('removes every row written when the work fails after writing them, and rethrows', async () => {
    const user = await buildUser(t.ctx);
    const sent = upload(
      user.id,
      Array.from({ length: 600 }, () => row(user.id)),
      {
        after: async () => {
          throw new Error('the disk is full');
        },
      },
    );
    await expect(sent.written).rejects.toThrow('the disk is full');
    expect(await allGames(user.id)).toEqual([]);
  });

  it('publishes nothing of an upload the sweep removed while it was written', async () => {
    const user = await buildUser(t.ctx);
    const sent = upload(
      user.id,
      Array.from({ length: 120 }, () => row(user.id)),
      {
        after: async (up) => {
          await db().delete(myGames).where(eq(myGames.uploadId, up.id));
          await db().delete(pendingUploads).where(eq(pendingUploads.id, up.id));
        },
      },
    );
    await expect(sent.written).rejects.toThrow(/swept/);
    expect(await allGames(user.id)).toEqual([]);
  });
});

describe('sweepUploads', () => {
  const stale = sql`now() - ${UPLOAD_STALE_MS + 60_000} * interval '1 millisecond'`;

  it('removes the rows of uploads silent for longer than UPLOAD_STALE_MS, and no other', async () => {
    const user = await buildUser(t.ctx);
    const [abandoned, writing] = await db()
      .insert(pendingUploads)
      .values([
        { kind: 'myGames' as const, userId: user.id, rowCount: 300 },
        { kind: 'myGames' as const, userId: user.id, rowCount: 1 },
      ])
      .returning({ id: pendingUploads.id });
    // Its last heartbeat a minute past the limit; the other one is being written now.
    await db()
      .update(pendingUploads)
      .set({ heartbeatAt: stale, createdDate: sql`now() - interval '1 day'` })
      .where(eq(pendingUploads.id, abandoned!.id));
    await db()
      .insert(myGames)
      .values([
        ...Array.from({ length: 300 }, () => ({ ...row(user.id), uploadId: abandoned!.id })),
        { ...row(user.id), uploadId: writing!.id },
      ]);

    expect(await sweepUploads(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await pendingRow(abandoned!.id)).toEqual([]);
    expect(await pendingRow(writing!.id)).toHaveLength(1);
    expect((await allGames(user.id)).map((g) => g.uploadId)).toEqual([writing!.id]);
    expect(await visibleGames(user.id)).toEqual([]);
    await db().delete(myGames).where(eq(myGames.uploadId, writing!.id));
    await db().delete(pendingUploads).where(eq(pendingUploads.id, writing!.id));
  });

  it('finishes moving the entries of a staged upload published before its server died', async () => {
    const [tournament] = await db().select({ id: tournaments.id }).from(tournaments).limit(1);
    const mark = `Swept ${crypto.randomUUID().slice(0, 8)}`;
    const [published] = await db()
      .insert(pendingUploads)
      .values({ kind: 'tournamentEntries', userId: null, rowCount: 600, publishedAt: new Date() })
      .returning({ id: pendingUploads.id });
    // 100 of its 600 rows had moved when the server died.
    const entry = (i: number) => ({
      tournamentId: tournament!.id,
      name: `${mark} ${i}`,
      email: `p${i}@example.com`,
      section: 'Champ',
      paymentMethod: 'Cash',
      rating: 1200,
      playup: false,
      byesRequested: [],
      entryFeeCents: 2500,
      paid: true,
      waitingList: false,
    });
    await db()
      .insert(tournamentEntries)
      .values(Array.from({ length: 100 }, (_, i) => entry(i + 1)));
    await db()
      .insert(stagedTournamentEntries)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          ...entry(i + 101),
          uploadId: published!.id,
          position: i + 101,
        })),
      );

    await sweepUploads(t.ctx);
    const entries = await db()
      .select({ name: tournamentEntries.name })
      .from(tournamentEntries)
      .where(sql`${tournamentEntries.name} like ${`${mark} %`}`)
      .orderBy(tournamentEntries.id);
    expect(entries.map((e) => e.name)).toEqual(
      Array.from({ length: 600 }, (_, i) => `${mark} ${i + 1}`),
    );
    expect(await pendingRow(published!.id)).toEqual([]);
    await db()
      .delete(tournamentEntries)
      .where(sql`${tournamentEntries.name} like ${`${mark} %`}`);
  });
});
