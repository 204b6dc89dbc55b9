import { readFileSync } from 'node:fs';
import { parsePgn, parsePgnGames } from '@kingside/shared';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

const STUDY = readFileSync(
  new URL(
    '../../../../../packages/shared/src/pgn/fixtures/study_authored_sample.pgn',
    import.meta.url,
  ),
  'utf8',
);

let t: TestApp;
let coach: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  coach = bearer(await loginAs(t.app, 'coach', DEMO_PASSWORD));
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
