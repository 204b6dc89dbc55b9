import { puzzleStartFen, puzzleUserMoves } from '@kingside/chess';
import {
  PUZZLE_DEVIATION_DEFAULT,
  PUZZLE_NO_REPEAT_ATTEMPTS,
  PUZZLE_RATING_DEFAULT,
  PUZZLE_SEARCH_SPAN,
  PUZZLE_SOLVING_MESSAGES,
  puzzleDefaultWindow,
  puzzleWidenedMessage,
  type Puzzle,
  type PuzzleAnswerResult,
  type PuzzleDashboard,
  type PuzzleNext,
  type PuzzleRating,
  type PuzzleShowMoveResult,
  type PuzzleUserActivity,
  type SolvedPuzzlesPage,
  type SurvivalAnswerResult,
  type SurvivalRun,
} from '@kingside/shared';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puzzleAttempts, puzzlePlayers, puzzleReviews, puzzles } from '../../db/schema.js';
import { addDays, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import type { UserRow } from '../users/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
type Caller = { user: UserRow; headers: Headers };
type PuzzleRow = typeof puzzles.$inferSelect;

const db = () => t.ctx.database.db;
const signIn = async (user: UserRow): Promise<Caller> => ({
  user,
  headers: bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD)),
});
const newUser = async (roles: UserRow['roles'], overrides: Partial<UserRow> = {}) =>
  signIn(await buildUser(t.ctx, { roles: roles as never, ...overrides }));
const newStudent = (overrides: Partial<UserRow> = {}) => newUser(['student'], overrides);

const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const answer = (name: string, c: Caller, body: object) =>
  post(`/api/puzzle/${name}/answer`, c.headers, body);
const ratingOf = async (c: Caller) =>
  (await get('/api/puzzles/currentPuzzleRating', c.headers)).json<PuzzleRating>();

/** A puzzle of the sample whose line has at least `userMoves` moves of the solver. */
async function samplePuzzle(offset = 0, userMoves = 1): Promise<PuzzleRow> {
  const rows = await db()
    .select()
    .from(puzzles)
    .where(sql`array_length(string_to_array(${puzzles.moves}, ' '), 1) >= ${2 * userMoves}`)
    .orderBy(asc(puzzles.id))
    .limit(1)
    .offset(offset);
  return rows[0]!;
}
const findPuzzle = async (id: string) =>
  (await db().select().from(puzzles).where(eq(puzzles.id, id)))[0]!;
const solution = (p: PuzzleRow) => puzzleUserMoves(p.moves);
/** A first move that is not the line's (and not even legal). */
const wrongMoves = () => ['a1a1'];

async function insertAttempts(userId: number, ids: readonly string[], at = new Date()) {
  for (let i = 0; i < ids.length; i += 500)
    await db()
      .insert(puzzleAttempts)
      .values(
        ids.slice(i, i + 500).map((puzzleId) => ({
          userId,
          puzzleId,
          mode: 'casual' as const,
          solved: true,
          rated: false,
          puzzleRating: 1500,
          userRating: 1500,
          createdAt: at,
        })),
      );
}

