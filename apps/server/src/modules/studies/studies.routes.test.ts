import { readFileSync } from 'node:fs';
import { parsePgn, parsePgnGames, START_FEN } from '@kingside/chess';
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
import { studiesRepository } from './studies.repository.js';

const STUDY = readFileSync(
  new URL(
    '../../../../../packages/chess/src/pgn/fixtures/study_authored_sample.pgn',
    import.meta.url,
  ),
  'utf8',
);

let t: TestApp;
let coach: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  // A coach of their own, so that uploads from other test files never count against their limit.
  const user = await buildUser(t.ctx, { roles: ['coach'] });
  coach = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
});
afterAll(() => t.app.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: coach, payload });
const get = (url: string) => t.app.inject({ url, headers: coach });
const uniqueName = () => `Study ${crypto.randomBytes(4).toString('hex')}`;

type Study = { id: number; name: string; notes: string; chapters: { id: number; name: string }[] };

/** Every chapter of a study, parsed, without the headers export adds. */
async function chapterTrees(study: Study) {
  return Promise.all(
    study.chapters.map(async (c) => {
      const chapter = (await get(`/api/studies/${study.id}/chapters/${c.id}`)).json();
      return { name: chapter.name, fen: chapter.fen, game: parsePgn(chapter.pgn) };
    }),
  );
}

describe('studies', () => {
  it('refuses students with 403', async () => {
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    expect((await t.app.inject({ url: '/api/studies', headers: student })).statusCode).toBe(403);
  });

  it('imports the authored study: one chapter per game, notes from the Annotator', async () => {
    const name = uniqueName();
    const res = await post('/api/studies/import', { name, pgn: STUDY });
    expect(res.statusCode).toBe(201);
    const study: Study = res.json();
    expect(study).toMatchObject({ name, notes: 'Chess club portal project (original notes)' });
    expect(study.chapters.map((c) => c.name)).toEqual([
      'Morphy, Paul – Duke Karl of Brunswick and Count Isouard (Club Study: Classic Attacking Games, 1858)',
      'Anderssen, Adolf – Kieseritzky, Lionel (London, 1851)',
      'Anderssen, Adolf – Dufresne, Jean (Berlin, 1852)',
    ]);
    const list = (await get('/api/studies')).json();
    expect(list).toContainEqual({ id: study.id, name, createdDate: expect.any(String) });
    const trees = await chapterTrees(study);
    expect(trees.map((c) => c.game)).toEqual(parsePgnGames(STUDY));
  });

  it('exports a PGN file that imports back to the same study', async () => {
    const study: Study = (
      await post('/api/studies/import', { name: uniqueName(), pgn: STUDY })
    ).json();
    const exported = await get(`/api/studies/${study.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/x-chess-pgn; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="Study-[0-9a-f]+\.pgn"$/,
    );

    const again: Study = (await post('/api/studies/import', { pgn: exported.body })).json();
    expect(again.name).toBe(study.name);
    expect(again.notes).toBe(study.notes);
    expect(again.chapters.map((c) => c.name)).toEqual(study.chapters.map((c) => c.name));
    expect(await chapterTrees(again)).toEqual(await chapterTrees(study));
  });

  it('adds a chapter from a start position and from a PGN game', async () => {
    const study: Study = (
      await post('/api/studies/import', { name: uniqueName(), pgn: STUDY })
    ).json();
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    const empty = await post(`/api/studies/${study.id}/chapters`, { name: 'Pawn ending', fen });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({ name: 'Pawn ending', fen });
    expect(parsePgn(empty.json().pgn).startFen).toBe(fen);
    const game = await post(`/api/studies/${study.id}/chapters`, { pgn: '1. e4 e5 {ok} *' });
    expect(game.json()).toMatchObject({ name: 'Chapter 5' });
    const chapters = (await get(`/api/studies/${study.id}`)).json().chapters;
    expect(chapters.map((c: { name: string }) => c.name).slice(3)).toEqual([
      'Pawn ending',
      'Chapter 5',
    ]);
  });

  it('refuses a bad chapter and answers 404 for unknown studies and chapters', async () => {
    const study: Study = (
      await post('/api/studies/import', { name: uniqueName(), pgn: STUDY })
    ).json();
    const illegal = await post(`/api/studies/${study.id}/chapters`, { pgn: '1. e5 *' });
    expect(illegal.json()).toMatchObject({
      code: 'PGN_INVALID',
      message: 'Game 1: 1. e5 is not a legal move.',
    });
    expect((await post(`/api/studies/${study.id}/chapters`, {})).statusCode).toBe(400);
    expect((await post('/api/studies/99999999/chapters', { pgn: '1. e4 *' })).statusCode).toBe(404);
    expect((await get('/api/studies/99999999')).statusCode).toBe(404);
    expect((await get(`/api/studies/${study.id}/chapters/99999999`)).statusCode).toBe(404);
    expect((await get('/api/studies/99999999/export')).statusCode).toBe(404);
  });
});

describe('study upload limits (docs/decisions/0014)', () => {
  const deep = `1. e4 ${'(1. d4 '.repeat(5_000)}${')'.repeat(5_000)} *`;

  it('answers 400, not 500, to variations nested 5,000 deep in an import or a chapter', async () => {
    const before = (await get('/api/studies')).json().length;
    const name = uniqueName();
    const res = await post('/api/studies/import', {
      name,
      pgn: `${STUDY}\n\n[White "X"]\n\n${deep}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGN_INVALID',
      message: 'Game 4: Variations may be nested at most 50 deep (line 3)',
    });
    expect((await get('/api/studies')).json()).toHaveLength(before);

    const study: Study = (await post('/api/studies/import', { name, pgn: STUDY })).json();
    const chapter = await post(`/api/studies/${study.id}/chapters`, { pgn: deep });
    expect(chapter.statusCode).toBe(400);
    expect(chapter.json().message).toBe(
      'Game 1: Variations may be nested at most 50 deep (line 1)',
    );
  });

  it('imports a study of 2,000 chapters and exports all of them', async () => {
    const pgn = Array.from(
      { length: 2_000 },
      (_, i) => `[ChapterName "Line ${i + 1}"]\n\n1. e4 e5 2. Nf3 {Chapter ${i + 1}} *`,
    ).join('\n\n');
    const res = await post('/api/studies/import', { name: uniqueName(), pgn });
    expect(res.statusCode).toBe(201);
    const study: Study = res.json();
    expect(study.chapters).toHaveLength(2_000);
    expect(study.chapters[1_999]!.name).toBe('Line 2000');
    const exported = await get(`/api/studies/${study.id}/export`);
    expect(parsePgnGames(exported.body)).toHaveLength(2_000);
  }, 60_000);

  it('exports a chapter saved before the limits as it was saved', async () => {
    const study: Study = (
      await post('/api/studies/import', { name: uniqueName(), pgn: STUDY })
    ).json();
    const saved = `1. e4 ${'(1. d4 '.repeat(60)}${')'.repeat(60)} *`;
    await studiesRepository(t.ctx.database.db).appendChapters(study.id, [
      { name: 'Saved long ago', pgn: saved, fen: START_FEN },
    ]);
    const res = await get(`/api/studies/${study.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(parsePgnGames(res.body.replace(saved, ''))).toHaveLength(3);
    expect(res.body).toContain(saved);
  });
});
