import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameAnalyses, jobs } from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

// A game's engine review (issue 34, docs/decisions/0066), with the real engine on a small budget.

let t: TestApp;
let student: Record<string, string>;
let coach: Record<string, string>;
let stranger: Record<string, string>;
let studentName: string;

beforeAll(async () => {
  t = await buildTestApp();
  const coachUser = await buildUser(t.ctx, { roles: ['coach'] });
  const studentUser = await buildUser(t.ctx, { roles: ['student'], coachId: coachUser.id });
  const other = await buildUser(t.ctx, { roles: ['student'] });
  studentName = studentUser.name;
  student = bearer(await loginAs(t.app, studentUser.username, FACTORY_PASSWORD));
  coach = bearer(await loginAs(t.app, coachUser.username, FACTORY_PASSWORD));
  stranger = bearer(await loginAs(t.app, other.username, FACTORY_PASSWORD));
});
afterAll(() => t.app.close());

/** Black's 3...Nf6?? lets White mate at once: a blunder that allows a forced mate. */
const scholarsMate = (black: string, event = 'Club blitz') => `[Event "${event}"]
[White "Opponent"]
[Black "${black}"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
`;

async function upload(headers: Record<string, string>, pgn: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mygames',
    headers,
    payload: { pgn },
  });
  expect(res.statusCode).toBe(201);
  return res.json().games[0].id;
}

const review = (headers: Record<string, string>, id: number) =>
  t.app.inject({ url: `/api/mygames/${id}/review`, headers });

describe('GET /api/mygames/:id/review', () => {
  it('is queued on upload, then shows the blunder, the better move and the accuracy', async () => {
    const id = await upload(student, scholarsMate(studentName));
    await t.app.jobs.drain(['mygames.analyse-upload']);
    const queued = await review(student, id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'queued', moves: [], playerColor: 'black' });

    expect(await t.app.jobs.drain(['analysis.game'])).toBeGreaterThan(0);
    const done = (await review(student, id)).json();
    expect(done.status).toBe('done');
    expect(done.moves).toHaveLength(7);
    const blunder = done.moves[5];
    expect(blunder).toMatchObject({
      san: 'Nf6',
      white: false,
      judgement: 'blunder',
      mateNote: 'allowedMate',
      phase: 'opening',
    });
    expect(blunder.best.san).not.toBe('Nf6');
    // The mating move is White's best: never judged.
    expect(done.moves[6]).toMatchObject({ san: 'Qxf7#', judgement: null, best: null });
    expect(done.accuracy.white).toBeGreaterThan(done.accuracy.black);
  });

  it("is read by the student's coach, refused to a stranger and 404 for a missing game", async () => {
    const id = await upload(student, scholarsMate(studentName, 'Second'));
    expect((await review(coach, id)).statusCode).toBe(200);
    const refused = await review(stranger, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await review(student, 99_999_999)).statusCode).toBe(404);
  });

  it('analyses a game uploaded again, or by someone else, only once', async () => {
    const pgn = `[White "A"]\n[Black "B"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n`;
    await upload(student, pgn);
    await upload(stranger, pgn);
    await t.app.jobs.drain(['mygames.analyse-upload']);
    const rows = await t.ctx.database.db
      .select({ id: gameAnalyses.id })
      .from(gameAnalyses)
      .where(sql`${gameAnalyses.sans} = '["d4","d5","c4","e6","Nc3","Nf6"]'::jsonb`);
    expect(rows).toHaveLength(1);
    const queuedJobs = await t.ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'analysis.game'), eq(jobs.key, String(rows[0]!.id))));
    expect(queuedJobs).toHaveLength(1);
  });
});