describe('who may call the puzzle-solving routes', () => {
  it('refuses a visitor with 401 and a signed-up user with no role with 403', async () => {
    const nobody = await newUser([]);
    for (const url of [
      '/api/puzzles/rated',
      '/api/puzzles/next',
      '/api/puzzles/currentPuzzleRating',
      '/api/mypuzzles/dashboard',
      '/api/puzzles/userActivity',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, nobody.headers)).statusCode).toBe(403);
    }
  });

  it('keeps Display 9 Puzzles to coaches and admins, and the home table to club members', async () => {
    const student = await newStudent();
    expect((await get('/api/puzzlesnames', student.headers)).statusCode).toBe(403);
    expect((await get('/api/puzzlesrepo/abc', student.headers)).statusCode).toBe(403);
    const elite = await newUser(['elite']);
    expect((await get('/api/puzzles/userActivity', elite.headers)).statusCode).toBe(200);
    expect((await get('/api/puzzles/next', elite.headers)).statusCode).toBe(403);
  });

  it('refuses the opening filters to a user who is not elite, with the reason', async () => {
    const student = await newStudent();
    for (const url of [
      '/api/puzzles/next?openingFamily=Sicilian_Defense',
      '/api/mypuzzles/solved?openingVariation=Sicilian_Defense_Najdorf_Variation',
    ]) {
      const res = await get(url, student.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ELITE_ONLY',
        message: PUZZLE_SOLVING_MESSAGES.eliteOnly,
      });
    }
    const coach = await newUser(['coach']);
    expect(
      (await get('/api/puzzlesnames?openingFamily=Sicilian_Defense', coach.headers)).json(),
    ).toMatchObject({ code: 'ELITE_ONLY' });
  });

  it("shows a coach only their own students' figures and anyone else only their own", async () => {
    const coach = await newUser(['coach']);
    const mine = await newStudent({ coachId: coach.user.id });
    const otherCoach = await newUser(['coach']);
    const theirs = await newStudent({ coachId: otherCoach.user.id });
    const q = (u: string) => `?username=${u}`;
    for (const path of ['/api/mypuzzles/solved', '/api/mypuzzles/dashboard']) {
      expect((await get(path + q(mine.user.username), coach.headers)).statusCode).toBe(200);
      const notMine = await get(path + q(theirs.user.username), coach.headers);
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().message).toBe(PUZZLE_SOLVING_MESSAGES.notYourStudent);
      expect((await get(path + q(mine.user.username), theirs.headers)).statusCode).toBe(403);
      expect((await get(path + q(theirs.user.username), theirs.headers)).statusCode).toBe(200);
      const unknown = await get(path + q('nobody_at_all'), coach.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(PUZZLE_SOLVING_MESSAGES.userNotFound);
    }
    const adminCoach = await newUser(['admin', 'coach']);
    const dash = await get(
      `/api/mypuzzles/dashboard${q(theirs.user.username)}`,
      adminCoach.headers,
    );
    expect(dash.json<PuzzleDashboard>().username).toBe(theirs.user.username);
  });
});

