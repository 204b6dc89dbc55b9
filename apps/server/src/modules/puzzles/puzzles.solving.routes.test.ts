import { puzzleStartFen, puzzleUserMoves } from '@kingside/chess';
import {
  PUZZLE_DEVIATION_DEFAULT,
  PUZZLE_NO_REPEAT_ATTEMPTS,
  PUZZLE_RATING_DEFAULT,
  PUZZLE_SEARCH_SPAN,
  PUZZLE_SOLVING_MESSAGES,
  puzzleDefaultWindow,
  puzzleRatedLimitMessage,
  puzzleTooFastMessage,
  puzzleWidenedMessage,
  type Puzzle,
  type PuzzleDashboard,
  type PuzzleMoveResult,
  type PuzzleNext,
  type PuzzleRating,
  type PuzzleShowMoveResult,
  type PuzzleUserActivity,
  type SolvedPuzzlesPage,
  type StudentDashboard,
  type SurvivalMoveResult,
  type SurvivalRun,
} from '@kingside/shared';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  puzzleAttempts,
  puzzlePlayers,
  puzzleReviews,
  puzzles,
  puzzleTries,
} from '../../db/schema.js';
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

const get = (url: string, headers: Headers = {}, app = t.app) => app.inject({ url, headers });
const post = (url: string, headers: Headers, payload?: object, app = t.app) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

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
/** A puzzle of the sample the player solves in one move. */
async function oneMovePuzzle(offset = 0): Promise<PuzzleRow> {
  const rows = await db()
    .select()
    .from(puzzles)
    .where(sql`array_length(string_to_array(${puzzles.moves}, ' '), 1) = 2`)
    .orderBy(asc(puzzles.id))
    .limit(1)
    .offset(offset);
  return rows[0]!;
}
const findPuzzle = async (id: string) =>
  (await db().select().from(puzzles).where(eq(puzzles.id, id)))[0]!;
const solution = (p: PuzzleRow) => puzzleUserMoves(p.moves);
/** A move that is not the line's (not even legal). */
const WRONG = 'a1a1';
const firstMoveOf = (p: PuzzleRow) => p.moves.split(' ')[0]!;

/** Opens the puzzle's page: GET puzzle/{name} with the session's query, which starts the try. */
async function open(p: PuzzleRow, c: Caller, query = '') {
  const res = await get(`/api/puzzle/${p.id}${query}`, c.headers);
  expect(res.statusCode).toBe(200);
  return res.json<Puzzle>();
}
const move = (name: string, c: Caller, ply: number, uci: string, app = t.app) =>
  post(`/api/puzzle/${name}/move`, c.headers, { ply, uci }, app);
const tryOf = async (userId: number, puzzleId: string) =>
  (
    await db()
      .select()
      .from(puzzleTries)
      .where(and(eq(puzzleTries.userId, userId), eq(puzzleTries.puzzleId, puzzleId)))
  )[0];
/** As if the member had thought for `seconds` since the puzzle was served (the pace floor). */
const think = (userId: number, puzzleId: string, seconds = 60) =>
  db()
    .update(puzzleTries)
    .set({ servedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(puzzleTries.userId, userId), eq(puzzleTries.puzzleId, puzzleId)));

/**
 * Plays the member's moves of a try already served, one at a time, at a person's pace; answers
 * each move's result (the last one ends the try when the moves are the whole solution).
 */
async function playMoves(p: PuzzleRow, c: Caller, moves: readonly string[]) {
  await think(c.user.id, p.id);
  const results: PuzzleMoveResult[] = [];
  for (const [i, uci] of moves.entries()) {
    const res = await move(p.id, c, 2 * i + 1, uci);
    expect(res.statusCode, res.body).toBe(200);
    results.push(res.json<PuzzleMoveResult>());
  }
  return results;
}

/** Opens the puzzle with the session's query and solves it move by move; answers the last result. */
async function solve(p: PuzzleRow, c: Caller, query = '') {
  await open(p, c, query);
  return (await playMoves(p, c, solution(p))).at(-1)!;
}

