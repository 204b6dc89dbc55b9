import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let coach: Record<string, string>;
let student: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  coach = bearer(await loginAs(t.app, 'coach', DEMO_PASSWORD));
  student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const lookup = (pgn: string) =>
  t.app.inject({ url: `/api/openings/lookup?pgn=${encodeURIComponent(pgn)}`, headers: student });
const save = (payload: unknown, headers = coach) =>
  t.app.inject({ method: 'POST', url: '/api/openings', headers, payload });

describe('GET /api/openings/lookup', () => {
  it.each([
    ['1. e4 e5 2. Nf3 Nc6 3. Bc4', 'C50', 'Italian Game'],
    // The longest known line wins: the next move is not a named line of its own.
    ['1. e4 e5 2. Nf3 Nc6 3. Bc4 a6 4. O-O', 'C50', 'Italian Game'],
    ['1.e4 c5', 'B20', 'Sicilian Defense'],
    ['1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4', 'C51', 'Italian Game: Evans Gambit'],
  ])('names %s as %s %s', async (pgn, eco, name) => {
    expect((await lookup(pgn)).json()).toMatchObject({ eco, name });
  });

  it('falls back to the first move, and answers 400 for an illegal line', async () => {
    expect((await lookup('1. h3 a5 2. h4')).json()).toEqual({
      eco: 'A00',
      name: 'Clemenz Opening',
      pgn: '1. h3',
    });
    expect((await lookup('1. e5')).statusCode).toBe(400);
  });
});

describe('openings', () => {
  it('lets coaches add and change openings with the looked-up ECO and name, and members read them', async () => {
    const added = await save({ pgn: '1.e4 e5 2.Nf3 Nc6 3.Bb5', notes: 'Spanish' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      eco: 'C60',
      name: 'Ruy Lopez',
      pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5',
      notes: 'Spanish',
    });
    const id = added.json().id;
    const changed = await save({ id, pgn: '1. d4 d5 2. c4' });
    expect(changed.json()).toMatchObject({ id, eco: 'D06', name: "Queen's Gambit", notes: null });
    expect((await t.app.inject({ url: `/api/openings/${id}`, headers: student })).json().eco).toBe(
      'D06',
    );
    const list = (await t.app.inject({ url: '/api/openings', headers: student })).json();
    expect(list.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('refuses students curating, illegal lines and unknown ids', async () => {
    expect((await save({ pgn: '1. e4' }, student)).statusCode).toBe(403);
    expect((await save({ pgn: '1. e4 e4' })).json().message).toBe('1... e4 is not a legal move.');
    expect((await save({ id: 99999999, pgn: '1. e4' })).statusCode).toBe(404);
  });

  it('deletes an opening', async () => {
    const { id } = (await save({ pgn: '1. e4 c5' })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/openings/${id}`,
      headers: coach,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/openings/${id}`, headers: coach })).statusCode).toBe(
      404,
    );
  });
});
