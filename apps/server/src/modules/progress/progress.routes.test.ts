import crypto from 'node:crypto';
import {
  formatDateRange,
  PROGRESS_MESSAGES,
  termOf,
  type ClassProgress,
  type ClassTime,
  type ProgressChild,
  type ProgressClass,
  type ReportCard,
  type SourceStats,
  type StudentDashboard,
  type StudentParent,
} from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../users/index.js';
import { resetSources } from './online/online.testing.js';
import { addDays, dayOfWeek, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';

/*
 * Issue 18: the student corner, the report card, the class view and the parents' links, on the
 * real database. The club's time zone is America/Chicago here (the test config's default is
 * checked below), so the month boundaries are club-local, not UTC.
 */

const TZ = 'America/Chicago';
let t: TestApp;
let admin: Record<string, string>;
let coachUser: UserRow;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let classTime: ClassTime;
let kid: UserRow;
let kidHeaders: Record<string, string>;
let parentUser: UserRow;
let parent: Record<string, string>;

const tag = () => crypto.randomBytes(3).toString('hex');
const db = () => t.ctx.database.db;
const headersOf = async (user: UserRow) =>
  bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

const today = () => todayIn(TZ);
const thisMonthStart = () => `${today().slice(0, 8)}01`;
/** An instant `minutes` after the start of a club-local day. */
const at = (day: string, minutes = 0) =>
  new Date(zonedTimeToUtc(day, '00:00', TZ).getTime() + minutes * 60_000).toISOString();

async function addSessions(userId: number, instants: string[]) {
  for (const instant of instants)
    await db().execute(sql`insert into sessions (id, user_id, created_at, expires_at)
      values (${crypto.randomUUID()}, ${userId}, ${instant}::timestamptz, ${instant}::timestamptz + interval '1 day')`);
}

async function addGame(
  white: number,
  black: number,
  result: string,
  endedAt: string,
  termination = 'checkmate',
) {
  const id = `g-${tag()}-${tag()}`;
  await db().execute(sql`insert into live_games
      (id, white_id, black_id, time_control, state, status, result, termination, ply, started_at, ended_at)
    values (${id}, ${white}, ${black}, '5+3', '{}'::jsonb, 'over', ${result}, ${termination}, 20,
      ${endedAt}::timestamptz - interval '10 minutes', ${endedAt}::timestamptz)`);
  return id;
}

async function addSolves(userId: number, count: number, instant: string, ratingFrom = 1500) {
  await db().execute(sql`insert into puzzle_attempts
      (user_id, puzzle_id, mode, solved, rated, puzzle_rating, user_rating, rating_change, created_at)
    select ${userId}, p.id, 'rated', true, true, p.rating, ${ratingFrom} + row_number() over (order by p.id), 1,
      ${instant}::timestamptz + (row_number() over (order by p.id)) * interval '1 second'
    from (select id, rating from puzzles order by id limit ${count}) p`);
}

beforeAll(async () => {
  t = await buildTestApp({ club: { ...testConfig().club, timezone: TZ } });
  // The sites' health is one row per site for the whole database: start from healthy sites.
  await resetSources(t.ctx.database.db);
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  coachUser = await buildUser(t.ctx, { roles: ['coach'] });
  coach = await headersOf(coachUser);
  otherCoach = await headersOf(await buildUser(t.ctx, { roles: ['coach'] }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/classTimesAdmin',
    headers: admin,
    payload: {
      label: `Progress ${tag()}`,
      weekday: dayOfWeek(today()),
      startTime: '17:00',
      durationMinutes: 60,
      coachId: coachUser.id,
    },
  });
  expect(res.statusCode).toBe(200);
  classTime = res.json<ClassTime>();
  kid = await buildUser(t.ctx, {
    roles: ['student'],
    name: `Aaa Kid ${tag()}`,
    classTimeId: classTime.id,
    uscfId: null,
    chessDotComId: `kid${tag()}`,
    liChessId: `kid${tag()}`,
    rating: 930,
  });
  kidHeaders = await headersOf(kid);
  parentUser = await buildUser(t.ctx);
  parent = await headersOf(parentUser);
  const link = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${kid.id}/parents`,
    headers: admin,
    payload: { usernames: [parentUser.username] },
  });
  expect(link.statusCode).toBe(200);
});
afterAll(async () => {
  await resetSources(t.ctx.database.db);
  await t.app.close();
});

describe('who may see a student’s progress', () => {
  it('answers 401 to a visitor on every progress call', async () => {
    for (const url of [
      `/api/studentCorner/${kid.username}`,
      `/api/studentCorner/${kid.username}/sources/chesscom`,
      `/api/students/${kid.username}/report`,
      '/api/progress/classes',
      `/api/classTimes/${classTime.id}/progress`,
      `/api/classTimes/${classTime.id}/progress.csv`,
      '/api/progress/children',
      `/api/users/${kid.id}/parents`,
    ])
      expect((await get(url)).statusCode, url).toBe(401);
  });

  it('lets the student, their class’s coach, a linked parent and an admin in, and no one else', async () => {
    const url = `/api/studentCorner/${kid.username}`;
    for (const headers of [kidHeaders, coach, parent, admin])
      expect((await get(url, headers)).statusCode).toBe(200);
    const strangers = [
      otherCoach,
      await headersOf(await buildUser(t.ctx, { roles: ['student'] })),
      await headersOf(await buildUser(t.ctx)),
      bearer(await loginAs(t.app, 'elite', DEMO_PASSWORD)),
    ];
    for (const headers of strangers) {
      for (const u of [url, `/api/students/${kid.username}/report`]) {
        const res = await get(u, headers);
        expect(res.statusCode, u).toBe(403);
        expect(res.json<{ message: string }>().message).toBe(PROGRESS_MESSAGES.forbidden);
      }
    }
  });

  it('lets a student’s own coach in (users.coach_id) without the class time', async () => {
    const own = await buildUser(t.ctx, { roles: ['student'], coachId: coachUser.id });
    expect((await get(`/api/studentCorner/${own.username}`, coach)).statusCode).toBe(200);
    expect((await get(`/api/students/${own.username}/report`, otherCoach)).statusCode).toBe(403);
  });

  it('answers 404 for a username nobody has', async () => {
    const res = await get('/api/studentCorner/nobody_here_x', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(PROGRESS_MESSAGES.studentNotFound);
  });
});

describe('GET /api/studentCorner/{username}: the club’s months', () => {
  it('counts logins, games, puzzles and the rating per club-local month, with the club’s best students', async () => {
    const star = await buildUser(t.ctx, { roles: ['student'], classTimeId: classTime.id });
    const opponent = await buildUser(t.ctx, { roles: ['student'] });
    const start = thisMonthStart();
    const lastStart = `${addDays(start, -1).slice(0, 8)}01`;
    // One minute either side of this month's club-local midnight: UTC would put both in this month.
    await addSessions(star.id, [at(start, -1), at(start, 1)]);
    // Many logins this month, so the star is the club's best whatever other tests did.
    await addSessions(
      star.id,
      Array.from({ length: 400 }, (_, i) => at(start, 2 + i)),
    );
    await addSessions(star.id, [at(lastStart, 30), at(lastStart, 60)]);
    await addGame(star.id, opponent.id, '1-0', at(start, 5));
    await addGame(opponent.id, star.id, '1/2-1/2', at(start, 6));
    await addGame(star.id, opponent.id, '*', at(start, 7), 'aborted');
    await addGame(star.id, opponent.id, '0-1', at(start, -2));
    await addSolves(star.id, 3, at(lastStart, 100), 1600);
    await addSolves(star.id, 500, at(start, 100), 1700);

    const res = await get(`/api/studentCorner/${star.username}`, admin);
    expect(res.statusCode).toBe(200);
    const corner = res.json<StudentDashboard>();
    expect(corner.thisMonth).toBe(start.slice(0, 7));
    expect(corner.lastMonth).toBe(lastStart.slice(0, 7));
    expect(corner.currentBatch).toBe(classTime.label);
    expect(corner.sources.map((s) => s.source)).toEqual(['club', 'chesscom', 'lichess']);
    const club = corner.sources[0]!;
    expect(club.thisMonth).toMatchObject({
      noOfLogins: 401,
      gamesPlayed: 2,
      puzzlesSolved: 500,
      rating: 1700 + 500,
    });
    // The club's best: the star, unless a student of another test file (they share the database
    // on PostgreSQL) did more; checked against a count of our own.
    const best = async (counts: ReturnType<typeof sql>) => {
      const [row] = (
        await db().execute(sql`select u.username, c.n from (${counts}) c
          join users u on u.id = c.user_id and u.roles @> array['student']::text[]
          order by c.n desc, u.username limit 1`)
      ).rows as { username: string; n: number }[];
      return row;
    };
    const since = at(start);
    const solvedBest = await best(sql`select user_id, count(distinct puzzle_id)::int as n
      from puzzle_attempts where solved and created_at >= ${since}::timestamptz group by user_id`);
    const loginsBest = await best(sql`select user_id, count(*)::int as n
      from sessions where created_at >= ${since}::timestamptz group by user_id`);
    expect(solvedBest!.n).toBeGreaterThanOrEqual(500);
    expect(club.thisMonth).toMatchObject({
      maxNoOfLogins: loginsBest!.n,
      maxNoOfLoginsUser: loginsBest!.username,
      maxPuzzlesSolved: solvedBest!.n,
      maxPuzzlesSolvedUser: solvedBest!.username,
    });
    expect(club.lastMonth).toMatchObject({
      noOfLogins: 3,
      gamesPlayed: 1,
      puzzlesSolved: 3,
      rating: 1603,
    });
    // The opponent played as many games this month; the best is the first by username of the two
    // unless someone else played more.
    expect(club.thisMonth.maxGamesPlayed).toBeGreaterThanOrEqual(2);
  });

  it('shows the student’s ids and the US Chess rating from the tournament lookup', async () => {
    const withId = await buildUser(t.ctx, { roles: ['student'], uscfId: '90000001' });
    const corner = (
      await get(`/api/studentCorner/${withId.username}`, admin)
    ).json<StudentDashboard>();
    expect(corner.uscfId).toBe('90000001');
    expect(corner.uscfRating).toEqual(expect.any(Number));
    expect(corner.uscfUnavailable).toBe(false);
  });
});

describe('the online sites (embedded sandboxes)', () => {
  it('fetches a fictional player’s months, then the corner shows them from the cache', async () => {
    const url = `/api/studentCorner/${kid.username}/sources/chesscom`;
    const res = await get(url, kidHeaders);
    expect(res.statusCode).toBe(200);
    const stats = res.json<SourceStats>();
    expect(stats).toMatchObject({
      source: 'chesscom',
      account: kid.chessDotComId,
      notFound: false,
      unavailableSince: null,
    });
    expect(stats.thisMonth.gamesPlayed).toEqual(expect.any(Number));
    expect(stats.fetchedAt).not.toBeNull();
    const corner = (
      await get(`/api/studentCorner/${kid.username}`, kidHeaders)
    ).json<StudentDashboard>();
    expect(corner.sources[1]).toMatchObject({
      thisMonth: { gamesPlayed: stats.thisMonth.gamesPlayed, rating: stats.thisMonth.rating },
    });
    // The club's best on chess.com is among the students fetched: at least this one.
    expect(corner.sources[1]!.thisMonth.maxGamesPlayed).toBeGreaterThanOrEqual(
      stats.thisMonth.gamesPlayed ?? 0,
    );
  });

  it('says when the site has no such player, and when it is down (the rest still answers)', async () => {
    const missing = await buildUser(t.ctx, { roles: ['student'], liChessId: `nobody${tag()}` });
    const lichess = (
      await get(`/api/studentCorner/${missing.username}/sources/lichess`, admin)
    ).json<SourceStats>();
    expect(lichess.notFound).toBe(true);
    expect(lichess.thisMonth.gamesPlayed).toBeNull();

    const down = await buildUser(t.ctx, { roles: ['student'], chessDotComId: 'sandbox-down' });
    const res = await get(`/api/studentCorner/${down.username}/sources/chesscom`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<SourceStats>().unavailableSince).not.toBeNull();
    const corner = await get(`/api/studentCorner/${down.username}`, admin);
    expect(corner.statusCode).toBe(200);
    expect(corner.json<StudentDashboard>().sources[0]!.source).toBe('club');
  });

  it('answers a student without an account on the site with empty figures and no call', async () => {
    const none = await buildUser(t.ctx, { roles: ['student'] });
    const stats = (
      await get(`/api/studentCorner/${none.username}/sources/lichess`, admin)
    ).json<SourceStats>();
    expect(stats).toMatchObject({ account: null, fetchedAt: null, notFound: false });
  });
});

describe('GET /api/students/{username}/report', () => {
  it('covers the current term by default and refuses a backwards or too long period', async () => {
    const report = (await get(`/api/students/${kid.username}/report`, coach)).json<ReportCard>();
    const term = termOf(today());
    expect(report.period).toEqual(term);
    const backwards = await get(
      `/api/students/${kid.username}/report?from=2026-05-01&to=2026-04-01`,
      coach,
    );
    expect(backwards.statusCode).toBe(400);
    const long = await get(
      `/api/students/${kid.username}/report?from=2024-01-01&to=2026-01-01`,
      coach,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(PROGRESS_MESSAGES.periodTooLong);
  });

  it('has the period’s homework, attendance, games, puzzles and rating lines', async () => {
    const s = await buildUser(t.ctx, { roles: ['student'], classTimeId: classTime.id });
    const from = addDays(today(), -27);
    const to = today();
    const span = `from=${from}&to=${to}`;
    // Attended the class two of its four days (the class meets on today's weekday).
    for (const day of [addDays(today(), -7), addDays(today(), -21)])
      await db().execute(sql`insert into attendance (user_id, class_time_id, attended_at)
        values (${s.id}, ${classTime.id}, ${at(day, 17 * 60)}::timestamptz)`);
    const [assignment] = (await db().execute(sql`select id from assignments order by id limit 2`))
      .rows as { id: number }[];
    expect(assignment).toBeDefined();
    await db()
      .execute(sql`insert into student_assignments (assignment_id, user_id, attempt_count, completed, due_date, created_at)
      values (${assignment!.id}, ${s.id}, 2, false, ${addDays(today(), -3)}::date, ${at(addDays(today(), -10))}::timestamptz)`);
    const opponent = await buildUser(t.ctx, { roles: ['student'] });
    await addGame(s.id, opponent.id, '1-0', at(addDays(today(), -2), 600));
    await addGame(opponent.id, s.id, '1-0', at(addDays(today(), -1), 600));
    await addSolves(s.id, 5, at(addDays(today(), -5)), 1500);
    await db().execute(sql`insert into rating_snapshots (user_id, series, day, rating)
      values (${s.id}, 'uscf', ${addDays(today(), -20)}::date, 700), (${s.id}, 'uscf', ${addDays(today(), -60)}::date, 650)`);

    const res = await get(`/api/students/${s.username}/report?${span}`, coach);
    expect(res.statusCode).toBe(200);
    const report = res.json<ReportCard>();
    // A period that is not a term reads as dates do everywhere: "Mar 2 – Apr 15, 2027".
    expect(report.period).toEqual({ from, to, label: formatDateRange(from, to) });
    expect(report.period.label).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(report.homework).toMatchObject({
      assigned: 1,
      completed: 0,
      overdue: 1,
      completionRate: 0,
    });
    expect(report.homework.items[0]).toMatchObject({
      attempts: 2,
      overdue: true,
      dueDate: addDays(today(), -3),
    });
    expect(report.attendance.classDays).toHaveLength(4);
    expect(report.attendance.attendedDays).toEqual([addDays(today(), -21), addDays(today(), -7)]);
    expect(report.attendance.rate).toBe(50);
    expect(report.games).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1 });
    expect(report.games.recent[0]).toMatchObject({
      opponent: opponent.username,
      color: 'black',
      outcome: 'loss',
    });
    expect(report.puzzles.played).toBe(5);
    expect(report.ratings.map((r) => r.series)).toEqual(['puzzle', 'uscf', 'chesscom', 'lichess']);
    expect(report.ratings[0]!.points).toEqual([{ date: addDays(today(), -5), rating: 1505 }]);
    expect(report.ratings[1]!.points).toEqual([{ date: addDays(today(), -20), rating: 700 }]);
    expect(report.canComment).toBe(true);
  });

  it('saves a coach’s comment per period; a parent reads it and may not write one', async () => {
    const from = termOf(today()).from;
    const to = termOf(today()).to;
    const put = (headers: Record<string, string>, comment: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/students/${kid.username}/report/comment`,
        headers,
        payload: { from, to, comment },
      });
    expect((await put(coach, '  Strong endgames; work on openings.  ')).statusCode).toBe(200);
    expect((await put(parent, 'Nice')).statusCode).toBe(403);
    expect((await put(kidHeaders, 'Nice')).statusCode).toBe(403);
    expect((await put(otherCoach, 'Nice')).statusCode).toBe(403);
    const tooLong = await put(coach, 'x'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);

    const seen = (await get(`/api/students/${kid.username}/report`, parent)).json<ReportCard>();
    expect(seen.comment).toMatchObject({
      comment: 'Strong endgames; work on openings.',
      author: coachUser.name,
    });
    expect(seen.canComment).toBe(false);
    // Another period has its own comment.
    const other = (
      await get(`/api/students/${kid.username}/report?from=${from}&to=${addDays(from, 6)}`, parent)
    ).json<ReportCard>();
    expect(other.comment).toBeNull();
  });
});

