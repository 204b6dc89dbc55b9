import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/users/index.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from './helpers.js';

/*
 * The one access policy (docs/decisions/0049), run against the API: every kind of viewer × every
 * resource of one student → allowed or refused. "Refused" is 401 for a visitor, 403 for a
 * signed-in caller (404 for a game, whose ids reveal nothing), or a list without the student's
 * item; "allowed" is 200 with it.
 */

const VIEWERS = [
  'student',
  'own coach',
  'class-time coach',
  'another coach',
  'linked parent',
  'unlinked parent',
  'assistant',
  'director',
  'admin',
  'visitor',
] as const;
type Viewer = (typeof VIEWERS)[number];

const RESOURCES = [
  'assign homework',
  'assignments',
  'puzzle dashboard',
  'solved puzzles',
  'report card',
  'corner',
  'attendance',
  'games',
  'one game',
  'family orders',
  'game review',
] as const;
type Resource = (typeof RESOURCES)[number];

const A = true;
const R = false;
/** The policy: what each viewer may do with the student's things. */
const TABLE: Record<Viewer, boolean[]> = {
  //                   assign asg dash solved report corner attend games game orders review
  student: [R, A, A, A, A, A, R, A, A, R, A],
  'own coach': [A, A, A, A, A, A, R, A, A, R, A],
  'class-time coach': [A, A, A, A, A, A, R, A, A, R, A],
  'another coach': [R, R, R, R, R, R, R, R, R, R, R],
  'linked parent': [R, A, A, A, A, A, R, A, A, A, A],
  'unlinked parent': [R, R, R, R, R, R, R, R, R, R, R],
  assistant: [R, R, R, R, R, R, A, R, R, R, R],
  director: [R, R, R, R, R, R, R, R, R, R, R],
  admin: [A, A, A, A, A, A, A, A, A, A, A],
  visitor: [R, R, R, R, R, R, R, R, R, R, R],
};

let t: TestApp;
let student: UserRow;
let gameId: number;
let assignmentId: number;
let orderRef: string;
const headersOf = new Map<Viewer, Record<string, string>>();
const tag = () => crypto.randomBytes(3).toString('hex');

const inject = (viewer: Viewer, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: headersOf.get(viewer) ?? {}, payload });

/** Whether a call was refused as the policy refuses: 401 to a visitor, 403 (or 404 for a game) to anyone else. */
function refusal(viewer: Viewer, status: number, notFoundToo = false): boolean {
  if (viewer === 'visitor') return status === 401;
  return status === 403 || (notFoundToo && status === 404);
}

