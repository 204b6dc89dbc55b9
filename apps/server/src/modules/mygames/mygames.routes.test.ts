import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildUser(t.ctx, { roles: ['student'] });
  const b = await buildUser(t.ctx, { roles: ['coach'] });
  alice = bearer(await loginAs(t.app, a.username, FACTORY_PASSWORD));
  bob = bearer(await loginAs(t.app, b.username, FACTORY_PASSWORD));
});
afterAll(() => t.app.close());

const TWO_GAMES = `[Event "Club blitz"]
[Date "2026.01.10"]
[White "Alice"]
[Black "Bob"]
[WhiteElo "1210"]
[BlackElo "?"]
[TimeControl "300+2"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[White "Alice"]
[Black "Carol"]

1. d4 d5 *
`;

const upload = (headers: Record<string, string>, pgn: string) =>
  t.app.inject({ method: 'POST', url: '/api/mygames', headers, payload: { pgn } });

/** A member of their own, so that no other test's uploads count against their hourly limit. */
const newMember = async () => {
  const user = await buildUser(t.ctx, { roles: ['student'] });
  return bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
};
const stored = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/mygames', headers })).json().total;

/** One game per movetext, each with a header so that the file splits into games. */
const games = (...movetexts: string[]) =>
  movetexts.map((m, i) => `[Event "Game ${i + 1}"]\n\n${m}\n`).join('\n');
