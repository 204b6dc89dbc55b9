import { canAccess, MESSAGES, type Access, type Role } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from './helpers.js';

/**
 * Every API route and who may call it. A route the app has but this table lacks fails the first
 * test, so each new route must be added here.
 */
const MATRIX: Record<string, Access> = {
  'POST /api/authenticate': 'public',
  'POST /api/logout': 'authenticated',
  'POST /api/register': 'public',
  'POST /api/forgotUsername': 'public',
  'POST /api/forgotPassword': 'public',
  'POST /api/resetPassword': 'public',
  'POST /api/changepassword': 'authenticated',
  'PUT /api/user/:id/updatePassword': 'admin',
  'POST /api/users/changepassword/admin': 'admin',
  'GET /api/users': 'admin',
  'GET /api/users/:id': 'admin',
  'POST /api/users': 'admin',
  'PUT /api/user/:id': 'admin',
  'GET /api/mycoaches': 'admin',
  'GET /api/students': 'coachOrAdmin',
  'GET /api/mystudents': 'coachOrAdmin',
  'GET /api/mystudents/:id': 'coachOrAdmin',
  'GET /api/profile': 'authenticated',
  'PUT /api/profile': 'authenticated',
  'GET /api/preferences/boardTheme': 'authenticated',
  'POST /api/preferences': 'authenticated',
  'GET /api/alertevents': 'public',
  'GET /api/alertsAdmin': 'admin',
  'POST /api/alertsAdmin': 'admin',
  'DELETE /api/alertsAdmin/:id': 'admin',
  'POST /api/pageviews': 'public',
  'GET /api/admin/analytics': 'admin',
  'GET /api/club': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/admin/outbox': 'admin',
  'GET /api/admin/jobs': 'admin',
  'POST /api/admin/jobs/:id/retry': 'admin',
  'GET /api/admin/summary': 'admin',
  'GET /api/locations': 'public',
  'POST /api/locationsAdmin': 'admin',
  'DELETE /api/locationsAdmin/:id': 'admin',
  'GET /api/programs': 'public',
  'GET /api/programsAdmin': 'admin',
  'POST /api/programsAdmin': 'admin',
  'DELETE /api/programsAdmin/:id': 'admin',
  'GET /api/coaches': 'public',
  'GET /api/coachesAdmin': 'admin',
  'POST /api/coachesAdmin': 'admin',
  'DELETE /api/coachesAdmin/:id': 'admin',
  'GET /api/coaches/:firstName': 'public',
  'POST /api/coachesAdmin/:id/photo': 'admin',
  'GET /api/news': 'public',
  'POST /api/newsAdmin': 'admin',
  'DELETE /api/newsAdmin/:id': 'admin',
  'GET /api/galleryimages': 'public',
  'GET /api/galleryimagesAdmin': 'admin',
  'POST /api/galleryimagesAdmin': 'admin',
  'DELETE /api/galleryimagesAdmin/:id': 'admin',
  'POST /api/galleryimagesAdmin/photo': 'admin',
  'GET /api/campEvents': 'public',
  'GET /api/tournaments/upcoming': 'public',
  // Issue 15: tournaments and coupons.
  'GET /api/tournaments/ongoing': 'public',
  'GET /api/tournaments/last3Months': 'public',
  'GET /api/tournaments/:shortName': 'public',
  'GET /api/tournament/:id': 'public',
  'POST /api/tournaments': 'admin',
  'GET /api/tournament-coupons': 'admin',
  'POST /api/tournament-coupons': 'admin',
  'DELETE /api/tournament-coupons/:id': 'admin',
  'POST /api/cart/applyCoupon': 'public',
  // Issue 15: registration and the waiting list's offers.
  'POST /api/tournament/:id/cart/quote': 'public',
  'POST /api/tournament/:id/cart': 'public',
  'GET /api/tournament/:id/offer': 'public',
  'POST /api/tournament/:id/offer/checkout': 'public',
  // Issue 15: entry lists and their administration.
  'GET /api/tournament/:id/entries': 'public',
  'POST /api/admin/tournament/:id/entries': 'admin',
  'PUT /api/admin/tournament/:id/entries': 'admin',
  'POST /api/admin/tournament/:id/entries/upload': 'admin',
  'POST /api/tournament/:id/sendEmail': 'admin',
  'POST /api/tournament/:id/sendReminderEmail': 'admin',
  'GET /api/admin/tournament/:id/swisssys': 'tournamentDirector',
  // Issue 16: the director's rounds, results, standings and TRF16.
  'GET /api/director/tournament/:id': 'tournamentDirector',
  'POST /api/director/tournament/:id/rounds': 'tournamentDirector',
  'PUT /api/director/tournament/:id/rounds/:roundId': 'tournamentDirector',
  'DELETE /api/director/tournament/:id/rounds/:roundId': 'tournamentDirector',
  'POST /api/director/tournament/:id/rounds/:roundId/publish': 'tournamentDirector',
  'PUT /api/director/tournament/:id/boards/:boardId/result': 'tournamentDirector',
  'GET /api/director/tournament/:id/resultChanges': 'tournamentDirector',
  'PUT /api/director/tournament/:id/entries/:entryId/checkIn': 'tournamentDirector',
  'POST /api/director/tournament/:id/withdrawals': 'tournamentDirector',
  'DELETE /api/director/tournament/:id/withdrawals/:entryId': 'tournamentDirector',
  'GET /api/tournament/:id/standings': 'public',
  'GET /api/tournament/:id/pairings': 'public',
  'GET /api/admin/tournament/:id/trf16': 'tournamentDirector',
  'GET /api/admin/tournament/:id/uscfReport/:file': 'tournamentDirector',
  'GET /api/uscf': 'public',
  'GET /api/uscf/liveRegularRating/:uscfId': 'public',
  'GET /api/calendar': 'public',
  'GET /api/calendar.ics': 'public',
  'GET /api/configs': 'admin',
  'POST /api/configs': 'admin',
  'DELETE /api/configs/:id': 'admin',
  'GET /api/contacts': 'admin',
  'POST /api/contacts': 'admin',
  'DELETE /api/contacts/:id': 'admin',
  'POST /api/inquiry': 'public',
  'GET /api/inquiryAdmin': 'admin',
  'POST /api/inquiryAdmin': 'admin',
  'DELETE /api/inquiryAdmin/:id': 'admin',
  'POST /api/subscribe': 'public',
  'POST /api/unsubscribe': 'public',
  'POST /api/unsubscribe/oneClick': 'public',
  'GET /api/campEvents/eventNames': 'public',
  'GET /api/campEvents/eventSlots': 'public',
  'GET /api/campEvents/eventDates': 'public',
  'GET /api/campEvents/eventDetail': 'public',
  'POST /api/cart': 'public',
  'GET /api/campEventsAdmin': 'admin',
  'POST /api/campEventsAdmin': 'admin',
  'DELETE /api/campEventsAdmin/:id': 'admin',
  'GET /api/campAdmin/': 'admin',
  'POST /api/camp': 'admin',
  'DELETE /api/campAdmin/:id': 'admin',
  'POST /api/afterschool': 'public',
  'GET /api/afterschoolAdmin/:schoolName': 'admin',
  'POST /api/afterschoolAdmin': 'admin',
  'DELETE /api/afterschoolAdmin/:id': 'admin',
  'GET /api/payments/config': 'public',
  'POST /api/authorizenet/charge': 'public',
  'GET /api/orders/:orderRef': 'public',
  'POST /api/paypal/orders': 'public',
  'POST /api/paypal/orders/cancel': 'public',
  'POST /api/paypal/orders/capture': 'public',
  'GET /api/payments/orders': 'admin',
  'GET /api/payments/gateways': 'admin',
  'GET /api/payments/orders.csv': 'admin',
  'POST /api/payments/orders/:id/release': 'admin',
  'POST /api/payments/orders/:id/checkGateway': 'admin',
  'POST /api/payments/orders/:id/recordCharge': 'admin',
  'POST /api/payments/orders/:id/markPaid': 'admin',
  'POST /api/payments/orders/:id/refund': 'admin',
  'POST /api/payments/recover': 'admin',
  'GET /api/games': 'coachOrAdmin',
  'GET /api/games/dirPaths': 'coachOrAdmin',
  'GET /api/games/byIds': 'coachOrAdmin',
  'GET /api/games/:id': 'coachOrAdmin',
  'POST /api/games': 'coachOrAdmin',
  'POST /api/games/bulk': 'coachOrAdmin',
  'POST /api/games/pgn': 'coachOrAdmin',
  'POST /api/games/delete': 'coachOrAdmin',
  'POST /api/games/dirs': 'coachOrAdmin',
  'POST /api/games/dirs/move': 'coachOrAdmin',
  'GET /api/studies': 'coachOrAdmin',
  'GET /api/studies/:id': 'coachOrAdmin',
  'GET /api/studies/:id/chapters/:chapterId': 'coachOrAdmin',
  'POST /api/studies/:id/chapters': 'coachOrAdmin',
  'POST /api/studies/import': 'coachOrAdmin',
  'GET /api/studies/:id/export': 'coachOrAdmin',
  'GET /api/mygames': 'authenticated',
  'POST /api/mygames': 'clubMember',
  'GET /api/mygames/:id': 'authenticated',
  'GET /api/mygames/:id/review': 'authenticated',
  'POST /api/mygames/:id/mistakes/:ply/assign': 'coachOrAdmin',
  'GET /api/mygames/live/:liveGameId': 'clubMember',
  'DELETE /api/mygames/:id': 'clubMember',
  'GET /api/live/online': 'clubMember',
  'GET /api/live/messages': 'clubMember',
  'GET /api/live/conversations': 'clubMember',
  'POST /api/live/messages/:id/report': 'clubMember',
  'GET /api/live/reports': 'admin',
  'GET /api/live/settings': 'clubMember',
  'PUT /api/live/settings': 'admin',
  'GET /api/live/games': 'clubMember',
  'GET /api/live/games/:id': 'clubMember',
  'GET /api/live/challenges': 'clubMember',
  'GET /api/live/stats': 'clubMember',
  // Issue 18: student progress (the service checks whose figures: docs/decisions/0043).
  'GET /api/studentCorner/:username': 'authenticated',
  'GET /api/studentCorner/:username/sources/:source': 'authenticated',
  'GET /api/students/:username/report': 'authenticated',
  'PUT /api/students/:username/report/comment': 'coachOrAdmin',
  'GET /api/progress/classes': 'coachOrAdmin',
  'GET /api/classTimes/:id/progress': 'coachOrAdmin',
  'GET /api/classTimes/:id/progress.csv': 'coachOrAdmin',
  'GET /api/progress/children': 'authenticated',
  'GET /api/users/:id/parents': 'admin',
  'PUT /api/users/:id/parents': 'admin',
  'GET /api/openings': 'clubMember',
  'GET /api/openings/lookup': 'clubMember',
  'GET /api/openings/:id': 'clubMember',
  'POST /api/openings': 'coachOrAdmin',
  'DELETE /api/openings/:id': 'coachOrAdmin',
  // Issue 12: users screens (CSV export).
  'GET /api/users.csv': 'admin',
  // Issue 12: class times and attendance.
  'GET /api/classTimes': 'staff',
  'POST /api/classTimesAdmin': 'admin',
  'DELETE /api/classTimesAdmin/:id': 'admin',
  'POST /api/attendance': 'adminOrAssistant',
  'DELETE /api/attendance/:id': 'adminOrAssistant',
  'GET /api/attendance/day': 'adminOrAssistant',
  'GET /api/attendance/students': 'adminOrAssistant',
  'GET /api/attendance/history': 'adminOrAssistant',
  'GET /api/attendance/history.csv': 'adminOrAssistant',
  // Issue 12: user activity.
  'GET /api/useractivities/': 'admin',
  'GET /api/onlineusers': 'admin',
  'POST /api/useractivities/:id/endSessions': 'admin',
  // Issue 12: e-mailer.
  'GET /api/subscribers': 'admin',
  'POST /api/emails': 'admin',
  'GET /api/emails/campaigns': 'admin',
  'GET /api/emails/campaigns/:id': 'admin',
  // Issue 12: families.
  'GET /api/family/children': 'authenticated',
  'POST /api/family/children': 'authenticated',
  'DELETE /api/family/children/:id': 'authenticated',
  'GET /api/family/registrations': 'authenticated',
  'GET /api/family/orders': 'authenticated',
  'GET /api/family/cart/catalog': 'authenticated',
  'POST /api/family/cart/quote': 'authenticated',
  'POST /api/family/cart': 'authenticated',
  // Issue 13: assignments.
  'GET /api/assignments': 'authenticated',
  'GET /api/assignments/manage': 'coachOrAdmin',
  'GET /api/assignments/waiting': 'clubMember',
  'GET /api/assignments/progress': 'clubMember',
  'GET /api/assignments/progress.csv': 'coachOrAdmin',
  'GET /api/myassignment': 'clubMember',
  'GET /api/assignments/:id': 'clubMember',
  'GET /api/assignments/:id/nextIncompleteId': 'clubMember',
  'PUT /api/assignments/:id/answer': 'clubMember',
  'PUT /api/assignments/:id/acceptAsSolution': 'coachOrAdmin',
  'POST /api/assignments': 'coachOrAdmin',
  'GET /api/assignments/:id/assignedUsers': 'coachOrAdmin',
  'GET /api/assignments/:id/unassignedUsers': 'coachOrAdmin',
  'POST /api/assignments/assignmentGroup': 'coachOrAdmin',
  'POST /api/assignments/assign': 'coachOrAdmin',
  'POST /api/assignments/unassign': 'coachOrAdmin',
  // Issue 14: puzzle data.
  'GET /api/puzzles/themes': 'studentCoachOrAdmin',
  'GET /api/puzzles/openings': 'studentCoachOrAdmin',
  'GET /api/admin/puzzles/imports': 'admin',
  'GET /api/admin/puzzles/imports/:id': 'admin',
  'POST /api/admin/puzzles/imports': 'admin',
  // Issue 14: solving puzzles.
  'GET /api/puzzles/rated': 'studentOrCoach',
  'GET /api/puzzles/next': 'studentOrCoach',
  'GET /api/puzzlesnames': 'coachOrAdmin',
  'GET /api/puzzlesrepo/:names': 'coachOrAdmin',
  'GET /api/puzzle/:name': 'studentOrCoach',
  'GET /api/puzzles/currentPuzzleRating': 'studentOrCoach',
  'POST /api/puzzle/:name/move': 'studentOrCoach',
  'POST /api/mypuzzles/:id/showmove/:moveIndex/:rated': 'studentOrCoach',
  'GET /api/mypuzzles/solved': 'authenticated',
  'GET /api/mypuzzles/dashboard': 'authenticated',
  'GET /api/mypuzzles/mistakes': 'studentOrCoach',
  'GET /api/studentCorner/:username/onlineGames': 'authenticated',
  'PUT /api/studentCorner/:username/onlineGames': 'authenticated',
  'POST /api/puzzles/survival': 'studentOrCoach',
  'POST /api/puzzles/survival/:id/move': 'studentOrCoach',
  'GET /api/puzzles/userActivity': 'clubMember',
};

