import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, myGames, pendingUploads, studies, studyChapters, users } from '../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../test/helpers.js';

/*
 * No reader sees a row of an upload still being written (docs/decisions/0047): the library's
 * lists, directory tree, lookups, edits, deletes and moves, the assignments made from it, a
 * member's games and their count, and the studies with their chapters and export. Then one
 * statement publishes the upload and every one of them sees all of it.
 */

let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const db = () => t.ctx.database.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('an upload being written', () => {
  it('is seen by no reader until it is published, then whole by every one', async () => {
    const mark = crypto.randomUUID().slice(0, 8);
    const dir = `/Being uploaded ${mark}`;
    const [owner] = await db().select().from(users).where(eq(users.username, 'student'));
    const [upload] = await db()
      .insert(pendingUploads)
      .values({ kind: 'games', userId: owner!.id, rowCount: 3 })
      .returning();
    const written = await db()
      .insert(games)
      .values(
        [1, 2].map((n) => ({
          name: `Pending ${mark} ${n}`,
          type: 'Training' as const,
          dirPath: dir,
          uploadId: upload!.id,
        })),
      )
      .returning({ id: games.id });
    const gameId = written[0]!.id;
    const [mine] = await db()
      .insert(myGames)
      .values({ userId: owner!.id, name: `Pending ${mark}`, pgn: '1. e4 *', uploadId: upload!.id })
      .returning({ id: myGames.id });
    const [study] = await db()
      .insert(studies)
      .values({ name: `Pending ${mark}`, uploadId: upload!.id })
      .returning({ id: studies.id });
    const [chapter] = await db()
      .insert(studyChapters)
      .values({
        studyId: study!.id,
        position: 1,
        name: 'One',
        pgn: '*',
        fen: '8/8/8/8/8/8/8/K6k w - - 0 1',
      })
      .returning({ id: studyChapters.id });
    const myTotal = async () =>
      (await call('GET', '/api/mygames?size=1', student)).json<{ total: number }>().total;
    const before = await myTotal();

    // The library.
    expect((await call('GET', `/api/games?dirPath=${encodeURIComponent(dir)}`)).json()).toEqual([]);
    expect((await call('GET', '/api/games/dirPaths')).json()).not.toContain(dir);
    expect((await call('GET', `/api/games/${gameId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/games/byIds?ids=${gameId}`)).json()).toEqual([]);
    const edit = await call('POST', '/api/games', admin, {
      id: gameId,
      name: 'Edited',
      type: 'Training',
      fen: '8/8/8/8/8/8/8/K6k w - - 0 1',
      solution: 'x',
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/games/delete', admin, { ids: [gameId] })).json(),
    ).toMatchObject({ deleted: 0 });
    expect(
      (await call('POST', '/api/games/dirs/move', admin, { from: dir, to: `${dir} moved` }))
        .statusCode,
    ).toBe(404);
    // Assignments made from it.
    const assign = (body: object) =>
      call('POST', '/api/assignments/assignmentGroup', admin, { userIds: [owner!.id], ...body });
    expect((await assign({ gameIds: [gameId] })).statusCode).toBe(404);
    expect((await assign({ dirPath: dir })).json()).toMatchObject({ code: 'NO_GAMES_IN_DIR' });
    // A member's games.
    expect((await call('GET', `/api/mygames/${mine!.id}`, student)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/mygames/${mine!.id}`, student)).statusCode).toBe(404);
    // Studies.
    const studyNames = async () =>
      (await call('GET', '/api/studies')).json<{ name: string }[]>().map((s) => s.name);
    expect(await studyNames()).not.toContain(`Pending ${mark}`);
    expect((await call('GET', `/api/studies/${study!.id}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/studies/${study!.id}/chapters/${chapter!.id}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/studies/${study!.id}/export`)).statusCode).toBe(404);
    const addChapter = await call('POST', `/api/studies/${study!.id}/chapters`, admin, {
      fen: '8/8/8/8/8/8/8/K6k w - - 0 1',
    });
    expect(addChapter.statusCode).toBe(404);

    // Published: one statement, and everything is there.
    await db().delete(pendingUploads).where(eq(pendingUploads.id, upload!.id));
    expect(
      (await call('GET', `/api/games?dirPath=${encodeURIComponent(dir)}`)).json(),
    ).toHaveLength(2);
    expect((await call('GET', '/api/games/dirPaths')).json()).toContain(dir);
    expect((await call('GET', `/api/games/${gameId}`)).statusCode).toBe(200);
    expect(await myTotal()).toBe(before + 1);
    expect((await call('GET', `/api/mygames/${mine!.id}`, student)).statusCode).toBe(200);
    expect(await studyNames()).toContain(`Pending ${mark}`);
    expect(
      (await call('GET', `/api/studies/${study!.id}/chapters/${chapter!.id}`)).statusCode,
    ).toBe(200);
    expect((await assign({ dirPath: dir })).statusCode).toBe(200);
  });
});
