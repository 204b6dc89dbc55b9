import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameAnalyses, jobs, myGames, puzzles } from '../../db/schema.js';
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
let studentUsername: string;

/**
 * On PostgreSQL one database serves a worker's files: the games others filed or uploaded are
 * queued too, and draining them would analyse every one. Only this file's games are drained.
 */
const forgetOthersQueued = () =>
  t.ctx.database.db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.kind, ['analysis.game', 'mygames.analyse-upload', 'mygames.mistakes']),
        eq(jobs.state, 'queued'),
      ),
    );

beforeAll(async () => {
  t = await buildTestApp();
  const coachUser = await buildUser(t.ctx, { roles: ['coach'] });
  const studentUser = await buildUser(t.ctx, { roles: ['student'], coachId: coachUser.id });
  const other = await buildUser(t.ctx, { roles: ['student'] });
  studentName = studentUser.name;
  studentUsername = studentUser.username;
  student = bearer(await loginAs(t.app, studentUser.username, FACTORY_PASSWORD));
  coach = bearer(await loginAs(t.app, coachUser.username, FACTORY_PASSWORD));
  stranger = bearer(await loginAs(t.app, other.username, FACTORY_PASSWORD));
});
afterAll(() => t.app.close());

/**
 * A game of its own (other files' games share this database on PostgreSQL, and one game is
 * analysed once): knights out and back `n` times, then Black's ...Nf6?? lets White mate at once, a
 * blunder that allows a forced mate.
 */