/** `plies` half-moves of knights going out and back: always legal. */
const knightDance = (plies: number) =>
  Array.from({ length: plies }, (_, i) => {
    const san = ['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]!;
    return i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san;
  }).join(' ');

const CLASSIC = readFileSync(
  new URL(
    '../../../../../packages/chess/src/pgn/fixtures/classic_wch_1886-1948_gamescores.pgn',
    import.meta.url,
  ),
  'utf8',
);

describe('my games', () => {
  it('lets only club members upload; an account without a role reads its own (empty) list', async () => {
    const user = await buildUser(t.ctx);
    const headers = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
    expect((await upload(headers, TWO_GAMES)).statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/mygames', headers });
    expect(list.json()).toEqual({ items: [], total: 0, page: 0, size: 25 });
  });

  it('uploads every game of a PGN with its header values', async () => {
    const res = await upload(alice, TWO_GAMES);
    expect(res.statusCode).toBe(201);
    const { games } = res.json();
    expect(games).toHaveLength(2);
    expect(games[0]).toMatchObject({
      name: 'Alice – Bob (Club blitz, 2026)',
      white: 'Alice',
      black: 'Bob',
      whiteElo: 1210,
      blackElo: null,
      timeControl: '300+2',
      gameResult: '1-0',
    });
    expect(games[1]).toMatchObject({ name: 'Alice – Carol', gameResult: '*', timeControl: null });
    const one = (await t.app.inject({ url: `/api/mygames/${games[0].id}`, headers: alice })).json();
    expect(one.pgn).toContain('4. Qxf7# 1-0');
  });

  it('keeps each member’s games private to them', async () => {
    const [mine] = (await upload(alice, '[White "Private"]\n\n1. c4 *')).json().games;
    const theirs = (await t.app.inject({ url: '/api/mygames', headers: bob })).json().items;
    expect(theirs.map((g: { id: number }) => g.id)).not.toContain(mine.id);
    expect((await t.app.inject({ url: `/api/mygames/${mine.id}`, headers: bob })).statusCode).toBe(
      404,
    );
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/mygames/${mine.id}`,
      headers: bob,
    });
    expect(steal.statusCode).toBe(404);
    const own = (await t.app.inject({ url: '/api/mygames', headers: alice })).json().items;
    expect(own.map((g: { id: number }) => g.id)).toContain(mine.id);
  });

  it('pages the list on the server, newest first, and refuses a page too large', async () => {
    const carol = await newMember();
    const movetexts = Array.from({ length: 7 }, (_, i) => `[Event "Game ${i + 1}"]\n\n1. e4 *`);
    expect((await upload(carol, movetexts.join('\n\n'))).statusCode).toBe(201);
    const page = async (query: string) =>
      t.app.inject({ url: `/api/mygames?${query}`, headers: carol });
    const first = (await page('page=0&size=3')).json();
    expect(first).toMatchObject({ total: 7, page: 0, size: 3 });
    expect(first.items).toHaveLength(3);
    const last = (await page('page=2&size=3')).json();
    expect(last.items).toHaveLength(1);
    const everything = (await page('size=100')).json().items.map((g: { id: number }) => g.id);
    expect(everything).toHaveLength(7);
    // Newest first; games uploaded together have one time, and then the later id comes first.
    expect(everything).toEqual([...everything].sort((a: number, b: number) => b - a));
    expect(first.items.map((g: { id: number }) => g.id)).toEqual(everything.slice(0, 3));
    expect((await page('size=101')).statusCode).toBe(400);
    expect((await page('page=-1')).statusCode).toBe(400);
  });

  it('deletes an own game', async () => {
    const [game] = (await upload(bob, '1. e4 *')).json().games;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/mygames/${game.id}`,
      headers: bob,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/mygames/${game.id}`, headers: bob })).statusCode).toBe(
      404,
    );
  });

  it('uploads nothing when one game is bad, naming it', async () => {
    const before = (await t.app.inject({ url: '/api/mygames', headers: bob })).json().total;
    const res = await upload(bob, '1. e4 *\n\n[White "X"]\n\n1. e4 {unclosed');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Game 2: A comment { is never closed (line 3)');
    expect((await t.app.inject({ url: '/api/mygames', headers: bob })).json().total).toBe(before);
  });
});

// The caps of docs/decisions/0014: every upload route reads PGN through the same reader, so the
// limits are checked here once, through the route any member can call.
describe('PGN upload limits', () => {
  it('refuses more than 5,000 games in one upload, storing none', async () => {
    const member = await newMember();
    const res = await upload(member, games(...Array.from({ length: 5_001 }, () => '1. e4 *')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGN_TOO_LARGE',
      message: 'A PGN upload may hold at most 5,000 games. Please split the file.',
    });
    expect(await stored(member)).toBe(0);
  });

  it('stores every game of a 5 MB upload of 5,000 short annotated games', async () => {
    const member = await newMember();
    const comment = `${'A quiet opening move, keeping every option open. '.repeat(19)}And more.`;
    const pgn = games(...Array.from({ length: 5_000 }, () => `1. e4 {${comment}} e5 2. Nf3 *`));
    expect(pgn.length).toBeGreaterThan(4_900_000);
    expect(pgn.length).toBeLessThanOrEqual(5_000_000);
    const res = await upload(member, pgn);
    expect(res.statusCode).toBe(201);
    expect(res.json().games).toHaveLength(5_000);
    expect(await stored(member)).toBe(5_000);
  }, 60_000);

  it('refuses a game of more than 2,000 half-moves, naming it', async () => {
    const member = await newMember();
    const res = await upload(member, games(`${knightDance(2_000)} *`, `${knightDance(2_001)} *`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGN_INVALID',
      message: 'Game 2: A game may have at most 2,000 half-moves, variations included (line 3)',
    });
    expect(await stored(member)).toBe(0);
  });

  it('refuses more than 400,000 half-moves in one upload', async () => {
    const member = await newMember();
    const res = await upload(member, games(...Array(201).fill(`${knightDance(2_000)} *`)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGN_TOO_LARGE',
      message: 'A PGN upload may hold at most 400,000 half-moves in all. Please split the file.',
    });
  }, 60_000);

  it('answers 400, not 500, to variations nested 5,000 deep', async () => {
    const member = await newMember();
    const deep = (depth: number) => `1. e4 ${'(1. d4 '.repeat(depth)}${')'.repeat(depth)} *`;
    const res = await upload(member, games(deep(5_000)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGN_INVALID',
      message: 'Game 1: Variations may be nested at most 50 deep (line 3)',
    });
    expect((await upload(member, games(deep(50)))).statusCode).toBe(201);
  });

  it('answers 400, not 500, to a 3 MB comment and to any comment over 10,000 characters', async () => {
    const member = await newMember();
    const huge = await upload(member, games(`1. e4 {${'long '.repeat(600_000)}} *`));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(
      "Game 1: A game's PGN may be at most 200,000 characters long.",
    );
    const long = await upload(member, games('1. e4 *', `1. e4 {${'x'.repeat(10_001)}} *`));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      'Game 2: A comment may be at most 10,000 characters long (line 3)',
    );
    expect(await stored(member)).toBe(0);
  });

  it('allows a member 20 uploads an hour, then answers 429 to them alone', async () => {
    const member = await newMember();
    for (let i = 0; i < 20; i++) expect((await upload(member, '1. e4 *')).statusCode).toBe(201);
    const res = await upload(member, '1. e4 *');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many uploads: at most 20 an hour. Please try again later.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(member)).toBe(20);
    expect((await upload(await newMember(), '1. e4 *')).statusCode).toBe(201);
  });

  it('answers other requests while a large upload is being read', async () => {
    const member = await newMember();
    const done: string[] = [];
    const uploading = upload(member, `${CLASSIC}\n\n${CLASSIC}`).then((res) => {
      done.push('upload');
      return res;
    });
    // Let the upload start; a server reading it in one go would not even run this timer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    done.push('health');
    expect((await t.app.inject({ url: '/api/news' })).statusCode).toBe(200);
    done.push('news');
    expect((await uploading).statusCode).toBe(201);
    expect(done).toEqual(['health', 'news', 'upload']);
    expect(await stored(member)).toBe(282);
  }, 60_000);
});