describe('the class view', () => {
  it('lists the coach’s own class times, and all for an admin', async () => {
    const mine = (await get('/api/progress/classes', coach)).json<ProgressClass[]>();
    expect(mine.map((c) => c.id)).toEqual([classTime.id]);
    expect(mine[0]!.students).toBeGreaterThanOrEqual(1);
    const all = (await get('/api/progress/classes', admin)).json<ProgressClass[]>();
    expect(all.map((c) => c.id)).toContain(classTime.id);
    expect((await get('/api/progress/classes', kidHeaders)).statusCode).toBe(403);
  });

  it('answers every student of the class with weekly trends, paged, and only to its coach or an admin', async () => {
    const from = addDays(today(), -27);
    const q = `from=${from}&to=${today()}`;
    const res = await get(`/api/classTimes/${classTime.id}/progress?${q}&size=2`, coach);
    expect(res.statusCode).toBe(200);
    const view = res.json<ClassProgress>();
    expect(view.weeks).toEqual([from, addDays(from, 7), addDays(from, 14), addDays(from, 21)]);
    expect(view.items).toHaveLength(2);
    expect(view.total).toBeGreaterThanOrEqual(3);
    for (const row of view.items) {
      expect(row.ratingTrend).toHaveLength(4);
      expect(row.homeworkTrend).toHaveLength(4);
      expect(row.attendanceTrend).toHaveLength(4);
      expect(row.classDays).toBe(4);
    }
    expect((await get(`/api/classTimes/${classTime.id}/progress`, otherCoach)).statusCode).toBe(
      403,
    );
    expect((await get('/api/classTimes/999999/progress', admin)).statusCode).toBe(404);
  });

  it('exports every student of the class as CSV', async () => {
    const res = await get(
      `/api/classTimes/${classTime.id}/progress.csv?from=${addDays(today(), -27)}&to=${today()}`,
      coach,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('class-progress-');
    const lines = res.body.trim().split('\r\n');
    expect(lines[1]).toContain('"username","name","rating"');
    const view = (
      await get(`/api/classTimes/${classTime.id}/progress`, coach)
    ).json<ClassProgress>();
    expect(lines).toHaveLength(2 + view.total);
    expect(res.body).toContain(kid.username);
  });
});

describe('parents linked to a student', () => {
  it('lists the linked students to the parent', async () => {
    const children = (await get('/api/progress/children', parent)).json<ProgressChild[]>();
    expect(children).toEqual([{ username: kid.username, name: kid.name }]);
    expect((await get('/api/progress/children', coach)).json<ProgressChild[]>()).toEqual([]);
  });

  it('lets an admin link and unlink parents, refusing unknown usernames and the student', async () => {
    const s = await buildUser(t.ctx, { roles: ['student'] });
    const p = await buildUser(t.ctx);
    const put = (usernames: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${s.id}/parents`,
        headers: admin,
        payload: { usernames },
      });
    const saved = await put([p.username.toUpperCase()]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StudentParent[]>()).toEqual([
      { id: p.id, username: p.username, name: p.name },
    ]);
    const unknown = await put(['no_such_parent_x']);
    expect(unknown.statusCode).toBe(400);
    expect(
      unknown.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.usernames![0],
    ).toContain(PROGRESS_MESSAGES.parentNotFound);
    expect((await put([s.username])).statusCode).toBe(400);
    expect((await get(`/api/users/${s.id}/parents`, admin)).json<StudentParent[]>()).toHaveLength(
      1,
    );
    expect((await put([])).json<StudentParent[]>()).toEqual([]);
    expect((await get(`/api/users/${s.id}/parents`, coach)).statusCode).toBe(403);
  });
});
