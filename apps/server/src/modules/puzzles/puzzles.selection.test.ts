import crypto from 'node:crypto';
import { PUZZLE_NO_REPEAT_ATTEMPTS } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { usersRepository } from '../users/index.js';
import { puzzlesRepository } from './puzzles.repository.js';
import {
  choosePuzzle,
  choosePuzzles,
  forgetPuzzleFacts,
  PUZZLE_WIDEN_STEPS,
  widenWindow,
  type PuzzleChoiceFilter,
} from './puzzles.selection.js';
import { rowsOf } from '../../db/rows.js';

/*
 * The demo puzzles (the CC0 sample) are rated 2,789 at most, so the puzzles made here sit at
 * 5,000 and above, each group in its own band, with test-only themes and openings.
 */

let t: TestApp;
let ctx: AppContext;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = t.ctx;
  db = ctx.database.db;
});
afterAll(() => t.app.close());

const FEN = '6k1/p1p2ppp/1pqp2r1/3Q4/8/1P6/P1P2PPP/4RK2 b - - 8 22';

type Made = {
  rating: number;
  themes?: string[];
  openingFamily?: string | null;
  openingVariation?: string | null;
};

/** Inserts puzzles (ids `prefix` + index) in one statement; answers their ids. */
async function makePuzzles(prefix: string, made: Made[]): Promise<string[]> {
  const ids = made.map((_, i) => `${prefix}${i}`);
  await db.execute(sql`
    insert into puzzles (id, fen, moves, rating, rating_deviation, popularity, nb_plays, themes,
      opening_family, opening_variation)
    select id, ${FEN}, 'c6d5 e1e8', rating, 80, 90, 100,
      case when themes = '' then '{}'::text[] else string_to_array(themes, ' ') end, family, variation
    from unnest(${sql.param(ids)}::text[], ${sql.param(made.map((m) => m.rating))}::int[],
      ${sql.param(made.map((m) => (m.themes ?? []).join(' ')))}::text[],
      ${sql.param(made.map((m) => m.openingFamily ?? null))}::text[],
      ${sql.param(made.map((m) => m.openingVariation ?? null))}::text[])
      as u(id, rating, themes, family, variation)`);
  return ids;
}

async function makeUser(): Promise<number> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const user = await usersRepository(db).insert({
    username: `sel_${suffix}`,
    email: `sel_${suffix}@example.com`,
    name: `Selection ${suffix}`,
    passwordHash: 'x',
    roles: ['student'],
  });
  return user.id;
}

/** Records attempts of `puzzleIds` by the user, in this order (the last is the latest). */
async function attempt(userId: number, puzzleIds: string[]): Promise<void> {
  await db.execute(sql`
    insert into puzzle_attempts (user_id, puzzle_id, mode, solved, rated, puzzle_rating,
      user_rating)
    select ${userId}, puzzle_id, 'rated', true, true, 1500, 1500
    from unnest(${sql.param(puzzleIds)}::text[]) with ordinality as u(puzzle_id, n)
    order by n`);
}

async function ratingOf(id: string): Promise<number> {
  const [row] = rowsOf<{ rating: number }>(
    await db.execute(sql`select rating from puzzles where id = ${id}`),
  );
  return row!.rating;
}

/** `times` choices with the same filter; the ids, null for none. */
async function chooseMany(filter: PuzzleChoiceFilter, times: number) {
  const ids: (string | null)[] = [];
  for (let i = 0; i < times; i++) ids.push((await choosePuzzle(ctx, filter))?.id ?? null);
  return ids;
}