/** POST calls that take no body (their input is the path). */
const NO_BODY = new Set([
  'POST /api/payments/orders/:id/release',
  'POST /api/payments/orders/:id/checkGateway',
  'POST /api/payments/orders/:id/markPaid',
  'POST /api/payments/orders/:id/refund',
  'POST /api/payments/recover',
  'POST /api/mypuzzles/:id/showmove/:moveIndex/:rated',
  'POST /api/puzzles/survival',
  'POST /api/tournament/:id/sendReminderEmail',
  'POST /api/director/tournament/:id/rounds/:roundId/publish',
  'POST /api/admin/jobs/:id/retry',
]);

/** Path parameters that name nothing, so an allowed call changes no shared row. */
const fillParams = (path: string) =>
  path
    .replace(':id', '999999')
    .replace(':chapterId', '999999')
    .replace(':ply', '2')
    .replace(':roundId', '999999')
    .replace(':boardId', '999999')
    .replace(':entryId', '999999')
    .replace(':firstName', 'nobody')
    .replace(':username', 'nobody_x')
    .replace(':source', 'chesscom')
    .replace(':shortName', 'no-such-tournament')
    .replace(':uscfId', '99999999')
    .replace(':schoolName', 'nowhere')
    .replace(':names', 'nopuzzle')
    .replace(':name', 'nopuzzle')
    .replace(':moveIndex', '0')
    .replace(':rated', '0')
    .replace(':file', 'THEXPORT.DBF')
    .replace(':orderRef', '00000000-0000-4000-8000-000000000000');

