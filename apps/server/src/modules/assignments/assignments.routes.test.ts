import crypto from 'node:crypto';
import {
  ASSIGNMENT_MESSAGES,
  CONFIG_NAMES,
  MESSAGES,
  type AnswerResult,
  type AssignmentDetail,
  type AssignmentProgress,
  type AssignmentStudentPage,
  type AssignmentSummary,
  type AssignmentSummaryPage,
  type AssignResult,
  type StudentAssignmentPage,
  type UnassignResult,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../lib/time.js';
import type { UserRow } from '../users/index.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const tag = () => crypto.randomBytes(3).toString('hex');

/** White's knight on b5 forks king and rook with Nc7+. */
const FORK_FEN = 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1';
const AFTER_NC7 = 'r3k3/2N5/8/8/8/8/8/4K3 b - - 1 1';
const AFTER_ND6 = 'r3k3/8/3N4/8/8/8/8/4K3 b - - 1 1';

type Caller = { user: UserRow; headers: Record<string, string> };
type Headers = Record<string, string>;

const signIn = async (user: UserRow): Promise<Caller> => ({
  user,
  headers: bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD)),
});
const newCoach = async () => signIn(await buildUser(t.ctx, { roles: ['coach'] }));
const newStudent = async (
  coach: Caller | null,
  overrides: Partial<UserRow> = {},
): Promise<Caller> =>
  signIn(
    await buildUser(t.ctx, { roles: ['student'], coachId: coach?.user.id ?? null, ...overrides }),
  );

const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
  t.app.inject({ method, url, headers, payload });

/** A new library game and its assignment, made by `headers` (a coach or admin). */
async function addAssignment(
  headers: Headers,
  game: Record<string, unknown> = {},
  name = `Homework ${tag()}`,
): Promise<AssignmentSummary> {
  const res = await send('POST', '/api/assignments', headers, {
    name,
    game: { type: 'Puzzle', fen: FORK_FEN, solutionFen: AFTER_NC7, ...game },
  });
  expect(res.statusCode).toBe(201);
  return res.json<AssignmentSummary>();
}