describe('choosePuzzle', () => {
  it('answers only puzzles inside the rating window, from many of them', async () => {
    const ids = await makePuzzles(
      'selWin',
      Array.from({ length: 300 }, (_, i) => ({ rating: 5000 + i })),
    );
    const filter = { window: { fromRating: 5100, toRating: 5199 }, themes: [] };
    const chosen = await chooseMany(filter, 120);
    for (const id of chosen) {
      expect(ids).toContain(id);
      const rating = await ratingOf(id!);
      expect(rating).toBeGreaterThanOrEqual(5100);
      expect(rating).toBeLessThanOrEqual(5199);
    }
    // 100 puzzles in the window: a fair choice meets well over half of them in 120 tries.
    expect(new Set(chosen).size).toBeGreaterThan(50);
    expect(await choosePuzzle(ctx, filter)).toMatchObject({
      window: filter.window,
      widened: false,
    });
  });

  it('answers only puzzles that have every theme asked for', async () => {
    const made: Made[] = [];
    for (let i = 0; i < 120; i++) {
      const themes = ['selFork', 'selMate', 'selPin'].filter((_, t) => (i >> t) % 2 === 1);
      made.push({ rating: 5400 + (i % 50), themes });
    }
    const ids = await makePuzzles('selTh', made);
    const both = ids.filter((_, i) => (i & 3) === 3);
    const chosen = await chooseMany(
      { window: { fromRating: 5400, toRating: 5449 }, themes: ['selFork', 'selMate'] },
      60,
    );
    for (const id of chosen) expect(both).toContain(id);
    expect(new Set(chosen).size).toBeGreaterThan(10);
    // A theme of one puzzle only, among many that lack it: the rare-theme path finds it.
    const [rare] = await makePuzzles('selRare', [{ rating: 5420, themes: ['selRareTheme'] }]);
    expect(
      await chooseMany(
        { window: { fromRating: 5400, toRating: 5449 }, themes: ['selRareTheme'] },
        5,
      ),
    ).toEqual([rare, rare, rare, rare, rare]);
  });

  it("finds a rare theme's puzzles through its keys, by their current rating", async () => {
    const ids = await makePuzzles(
      'selKey',
      Array.from({ length: 6 }, (_, i) => ({
        rating: 5900 + i * 10,
        themes: ['selKeyed', i % 2 === 1 ? 'selKeyedOdd' : 'selKeyedEven'],
      })),
    );
    // As after an import: the theme list, and keys for the rare themes.
    await puzzlesRepository(db).refreshLists();
    forgetPuzzleFacts(ctx);
    const [keys] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from puzzle_theme_keys where theme = 'selKeyed'`,
      ),
    );
    expect(keys!.n).toBe(6);
    const window = { fromRating: 5900, toRating: 5950 };
    const chosen = await chooseMany({ window, themes: ['selKeyed'] }, 40);
    for (const id of chosen) expect(ids).toContain(id);
    expect(new Set(chosen).size).toBeGreaterThan(3);
    const odd = await chooseMany({ window, themes: ['selKeyedOdd', 'selKeyed'] }, 20);
    for (const id of odd) expect([ids[1], ids[3], ids[5]]).toContain(id);
    const userId = await makeUser();
    await attempt(userId, ids.slice(1));
    expect(await chooseMany({ window, themes: ['selKeyed'], userId }, 5)).toEqual(
      Array(5).fill(ids[0]),
    );
    // Its rating moved out of the window since the keys were made: no longer in that window.
    await db.execute(sql`update puzzles set rating = 8000 where id = ${ids[0]!}`);
    expect(
      await choosePuzzle(ctx, { window, themes: ['selKeyed'], userId, widen: false }),
    ).toBeNull();
  });

  it('answers only puzzles of the opening family, and of the variation when one is asked', async () => {
    const made: Made[] = [];
    for (let i = 0; i < 90; i++) {
      made.push({
        rating: 5600 + i,
        openingFamily: ['Sel_Family', 'Sel_Other', null][i % 3],
        openingVariation: i % 3 === 0 && i % 2 === 0 ? 'Sel_Family_Variation' : null,
      });
    }
    const ids = await makePuzzles('selOp', made);
    const family = ids.filter((_, i) => i % 3 === 0);
    const variation = ids.filter((_, i) => i % 6 === 0);
    const window = { fromRating: 5600, toRating: 5689 };
    const inFamily = await chooseMany({ window, themes: [], openingFamily: 'Sel_Family' }, 40);
    for (const id of inFamily) expect(family).toContain(id);
    expect(new Set(inFamily).size).toBeGreaterThan(12);
    const inVariation = await chooseMany(
      {
        window,
        themes: [],
        openingFamily: 'Sel_Family',
        openingVariation: 'Sel_Family_Variation',
      },
      30,
    );
    for (const id of inVariation) expect(variation).toContain(id);
    expect(await choosePuzzle(ctx, { window, themes: [], openingFamily: 'Sel_None' })).toBeNull();
  });

  it("never answers one of the user's last 1,000 attempts, but may answer an older one", async () => {
    const count = PUZZLE_NO_REPEAT_ATTEMPTS + 5;
    const ids = await makePuzzles(
      'selRep',
      Array.from({ length: count }, (_, i) => ({ rating: 6000 + (i % 200) })),
    );
    const userId = await makeUser();
    const other = await makeUser();
    // Every puzzle attempted once, the first five longest ago; one of the five again, long ago.
    await attempt(userId, [ids[0]!, ...ids]);
    const older = ids.slice(0, 5);
    const filter = {
      window: { fromRating: 6000, toRating: 6199 },
      themes: [],
      userId,
      widen: false,
    };
    const chosen = await chooseMany(filter, 30);
    for (const id of chosen) expect(older).toContain(id);
    expect(new Set(chosen).size).toBeGreaterThan(1);
    // Another user's attempts do not count.
    const theirs = await chooseMany({ ...filter, userId: other }, 30);
    expect(theirs.some((id) => !older.includes(id!))).toBe(true);
    // Attempting the five again brings the next five oldest back instead.
    await attempt(userId, older);
    for (const id of await chooseMany(filter, 20)) expect(ids.slice(5, 10)).toContain(id);
    // excludeIds refuses more, for anyone.
    expect(await chooseMany({ ...filter, userId: other, excludeIds: ids.slice(1) }, 3)).toEqual([
      ids[0],
      ids[0],
      ids[0],
    ]);
  });

  it('widens a dry window step by step and says so, or answers null when told not to', async () => {
    const [near] = await makePuzzles('selWidenNear', [{ rating: 6650, themes: ['selWiden'] }]);
    const window = { fromRating: 6500, toRating: 6510 };
    expect(await choosePuzzle(ctx, { window, themes: ['selWiden'] })).toEqual({
      id: near,
      window: widenWindow(window, PUZZLE_WIDEN_STEPS[1]),
      widened: true,
    });
    expect(await choosePuzzle(ctx, { window, themes: ['selWiden'], widen: false })).toBeNull();
    // Only far away: the whole range.
    const [far] = await makePuzzles('selWidenFar', [{ rating: 9500, themes: ['selWidenFar'] }]);
    expect(await choosePuzzle(ctx, { window, themes: ['selWidenFar'] })).toEqual({
      id: far,
      window: { fromRating: 0, toRating: 9999 },
      widened: true,
    });
  });

  it('finds a lone match among more puzzles than a walk reads', async () => {
    const made: Made[] = Array.from({ length: 6000 }, (_, i) => ({
      rating: 7500 + (i % 3),
      themes: i === 4321 ? ['selLone', 'selCrowd'] : ['selCrowd'],
    }));
    const ids = await makePuzzles('selCrowd', made);
    const window = { fromRating: 7500, toRating: 7502 };
    // A walk reads 4,000 of the 6,000: the exact query finds the one the walk missed.
    expect(await chooseMany({ window, themes: ['selLone'], widen: false }, 8)).toEqual(
      Array(8).fill(ids[4321]),
    );
    expect(await chooseMany({ window, themes: ['selCrowd', 'selLone'], widen: false }, 4)).toEqual(
      Array(4).fill(ids[4321]),
    );
  });

  it('answers null when nothing matches at all', async () => {
    const window = { fromRating: 0, toRating: 9999 };
    expect(await choosePuzzle(ctx, { window, themes: ['selNoSuchTheme'] })).toBeNull();
    expect(
      await choosePuzzle(ctx, { window, themes: [], openingVariation: 'Sel_No_Such' }),
    ).toBeNull();
  });
});

describe('choosePuzzles', () => {
  it('answers distinct puzzles spread over the window, fewer when fewer match', async () => {
    const ids = await makePuzzles(
      'selNine',
      Array.from({ length: 200 }, (_, i) => ({ rating: 7000 + i, themes: ['selNine'] })),
    );
    const filter = { window: { fromRating: 7000, toRating: 7199 }, themes: ['selNine'] };
    const nine = await choosePuzzles(ctx, filter, 9);
    expect(nine).toHaveLength(9);
    expect(new Set(nine).size).toBe(9);
    for (const id of nine) expect(ids).toContain(id);
    // Not nine neighbours in the index: their ratings spread.
    const ratings = await Promise.all(nine.map(ratingOf));
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(30);
    expect(await choosePuzzles(ctx, { ...filter, excludeIds: ids.slice(3) }, 9)).toHaveLength(3);
  });
});