type Caller = { name: string; roles: Role[] | null; username?: string; password?: string };
const CALLERS: Caller[] = [
  { name: 'visitor', roles: null },
  { name: 'signed-up user (no role)', roles: [] },
  // The demo accounts; `elite` is a student with the elite flag (docs/decisions/0061).
  ...(['student', 'coach', 'elite', 'admin', 'assistant', 'director'] as const).map((r) => ({
    name: r,
    roles: r === 'elite' ? (['student', 'elite'] as Role[]) : [r],
    username: r,
    password: DEMO_PASSWORD,
  })),
];

/**
 * One session per caller for the whole table (a login per call made it twice as slow); a call
 * that ends the session drops it.
 */
const tokens = new Map<string, string>();
async function tokenOf(caller: Caller): Promise<string> {
  let token = tokens.get(caller.name);
  if (!token) {
    token = await loginAs(t.app, caller.username!, caller.password!);
    tokens.set(caller.name, token);
  }
  return token;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const noRole = await buildUser(t.ctx);
  CALLERS[1]!.username = noRole.username;
  CALLERS[1]!.password = FACTORY_PASSWORD;
});
afterAll(() => t.app.close());

describe('permission matrix', () => {
  it('lists every API route the app serves, with the access it declares', () => {
    const served = Object.fromEntries(
      t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(served).toEqual(MATRIX);
  });

  for (const [route, access] of Object.entries(MATRIX)) {
    it(`${route} (${access}) answers 401 to visitors and 403 to wrong roles when restricted`, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const url = fillParams(path);
      for (const caller of CALLERS) {
        const headers = caller.username ? bearer(await tokenOf(caller)) : {};
        const res = await t.app.inject({ method: method as 'GET', url, headers });
        // Logout ends the session it is called with: the next call logs in again.
        if (route === 'POST /api/logout') tokens.delete(caller.name);
        const allowed = canAccess(access, caller.roles);
        const expected = allowed ? 'allowed' : caller.roles === null ? 401 : 403;
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        expect({ caller: caller.name, status: got }).toEqual({
          caller: caller.name,
          status: expected,
        });
        if (!allowed) expect(res.json()).toHaveProperty('code');
      }
    });
  }
});