describe('GET /api/puzzle/:name, /api/puzzlesrepo/:names and /api/puzzles/currentPuzzleRating', () => {
  it('answers a puzzle with whose turn it is, and 404 for an unknown name', async () => {
    const student = await newStudent();
    const p = await samplePuzzle();
    const res = await get(`/api/puzzle/${p.id}`, student.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<Puzzle>()).toMatchObject({
      name: p.id,
      fen: p.fen,
      moves: p.moves,
      rating: p.rating,
      blacksTurn: p.fen.split(' ')[1] === 'b',
      themes: p.themes,
    });
    const missing = await get('/api/puzzle/NoSuchPuzzle', student.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PUZZLE_SOLVING_MESSAGES.notFound);
  });

  it('answers the named puzzles in order, skips unknown names and can start after the first move', async () => {
    const coach = await newUser(['coach']);
    const [a, b] = [await samplePuzzle(3), await samplePuzzle(7)];
    const res = await get(
      `/api/puzzlesrepo/${b.id},nope,${a.id}?makeFirstMove=true`,
      coach.headers,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json<Puzzle[]>();
    expect(list.map((p) => p.name)).toEqual([b.id, a.id]);
    const start = puzzleStartFen(b.fen, b.moves);
    expect(list[0]).toMatchObject({
      fen: start,
      moves: b.moves.split(' ').slice(1).join(' '),
      blacksTurn: start.split(' ')[1] === 'b',
    });
    expect(list[0]!.blacksTurn).toBe(b.fen.split(' ')[1] !== 'b');
    const plain = await get(`/api/puzzlesrepo/${a.id}`, coach.headers);
    expect(plain.json<Puzzle[]>()[0]!.fen).toBe(a.fen);
    const ten = Array.from({ length: 10 }, (_, i) => `p${i}`).join(',');
    const tooMany = await get(`/api/puzzlesrepo/${ten}`, coach.headers);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(PUZZLE_SOLVING_MESSAGES.tooManyNames);
  });

  it("answers a new player's rating as the provisional default", async () => {
    const student = await newStudent();
    expect(await ratingOf(student)).toEqual({
      rating: PUZZLE_RATING_DEFAULT,
      deviation: PUZZLE_DEVIATION_DEFAULT,
      provisional: true,
      nbRated: 0,
    });
  });
});

describe('POST /api/puzzle/:name/answer', () => {
  it('judges a forged "solved" from the moves: an unrated one changes nothing, a rated one cannot raise the rating', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(11);
    const forged = await answer(p.id, student, {
      moves: wrongMoves(),
      solved: true,
      failed: false,
      rated: false,
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json<PuzzleAnswerResult>()).toMatchObject({
      result: 'failed',
      message: PUZZLE_SOLVING_MESSAGES.failed,
      rated: false,
      ratingChange: 0,
    });
    expect(await ratingOf(student)).toMatchObject({ rating: PUZZLE_RATING_DEFAULT, nbRated: 0 });

    const q = await samplePuzzle(12);
    const rated = await answer(q.id, student, { moves: [], solved: true, rated: true });
    const body = rated.json<PuzzleAnswerResult>();
    expect(body.result).toBe('failed');
    expect(body.ratingChange).toBeLessThan(0);
    expect((await ratingOf(student)).rating).toBeLessThan(PUZZLE_RATING_DEFAULT);
  });

  it('rates a first attempt: the user and, once the user is established, the puzzle move', async () => {
    const student = await newStudent();
    await db()
      .insert(puzzlePlayers)
      .values({ userId: student.user.id, rating: 1500, deviation: 80, nbRated: 40 });
    const p = await samplePuzzle(21, 2);
    const res = await answer(p.id, student, { moves: solution(p), rated: true });
    expect(res.statusCode).toBe(200);
    const result = res.json<PuzzleAnswerResult>();
    expect(result).toMatchObject({ result: 'solved', message: PUZZLE_SOLVING_MESSAGES.solved });
    expect(result.rated).toBe(true);
    expect(result.ratingChange).toBeGreaterThan(0);
    expect(result.userRating).toMatchObject({ nbRated: 41, provisional: false });
    expect(await ratingOf(student)).toEqual(result.userRating);
    const after = await findPuzzle(p.id);
    expect(after.rating).toBeLessThan(p.rating);
    expect(after.rating).toBe(result.puzzleRating);
    expect(after.nbPlays).toBe(p.nbPlays + 1);

    // The second attempt at the same puzzle is never rated, and is not another play.
    const again = await answer(p.id, student, { moves: [], rated: true });
    expect(again.json<PuzzleAnswerResult>()).toMatchObject({
      result: 'failed',
      rated: false,
      ratingChange: 0,
      userRating: result.userRating,
    });
    expect((await findPuzzle(p.id)).nbPlays).toBe(p.nbPlays + 1);
  });

  it('leaves the puzzle rating alone while the player is new (too uncertain), but rates the player', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(31);
    const result = (
      await answer(p.id, student, { moves: solution(p), rated: true })
    ).json<PuzzleAnswerResult>();
    expect(result.rated).toBe(true);
    expect(result.userRating.nbRated).toBe(1);
    expect((await findPuzzle(p.id)).rating).toBe(p.rating);
  });

  it('rates answers sent at once each exactly once, the same puzzle only once', async () => {
    const student = await newStudent();
    const ps = await Promise.all([81, 82, 83, 84, 85].map((i) => samplePuzzle(i)));
    const results = await Promise.all(
      [...ps, ps[0]!].map((p) => answer(p.id, student, { moves: solution(p), rated: true })),
    );
    const bodies = results.map((r) => r.json<PuzzleAnswerResult>());
    expect(bodies.filter((b) => b.rated)).toHaveLength(5);
    const rating = await ratingOf(student);
    expect(rating.nbRated).toBe(5);
    // Each rated answer started from the one before: the last one's rating is the one kept.
    const changes = bodies.reduce((sum, b) => sum + b.ratingChange, 0);
    expect(rating.rating).toBe(PUZZLE_RATING_DEFAULT + changes);
    expect((await findPuzzle(ps[0]!.id)).nbPlays).toBe(ps[0]!.nbPlays + 1);
  });

  it('answers 404 for an unknown puzzle and 400 for a move that is not UCI', async () => {
    const student = await newStudent();
    expect((await answer('NoSuchPuzzle', student, { moves: [] })).statusCode).toBe(404);
    const bad = await answer((await samplePuzzle()).id, student, { moves: ['Nf3'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/mypuzzles/:id/showmove/:moveIndex/:rated', () => {
  it('answers the move and counts the puzzle as failed, once per try', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(41, 2);
    const res = await post(`/api/mypuzzles/${p.id}/showmove/1/1`, student.headers);
    expect(res.statusCode).toBe(200);
    const shown = res.json<PuzzleShowMoveResult>();
    expect(shown).toMatchObject({
      move: p.moves.split(' ')[1],
      result: 'failed',
      message: PUZZLE_SOLVING_MESSAGES.failed,
      rated: true,
    });
    expect(shown.ratingChange).toBeLessThan(0);
    const second = await post(`/api/mypuzzles/${p.id}/showmove/3/1`, student.headers);
    expect(second.json<PuzzleShowMoveResult>()).toMatchObject({
      move: p.moves.split(' ')[3],
      rated: false,
      ratingChange: 0,
      userRating: shown.userRating,
    });
    const attempts = await db()
      .select()
      .from(puzzleAttempts)
      .where(and(eq(puzzleAttempts.userId, student.user.id), eq(puzzleAttempts.puzzleId, p.id)));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ solved: false, shownMove: true, rated: true });
    const dash = (await get('/api/mypuzzles/dashboard', student.headers)).json<PuzzleDashboard>();
    expect(dash).toMatchObject({ played: 1, solved: 0 });
  });

  it('refuses a move index past the end of the line', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(42);
    const res = await post(`/api/mypuzzles/${p.id}/showmove/59/0`, student.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PUZZLE_SOLVING_MESSAGES.badMoveIndex);
  });
});

describe('GET /api/puzzles/next and /api/puzzles/rated', () => {
  it('serves a puzzle around the rating by default, and from rating plus 600 with from rating alone', async () => {
    const student = await newStudent();
    const res = await get('/api/puzzles/rated', student.headers);
    expect(res.statusCode).toBe(200);
    const next = res.json<PuzzleNext>();
    expect(next.review).toBe(false);
    if (!next.widened) expect(next.window).toEqual(puzzleDefaultWindow(PUZZLE_RATING_DEFAULT));
    const from = await get('/api/puzzles/next?fromRating=1000', student.headers);
    const body = from.json<PuzzleNext>();
    expect(body.widened).toBe(false);
    expect(body.window).toEqual({ fromRating: 1000, toRating: 1000 + PUZZLE_SEARCH_SPAN });
    expect(body.rating).toBeGreaterThanOrEqual(1000);
    expect(body.rating).toBeLessThanOrEqual(1600);
  });

  it('keeps to the themes asked for, and refuses a from rating above the to rating', async () => {
    const student = await newStudent();
    const res = await get(
      '/api/puzzles/next?themes=mateIn2,endgame&fromRating=0&toRating=9999',
      student.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<PuzzleNext>().themes).toEqual(expect.arrayContaining(['mateIn2', 'endgame']));
    const bad = await get('/api/puzzles/next?fromRating=1500&toRating=1000', student.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.toRating).toEqual([PUZZLE_SOLVING_MESSAGES.fromAboveTo]);
    const none = await get('/api/puzzles/next?themes=noSuchTheme', student.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(PUZZLE_SOLVING_MESSAGES.noneFound);
  });

  it('lets an elite student filter by opening family', async () => {
    const elite = await newUser(['student', 'elite']);
    const [withFamily] = await db()
      .select()
      .from(puzzles)
      .where(sql`${puzzles.openingFamily} is not null`)
      .limit(1);
    const family = withFamily!.openingFamily!;
    const res = await get(
      `/api/puzzles/next?openingFamily=${family}&fromRating=0&toRating=9999`,
      elite.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<PuzzleNext>().openingFamily).toBe(family);
  });

  it('never serves one of the last 1,000 attempts, and says so when it widens', async () => {
    const student = await newStudent();
    const window = { fromRating: 1200, toRating: 1300 };
    const inWindow = await db()
      .select({ id: puzzles.id })
      .from(puzzles)
      .where(between(puzzles.rating, window.fromRating, window.toRating))
      .orderBy(asc(puzzles.id));
    expect(inWindow.length).toBeGreaterThan(2);
    const [left, ...met] = inWindow.map((r) => r.id);
    await insertAttempts(student.user.id, met);
    const url = `/api/puzzles/next?fromRating=${window.fromRating}&toRating=${window.toRating}`;
    for (let i = 0; i < 3; i += 1) {
      const next = (await get(url, student.headers)).json<PuzzleNext>();
      expect(next).toMatchObject({ name: left, widened: false, message: null });
    }
    await insertAttempts(student.user.id, [left!]);
    const widened = (await get(url, student.headers)).json<PuzzleNext>();
    expect(widened.widened).toBe(true);
    expect(inWindow.map((r) => r.id)).not.toContain(widened.name);
    expect(widened.message).toBe(
      puzzleWidenedMessage(widened.window.fromRating, widened.window.toRating),
    );

    // Past the last 1,000 attempts, the window's puzzles come back.
    const others = await db()
      .select({ id: puzzles.id })
      .from(puzzles)
      .where(sql`${puzzles.rating} not between ${window.fromRating} and ${window.toRating}`)
      .limit(PUZZLE_NO_REPEAT_ATTEMPTS);
    expect(others).toHaveLength(PUZZLE_NO_REPEAT_ATTEMPTS);
    await insertAttempts(
      student.user.id,
      others.map((r) => r.id),
    );
    const back = (await get(url, student.headers)).json<PuzzleNext>();
    expect(back.widened).toBe(false);
    expect(inWindow.map((r) => r.id)).toContain(back.name);
  });

  it('serves a due review puzzle first when asked, and a normal one otherwise', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(51);
    await answer(p.id, student, { moves: [], rated: false });
    const [review] = await db()
      .select()
      .from(puzzleReviews)
      .where(eq(puzzleReviews.userId, student.user.id));
    expect(review).toMatchObject({ puzzleId: p.id, step: 1, streak: 0 });
    // Not due for a day.
    expect((await get('/api/puzzles/next?review=true', student.headers)).json().review).toBe(false);
    await db()
      .update(puzzleReviews)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(puzzleReviews.userId, student.user.id));
    const due = (await get('/api/puzzles/next?review=true', student.headers)).json<PuzzleNext>();
    expect(due).toMatchObject({ name: p.id, review: true });
    const dash = (await get('/api/mypuzzles/dashboard', student.headers)).json<PuzzleDashboard>();
    expect(dash.review).toMatchObject({ dueCount: 1, items: [{ name: p.id, step: 1, due: true }] });

    // Solved twice in a row, it leaves the queue.
    await answer(p.id, student, { moves: solution(p), review: true });
    await answer(p.id, student, { moves: solution(p), review: true });
    const cleared = (
      await get('/api/mypuzzles/dashboard', student.headers)
    ).json<PuzzleDashboard>();
    expect(cleared.review).toEqual({ dueCount: 0, items: [] });
  });
});