/** Asks for one resource as one viewer: true when allowed, false when refused; anything else fails. */
async function probe(viewer: Viewer, resource: Resource): Promise<boolean> {
  const u = encodeURIComponent(student.username);
  const listed = async (url: string, has: (body: unknown) => boolean) => {
    const res = await inject(viewer, url);
    if (res.statusCode === 200) return has(res.json());
    if (refusal(viewer, res.statusCode)) return false;
    throw new Error(`${viewer} ${resource}: ${res.statusCode} ${res.body}`);
  };
  const plain = async (url: string, notFoundToo = false) => {
    const res = await inject(viewer, url);
    if (res.statusCode === 200) return true;
    if (refusal(viewer, res.statusCode, notFoundToo)) return false;
    throw new Error(`${viewer} ${resource}: ${res.statusCode} ${res.body}`);
  };
  type Page = { items: Record<string, unknown>[] };
  switch (resource) {
    case 'assign homework': {
      const res = await inject(viewer, '/api/assignments/assign', 'POST', {
        assignmentIds: [assignmentId],
        userIds: [student.id],
      });
      if (res.statusCode === 200) return true;
      if (refusal(viewer, res.statusCode)) return false;
      throw new Error(`${viewer} ${resource}: ${res.statusCode} ${res.body}`);
    }
    case 'assignments':
      return listed(`/api/assignments?username=${u}`, (b) =>
        (b as Page).items.some((i) => i.id === assignmentId),
      );
    case 'puzzle dashboard':
      return plain(`/api/mypuzzles/dashboard?username=${u}`);
    case 'solved puzzles':
      return plain(`/api/mypuzzles/solved?username=${u}`);
    case 'report card':
      return plain(`/api/students/${u}/report`);
    case 'corner':
      return plain(`/api/studentCorner/${u}`);
    case 'attendance':
      return plain(`/api/attendance/history?userId=${student.id}`);
    case 'games':
      return listed(`/api/mygames?username=${u}`, (b) =>
        (b as Page).items.some((i) => i.id === gameId),
      );
    case 'one game':
      return plain(`/api/mygames/${gameId}`, true);
    case 'game review':
      return plain(`/api/mygames/${gameId}/review`);
    case 'family orders': {
      if (viewer === 'admin')
        return listed('/api/payments/orders', (b) =>
          (b as Page).items.some((o) => o.orderRef === orderRef),
        );
      return listed('/api/family/orders', (b) =>
        (b as Page).items.some((o) => o.orderRef === orderRef),
      );
    }
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  const sign = async (user: UserRow) =>
    bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
  const ownCoach = await buildUser(t.ctx, { roles: ['coach'] });
  const classCoach = await buildUser(t.ctx, { roles: ['coach'] });
  const classTime = await t.app.inject({
    method: 'POST',
    url: '/api/classTimesAdmin',
    headers: admin,
    payload: {
      label: `Policy ${tag()}`,
      weekday: 2,
      startTime: '16:00',
      durationMinutes: 60,
      coachId: classCoach.id,
    },
  });
  expect(classTime.statusCode).toBe(200);
  student = await buildUser(t.ctx, {
    roles: ['student'],
    coachId: ownCoach.id,
    classTimeId: classTime.json<{ id: number }>().id,
    uscfId: null,
    chessDotComId: null,
    liChessId: null,
  });
  const linkedParent = await buildUser(t.ctx);
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${student.id}/parents`,
    headers: admin,
    payload: { usernames: [linkedParent.username] },
  });
  expect(linked.statusCode).toBe(200);

  headersOf.set('student', await sign(student));
  headersOf.set('own coach', await sign(ownCoach));
  headersOf.set('class-time coach', await sign(classCoach));
  headersOf.set('another coach', await sign(await buildUser(t.ctx, { roles: ['coach'] })));
  headersOf.set('linked parent', await sign(linkedParent));
  headersOf.set('unlinked parent', await sign(await buildUser(t.ctx)));
  headersOf.set('assistant', await sign(await buildUser(t.ctx, { roles: ['assistant'] })));
  headersOf.set('director', await sign(await buildUser(t.ctx, { roles: ['director'] })));
  headersOf.set('admin', admin);

  // The student's things: homework, a game in My Games, and an order their parent placed.
  const assignment = await t.app.inject({
    method: 'POST',
    url: '/api/assignments',
    headers: admin,
    payload: {
      name: `Policy homework ${tag()}`,
      game: {
        type: 'Puzzle',
        fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
        solutionFen: 'r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3',
      },
    },
  });
  expect(assignment.statusCode).toBe(201);
  assignmentId = assignment.json<{ id: number }>().id;
  const given = await t.app.inject({
    method: 'POST',
    url: '/api/assignments/assign',
    headers: admin,
    payload: { assignmentIds: [assignmentId], userIds: [student.id] },
  });
  expect(given.statusCode).toBe(200);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/mygames',
    headers: headersOf.get('student'),
    payload: {
      pgn: '[White "Kid"]\n[Black "Club"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
    },
  });
  expect(upload.statusCode).toBe(201);
  gameId = upload.json<{ games: { id: number }[] }>().games[0]!.id;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/afterschool',
    headers: headersOf.get('linked parent'),
    payload: {
      idempotencyKey: crypto.randomUUID(),
      schoolName: 'MUSTANG',
      studentName: student.name,
      parentName: 'Pat Parent',
      parentEmail: 'pat@example.com',
      parentPhoneNumber: '555-0111',
      paymentMethod: 'zelle',
    },
  });
  expect(order.statusCode).toBe(201);
  orderRef = order.json<{ order: { orderRef: string } }>().order.orderRef;
});
afterAll(() => t.app.close());

describe('the access policy table: viewer × student resource', () => {
  it.each(VIEWERS)('%s', async (viewer) => {
    const got: Record<string, boolean> = {};
    const want: Record<string, boolean> = {};
    for (const [i, resource] of RESOURCES.entries()) {
      got[resource] = await probe(viewer, resource);
      want[resource] = TABLE[viewer][i]!;
    }
    expect(got).toEqual(want);
  });
});
