import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myGames } from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

// Importing a student's recent chess.com and Lichess games to be analysed (issue 34), from the
// embedded sites: their fictional players' games carry real moves.

let t: TestApp;
let student: Record<string, string>;
let coach: Record<string, string>;
let studentId: number;
let username: string;

beforeAll(async () => {
  t = await buildTestApp();
  const coachUser = await buildUser(t.ctx, { roles: ['coach'] });
  const suffix = Math.random().toString(36).slice(2, 8);
  const studentUser = await buildUser(t.ctx, {
    roles: ['student'],
    coachId: coachUser.id,
    chessDotComId: `kid${suffix}`,
    liChessId: `kid${suffix}`,
  });
  studentId = studentUser.id;
  username = studentUser.username;
  student = bearer(await loginAs(t.app, studentUser.username, FACTORY_PASSWORD));
  coach = bearer(await loginAs(t.app, coachUser.username, FACTORY_PASSWORD));
});
afterAll(() => t.app.close());

const url = () => `/api/studentCorner/${username}/onlineGames`;
const save = (headers: Record<string, string>, enabled: boolean) =>
  t.app.inject({ method: 'PUT', url: url(), headers, payload: { enabled } });
const imported = () =>
  t.ctx.database.db
    .select({ id: myGames.id, analysisId: myGames.analysisId })
    .from(myGames)
    .where(and(eq(myGames.userId, studentId), isNotNull(myGames.sourceUrl)));

describe('/api/studentCorner/{username}/onlineGames', () => {
  it('is off until the student turns it on; their coach reads it but may not change it', async () => {
    const seen = await t.app.inject({ url: url(), headers: coach });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ enabled: false, canChange: false });
    const refused = await save(coach, true);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: url(), headers: student })).json()).toMatchObject({
      enabled: false,
      canChange: true,
    });
  });

  it('imports the recent games of both sites once, each queued for the engine', async () => {
    const on = await save(student, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, lastRunAt: null });
    await t.app.jobs.drain(['progress.import-online']);
    const first = await imported();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((g) => g.analysisId !== null)).toBe(true);
    const state = (await t.app.inject({ url: url(), headers: student })).json();
    expect(state).toMatchObject({ enabled: true, lastAdded: first.length, lastError: null });

    // The daily run finds nothing new: no game is filed twice.
    await t.app.jobs.drain(['progress.import-online-sweep', 'progress.import-online']);
    expect(await imported()).toHaveLength(first.length);
    expect((await t.app.inject({ url: url(), headers: student })).json().lastAdded).toBe(0);
  });

  it('stops when turned off, keeping the games imported', async () => {
    const before = (await imported()).length;
    expect((await save(student, false)).json()).toMatchObject({ enabled: false });
    await t.app.jobs.drain(['progress.import-online-sweep', 'progress.import-online']);
    expect(await imported()).toHaveLength(before);
  });
});