describe('GET /api/puzzlesnames', () => {
  it('answers nine distinct names in the window', async () => {
    const coach = await newUser(['coach']);
    const res = await get('/api/puzzlesnames?fromRating=1000&toRating=2000', coach.headers);
    expect(res.statusCode).toBe(200);
    const names = res.json<string[]>();
    expect(names).toHaveLength(9);
    expect(new Set(names).size).toBe(9);
    const rows = await db()
      .select({ rating: puzzles.rating })
      .from(puzzles)
      .where(sql`${puzzles.id} = any(${sql.param(names)}::text[])`);
    for (const r of rows) expect(r.rating).toBeGreaterThanOrEqual(1000);
  });
});

describe('GET /api/mypuzzles/solved and /api/mypuzzles/dashboard', () => {
  it('lists the solved puzzles with the filters and dates, newest first, paged', async () => {
    const student = await newStudent();
    const [a, b, c] = [await samplePuzzle(61), await samplePuzzle(62), await samplePuzzle(63)];
    await answer(a.id, student, { moves: solution(a), rated: true });
    await answer(b.id, student, { moves: solution(b) });
    await answer(c.id, student, { moves: [] });
    const all = (await get('/api/mypuzzles/solved', student.headers)).json<SolvedPuzzlesPage>();
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.name)).toEqual([b.id, a.id]);
    expect(all.items[1]).toMatchObject({ rated: true, rating: expect.any(Number) });
    expect(all.items[0]!.rated).toBe(false);

    const paged = (
      await get('/api/mypuzzles/solved?size=1&page=1', student.headers)
    ).json<SolvedPuzzlesPage>();
    expect(paged).toMatchObject({ total: 2, page: 1, size: 1, items: [{ name: a.id }] });

    const today = todayIn(t.ctx.config.club.timezone);
    const dated = (
      await get(`/api/mypuzzles/solved?fromDate=${today}&toDate=${today}`, student.headers)
    ).json<SolvedPuzzlesPage>();
    expect(dated.total).toBe(2);
    const yesterday = addDays(today, -1);
    const before = (
      await get(`/api/mypuzzles/solved?toDate=${yesterday}`, student.headers)
    ).json<SolvedPuzzlesPage>();
    expect(before.total).toBe(0);

    const theme = a.themes.find((th) => !b.themes.includes(th));
    if (theme) {
      const byTheme = (
        await get(`/api/mypuzzles/solved?themes=${theme}`, student.headers)
      ).json<SolvedPuzzlesPage>();
      expect(byTheme.items.map((i) => i.name)).toEqual([a.id]);
    }
    const low = Math.min(a.rating, b.rating);
    const ranged = (
      await get(`/api/mypuzzles/solved?fromRating=0&toRating=${low - 1}`, student.headers)
    ).json<SolvedPuzzlesPage>();
    expect(ranged.total).toBe(0);
  });

  it('plots one point per day with rated play and ranks themes weakest first', async () => {
    const student = await newStudent();
    const puzzlesPlayed = await db()
      .select()
      .from(puzzles)
      .where(sql`'mateIn1' = any(${puzzles.themes})`)
      .orderBy(asc(puzzles.id))
      .limit(4);
    const forks = await db()
      .select()
      .from(puzzles)
      .where(sql`'fork' = any(${puzzles.themes}) and not ('mateIn1' = any(${puzzles.themes}))`)
      .orderBy(asc(puzzles.id))
      .limit(3);
    for (const p of puzzlesPlayed) await answer(p.id, student, { moves: solution(p), rated: true });
    for (const p of forks) await answer(p.id, student, { moves: [], rated: true });
    const dash = (
      await get('/api/mypuzzles/dashboard?days=7', student.headers)
    ).json<PuzzleDashboard>();
    expect(dash).toMatchObject({ username: student.user.username, days: 7, played: 7, solved: 4 });
    expect(dash.history).toEqual([
      { date: todayIn(t.ctx.config.club.timezone), rating: dash.rating.rating },
    ]);
    const fork = dash.themes.find((th) => th.theme === 'fork')!;
    const mate = dash.themes.find((th) => th.theme === 'mateIn1')!;
    expect(fork).toMatchObject({ text: 'Fork', played: 3, solved: 0, successRate: 0 });
    expect(mate).toMatchObject({ text: 'Mate In 1', played: 4, solved: 4, successRate: 100 });
    const ranked = dash.themes.filter((th) => th.played >= 3).map((th) => th.theme);
    expect(ranked.indexOf('fork')).toBeLessThan(ranked.indexOf('mateIn1'));
    expect(dash.review.dueCount).toBe(0);
    expect(dash.review.items.map((i) => i.name).sort()).toEqual(forks.map((f) => f.id).sort());
  });

  it("shows the demo student's seeded weeks of puzzles", async () => {
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    const dash = (await get('/api/mypuzzles/dashboard?days=30', student)).json<PuzzleDashboard>();
    expect(dash.played).toBeGreaterThan(10);
    expect(dash.history.length).toBeGreaterThan(3);
    expect(dash.review.dueCount).toBeGreaterThan(0);
    expect(dash.rating.nbRated).toBeGreaterThan(5);
  });
});