/** Who the sweeps call as: the admin, or for routes only students and coaches may call, the coach. */
const sweepCaller = (route: string) =>
  CALLERS.find((c) => c.name === (canAccess(MATRIX[route]!, ['admin']) ? 'admin' : 'coach'))!;

describe('bad input on every call that takes a body', () => {
  const withBody = Object.keys(MATRIX).filter((r) => /^(POST|PUT) /.test(r) && !NO_BODY.has(r));

  it.each(withBody)(
    '%s refuses a body of the wrong shape with 400 and field errors',
    async (route) => {
      const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
      const headers = bearer(await tokenOf(sweepCaller(route)));
      for (const payload of [
        [1, 2],
        { username: 42, password: ['x'], email: {}, path: 7, boardTheme: 0 },
      ]) {
        const res = await t.app.inject({ method, url: fillParams(path), headers, payload });
        // Logout takes only optional fields, so an object with unknown keys is fine for it (and
        // ends the session).
        if (route === 'POST /api/logout' && !Array.isArray(payload)) {
          tokens.delete('admin');
          continue;
        }
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          fieldErrors: expect.any(Object),
        });
      }
    },
  );
});

type StringField = {
  route: string;
  part: 'body' | 'querystring' | 'params';
  /** Property names from the top of the part; '[]' steps into an array's first item. */
  path: string[];
  maxLength: number | undefined;
  /** Fixed values (union discriminators such as schoolName) of the branch the field is in. */
  fixed: Record<string, unknown>;
  /** Its text is JSON, parsed later (contentMediaType application/json, `requiredJsonText`). */
  json: boolean;
};