async function assign(
  headers: Headers,
  assignmentIds: number[],
  userIds: number[],
  dueDate?: string,
): Promise<AssignResult> {
  const res = await send('POST', '/api/assignments/assign', headers, {
    assignmentIds,
    userIds,
    dueDate,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AssignResult>();
}

const answer = (id: number, headers: Headers, payload: Record<string, unknown>) =>
  send('PUT', `/api/assignments/${id}/answer`, headers, { type: 'Puzzle', ...payload });

const detail = async (id: number, headers: Headers) => {
  const res = await get(`/api/assignments/${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<AssignmentDetail>();
};

/** A coach, one of their students, and an assignment given to that student. */
async function homework(game: Record<string, unknown> = {}) {
  const coach = await newCoach();
  const student = await newStudent(coach);
  const assignment = await addAssignment(coach.headers, game);
  await assign(coach.headers, [assignment.id], [student.user.id]);
  return { coach, student, assignment };
}

describe('who may call the assignments API', () => {
  it('answers 401 to visitors and 403 to members on the coach and admin calls', async () => {
    expect((await t.app.inject({ url: '/api/assignments' })).statusCode).toBe(401);
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    const elite = bearer(await loginAs(t.app, 'elite', DEMO_PASSWORD));
    for (const headers of [student, elite]) {
      for (const url of [
        '/api/assignments/manage',
        '/api/assignments/progress.csv?classTime=x',
        '/api/assignments/1/assignedUsers',
        '/api/assignments/1/unassignedUsers',
      ])
        expect((await get(url, headers)).statusCode).toBe(403);
      for (const url of [
        '/api/assignments',
        '/api/assignments/assignmentGroup',
        '/api/assignments/assign',
        '/api/assignments/unassign',
      ])
        expect((await send('POST', url, headers, {})).statusCode).toBe(403);
      const accept = await send('PUT', '/api/assignments/1/acceptAsSolution', headers, {
        fen: AFTER_NC7,
      });
      expect(accept.statusCode).toBe(403);
    }
  });

  it("refuses a student other students' copies (403) and any assignment they lack (404)", async () => {
    const { student, assignment } = await homework();
    const other = await newStudent(null);
    for (const url of ['/api/assignments?userClassTime=Sat', '/api/assignments?gameId=1']) {
      const res = await get(url, other.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ASSIGNMENT_MESSAGES.studentsOnly);
    }
    for (const url of [
      `/api/assignments/${assignment.id}`,
      `/api/assignments/${assignment.id}/nextIncompleteId`,
      `/api/myassignment?gameId=${assignment.gameId}`,
    ]) {
      const res = await get(url, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).not.toContain(String(assignment.gameId));
    }
    const wrong = await answer(assignment.id, other.headers, { completedSolution: 'Nc7+' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(ASSIGNMENT_MESSAGES.notFound);
    // The owner's copy is untouched by the other student's answer.
    expect((await detail(assignment.id, student.headers)).completed).toBe(false);
    expect((await get(`/api/assignments/${assignment.id}`, student.headers)).statusCode).toBe(200);
  });

  it("refuses a coach someone else's student with 403, by id and when taking back", async () => {
    const { assignment } = await homework();
    const coach = await newCoach();
    const theirs = await newStudent(await newCoach());
    for (const url of ['/api/assignments/assign', '/api/assignments/unassign']) {
      const res = await send('POST', url, coach.headers, {
        assignmentIds: [assignment.id],
        userIds: [theirs.user.id],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ASSIGNMENT_MESSAGES.notYourStudents);
    }
    const group = await send('POST', '/api/assignments/assignmentGroup', coach.headers, {
      gameIds: [assignment.gameId],
      userIds: [theirs.user.id],
    });
    expect(group.statusCode).toBe(403);
    // An admin may give it to anyone's student.
    expect((await assign(admin, [assignment.id], [theirs.user.id])).added).toBe(1);
  });
});

describe('bad input', () => {
  it('asks for the add form\'s required fields with "Please enter required field"', async () => {
    const empty = await send('POST', '/api/assignments', admin, { game: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      name: [MESSAGES.pleaseEnterRequired],
      'game.type': [MESSAGES.pleaseEnterRequired],
      'game.fen': [MESSAGES.pleaseEnterRequired],
    });
    const noSolution = await send('POST', '/api/assignments', admin, {
      name: 'No solution',
      game: { type: 'Puzzle', fen: FORK_FEN },
    });
    expect(noSolution.json().fieldErrors['game.solutionFen']).toEqual([
      MESSAGES.pleaseEnterRequired,
    ]);
    const question = await send('POST', '/api/assignments', admin, {
      name: 'No answer',
      game: { type: 'Question', fen: FORK_FEN },
    });
    expect(question.json().fieldErrors).toMatchObject({
      'game.questionType': [MESSAGES.pleaseEnterRequired],
      'game.solution': [MESSAGES.pleaseEnterRequired],
    });
  });

  it('refuses positions that are not legal for play, and adds no game', async () => {
    const name = `Illegal ${tag()}`;
    const bad = await send('POST', '/api/assignments', admin, {
      name,
      game: { type: 'Puzzle', fen: '8/8/8/8/8/8/8/4K3 w - - 0 1', solutionFen: AFTER_NC7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['game.fen'][0]).toMatch(/^This FEN is not a legal position/);
    const badSolution = await send('POST', '/api/assignments', admin, {
      name,
      game: { type: 'Puzzle', fen: FORK_FEN, solutionFen: `${AFTER_NC7},nonsense` },
    });
    expect(badSolution.json().fieldErrors['game.solutionFen'][0]).toMatch(/^Solution position 2:/);
    const manage = await get(`/api/assignments/manage?search=${name}`, admin);
    expect(manage.json<AssignmentSummaryPage>().total).toBe(0);
  });

  it('refuses an answer of another type, an illegal move and a bad position, counting nothing', async () => {
    const { student, assignment } = await homework();
    const wrongType = await answer(assignment.id, student.headers, {
      type: 'Question',
      completedSolution: 'Nc7+',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.type).toEqual([ASSIGNMENT_MESSAGES.wrongAnswerType]);
    const illegal = await answer(assignment.id, student.headers, { completedSolution: 'Nc8' });
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().fieldErrors.completedSolution).toEqual([
      'Move 1 (Nc8) is not a legal move here.',
    ]);
    const nothing = await answer(assignment.id, student.headers, {});
    expect(nothing.json().fieldErrors.completedSolution).toEqual([
      'Make a move on the board first.',
    ]);
    const badFen = await answer(assignment.id, student.headers, { fen: '8/8/8/8 w - - 0 1' });
    expect(badFen.statusCode).toBe(400);
    expect(badFen.json().fieldErrors.fen[0]).toMatch(/^This FEN is not a legal position/);
    expect((await detail(assignment.id, student.headers)).attemptCount).toBe(0);
  });

  it('refuses unknown games, assignments, students and class times, and an empty directory', async () => {
    const coach = await newCoach();
    const student = await newStudent(coach);
    const unknownGame = await send('POST', '/api/assignments/assignmentGroup', coach.headers, {
      gameIds: [99_999_999],
      userIds: [student.user.id],
    });
    expect(unknownGame.statusCode).toBe(404);
    expect(unknownGame.json().message).toBe('No game with id 99999999.');
    const emptyDir = await send('POST', '/api/assignments/assignmentGroup', coach.headers, {
      dirPath: `/Nothing-${tag()}`,
      userIds: [student.user.id],
    });
    expect(emptyDir.statusCode).toBe(400);
    expect(emptyDir.json().fieldErrors.dirPath).toEqual([ASSIGNMENT_MESSAGES.noGamesInDir]);
    const nobody = await send('POST', '/api/assignments/assignmentGroup', coach.headers, {
      dirPath: '/Tactics/Forks',
    });
    expect(nobody.json().fieldErrors.userIds).toEqual([ASSIGNMENT_MESSAGES.chooseStudents]);

    const assignment = await addAssignment(coach.headers);
    const typo = `Saturday ${tag()}`;
    const unknownClass = await send('POST', '/api/assignments/assignmentGroup', coach.headers, {
      gameIds: [assignment.gameId],
      classTimes: `Saturday 10:00 AM, ${typo}`,
    });
    expect(unknownClass.statusCode).toBe(400);
    expect(unknownClass.json().fieldErrors.classTimes).toEqual([
      ASSIGNMENT_MESSAGES.unknownClassTimes([typo]),
    ]);
    const unknownAssignment = await send('POST', '/api/assignments/assign', coach.headers, {
      assignmentIds: [assignment.id, 99_999_999],
      userIds: [student.user.id],
    });
    expect(unknownAssignment.statusCode).toBe(404);
    expect(unknownAssignment.json().message).toBe(ASSIGNMENT_MESSAGES.notFound);
    const notAStudent = await send('POST', '/api/assignments/assign', admin, {
      assignmentIds: [assignment.id],
      userIds: [coach.user.id],
    });
    expect(notAStudent.statusCode).toBe(404);
    for (const url of [
      `/api/assignments/${assignment.id},99999999/assignedUsers`,
      '/api/assignments/99999999/unassignedUsers',
      '/api/assignments/99999999',
    ])
      expect((await get(url, coach.headers)).statusCode).toBe(404);
    expect((await get('/api/assignments/x,1/assignedUsers', coach.headers)).statusCode).toBe(400);
  });

  it('asks a coach for the class time of the progress table and its CSV', async () => {
    const coach = await newCoach();
    for (const url of ['/api/assignments/progress', '/api/assignments/progress.csv']) {
      const res = await get(url, coach.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.classTime).toEqual([MESSAGES.pleaseEnterRequired]);
    }
  });
});

describe('POST /api/assignments', () => {
  it('adds a library game in /Assignments and its assignment (201)', async () => {
    const coach = await newCoach();
    const name = `Fork homework ${tag()}`;
    const created = await addAssignment(coach.headers, { notes: 'Find the fork' }, name);
    expect(created).toMatchObject({
      name,
      gameType: 'Puzzle',
      dirPath: '/Assignments',
      assignedCount: 0,
      completedCount: 0,
    });
    const game = await get(`/api/games/${created.gameId}`, coach.headers);
    expect(game.json()).toMatchObject({ name, notes: 'Find the fork', solutionFen: AFTER_NC7 });
    const mine = await get(`/api/myassignment?gameId=${created.gameId}`, coach.headers);
    expect(mine.json()).toEqual({ id: created.id });
    const inDir = await addAssignment(coach.headers, { dirPath: 'Homework/Week 1' });
    expect(inDir.dirPath).toBe('/Homework/Week 1');
  });
});

describe('PUT /api/assignments/{id}/answer: board answers', () => {
  it('counts a wrong move as an attempt and completes on the solution position, recording the date', async () => {
    const { student, assignment } = await homework();
    const wrong = await answer(assignment.id, student.headers, { completedSolution: 'Nd6+' });
    expect(wrong.json<AnswerResult>()).toEqual({
      result: 'incorrect',
      attemptCount: 1,
      completed: false,
      modifiedDate: null,
      solutionUnlocked: false,
      recorded: true,
    });
    const before = Date.now();
    const right = (
      await answer(assignment.id, student.headers, { completedSolution: 'Nc7+' })
    ).json<AnswerResult>();
    expect(right).toMatchObject({ result: 'correct', attemptCount: 1, completed: true });
    expect(right.recorded).toBe(true);
    expect(Date.parse(right.modifiedDate!)).toBeGreaterThanOrEqual(before - 1000);
    expect(right.solutionUnlocked).toBe(true);

    // Completed: still judged, nothing changes.
    const again = (
      await answer(assignment.id, student.headers, { completedSolution: 'Nd6+' })
    ).json<AnswerResult>();
    expect(again).toMatchObject({
      result: 'incorrect',
      attemptCount: 1,
      completed: true,
      modifiedDate: right.modifiedDate,
      recorded: false,
    });
    const copy = await detail(assignment.id, student.headers);
    expect(copy).toMatchObject({
      attemptCount: 1,
      completed: true,
      modifiedDate: right.modifiedDate,
      assignedToUsername: student.user.username,
    });
  });

  it('judges a position sent without moves, whatever its move counters say', async () => {
    const { student, assignment } = await homework();
    const res = await answer(assignment.id, student.headers, {
      fen: 'r3k3/2N5/8/8/8/8/8/4K3 b - - 7 42',
    });
    expect(res.json<AnswerResult>()).toMatchObject({ result: 'correct', completed: true });
  });

  it('accepts any of several solution positions, and trusts the moves over a claimed fen', async () => {
    const { student, assignment } = await homework({ solutionFen: `${AFTER_NC7}, ${AFTER_ND6}` });
    const lie = await answer(assignment.id, student.headers, {
      completedSolution: 'Na7',
      fen: AFTER_NC7,
    });
    expect(lie.json<AnswerResult>()).toMatchObject({ result: 'incorrect', attemptCount: 1 });
    const second = await answer(assignment.id, student.headers, { completedSolution: 'Nd6+' });
    expect(second.json<AnswerResult>()).toMatchObject({ result: 'correct', completed: true });
  });

  it('accepts the solution line played out, and not another line', async () => {
    const { student, assignment } = await homework({
      type: 'Training',
      solution: '1. Nc7+ Kd8 2. Nxa8',
      solutionFen: AFTER_ND6,
    });
    const res = (type: string, moves: string) =>
      answer(assignment.id, student.headers, { type, completedSolution: moves });
    expect((await res('Training', 'Nc7+ Kd7 Nxa8')).json().result).toBe('incorrect');
    expect((await res('Training', 'Nc7+ Kd8 Nxa8')).json().result).toBe('correct');
  });

  it('counts answers sent at the same moment one by one', async () => {
    const { student, assignment } = await homework();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        answer(assignment.id, student.headers, { completedSolution: 'Na7' }),
      ),
    );
    expect((await detail(assignment.id, student.headers)).attemptCount).toBe(5);
  });

  it('judges a coach without a copy and records nothing', async () => {
    const { coach, assignment } = await homework();
    const res = (
      await answer(assignment.id, coach.headers, { completedSolution: 'Nc7+' })
    ).json<AnswerResult>();
    expect(res).toEqual({
      result: 'correct',
      attemptCount: 0,
      completed: false,
      modifiedDate: null,
      solutionUnlocked: true,
      recorded: false,
    });
  });
});

describe('PUT /api/assignments/{id}/answer: Question games', () => {
  const question = (questionType: string, solution: string, questionChoices?: string) => ({
    type: 'Question',
    questionType,
    solution,
    questionChoices,
    solutionFen: null,
  });
  const ask = (id: number, headers: Headers, completedSolution: string) =>
    answer(id, headers, { type: 'Question', completedSolution }).then((r) =>
      r.json<AnswerResult>(),
    );

  it('Choice: the right choice', async () => {
    const { student, assignment } = await homework(question('Choice', 'Nc7+', 'Nc7+\nNd6+\nNa7'));
    expect((await ask(assignment.id, student.headers, 'Nd6+')).result).toBe('incorrect');
    expect(await ask(assignment.id, student.headers, 'Nc7+')).toMatchObject({
      result: 'correct',
      attemptCount: 1,
      completed: true,
    });
  });

  it('Choices: exactly the right choices, in any order', async () => {
    const { student, assignment } = await homework(
      question('Choices', 'Knight\nQueen', 'Knight\nBishop\nQueen'),
    );
    expect((await ask(assignment.id, student.headers, 'Knight')).result).toBe('incorrect');
    expect((await ask(assignment.id, student.headers, 'Knight\nQueen\nBishop')).result).toBe(
      'incorrect',
    );
    expect((await ask(assignment.id, student.headers, 'Queen\nKnight')).result).toBe('correct');
  });

  it('Freeform: any accepted answer, ignoring case and surrounding spaces', async () => {
    const { student, assignment } = await homework(question('Freeform', 'A fork\nDouble attack'));
    expect((await ask(assignment.id, student.headers, 'a pin')).result).toBe('incorrect');
    expect((await ask(assignment.id, student.headers, '  double ATTACK ')).result).toBe('correct');
  });

  it('refuses an empty answer without counting an attempt', async () => {
    const { student, assignment } = await homework(question('Freeform', 'A fork'));
    const res = await answer(assignment.id, student.headers, {
      type: 'Question',
      completedSolution: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.completedSolution).toEqual([ASSIGNMENT_MESSAGES.answerFirst]);
    expect((await ask(assignment.id, student.headers, 'a pin')).attemptCount).toBe(1);
  });
});

describe('Show Solution', () => {
  /** Every student-facing answer about the assignment, as text. */
  const studentViews = async (id: number, headers: Headers) => [
    (await get(`/api/assignments/${id}`, headers)).body,
    (await get('/api/assignments', headers)).body,
    (await get('/api/assignments/progress', headers)).body,
  ];

  it('unlocks after 10 attempts by default, and no student answer carries the solution before', async () => {
    const secret = 'The knight fork wins the rook';
    const { student, assignment } = await homework({ solution: secret });
    const locked = await detail(assignment.id, student.headers);
    expect(locked).toMatchObject({
      showSolutionAfterAttempts: 10,
      solutionUnlocked: false,
      canManage: false,
    });
    expect(locked.game).toMatchObject({ solutionFen: null, solution: null, pgn: null });
    for (let i = 1; i <= 9; i++) {
      const res = await answer(assignment.id, student.headers, { completedSolution: 'Na7' });
      expect(res.body).not.toContain('r3k3/2N5');
      expect(res.json<AnswerResult>()).toMatchObject({ attemptCount: i, solutionUnlocked: false });
    }
    for (const body of await studentViews(assignment.id, student.headers)) {
      expect(body).not.toContain('r3k3/2N5');
      expect(body).not.toContain(secret);
    }
    const tenth = await answer(assignment.id, student.headers, { completedSolution: 'Na7' });
    expect(tenth.json<AnswerResult>()).toMatchObject({ attemptCount: 10, solutionUnlocked: true });
    const unlocked = await detail(assignment.id, student.headers);
    expect(unlocked.solutionUnlocked).toBe(true);
    expect(unlocked.game).toMatchObject({ solutionFen: AFTER_NC7, solution: secret });
  });

  it("follows the club's setting, and always shows coaches and admins the solution", async () => {
    const { coach, student, assignment } = await homework();
    const config = await send('POST', '/api/configs', admin, {
      configName: CONFIG_NAMES.showSolutionAfterAttempts,
      configValue: '3',
    });
    expect(config.statusCode).toBe(200);
    try {
      expect((await detail(assignment.id, student.headers)).showSolutionAfterAttempts).toBe(3);
      for (let i = 0; i < 2; i++)
        await answer(assignment.id, student.headers, { completedSolution: 'Na7' });
      expect((await detail(assignment.id, student.headers)).game.solutionFen).toBeNull();
      await answer(assignment.id, student.headers, { completedSolution: 'Na7' });
      expect((await detail(assignment.id, student.headers)).game.solutionFen).toBe(AFTER_NC7);
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/configs/${config.json().id}`,
        headers: admin,
      });
    }
    const asCoach = await detail(assignment.id, coach.headers);
    expect(asCoach).toMatchObject({
      showSolutionAfterAttempts: 10,
      solutionUnlocked: true,
      canManage: true,
      attemptCount: 0,
      assignedToUsername: null,
    });
    expect(asCoach.game.solutionFen).toBe(AFTER_NC7);
  });
});

