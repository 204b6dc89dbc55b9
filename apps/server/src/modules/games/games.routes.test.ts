import { readFileSync } from 'node:fs';
import { START_FEN } from '@kingside/chess';
import { ASSIGNED_GAMES_CODE, ASSIGNMENT_MESSAGES, MESSAGES } from '@kingside/shared';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

const CLASSIC = readFileSync(
  new URL(
    '../../../../../packages/chess/src/pgn/fixtures/classic_wch_1886-1948_gamescores.pgn',
    import.meta.url,
  ),
  'utf8',
);

let t: TestApp;
let coach: Record<string, string>;
/** A coach of their own, so that uploads from other test files never count against their limit. */
const newCoach = async () => {
  const user = await buildUser(t.ctx, { roles: ['coach'] });
  return bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
};
beforeAll(async () => {
  t = await buildTestApp();
  coach = await newCoach();
});
afterAll(() => t.app.close());

/** A directory no other test (or file) uses. */
const uniqueDir = () => `/Test-${crypto.randomBytes(4).toString('hex')}`;
const FORK_FEN = 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1';
const AFTER_FORK = 'r3k3/2N5/8/8/8/8/8/4K3 b - - 1 1';

const buildGame = (overrides: Record<string, unknown> = {}) => ({
  name: `Fork ${crypto.randomBytes(3).toString('hex')}`,
  type: 'Puzzle',
  fen: FORK_FEN,
  solutionFen: AFTER_FORK,
  dirPath: '/',
  ...overrides,
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: coach, payload });
const get = (url: string) => t.app.inject({ url, headers: coach });