describe('survival runs', () => {
  it('scores solves, ends at the first failure and keeps the best run', async () => {
    const student = await newStudent();
    const start = await post('/api/puzzles/survival', student.headers);
    expect(start.statusCode).toBe(200);
    const run = start.json<SurvivalRun>();
    expect(run).toMatchObject({ score: 0, best: 0 });
    const first = await findPuzzle(run.puzzle.name);
    const url = `/api/puzzles/survival/${run.id}/answer`;

    const solved = (
      await post(url, student.headers, { moves: solution(first) })
    ).json<SurvivalAnswerResult>();
    expect(solved).toMatchObject({ result: 'solved', score: 1, best: 1, ended: false });
    expect(solved.puzzle!.name).not.toBe(first.id);
    const second = await findPuzzle(solved.puzzle!.name);
    // A forged success is judged from the moves.
    const failed = (await post(url, student.headers, { moves: [] })).json<SurvivalAnswerResult>();
    expect(failed).toMatchObject({
      result: 'failed',
      message: PUZZLE_SOLVING_MESSAGES.failed,
      score: 1,
      best: 1,
      ended: true,
      puzzle: null,
    });
    const ended = await post(url, student.headers, { moves: solution(second) });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(PUZZLE_SOLVING_MESSAGES.runEnded);

    // Unrated: the rating did not move.
    expect(await ratingOf(student)).toMatchObject({ rating: PUZZLE_RATING_DEFAULT, nbRated: 0 });
    const again = (await post('/api/puzzles/survival', student.headers)).json<SurvivalRun>();
    expect(again).toMatchObject({ score: 0, best: 1 });
    const dash = (await get('/api/mypuzzles/dashboard', student.headers)).json<PuzzleDashboard>();
    expect(dash.survivalBest).toBe(1);

    const other = await newStudent();
    const foreign = await post(`/api/puzzles/survival/${again.id}/answer`, other.headers, {
      moves: [],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PUZZLE_SOLVING_MESSAGES.runNotFound);

    // Starting another run ends this one.
    await post('/api/puzzles/survival', student.headers);
    const old = await post(`/api/puzzles/survival/${again.id}/answer`, student.headers, {
      moves: [],
    });
    expect(old.statusCode).toBe(409);
  });
});

describe('GET /api/puzzles/userActivity', () => {
  it("answers this month's and last month's figures in the club's time zone", async () => {
    const tz = t.ctx.config.club.timezone;
    const student = await newStudent();
    const rival = await newStudent();
    const today = todayIn(tz);
    const lastMonthDay = addDays(`${today.slice(0, 8)}01`, -10);
    const at = zonedTimeToUtc(lastMonthDay, '12:00', tz);
    const ids = (
      await db().select({ id: puzzles.id }).from(puzzles).orderBy(asc(puzzles.id)).limit(400)
    ).map((r) => r.id);
    await insertAttempts(rival.user.id, ids.slice(0, 400), at);
    await insertAttempts(student.user.id, ids.slice(0, 5), at);
    await db()
      .update(puzzleAttempts)
      .set({ rated: true, userRating: sql`1400 + (${puzzleAttempts.id} % 3) * 50` })
      .where(eq(puzzleAttempts.userId, student.user.id));
    const res = await get('/api/puzzles/userActivity', student.headers);
    expect(res.statusCode).toBe(200);
    const activity = res.json<PuzzleUserActivity>();
    expect(activity.lastMonth).toMatchObject({
      maxPuzzlesSolvedUser: rival.user.username,
      maxPuzzlesSolved: 400,
      puzzlesSolved: 5,
      minRating: 1400,
      maxRating: 1500,
    });
    expect(activity.thisMonth).toMatchObject({
      puzzlesSolved: 0,
      minRating: null,
      maxRating: null,
    });
    // A solve today counts in this month.
    const p = await samplePuzzle(71);
    await answer(p.id, student, { moves: solution(p), rated: true });
    const now = (
      await get('/api/puzzles/userActivity', student.headers)
    ).json<PuzzleUserActivity>();
    expect(now.thisMonth.puzzlesSolved).toBe(1);
    expect(now.thisMonth.minRating).toBe(now.thisMonth.maxRating);
    expect(now.thisMonth.maxPuzzlesSolved).toBeGreaterThanOrEqual(1);
  });
});