describe('PUT /api/assignments/{id}/acceptAsSolution', () => {
  it("adds the coach's position to the game's solutions, once", async () => {
    const { coach, student, assignment } = await homework();
    const accept = (fen: string) =>
      send('PUT', `/api/assignments/${assignment.id}/acceptAsSolution`, coach.headers, { fen });
    const added = await accept(AFTER_ND6);
    expect(added.json()).toEqual({
      message: ASSIGNMENT_MESSAGES.solutionAccepted,
      solutionFen: `${AFTER_NC7},${AFTER_ND6}`,
    });
    // The same position with other move counters is already there.
    const again = await accept('r3k3/8/3N4/8/8/8/8/4K3 b - - 0 30');
    expect(again.json()).toEqual({
      message: ASSIGNMENT_MESSAGES.solutionAlreadyThere,
      solutionFen: `${AFTER_NC7},${AFTER_ND6}`,
    });
    const bad = await accept('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.fen[0]).toMatch(/^This FEN is not a legal position/);
    const res = await answer(assignment.id, student.headers, { completedSolution: 'Nd6+' });
    expect(res.json<AnswerResult>().result).toBe('correct');
    expect((await accept(AFTER_NC7)).json().message).toBe(ASSIGNMENT_MESSAGES.solutionAlreadyThere);
    const missing = await send('PUT', '/api/assignments/99999999/acceptAsSolution', coach.headers, {
      fen: AFTER_NC7,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("a student's lists", () => {
  it('lists incomplete by due date (none last) then id, completed newest first, with waiting counts', async () => {
    const coach = await newCoach();
    const student = await newStudent(coach);
    const made: AssignmentSummary[] = [];
    for (let i = 0; i < 5; i++) made.push(await addAssignment(coach.headers));
    const [a, b, c, d, e] = made;
    const today = todayIn(t.ctx.config.club.timezone);
    await assign(coach.headers, [a!.id, b!.id], [student.user.id]);
    await assign(coach.headers, [c!.id], [student.user.id], addDays(today, 3));
    await assign(coach.headers, [d!.id], [student.user.id], addDays(today, -2));
    await assign(coach.headers, [e!.id], [student.user.id], addDays(today, 1));
    await answer(b!.id, student.headers, { completedSolution: 'Nc7+' });
    await answer(a!.id, student.headers, { completedSolution: 'Nc7+' });

    const all = (await get('/api/assignments', student.headers)).json<StudentAssignmentPage>();
    expect(all.items.map((r) => r.id)).toEqual([d!.id, e!.id, c!.id, a!.id, b!.id]);
    expect(all.items[0]).toMatchObject({
      name: d!.name,
      gameId: d!.gameId,
      gameType: 'Puzzle',
      completed: false,
      overdue: true,
      dueDate: addDays(today, -2),
      assignedToUsername: student.user.username,
      assignedToName: student.user.name,
    });
    expect(all.items[1]!.overdue).toBe(false);

    const done = await get('/api/assignments?completed=true', student.headers);
    expect(done.json<StudentAssignmentPage>()).toMatchObject({ total: 2 });
    const open = await get('/api/assignments?completed=false&size=2&page=1', student.headers);
    expect(open.json<StudentAssignmentPage>()).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(open.json<StudentAssignmentPage>().items.map((r) => r.id)).toEqual([c!.id]);

    const waiting = await get('/api/assignments/waiting', student.headers);
    expect(waiting.json()).toEqual({ waiting: 3, overdue: 1 });

    // Next follows the incomplete list, wrapping round, from a completed one too.
    const next = async (id: number) =>
      (await get(`/api/assignments/${id}/nextIncompleteId`, student.headers)).json().id;
    expect(await next(d!.id)).toBe(e!.id);
    expect(await next(e!.id)).toBe(c!.id);
    expect(await next(c!.id)).toBe(d!.id);
    expect(await next(a!.id)).toBe(d!.id);
  });

  it('has no Next for the only incomplete assignment; a coach steps through ids', async () => {
    const { coach, student, assignment } = await homework();
    const next = (headers: Headers, id = assignment.id) =>
      get(`/api/assignments/${id}/nextIncompleteId`, headers).then((r) => r.json().id);
    expect(await next(student.headers)).toBeNull();
    const later = await addAssignment(coach.headers);
    expect(await next(coach.headers)).toBe(later.id);
    expect(await next(admin, later.id)).toBeNull();
  });

  it("answers the id of a library game's assignment to its student and to coaches", async () => {
    const { coach, student, assignment } = await homework();
    const mine = await get(`/api/myassignment?gameId=${assignment.gameId}`, student.headers);
    expect(mine.json()).toEqual({ id: assignment.id });
    const otherCoach = await newCoach();
    const theirs = await get(`/api/myassignment?gameId=${assignment.gameId}`, otherCoach.headers);
    expect(theirs.json()).toEqual({ id: assignment.id });
    const game = await send('POST', '/api/games', coach.headers, {
      name: 'Unassigned',
      type: 'Puzzle',
      fen: FORK_FEN,
      solutionFen: AFTER_NC7,
    });
    const none = await get(`/api/myassignment?gameId=${game.json().id}`, coach.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ASSIGNMENT_MESSAGES.notAssignedGame);
  });
});

describe('assigning', () => {
  it('makes no second copy when assigning twice', async () => {
    const { coach, student, assignment } = await homework();
    const again = await assign(coach.headers, [assignment.id], [student.user.id]);
    expect(again).toEqual({
      message: ASSIGNMENT_MESSAGES.assigned(1, 1, 0),
      assignmentIds: [assignment.id],
      students: 1,
      added: 0,
    });
    const list = (await get('/api/assignments', student.headers)).json<StudentAssignmentPage>();
    expect(list.total).toBe(1);
  });

  it('assigns a directory of games to everyone in class times (a coach: own students)', async () => {
    const coach = await newCoach();
    const other = await newCoach();
    const label = `Sat ${tag()}`;
    const second = `Sun ${tag()}`;
    const a = await newStudent(coach, { classTime: label });
    const b = await newStudent(coach, { classTime: ` ${label.toUpperCase()} ` });
    const c = await newStudent(coach, { classTime: second });
    const notMine = await newStudent(other, { classTime: label });
    const elsewhere = await newStudent(coach, { classTime: `Mon ${tag()}` });
    const dir = `/Homework-${tag()}`;
    const [g1, g2] = await Promise.all(
      ['One', 'Two'].map((n) =>
        send('POST', '/api/games', coach.headers, {
          name: `${n} ${tag()}`,
          type: 'Puzzle',
          fen: FORK_FEN,
          solutionFen: AFTER_NC7,
          dirPath: dir,
        }).then((r) => r.json<{ id: number; name: string }>()),
      ),
    );
    await send('POST', '/api/games', coach.headers, {
      name: 'Below',
      type: 'Puzzle',
      fen: FORK_FEN,
      solutionFen: AFTER_NC7,
      dirPath: `${dir}/Deeper`,
    });
    const group = (body: object) =>
      send('POST', '/api/assignments/assignmentGroup', coach.headers, body).then((r) => {
        expect(r.statusCode).toBe(200);
        return r.json<AssignResult>();
      });
    const first = await group({ dirPath: dir, classTimes: ` ${label.toLowerCase()} ,, ${second}` });
    expect(first).toMatchObject({ students: 3, added: 6 });
    expect(first.message).toBe(ASSIGNMENT_MESSAGES.assigned(2, 3, 6));
    expect(first.assignmentIds).toHaveLength(2);
    // Named after their games; the game in the directory below is not included.
    const mine = (await get('/api/assignments', a.headers)).json<StudentAssignmentPage>();
    expect(mine.items.map((r) => r.name).sort()).toEqual([g1!.name, g2!.name].sort());
    for (const s of [b, c]) {
      expect((await get('/api/assignments', s.headers)).json<StudentAssignmentPage>().total).toBe(
        2,
      );
    }
    for (const s of [notMine, elsewhere]) {
      expect((await get('/api/assignments', s.headers)).json<StudentAssignmentPage>().total).toBe(
        0,
      );
    }
    // Again, with one game by id and a student by id: the same assignments, one new copy.
    const again = await group({
      gameIds: [g1!.id],
      dirPath: dir,
      userIds: [elsewhere.user.id, a.user.id],
      classTimes: label,
      dueDate: '2030-01-31',
    });
    expect(again).toMatchObject({ students: 3, added: 2 });
    expect([...again.assignmentIds].sort()).toEqual([...first.assignmentIds].sort());
    const due = (await get('/api/assignments', elsewhere.headers)).json<StudentAssignmentPage>();
    expect(due.items.map((r) => r.dueDate)).toEqual(['2030-01-31', '2030-01-31']);
  });

  it('gives and takes back assignments by class times on the assign screen', async () => {
    const coach = await newCoach();
    const other = await newCoach();
    const label = `Tue ${tag()}`;
    const a = await newStudent(coach, { classTime: label });
    const notMine = await newStudent(other, { classTime: label });
    const assignment = await addAssignment(coach.headers);
    const given = await send('POST', '/api/assignments/assign', coach.headers, {
      assignmentIds: [assignment.id],
      classTimes: label.toLowerCase(),
    });
    expect(given.json<AssignResult>()).toMatchObject({ students: 1, added: 1 });
    const total = async (s: typeof a) =>
      (await get('/api/assignments', s.headers)).json<StudentAssignmentPage>().total;
    expect([await total(a), await total(notMine)]).toEqual([1, 0]);

    const nobody = await send('POST', '/api/assignments/assign', coach.headers, {
      assignmentIds: [assignment.id],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fieldErrors.userIds).toEqual([ASSIGNMENT_MESSAGES.chooseStudents]);

    const back = await send('POST', '/api/assignments/unassign', coach.headers, {
      assignmentIds: [assignment.id],
      classTimes: label,
    });
    expect(back.json<UnassignResult>()).toMatchObject({ removed: 1, keptCompleted: 0 });
    expect(await total(a)).toBe(0);
  });

  it('takes assignments back but keeps completed copies', async () => {
    const { coach, student, assignment } = await homework();
    const other = await addAssignment(coach.headers);
    await assign(coach.headers, [other.id], [student.user.id]);
    await answer(assignment.id, student.headers, { completedSolution: 'Nc7+' });
    const res = await send('POST', '/api/assignments/unassign', coach.headers, {
      assignmentIds: [assignment.id, other.id],
      userIds: [student.user.id],
    });
    expect(res.json<UnassignResult>()).toEqual({
      message: ASSIGNMENT_MESSAGES.unassigned(1, 1),
      removed: 1,
      keptCompleted: 1,
    });
    const list = (await get('/api/assignments', student.headers)).json<StudentAssignmentPage>();
    expect(list.items.map((r) => r.id)).toEqual([assignment.id]);
  });

  it('lists assigned and unassigned students of one or several assignments (a coach: own)', async () => {
    const coach = await newCoach();
    const name = `Grid ${tag()}`;
    const both = await newStudent(coach, { name: `${name} A` });
    const one = await newStudent(coach, { name: `${name} B` });
    const none = await newStudent(coach, { name: `${name} C` });
    await buildUser(t.ctx, {
      roles: ['student'],
      coachId: coach.user.id,
      name: `${name} D`,
      disabled: true,
    });
    const notMine = await newStudent(await newCoach(), { name: `${name} E` });
    const x = await addAssignment(coach.headers);
    const y = await addAssignment(coach.headers);
    await assign(coach.headers, [x.id, y.id], [both.user.id]);
    await assign(coach.headers, [x.id], [one.user.id]);
    await assign(admin, [x.id, y.id], [notMine.user.id]);
    const grid = async (ids: string, which: string, headers = coach.headers, extra = '') =>
      (
        await get(
          `/api/assignments/${ids}/${which}?search=${encodeURIComponent(name)}${extra}`,
          headers,
        )
      ).json<AssignmentStudentPage>();
    const names = (page: AssignmentStudentPage) => page.items.map((s) => s.name);
    expect(names(await grid(`${x.id},${y.id}`, 'assignedUsers'))).toEqual([`${name} A`]);
    expect(names(await grid(`${x.id}, ${y.id}`, 'unassignedUsers'))).toEqual([
      `${name} B`,
      `${name} C`,
    ]);
    expect(names(await grid(`${x.id}`, 'assignedUsers'))).toEqual([`${name} A`, `${name} B`]);
    expect(names(await grid(`${x.id},${y.id}`, 'assignedUsers', admin))).toEqual([
      `${name} A`,
      `${name} E`,
    ]);
    const paged = await grid(`${y.id}`, 'unassignedUsers', coach.headers, '&size=1&page=1');
    expect(paged).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(paged.items[0]).toMatchObject({ id: none.user.id, username: none.user.username });
  });

  it("shows a coach every assignment with counts of their own students' copies", async () => {
    const { coach, student, assignment } = await homework();
    await answer(assignment.id, student.headers, { completedSolution: 'Nc7+' });
    await assign(admin, [assignment.id], [(await newStudent(null)).user.id]);
    const search = encodeURIComponent(assignment.name);
    const asCoach = await get(`/api/assignments/manage?search=${search}`, coach.headers);
    expect(asCoach.json<AssignmentSummaryPage>()).toMatchObject({
      total: 1,
      items: [{ id: assignment.id, assignedCount: 1, completedCount: 1 }],
    });
    const asAdmin = await get(`/api/assignments/manage?search=${search}`, admin);
    expect(asAdmin.json<AssignmentSummaryPage>().items[0]).toMatchObject({
      assignedCount: 2,
      completedCount: 1,
    });
    const percent = await get('/api/assignments/manage?search=%25%25', admin);
    expect(percent.json<AssignmentSummaryPage>().total).toBe(0);
  });
});

describe('reports and the progress table', () => {
  it("reports a class time's copies to its coach (own students) and to admins, and a game's students", async () => {
    const coach = await newCoach();
    const label = `Report ${tag()}`;
    const kid = await newStudent(coach, { classTime: label, name: `Report Kid ${tag()}` });
    const other = await newStudent(await newCoach(), { classTime: label });
    const assignment = await addAssignment(coach.headers);
    await assign(admin, [assignment.id], [kid.user.id, other.user.id]);
    await answer(assignment.id, kid.headers, { completedSolution: 'Nc7+' });
    const report = (query: string, headers: Headers) =>
      get(`/api/assignments?${query}`, headers).then((r) => r.json<StudentAssignmentPage>());
    const byClass = `userClassTime=${encodeURIComponent(label.toLowerCase())}`;
    expect((await report(byClass, coach.headers)).items).toEqual([
      expect.objectContaining({
        id: assignment.id,
        assignedToUsername: kid.user.username,
        classTime: label,
        completed: true,
      }),
    ]);
    expect((await report(byClass, admin)).total).toBe(2);
    expect((await report(`${byClass}&completed=false`, admin)).items).toEqual([
      expect.objectContaining({ assignedToUsername: other.user.username }),
    ]);
    expect((await report(`gameId=${assignment.gameId}`, admin)).total).toBe(2);
    expect((await report(`gameId=${assignment.gameId}`, coach.headers)).total).toBe(1);
  });

  it("answers a class time's students × assignments with counts, a page at a time, and as CSV", async () => {
    const coach = await newCoach();
    const label = `Progress ${tag()}`;
    const ann = await newStudent(coach, { classTime: label, name: 'Progress Ann' });
    const bob = await newStudent(coach, { classTime: label, name: 'Progress Bob' });
    const notMine = await newStudent(await newCoach(), { classTime: label });
    // Made one after another: the columns are in id order.
    const x = await addAssignment(coach.headers, {}, 'Progress X');
    const y = await addAssignment(coach.headers, {}, 'Progress Y');
    const z = await addAssignment(coach.headers, {}, 'Progress Z');
    const today = todayIn(t.ctx.config.club.timezone);
    await assign(coach.headers, [x.id, y.id], [ann.user.id, bob.user.id]);
    await assign(coach.headers, [z.id], [bob.user.id], addDays(today, -1));
    await assign(admin, [x.id, z.id], [notMine.user.id]);
    await answer(x.id, ann.headers, { completedSolution: 'Na7' });
    await answer(x.id, ann.headers, { completedSolution: 'Nc7+' });

    const url = `/api/assignments/progress?classTime=${encodeURIComponent(` ${label} `)}`;
    const table = (await get(url, coach.headers)).json<AssignmentProgress>();
    expect(table).toMatchObject({ total: 2, page: 0, size: 50 });
    expect(table.columns).toEqual([
      { assignmentId: x.id, name: 'Progress X', assigned: 2, completed: 1 },
      { assignmentId: y.id, name: 'Progress Y', assigned: 2, completed: 0 },
      { assignmentId: z.id, name: 'Progress Z', assigned: 1, completed: 0 },
    ]);
    expect(table.rows.map((r) => [r.user.name, r.assigned, r.completed])).toEqual([
      ['Progress Ann', 2, 1],
      ['Progress Bob', 3, 0],
    ]);
    expect(table.rows[0]!.cells[0]).toMatchObject({
      assignmentId: x.id,
      completed: true,
      attemptCount: 1,
    });
    expect(table.rows[0]!.cells[0]!.modifiedDate).not.toBeNull();
    expect(table.rows[1]!.cells.map((c) => c.overdue)).toEqual([false, false, true]);

    const page = (await get(`${url}&size=1&page=1`, coach.headers)).json<AssignmentProgress>();
    expect(page.rows.map((r) => r.user.name)).toEqual(['Progress Bob']);
    expect(page.columns).toHaveLength(3);
    expect((await get(url, admin)).json<AssignmentProgress>().total).toBe(3);

    const own = (await get(url, bob.headers)).json<AssignmentProgress>();
    expect(own).toMatchObject({ classTime: label, total: 1 });
    expect(own.rows.map((r) => r.user.id)).toEqual([bob.user.id]);
    expect(own.columns.map((c) => [c.assignmentId, c.assigned])).toEqual([
      [x.id, 1],
      [y.id, 1],
      [z.id, 1],
    ]);

    const csv = await get(url.replace('progress?', 'progress.csv?'), coach.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('assignments-progress.csv');
    const done = `done ${todayIn(t.ctx.config.club.timezone)} (1 attempt)`;
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      '"username","name","Progress X","Progress Y","Progress Z","completed","assigned"',
      `"${ann.user.username}","Progress Ann","${done}","not yet","","1","2"`,
      `"${bob.user.username}","Progress Bob","not yet","not yet","overdue","0","3"`,
      '"","Completed","1 of 2","0 of 2","0 of 1","1","5"',
    ]);
  });
});
