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

describe('my games', () => {
  it('is for club members: a signed-up user without a role gets 403', async () => {
    const user = await buildUser(t.ctx);
    const headers = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
    expect((await t.app.inject({ url: '/api/mygames', headers })).statusCode).toBe(403);
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
    const theirs = (await t.app.inject({ url: '/api/mygames', headers: bob })).json();
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
    const own = (await t.app.inject({ url: '/api/mygames', headers: alice })).json();
    expect(own.map((g: { id: number }) => g.id)).toContain(mine.id);
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
    const before = (await t.app.inject({ url: '/api/mygames', headers: bob })).json().length;
    const res = await upload(bob, '1. e4 *\n\n[White "X"]\n\n1. e4 {unclosed');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Game 2: A comment { is never closed (line 3)');
    expect((await t.app.inject({ url: '/api/mygames', headers: bob })).json()).toHaveLength(before);
  });
});