const scholarsMate = (black: string, n = 1 + Math.floor(Math.random() * 40)) => {
  const dance = Array.from({ length: n }, () => 'Nh3 Nh6 Ng1 Ng8').join(' ');
  return `[Event "Club blitz"]\n[White "Opponent"]\n[Black "${black}"]\n[Result "1-0"]\n\n${dance} e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7# 1-0\n`;
};

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
    await forgetOthersQueued();
    const id = await upload(student, scholarsMate(studentName));
    await t.app.jobs.drain(['mygames.analyse-upload']);
    const queued = await review(student, id);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'queued', moves: [], playerColor: 'black' });

    expect(await t.app.jobs.drain(['analysis.game'])).toBeGreaterThan(0);
    const done = (await review(student, id)).json();
    expect(done.status).toBe('done');
    const blunder = done.moves.find((m: { san: string }) => m.san === 'Nf6');
    expect(blunder).toMatchObject({
      san: 'Nf6',
      white: false,
      judgement: 'blunder',
      mateNote: 'allowedMate',
    });
    expect(blunder.best.san).not.toBe('Nf6');
    // The mating move is White's best: never judged.
    expect(done.moves.at(-1)).toMatchObject({ san: 'Qxf7#', judgement: null, best: null });
    expect(done.accuracy.white).toBeGreaterThan(done.accuracy.black);
  });

  it("is read by the student's coach, refused to a stranger and 404 for a missing game", async () => {
    const id = await upload(student, scholarsMate(studentName));
    expect((await review(coach, id)).statusCode).toBe(200);
    const refused = await review(stranger, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await review(student, 99_999_999)).statusCode).toBe(404);
  });

  it('has nothing to analyse in a game without moves', async () => {
    const id = await upload(student, `[White "${studentName}"]\n[Black "B"]\n\n*\n`);
    expect((await review(student, id)).json()).toMatchObject({ status: 'done', moves: [] });
  });

  it('analyses a game uploaded again, or by someone else, only once', async () => {
    await forgetOthersQueued();
    const n = 1 + Math.floor(Math.random() * 60);
    const dance = Array.from({ length: n }, () => 'Nc3 Nc6 Nb1 Nb8').join(' ');
    const pgn = `[White "A"]\n[Black "B"]\n\n${dance} d4 d5 *\n`;
    const sans = JSON.stringify([...dance.split(' '), 'd4', 'd5']);
    await upload(student, pgn);
    await upload(stranger, pgn);
    await t.app.jobs.drain(['mygames.analyse-upload']);
    const rows = await t.ctx.database.db
      .select({ id: gameAnalyses.id })
      .from(gameAnalyses)
      .where(sql`${gameAnalyses.sans} = ${sans}::jsonb`);
    expect(rows).toHaveLength(1);
    const queuedJobs = await t.ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'analysis.game'), eq(jobs.key, String(rows[0]!.id))));
    expect(queuedJobs).toHaveLength(1);
  });

  it('queues a large upload while other requests are answered', async () => {
    await forgetOthersQueued();
    // Forty long games: replaying them takes well over a slice of the event loop.
    const games = Array.from({ length: 40 }, (_, i) => {
      const dance = Array.from({ length: 20 + i }, () => 'Nf3 Nf6 Ng1 Ng8').join(' ');
      return `[White "${studentName}"]\n[Black "B${i}"]\n\n${dance} e4 e5 *\n`;
    });
    await upload(student, games.join('\n'));
    let answeredMeanwhile = 0;
    let draining = true;
    const drained = t.app.jobs.drain(['mygames.analyse-upload']).finally(() => (draining = false));
    // A request arriving meanwhile is a turn of the event loop, as for an HTTP request.
    const others = (async () => {
      while (draining) {
        await new Promise((resolve) => setImmediate(resolve));
        const health = await t.app.inject({ url: '/api/health' });
        if (draining && health.statusCode === 200) answeredMeanwhile += 1;
      }
    })();
    await Promise.all([drained, others]);
    expect(answeredMeanwhile).toBeGreaterThan(3);
  });

  it("turns the owner's blunder into their own puzzle: on their review queue, unrated, theirs alone", async () => {
    await forgetOthersQueued();
    // White to move after 1...a6 could mate at once (Rxd8#) but plays 2.h3??, and loses the rook.
    const tag = Math.random().toString(36).slice(2, 8);
    const pgn = `[Event "Back rank ${tag}"]\n[White "${studentName}"]\n[Black "Opponent"]\n[SetUp "1"]\n[FEN "3r2k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1"]\n\n1... a6 2. h3 Rxd1+ 3. Kh2 *\n`;
    const id = await upload(student, pgn);
    await t.app.jobs.drain(['mygames.analyse-upload']);
    await t.app.jobs.drain(['analysis.game']);
    await t.app.jobs.drain(['mygames.mistakes']);
    const name = `mg${id}_2`;

    const waiting = await t.app.inject({ url: '/api/mypuzzles/mistakes', headers: student });
    expect(waiting.json().waiting).toBeGreaterThan(0);

    // The puzzle: the opponent's 1...a6 is played for the student, who is to find Rxd8#.
    const served = await t.app.inject({ url: `/api/puzzle/${name}?review=true`, headers: student });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({
      name,
      moves: 'a7a6',
      themes: expect.arrayContaining(['backRankMate']),
    });
    const solved = await t.app.inject({
      method: 'POST',
      url: `/api/puzzle/${name}/move`,
      headers: student,
      payload: { ply: 1, uci: 'd1d8' },
    });
    expect(solved.json()).toMatchObject({ verdict: 'solved', result: { rated: false } });

    // Nobody else is served it, nor chooses it.
    const refused = await t.app.inject({ url: `/api/puzzle/${name}`, headers: coach });
    expect(refused.statusCode).toBe(404);

    // The coach sees it on the report card: a blunder, and the position to discuss.
    const report = await t.app.inject({
      url: `/api/students/${studentUsername}/report`,
      headers: coach,
    });
    expect(report.statusCode).toBe(200);
    const { mistakes } = report.json();
    expect(mistakes.games).toBeGreaterThan(0);
    expect(mistakes.blunders).toBeGreaterThan(0);
    expect(mistakes.instructive).toContainEqual(
      expect.objectContaining({ myGameId: id, played: 'h3', better: 'Rxd8#', puzzleId: name }),
    );

    // The class view counts the game's one blunder (2.h3??; 3.Kh2 was forced).
    const [filed] = await t.ctx.database.db
      .select({ blunders: myGames.blunders })
      .from(myGames)
      .where(eq(myGames.id, id));
    expect(filed?.blunders).toBe(1);

    // The coach assigns it in one click; the student has it, to solve with the better move.
    const assign = (headers: Record<string, string>, to: string, ply = 2) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mygames/${id}/mistakes/${ply}/assign`,
        headers,
        payload: { to },
      });
    const assigned = await assign(coach, 'student');
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ students: 1 });
    const [assignmentId] = assigned.json().assignmentIds;
    const homework = await t.app.inject({
      url: `/api/assignments/${assignmentId}`,
      headers: student,
    });
    expect(homework.statusCode).toBe(200);
    expect(homework.json().game.fen).toBe('3r2k1/5ppp/p7/8/8/8/5PPP/3R2K1 w - - 0 2');
    // Not a blunder of the student's (3.Kh2), a stranger, a student: refused.
    expect((await assign(coach, 'student', 4)).statusCode).toBe(404);
    expect((await assign(stranger, 'student')).statusCode).toBe(403);
    expect((await assign(student, 'student')).statusCode).toBe(403);

    // Made once: the analysis filed again gives no second copy.
    await t.app.jobs.drain(['mygames.mistakes']);
    const rows = await t.ctx.database.db
      .select({ id: puzzles.id })
      .from(puzzles)
      .where(eq(puzzles.myGameId, id));
    expect(rows.map((r) => r.id)).toEqual([name]);

    // The same game filed again (a line played twice) gets its puzzle from a job for that copy
    // alone: each new copy must not re-read every earlier copy of the analysis.
    const again = await upload(student, pgn);
    await t.app.jobs.drain(['mygames.analyse-upload']);
    const queued = await t.ctx.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mygames.mistakes'), eq(jobs.state, 'queued')));
    expect(queued.map((j) => j.payload)).toEqual([
      { analysisId: expect.any(Number), gameIds: [again] },
    ]);
    await t.app.jobs.drain(['mygames.mistakes']);
    const copies = await t.ctx.database.db
      .select({ id: puzzles.id })
      .from(puzzles)
      .where(inArray(puzzles.myGameId, [id, again]));
    expect(copies.map((r) => r.id).sort()).toEqual([name, `mg${again}_2`].sort());
  });
});