type JsonSchemaNode = {
  type?: string | string[];
  maxLength?: number;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  const?: unknown;
  contentMediaType?: string;
};

/** Every string field of every route's declared input, found from the zod schemas themselves. */
function stringFields(): StringField[] {
  const fields = new Map<string, StringField>();
  for (const r of t.app.routeAccess) {
    for (const part of ['body', 'querystring', 'params'] as const) {
      const schema = r.input[part];
      if (!(schema instanceof z.ZodType)) continue;
      const json = z.toJSONSchema(schema, {
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchemaNode;
      const walk = (
        node: JsonSchemaNode | undefined,
        path: string[],
        fixed: Record<string, unknown> = {},
      ) => {
        if (!node) return;
        // A union's discriminator (a constant), at the top or inside an array's items, is sent
        // with the field so the branch that holds it is the one validated.
        if (node.properties) {
          fixed = { ...fixed };
          for (const [name, child] of Object.entries(node.properties))
            if (child.const !== undefined) fixed[[...path, name].join('.')] = child.const;
        }
        const types = Array.isArray(node.type) ? node.type : [node.type];
        if (types.includes('string') && path.length > 0) {
          const route = `${r.method} ${r.url}`;
          const key = `${route} ${part} ${path.join('.')}`;
          const known = fields.get(key);
          // A field in two union branches is tested with the larger limit, which both must refuse.
          const max = Math.max(known?.maxLength ?? 0, node.maxLength ?? 0) || undefined;
          const json = known?.json || node.contentMediaType === 'application/json';
          fields.set(key, { route, part, path, maxLength: max, fixed, json });
        }
        for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
          walk(branch, path, fixed);
        for (const [name, child] of Object.entries(node.properties ?? {}))
          walk(child, [...path, name], fixed);
        walk(node.items, [...path, '[]'], fixed);
      };
      walk(json, []);
    }
  }
  return [...fields.values()];
}

/** The request that puts `value` in one field and leaves every other field out. */
function requestWith(field: StringField, value: string) {
  const [method, path] = field.route.split(' ') as ['GET', string];
  const nested = field.path.reduceRight<unknown>(
    (inner, step) => (step === '[]' ? [inner] : { [step]: inner }),
    value,
  );
  if (field.part === 'params') {
    const url = fillParams(path.replace(`:${field.path[0]}`, encodeURIComponent(value)));
    return { method, url };
  }
  if (field.part === 'querystring') {
    return { method, url: `${fillParams(path)}?${field.path[0]}=${encodeURIComponent(value)}` };
  }
  const payload = nested as Record<string, unknown>;
  for (const [at, constant] of Object.entries(field.fixed)) setAt(payload, at.split('.'), constant);
  return { method, url: fillParams(path), payload };
}

/** Sets `value` at `path` inside `target` (`[]` is an array's first item), making what is missing. */
function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((step, i) => {
    const key = step === '[]' ? 0 : step;
    const last = i === path.length - 1;
    const here = node as Record<string | number, unknown>;
    if (last) {
      if (here[key] === undefined) here[key] = value;
      return;
    }
    here[key] ??= path[i + 1] === '[]' ? [] : {};
    node = here[key] as Record<string, unknown>;
  });
}

/** How the validation errors name the field: dot-joined, array items by index. */
const fieldKey = (field: StringField) => field.path.map((p) => (p === '[]' ? '0' : p)).join('.');

/** A free-text field with no maximum would let one request store unbounded text. */
const LONGEST_UNLIMITED_TEST = 10_000;

describe('NUL bytes and oversized strings in every string field of every route', () => {
  const sweepHeaders = async () => {
    const admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
    const coach = bearer(await loginAs(t.app, 'coach', DEMO_PASSWORD));
    return (route: string) => (sweepCaller(route).name === 'admin' ? admin : coach);
  };

  it('finds the string fields of the routes that take text', () => {
    const fields = stringFields();
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.map((f) => `${f.route} ${fieldKey(f)}`)).toEqual(
      expect.arrayContaining(['POST /api/authenticate username', 'POST /api/register password']),
    );
  });

  it('refuses a NUL byte in every string field with 400 naming the field, before any query', async () => {
    const headers = await sweepHeaders();
    const failures: string[] = [];
    for (const field of stringFields()) {
      const res = await t.app.inject({
        ...requestWith(field, 'a\u0000b'),
        headers: headers(field.route),
      });
      const body = res.json<{ code?: string; fieldErrors?: Record<string, string[]> }>();
      const ok =
        res.statusCode === 400 &&
        body.code === 'VALIDATION_ERROR' &&
        body.fieldErrors?.[fieldKey(field)]?.[0] === MESSAGES.nulCharacter;
      if (!ok)
        failures.push(
          `${field.route} ${field.part} ${fieldKey(field)}: ${res.statusCode} ${res.body}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL spelled \\u0000 inside every string field that holds JSON, before it is parsed', async () => {
    const headers = await sweepHeaders();
    const fields = stringFields().filter((f) => f.json);
    expect(fields.map((f) => `${f.route} ${fieldKey(f)}`)).toContain(
      'POST /api/games/bulk gamesJSON',
    );
    const failures: string[] = [];
    // In a value, in a key, and after an escaped backslash (a NUL still); an escaped backslash
    // before "u0000" is no NUL and is not refused for it.
    for (const text of ['["a\\u0000b"]', '{"a\\u0000": 1}', '["\\\\\\u0000"]']) {
      for (const field of fields) {
        const res = await t.app.inject({
          ...requestWith(field, text),
          headers: headers(field.route),
        });
        const body = res.json<{ code?: string; fieldErrors?: Record<string, string[]> }>();
        const ok =
          res.statusCode === 400 &&
          body.code === 'VALIDATION_ERROR' &&
          body.fieldErrors?.[fieldKey(field)]?.includes(MESSAGES.nulCharacter) === true;
        if (!ok)
          failures.push(`${field.route} ${fieldKey(field)} ${text}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    const escapedBackslash = await t.app.inject({
      ...requestWith(fields[0]!, '["\\\\u0000"]'),
      headers: headers(fields[0]!.route),
    });
    expect(
      escapedBackslash.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors?.[
        fieldKey(fields[0]!)
      ],
    ).not.toContain(MESSAGES.nulCharacter);
  });

  it('refuses a string one character over every field limit with a 4xx naming the field', async () => {
    const headers = await sweepHeaders();
    const failures: string[] = [];
    for (const field of stringFields()) {
      const length = (field.maxLength ?? LONGEST_UNLIMITED_TEST) + 1;
      const res = await t.app.inject({
        ...requestWith(field, 'x'.repeat(length)),
        headers: headers(field.route),
      });
      const body = res.json<{ code?: string; fieldErrors?: Record<string, string[]> }>();
      const named = res.statusCode === 400 && body.fieldErrors?.[fieldKey(field)] !== undefined;
      // Path parameters longer than the router allows are refused by it (414); bodies over the
      // body limit are refused before parsing (413); both in the one error shape.
      const refusedEarlier =
        ((field.part === 'params' && res.statusCode === 414) || res.statusCode === 413) &&
        typeof body.code === 'string';
      if (!named && !refusedEarlier)
        failures.push(
          `${field.route} ${field.part} ${fieldKey(field)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});