/** Opens the puzzle with the session's query and plays a wrong first move. */
async function fail(p: PuzzleRow, c: Caller, query = '') {
  await open(p, c, query);
  return (await playMoves(p, c, [WRONG]))[0]!;
}

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

const attemptsAt = (userId: number, puzzleId: string) =>
  db()
    .select()
    .from(puzzleAttempts)
    .where(and(eq(puzzleAttempts.userId, userId), eq(puzzleAttempts.puzzleId, puzzleId)))
    .orderBy(asc(puzzleAttempts.id));

describe('who may call the puzzle-solving routes', () => {
  it('refuses a visitor with 401 and a signed-up user with no role with 403', async () => {
    const nobody = await newUser([]);
    for (const url of [
      '/api/puzzles/rated',
      '/api/puzzles/next',
      '/api/puzzles/currentPuzzleRating',
      '/api/puzzles/userActivity',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, nobody.headers)).statusCode).toBe(403);
    }
    // The dashboard is any account's (a linked parent reads a child's, docs/decisions/0049):
    // without a username, the caller's own, empty for someone who never solved one.
    expect((await get('/api/mypuzzles/dashboard')).statusCode).toBe(401);
    const own = await get('/api/mypuzzles/dashboard', nobody.headers);
    expect(own.statusCode).toBe(200);
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

describe('no served puzzle reveals a move the player has not played or been shown', () => {
  it('answers a puzzle by name with its first move only, and 404 for an unknown name', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(0, 2);
    const served = await open(p, student);
    expect(served).toMatchObject({
      name: p.id,
      fen: p.fen,
      moves: firstMoveOf(p),
      rating: p.rating,
      blacksTurn: p.fen.split(' ')[1] === 'b',
      themes: p.themes,
    });
    expect(JSON.stringify(served)).not.toContain(solution(p)[0]!);
    const missing = await get('/api/puzzle/NoSuchPuzzle', student.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PUZZLE_SOLVING_MESSAGES.notFound);
  });

  it('serves rated, next, review and survival puzzles with their first move only', async () => {
    const student = await newStudent();
    const served: Puzzle[] = [
      (await get('/api/puzzles/rated', student.headers)).json<PuzzleNext>(),
      (await get('/api/puzzles/next?themes=mateIn2', student.headers)).json<PuzzleNext>(),
    ];
    const reviewed = await samplePuzzle(52);
    await fail(reviewed, student);
    await db()
      .update(puzzleReviews)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(puzzleReviews.userId, student.user.id));
    const review = (await get('/api/puzzles/next?review=true', student.headers)).json<PuzzleNext>();
    expect(review).toMatchObject({ name: reviewed.id, review: true });
    served.push(review);
    served.push((await post('/api/puzzles/survival', student.headers)).json<SurvivalRun>().puzzle);
    for (const puzzle of served) {
      const row = await findPuzzle(puzzle.name);
      expect(puzzle.moves).toBe(firstMoveOf(row));
      expect(puzzle.fen).toBe(row.fen);
      // Each serve started the member's try at it, waiting for the first move of theirs.
      expect(await tryOf(student.user.id, row.id)).toMatchObject({ ply: 1 });
    }
  });

  it('shows Display 9 Puzzles its positions in order, without their solutions', async () => {
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
      moves: '',
      blacksTurn: start.split(' ')[1] === 'b',
    });
    expect(list[0]!.blacksTurn).toBe(b.fen.split(' ')[1] !== 'b');
    const plain = await get(`/api/puzzlesrepo/${a.id}`, coach.headers);
    expect(plain.json<Puzzle[]>()[0]).toMatchObject({ fen: a.fen, moves: firstMoveOf(a) });
    // Showing positions starts no try.
    expect(await tryOf(coach.user.id, a.id)).toBeUndefined();
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

describe('POST /api/puzzle/:name/move', () => {
  it("answers a right move with Continue solving... and the opponent's reply, the last one with Solved and the whole line", async () => {
    const student = await newStudent();
    const p = await samplePuzzle(20, 2);
    const line = p.moves.split(' ');
    await open(p, student, '?rated=true');
    await think(student.user.id, p.id);
    const first = await move(p.id, student, 1, line[1]!);
    expect(first.statusCode).toBe(200);
    expect(first.json<PuzzleMoveResult>()).toEqual({
      verdict: 'continue',
      message: PUZZLE_SOLVING_MESSAGES.continueSolving,
      reply: line[2],
      moves: line.slice(0, 3).join(' '),
      notice: null,
      result: null,
    });
    expect(await tryOf(student.user.id, p.id)).toMatchObject({ ply: 3 });
    let last: PuzzleMoveResult | undefined;
    for (let ply = 3; ply < line.length; ply += 2)
      last = (await move(p.id, student, ply, line[ply]!)).json<PuzzleMoveResult>();
    expect(last).toMatchObject({
      verdict: 'solved',
      message: PUZZLE_SOLVING_MESSAGES.solved,
      reply: null,
      moves: p.moves,
      result: { result: 'solved', rated: true },
    });
    // The try ended as one attempt.
    expect(await tryOf(student.user.id, p.id)).toBeUndefined();
    expect(await attemptsAt(student.user.id, p.id)).toMatchObject([{ solved: true, rated: true }]);
  });

  it('answers a wrong move with Failed at once, records it and ends the try; a flag the client adds changes nothing', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(11, 2);
    await open(p, student, '?rated=true');
    const res = await post(`/api/puzzle/${p.id}/move`, student.headers, {
      ply: 1,
      uci: WRONG,
      solved: true,
    });
    expect(res.statusCode).toBe(200);
    const failed = res.json<PuzzleMoveResult>();
    expect(failed).toMatchObject({
      verdict: 'failed',
      message: PUZZLE_SOLVING_MESSAGES.failed,
      reply: null,
      moves: p.moves,
      result: { result: 'failed', rated: true },
    });
    expect(failed.result!.ratingChange).toBeLessThan(0);
    expect(await attemptsAt(student.user.id, p.id)).toMatchObject([{ solved: false }]);
    // The try is over: its right move now counts for nothing.
    const after = await move(p.id, student, 1, solution(p)[0]!);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'NO_TRY', message: PUZZLE_SOLVING_MESSAGES.noTry });
    expect(await attemptsAt(student.user.id, p.id)).toHaveLength(1);
  });

  it('accepts another mate where the last move of the line mates', async () => {
    const student = await newStudent();
    // Two rooks: after the king steps into the corner, either rook mates on the back rank.
    const [p] = await db()
      .insert(puzzles)
      .values({
        id: `mateTwice${student.user.id}`,
        fen: '6k1/5ppp/8/8/8/8/8/R3R1K1 b - - 0 1',
        moves: 'g8h8 a1a8',
        // Out of every window the other tests search.
        rating: 4321,
        ratingDeviation: 80,
        popularity: 90,
        nbPlays: 10,
        themes: ['mateIn1'],
      })
      .returning();
    await open(p!, student);
    expect((await playMoves(p!, student, ['e1e8']))[0]).toMatchObject({ verdict: 'solved' });
  });

  it('rates a first attempt once: the user and, once the user is established, the puzzle', async () => {
    const student = await newStudent();
    await db()
      .insert(puzzlePlayers)
      .values({ userId: student.user.id, rating: 1500, deviation: 80, nbRated: 40 });
    const p = await samplePuzzle(21, 2);
    const solved = await solve(p, student, '?rated=true');
    const result = solved.result!;
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
    const again = await fail(p, student, '?rated=true');
    expect(again.result).toMatchObject({
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
    const { result } = await solve(p, student, '?rated=true');
    expect(result!.rated).toBe(true);
    expect(result!.userRating.nbRated).toBe(1);
    expect((await findPuzzle(p.id)).rating).toBe(p.rating);
  });

  it('scores a move sent twice (a double submit, an old ply) once', async () => {
    const student = await newStudent();
    const ps = await Promise.all([81, 82, 83, 84, 85].map((i) => samplePuzzle(i)));
    for (const p of ps) await open(p, student, '?rated=true');
    for (const p of ps) await think(student.user.id, p.id);
    // Each puzzle's whole solution up to its last move, then every last move twice at once.
    for (const p of ps)
      for (const [i, uci] of solution(p).slice(0, -1).entries())
        expect((await move(p.id, student, 2 * i + 1, uci)).statusCode).toBe(200);
    const lastOf = (p: PuzzleRow) => [p.moves.split(' ').length - 1, solution(p).at(-1)!] as const;
    const results = await Promise.all([...ps, ...ps].map((p) => move(p.id, student, ...lastOf(p))));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json<PuzzleMoveResult>());
    expect(ok).toHaveLength(5);
    expect(ok.every((r) => r.result?.rated)).toBe(true);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(['NO_TRY', 'WRONG_PLY']).toContain(refused.json().code);
    }
    const rating = await ratingOf(student);
    expect(rating.nbRated).toBe(5);
    // Each rated result started from the one before: the last one's rating is the one kept.
    const changes = ok.reduce((sum, r) => sum + r.result!.ratingChange, 0);
    expect(rating.rating).toBe(PUZZLE_RATING_DEFAULT + changes);
    expect((await findPuzzle(ps[0]!.id)).nbPlays).toBe(ps[0]!.nbPlays + 1);

    // A ply already answered is refused, not judged again.
    const q = await samplePuzzle(86, 2);
    await open(q, student);
    await think(student.user.id, q.id);
    expect((await move(q.id, student, 1, solution(q)[0]!)).statusCode).toBe(200);
    const replay = await move(q.id, student, 1, solution(q)[0]!);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({
      code: 'WRONG_PLY',
      message: PUZZLE_SOLVING_MESSAGES.wrongPly,
    });
    expect(await tryOf(student.user.id, q.id)).toMatchObject({ ply: 3 });
  });

  it('refuses a move without a try in progress, and a try left too long, whose row is pruned', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(87);
    const never = await move(p.id, student, 1, solution(p)[0]!);
    expect(never.statusCode).toBe(409);
    expect(never.json().message).toBe(PUZZLE_SOLVING_MESSAGES.noTry);

    await open(p, student, '?rated=true');
    await db()
      .update(puzzleTries)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(puzzleTries.userId, student.user.id));
    const late = await move(p.id, student, 1, solution(p)[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NO_TRY');
    expect(await attemptsAt(student.user.id, p.id)).toHaveLength(0);
    // The next serve, of anyone's, prunes it.
    await open(await samplePuzzle(88), await newStudent());
    expect(await tryOf(student.user.id, p.id)).toBeUndefined();
  });

  it('answers 404 for an unknown puzzle and 400 for a move that is not UCI', async () => {
    const student = await newStudent();
    expect((await move('NoSuchPuzzle', student, 1, 'e2e4')).statusCode).toBe(404);
    const bad = await move((await samplePuzzle()).id, student, 1, 'Nf3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the pace of rated solving', () => {
  it('does not rate a solve faster than a second a move, and says why', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(91, 2);
    await open(p, student, '?rated=true');
    let last: PuzzleMoveResult | undefined;
    for (const [i, uci] of solution(p).entries())
      last = (await move(p.id, student, 2 * i + 1, uci)).json<PuzzleMoveResult>();
    expect(last).toMatchObject({
      verdict: 'solved',
      notice: puzzleTooFastMessage(t.ctx.config.puzzles.ratedMsPerMove),
      result: { result: 'solved', rated: false, ratingChange: 0 },
    });
    expect(await ratingOf(student)).toMatchObject({ rating: PUZZLE_RATING_DEFAULT, nbRated: 0 });
    // It was this puzzle's attempt: it is never rated later.
    expect((await solve(p, student, '?rated=true')).result!.rated).toBe(false);
  });

  it("refuses a rated solve past the window's limit with the reason, and rates it once the window has passed", async () => {
    const limited = await buildTestApp({
      puzzles: { ...t.ctx.config.puzzles, ratedPerWindow: 3, ratedWindowSeconds: 3600 },
    });
    try {
      const student = await newStudent();
      const ps = await Promise.all([1, 2, 3, 4, 5].map((i) => oneMovePuzzle(i)));
      const playOn = async (p: PuzzleRow, uci = solution(p)[0]!) => {
        await get(`/api/puzzle/${p.id}?rated=true`, student.headers, limited.app);
        await think(student.user.id, p.id);
        return move(p.id, student, 1, uci, limited.app);
      };
      // Three rated results (a failure counts too), as fast as a script that knows the answers.
      for (const p of ps.slice(0, 2)) expect((await playOn(p)).statusCode).toBe(200);
      expect((await playOn(ps[2]!, WRONG)).json<PuzzleMoveResult>().result!.rated).toBe(true);
      const refused = await playOn(ps[3]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'PUZZLE_RATE_LIMITED',
        message: puzzleRatedLimitMessage(3, 3600),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await ratingOf(student)).toMatchObject({ nbRated: 3 });
      // The refused solve changed nothing: its try still waits for the same move.
      expect(await attemptsAt(student.user.id, ps[3]!.id)).toHaveLength(0);
      expect(await tryOf(student.user.id, ps[3]!.id)).toMatchObject({ ply: 1 });
      // A failure is never refused (a script could otherwise try moves for free).
      expect((await playOn(ps[4]!, WRONG)).json<PuzzleMoveResult>().verdict).toBe('failed');
      // A new window: the same move is rated.
      await db().execute(
        sql`delete from rate_limit_counters where key = ${`puzzle-rated:${student.user.id}`}`,
      );
      const later = await move(ps[3]!.id, student, 1, solution(ps[3]!)[0]!, limited.app);
      expect(later.json<PuzzleMoveResult>().result).toMatchObject({
        result: 'solved',
        rated: true,
      });
    } finally {
      await limited.app.close();
    }
  });
});

describe('a second server process on the same database', () => {
  it('judges the next move of a try started on the first', async () => {
    const second = await buildTestApp();
    try {
      const student = await newStudent();
      const p = await samplePuzzle(111, 2);
      const line = p.moves.split(' ');
      await open(p, student, '?rated=true');
      await think(student.user.id, p.id);
      const onSecond = await move(p.id, student, 1, line[1]!, second.app);
      expect(onSecond.json<PuzzleMoveResult>()).toMatchObject({
        verdict: 'continue',
        reply: line[2],
      });
      let last: PuzzleMoveResult | undefined;
      for (let ply = 3; ply < line.length; ply += 2) {
        const app = ply % 4 === 3 ? t.app : second.app;
        last = (await move(p.id, student, ply, line[ply]!, app)).json<PuzzleMoveResult>();
      }
      expect(last).toMatchObject({ verdict: 'solved', result: { rated: true } });
      expect(await ratingOf(student)).toMatchObject({ nbRated: 1 });
    } finally {
      await second.app.close();
    }
  });
});

describe('POST /api/mypuzzles/:id/showmove/:moveIndex/:rated', () => {
  it('shows the move the try waits for, ends it as failed (rated as it was served) and shows the line', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(41, 2);
    await open(p, student, '?rated=true');
    await think(student.user.id, p.id);
    await move(p.id, student, 1, solution(p)[0]!);
    // Only the move the player is to play now.
    const ahead = await post(`/api/mypuzzles/${p.id}/showmove/5/1`, student.headers);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(PUZZLE_SOLVING_MESSAGES.showOnlyNext);
    // The path's rated 0 does not spare a rated try its failure.
    const res = await post(`/api/mypuzzles/${p.id}/showmove/3/0`, student.headers);
    expect(res.statusCode).toBe(200);
    const shown = res.json<PuzzleShowMoveResult>();
    expect(shown).toMatchObject({
      move: p.moves.split(' ')[3],
      moves: p.moves,
      result: 'failed',
      message: PUZZLE_SOLVING_MESSAGES.failed,
      rated: true,
    });
    expect(shown.ratingChange).toBeLessThan(0);
    // The try has ended: a second show fails nothing twice.
    const second = await post(`/api/mypuzzles/${p.id}/showmove/3/1`, student.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('NO_TRY');
    const attempts = await attemptsAt(student.user.id, p.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ solved: false, shownMove: true, rated: true });
    const dash = (await get('/api/mypuzzles/dashboard', student.headers)).json<PuzzleDashboard>();
    expect(dash).toMatchObject({ played: 1, solved: 0 });
  });

  it('shows nothing of a puzzle that is not in progress', async () => {
    const student = await newStudent();
    const p = await samplePuzzle(42);
    const res = await post(`/api/mypuzzles/${p.id}/showmove/1/0`, student.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_TRY', message: PUZZLE_SOLVING_MESSAGES.noTry });
    expect(res.body).not.toContain(solution(p)[0]!);
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
    await fail(p, student);
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
    // Served from the queue, the try is a review's: solved by its moves.
    expect((await playMoves(p, student, solution(p))).at(-1)).toMatchObject({ verdict: 'solved' });
    expect(await attemptsAt(student.user.id, p.id)).toMatchObject([
      { mode: 'casual', solved: false },
      { mode: 'review', solved: true },
    ]);
    await solve(p, student, '?review=true');
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
    await solve(a, student, '?rated=true');
    await solve(b, student);
    await fail(c, student);
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
    for (const p of puzzlesPlayed) await solve(p, student, '?rated=true');
    for (const p of forks) await fail(p, student, '?rated=true');
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
  const survivalMove = (runId: number, c: Caller, ply: number, uci: string) =>
    post(`/api/puzzles/survival/${runId}/move`, c.headers, { ply, uci });

  /** Plays the run's current puzzle's solution at a person's pace; answers the last result. */
  async function solveSurvival(runId: number, c: Caller, p: PuzzleRow, pace = true) {
    if (pace) await think(c.user.id, p.id);
    let last: SurvivalMoveResult | undefined;
    for (const [i, uci] of solution(p).entries()) {
      const res = await survivalMove(runId, c, 2 * i + 1, uci);
      expect(res.statusCode, res.body).toBe(200);
      last = res.json<SurvivalMoveResult>();
    }
    return last!;
  }

  it('scores solves played move by move, ends at the first failure and keeps the best run', async () => {
    const student = await newStudent();
    const start = await post('/api/puzzles/survival', student.headers);
    expect(start.statusCode).toBe(200);
    const run = start.json<SurvivalRun>();
    expect(run).toMatchObject({ score: 0, best: 0 });
    const first = await findPuzzle(run.puzzle.name);

    const solved = await solveSurvival(run.id, student, first);
    expect(solved).toMatchObject({
      verdict: 'solved',
      message: PUZZLE_SOLVING_MESSAGES.solved,
      moves: first.moves,
      notice: null,
      score: 1,
      best: 1,
      ended: false,
    });
    expect(solved.puzzle!.name).not.toBe(first.id);
    const second = await findPuzzle(solved.puzzle!.name);
    expect(solved.puzzle!.moves).toBe(firstMoveOf(second));
    const failed = (await survivalMove(run.id, student, 1, WRONG)).json<SurvivalMoveResult>();
    expect(failed).toMatchObject({
      verdict: 'failed',
      message: PUZZLE_SOLVING_MESSAGES.failed,
      moves: second.moves,
      score: 1,
      best: 1,
      ended: true,
      puzzle: null,
    });
    const ended = await survivalMove(run.id, student, 1, solution(second)[0]!);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(PUZZLE_SOLVING_MESSAGES.runEnded);

    // Unrated: the rating did not move.
    expect(await ratingOf(student)).toMatchObject({ rating: PUZZLE_RATING_DEFAULT, nbRated: 0 });
    const again = (await post('/api/puzzles/survival', student.headers)).json<SurvivalRun>();
    expect(again).toMatchObject({ score: 0, best: 1 });
    const dash = (await get('/api/mypuzzles/dashboard', student.headers)).json<PuzzleDashboard>();
    expect(dash.survivalBest).toBe(1);

    const other = await newStudent();
    const foreign = await survivalMove(again.id, other, 1, WRONG);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PUZZLE_SOLVING_MESSAGES.runNotFound);

    // Starting another run ends this one.
    await post('/api/puzzles/survival', student.headers);
    const old = await survivalMove(again.id, student, 1, WRONG);
    expect(old.statusCode).toBe(409);
  });

  it('cannot be scored without playing the moves, one ply after another, at a human pace', async () => {
    const student = await newStudent();
    const run = (await post('/api/puzzles/survival', student.headers)).json<SurvivalRun>();
    const first = await findPuzzle(run.puzzle.name);
    // The whole solution at once is no longer a call.
    const whole = await post(`/api/puzzles/survival/${run.id}/answer`, student.headers, {
      moves: solution(first),
    });
    expect(whole.statusCode).toBe(404);
    // A later move without the ones before it is refused.
    if (solution(first).length > 1) {
      const skipped = await survivalMove(run.id, student, 3, solution(first)[1]!);
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().code).toBe('WRONG_PLY');
    }
    // Nor does a survival try take moves as a puzzle's.
    expect((await move(first.id, student, 1, solution(first)[0]!)).statusCode).toBe(409);
    // Solved faster than anyone reads it: the run goes on, the score does not move.
    const fast = await solveSurvival(run.id, student, first, false);
    expect(fast).toMatchObject({
      verdict: 'solved',
      score: 0,
      ended: false,
      notice: puzzleTooFastMessage(t.ctx.config.puzzles.ratedMsPerMove),
    });
    const next = await findPuzzle(fast.puzzle!.name);
    expect(await solveSurvival(run.id, student, next)).toMatchObject({ score: 1, notice: null });
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
    await solve(p, student, '?rated=true');
    const now = (
      await get('/api/puzzles/userActivity', student.headers)
    ).json<PuzzleUserActivity>();
    expect(now.thisMonth.puzzlesSolved).toBe(1);
    expect(now.thisMonth.minRating).toBe(now.thisMonth.maxRating);
    expect(now.thisMonth.maxPuzzlesSolved).toBeGreaterThanOrEqual(1);
  });

  it('counts puzzles solved as the student corner and the dashboard do, with the same club best', async () => {
    const student = await newStudent();
    const leader = await newStudent();
    const coach = await newUser(['coach']);
    const ids = (
      await db().select({ id: puzzles.id }).from(puzzles).orderBy(asc(puzzles.id)).limit(1000)
    ).map((r) => r.id);
    // A coach's solves make no club best; the leading student's do.
    await insertAttempts(coach.user.id, ids);
    await insertAttempts(leader.user.id, ids.slice(0, 900));
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const attempt = (puzzleId: string, solved: boolean, at: Date) =>
      db()
        .insert(puzzleAttempts)
        .values({
          userId: student.user.id,
          puzzleId,
          mode: solved ? 'casual' : 'review',
          solved,
          rated: false,
          puzzleRating: 1500,
          userRating: 1500,
          createdAt: at,
        });
    // a solved twice, b and c once, d failed then solved on review, e only failed.
    for (const [puzzleId, solved, ago] of [
      [a, true, 9],
      [a, true, 8],
      [b, true, 7],
      [c, true, 6],
      [d, false, 5],
      [d, true, 4],
      [e, false, 3],
    ] as const)
      await attempt(puzzleId, solved, minutesAgo(ago));

    const home = (
      await get('/api/puzzles/userActivity', student.headers)
    ).json<PuzzleUserActivity>().thisMonth;
    const corner = (
      await get(`/api/studentCorner/${student.user.username}`, student.headers)
    ).json<StudentDashboard>();
    const club = corner.sources.find((source) => source.source === 'club')!.thisMonth;
    const dashboard = (
      await get('/api/mypuzzles/dashboard?days=7', student.headers)
    ).json<PuzzleDashboard>();

    expect(home.puzzlesSolved).toBe(4);
    expect(club.puzzlesSolved).toBe(4);
    expect(dashboard).toMatchObject({ played: 5, solved: 4 });
    expect(home.maxPuzzlesSolved).toBeGreaterThanOrEqual(900);
    expect(home.maxPuzzlesSolvedUser).not.toBe(coach.user.username);
    expect(club).toMatchObject({
      maxPuzzlesSolved: home.maxPuzzlesSolved,
      maxPuzzlesSolvedUser: home.maxPuzzlesSolvedUser,
    });
  });
});