describe('POST /api/games (save)', () => {
  it('refuses students with 403 and visitors with 401', async () => {
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/games', payload: buildGame() })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games',
          headers: student,
          payload: buildGame(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('asks for the name with "Please enter required field"', async () => {
    const res = await post('/api/games', buildGame({ name: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.name).toEqual([MESSAGES.pleaseEnterRequired]);
  });

  it('needs a solutionFen or a solution', async () => {
    const res = await post('/api/games', buildGame({ solutionFen: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.solutionFen).toEqual([
      'Please enter a solution FEN or a solution.',
    ]);
    const withSolution = await post(
      '/api/games',
      buildGame({ solutionFen: null, solution: 'Nc7+' }),
    );
    expect(withSolution.statusCode).toBe(200);
  });

  it('refuses a fen that is not a legal position for play', async () => {
    const res = await post('/api/games', buildGame({ fen: '8/8/8/8/8/8/8/4K3 w - - 0 1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_POSITION',
      message: 'This FEN is not a legal position for play: each side needs exactly one king.',
    });
    // The rule the web form applies too (@kingside/chess): chess.js alone would castle a lone king.
    const rookless = await post('/api/games', buildGame({ fen: '4k3/8/8/8/8/8/8/4K3 w K - 0 1' }));
    expect(rookless.json().message).toBe(
      'This FEN is not a legal position for play: castling rights need the king and rook on their starting squares.',
    );
    const bad = await post('/api/games', buildGame({ solutionFen: `${AFTER_FORK},not a fen` }));
    expect(bad.json().fieldErrors.solutionFen[0]).toMatch(/^Solution position 2: This FEN is not/);
  });

  it('adds a game with the defaults, takes blacksTurn from the fen, then updates it', async () => {
    const black = 'r3k3/8/8/1N6/8/8/8/4K3 b - - 0 1';
    const res = await post('/api/games', buildGame({ fen: black, dirPath: 'Tactics//Forks/' }));
    expect(res.statusCode).toBe(200);
    const game = res.json();
    expect(game).toMatchObject({
      rating: 0,
      blacksTurn: true,
      dirPath: '/Tactics/Forks',
      questionType: null,
    });
    const updated = await post('/api/games', {
      ...buildGame({ name: 'Renamed fork' }),
      id: game.id,
    });
    expect(updated.json()).toMatchObject({ id: game.id, name: 'Renamed fork', blacksTurn: false });
    expect((await get(`/api/games/${game.id}`)).json().name).toBe('Renamed fork');
    expect((await post('/api/games', { ...buildGame(), id: 99_999_999 })).statusCode).toBe(404);
  });

  it('keeps question data on Question games only', async () => {
    const res = await post(
      '/api/games',
      buildGame({ type: 'Question', questionType: 'Choice', questionChoices: 'Nc7+\nNd6+' }),
    );
    expect(res.json()).toMatchObject({ questionType: 'Choice', questionChoices: 'Nc7+\nNd6+' });
    const missing = await post('/api/games', buildGame({ type: 'Question' }));
    expect(missing.json().fieldErrors.questionType).toBeDefined();
  });
});

describe('directories', () => {
  it('lists the games of one directory and every path with its parents', async () => {
    const dir = uniqueDir();
    await post('/api/games', buildGame({ name: 'In sub', dirPath: `${dir}/Sub` }));
    await post('/api/games/dirs', { path: `${dir}/Empty/Deep` });
    const paths: string[] = (await get('/api/games/dirPaths')).json();
    expect(paths).toEqual(
      expect.arrayContaining(['/', dir, `${dir}/Sub`, `${dir}/Empty`, `${dir}/Empty/Deep`]),
    );
    expect(paths).toEqual([...paths].sort());
    expect((await get(`/api/games?dirPath=${encodeURIComponent(dir)}`)).json()).toEqual([]);
    const sub = (await get(`/api/games?dirPath=${encodeURIComponent(`${dir}/Sub`)}`)).json();
    expect(sub.map((g: { name: string }) => g.name)).toEqual(['In sub']);
  });

  it('moving a directory moves every directory and game below it', async () => {
    const dir = uniqueDir();
    const a = (await post('/api/games', buildGame({ dirPath: `${dir}/A` }))).json();
    const b = (await post('/api/games', buildGame({ dirPath: `${dir}/A/B` }))).json();
    const sibling = (await post('/api/games', buildGame({ dirPath: `${dir}/AB` }))).json();
    await post('/api/games/dirs', { path: `${dir}/A/Empty` });

    const res = await post('/api/games/dirs/move', { from: `${dir}/A`, to: `${dir}/Moved/A2` });
    expect(res.json()).toEqual({ message: 'Updated Successfully', movedGames: 2 });
    const byIds = (await get(`/api/games/byIds?ids=${b.id},${a.id},${sibling.id}`)).json();
    expect(byIds.map((g: { dirPath: string }) => g.dirPath)).toEqual([
      `${dir}/Moved/A2/B`,
      `${dir}/Moved/A2`,
      `${dir}/AB`,
    ]);
    const paths: string[] = (await get('/api/games/dirPaths')).json();
    expect(paths).toContain(`${dir}/Moved/A2/Empty`);
    expect(paths).not.toContain(`${dir}/A`);
  });

  it('refuses to move a directory into itself, the top directory, or an unknown one', async () => {
    const dir = uniqueDir();
    await post('/api/games/dirs', { path: dir });
    expect(
      (await post('/api/games/dirs/move', { from: dir, to: `${dir}/Inner` })).json().message,
    ).toBe('A directory cannot be moved into itself.');
    expect((await post('/api/games/dirs/move', { from: '/', to: dir })).statusCode).toBe(400);
    expect(
      (await post('/api/games/dirs/move', { from: uniqueDir(), to: uniqueDir() })).statusCode,
    ).toBe(404);
  });

  it('deletes games by ids', async () => {
    const game = (await post('/api/games', buildGame())).json();
    expect((await post('/api/games/delete', { ids: [game.id] })).json()).toEqual({
      message: MESSAGES.deleted,
      deleted: 1,
    });
    expect((await get(`/api/games/${game.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete assigned games (409 naming how many copies) unless forced', async () => {
    const [a, b] = await Promise.all([
      post('/api/games', buildGame()),
      post('/api/games', buildGame()),
    ]);
    const ids = [a.json().id, b.json().id];
    const students = await Promise.all([1, 2].map(() => buildUser(t.ctx, { roles: ['student'] })));
    const admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/assignments/assignmentGroup',
      headers: admin,
      payload: { gameIds: ids, userIds: students.map((s) => s.id) },
    });
    expect(assigned.json().added).toBe(4);

    const refused = await post('/api/games/delete', { ids });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: ASSIGNED_GAMES_CODE,
      message: ASSIGNMENT_MESSAGES.gamesAssigned(4),
    });
    expect(refused.json().message).toBe(
      '4 assignments use these games. Delete anyway to remove them too.',
    );
    expect((await get(`/api/games/${ids[0]}`)).statusCode).toBe(200);

    const forced = await post('/api/games/delete', { ids, force: true });
    expect(forced.json()).toEqual({ message: MESSAGES.deleted, deleted: 2 });
    const assignmentId = assigned.json().assignmentIds[0];
    const gone = await t.app.inject({ url: `/api/assignments/${assignmentId}`, headers: admin });
    expect(gone.statusCode).toBe(404);
  });
});

describe('POST /api/games/bulk (Games In JSON)', () => {
  it('adds every game, or none when one is bad, naming the bad game by number', async () => {
    const dir = uniqueDir();
    const good = [buildGame({ dirPath: dir }), buildGame({ dirPath: dir })];
    const bad = await post('/api/games/bulk', {
      gamesJSON: JSON.stringify([...good, buildGame({ dirPath: dir, name: '' })]),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'GAMES_INVALID',
      message: `Game 3: name: ${MESSAGES.pleaseEnterRequired}`,
    });
    const badFen = await post('/api/games/bulk', {
      gamesJSON: JSON.stringify([
        buildGame({ dirPath: dir, fen: START_FEN.replace('K', 'Q') }),
        ...good,
      ]),
    });
    expect(badFen.json().message).toMatch(/^Game 1: fen: This FEN is not a legal position/);
    expect((await get(`/api/games?dirPath=${dir}`)).json()).toEqual([]);

    const ok = await post('/api/games/bulk', { gamesJSON: JSON.stringify(good) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().ids).toHaveLength(2);
    expect((await get(`/api/games?dirPath=${dir}`)).json()).toHaveLength(2);
  });

  it('refuses a NUL written as \\u0000 inside the JSON with 400 naming gamesJSON, storing nothing', async () => {
    const dir = uniqueDir();
    // JSON.stringify spells the NUL as the six characters \u0000: no NUL is in the body itself.
    const gamesJSON = JSON.stringify([buildGame({ dirPath: dir, name: 'Nul\u0000name' })]);
    expect(gamesJSON).toContain('\\u0000');
    const res = await post('/api/games/bulk', { gamesJSON });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { gamesJSON: [MESSAGES.nulCharacter] },
    });
    expect((await get(`/api/games?dirPath=${dir}`)).json()).toEqual([]);
  });

  it('asks for Games In JSON and for a JSON array', async () => {
    expect((await post('/api/games/bulk', { gamesJSON: '' })).json().fieldErrors.gamesJSON).toEqual(
      [MESSAGES.pleaseEnterRequired],
    );
    expect((await post('/api/games/bulk', { gamesJSON: '{nope' })).json().message).toBe(
      'Games In JSON is not valid JSON.',
    );
  });
});

describe('POST /api/games/pgn', () => {
  it('adds all 141 classic games to a directory as Training games', async () => {
    const dir = `${uniqueDir()}/Classics`;
    const res = await post('/api/games/pgn', { dirPath: dir, pgn: CLASSIC });
    expect(res.statusCode).toBe(201);
    expect(res.json().ids).toHaveLength(141);
    const listed = (await get(`/api/games?dirPath=${encodeURIComponent(dir)}`)).json();
    expect(listed).toHaveLength(141);
    expect(listed[0].name).toBe('Zukertort, Johannes – Steinitz, Wilhelm (Wch1, 1886)');
    const first = (await get(`/api/games/${listed[0].id}`)).json();
    expect(first).toMatchObject({ type: 'Training', fen: START_FEN, blacksTurn: false });
    expect(first.pgn).toContain('[White "Zukertort, Johannes"]');
    // 46... Bf4 is Black's last move, so White is to move at the final position.
    expect(first.solutionFen).toMatch(/ w - - \d+ 47$/);
  });

  it('adds nothing when one game has an illegal move, naming the game', async () => {
    const dir = uniqueDir();
    const pgn = '[White "A"]\n\n1. e4 e5 *\n\n[White "B"]\n\n1. e4 e4 *\n';
    const res = await post('/api/games/pgn', { dirPath: dir, pgn });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Game 2: 1... e4 is not a legal move.');
    expect((await get(`/api/games?dirPath=${dir}`)).json()).toEqual([]);
  });
});

describe('library upload limits (docs/decisions/0014)', () => {
  it('answers 400, not 500, to variations nested 5,000 deep and to a 3 MB comment', async () => {
    const dir = uniqueDir();
    const deep = `[White "A"]\n\n1. e4 ${'(1. d4 '.repeat(5_000)}${')'.repeat(5_000)} *`;
    const res = await post('/api/games/pgn', { dirPath: dir, pgn: `1. e4 *\n\n${deep}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGN_INVALID',
      message: 'Game 2: Variations may be nested at most 50 deep (line 3)',
    });
    const comment = `[White "A"]\n\n1. e4 {${'long '.repeat(600_000)}} *`;
    const huge = await post('/api/games/pgn', { dirPath: dir, pgn: comment });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(
      "Game 1: A game's PGN may be at most 200,000 characters long.",
    );
    expect((await get(`/api/games?dirPath=${dir}`)).json()).toEqual([]);
  });

  it('counts PGN files and Games In JSON against one limit of 20 uploads an hour', async () => {
    const uploader = await newCoach();
    const send = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: uploader, payload });
    const dir = uniqueDir();
    for (let i = 0; i < 10; i++) {
      expect((await send('/api/games/pgn', { dirPath: dir, pgn: '1. e4 *' })).statusCode).toBe(201);
      const gamesJSON = JSON.stringify([buildGame({ dirPath: dir })]);
      expect((await send('/api/games/bulk', { gamesJSON })).statusCode).toBe(201);
    }
    const res = await send('/api/games/pgn', { dirPath: dir, pgn: '1. e4 *' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many uploads: at most 20 an hour. Please try again later.',
    });
    expect((await get(`/api/games?dirPath=${dir}`)).json()).toHaveLength(20);
  });
});
