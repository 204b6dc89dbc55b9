import { canAccess, type Access, type Role } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  'GET /api/admin/outbox': 'admin',
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
  'GET /api/news': 'public',
  'POST /api/newsAdmin': 'admin',
  'DELETE /api/newsAdmin/:id': 'admin',
  'GET /api/galleryimages': 'public',
  'GET /api/galleryimagesAdmin': 'admin',
  'POST /api/galleryimagesAdmin': 'admin',
  'DELETE /api/galleryimagesAdmin/:id': 'admin',
  'GET /api/campEvents': 'public',
  'GET /api/tournaments/upcoming': 'public',
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
  'POST /api/paypal/orders/capture': 'public',
  'GET /api/payments/orders': 'admin',
  'GET /api/payments/orders.csv': 'admin',
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
  'GET /api/mygames': 'clubMember',
  'POST /api/mygames': 'clubMember',
  'GET /api/mygames/:id': 'clubMember',
  'DELETE /api/mygames/:id': 'clubMember',
  'GET /api/openings': 'clubMember',
  'GET /api/openings/lookup': 'clubMember',
  'GET /api/openings/:id': 'clubMember',
  'POST /api/openings': 'coachOrAdmin',
  'DELETE /api/openings/:id': 'coachOrAdmin',
};

/** POST calls that take no body (their input is the path). */
const NO_BODY = new Set([
  'POST /api/payments/orders/:id/markPaid',
  'POST /api/payments/orders/:id/refund',
  'POST /api/payments/recover',
]);

/** Path parameters that name nothing, so an allowed call changes no shared row. */
const fillParams = (path: string) =>
  path
    .replace(':id', '999999')
    .replace(':chapterId', '999999')
    .replace(':firstName', 'nobody')
    .replace(':schoolName', 'nowhere')
    .replace(':orderRef', '00000000-0000-4000-8000-000000000000');

type Caller = { name: string; roles: Role[] | null; username?: string; password?: string };
const CALLERS: Caller[] = [
  { name: 'visitor', roles: null },
  { name: 'signed-up user (no role)', roles: [] },
  ...(['student', 'coach', 'elite', 'admin', 'assistant'] as const).map((r) => ({
    name: r,
    roles: [r],
    username: r,
    password: DEMO_PASSWORD,
  })),
];

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
        // A fresh session per call: logout may revoke the one it is called with.
        const headers = caller.username
          ? bearer(await loginAs(t.app, caller.username, caller.password!))
          : {};
        const res = await t.app.inject({ method: method as 'GET', url, headers });
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

describe('bad input on every call that takes a body', () => {
  const withBody = Object.keys(MATRIX).filter((r) => /^(POST|PUT) /.test(r) && !NO_BODY.has(r));

  it.each(withBody)(
    '%s refuses a body of the wrong shape with 400 and field errors',
    async (route) => {
      const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
      const headers = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
      for (const payload of [
        [1, 2],
        { username: 42, password: ['x'], email: {}, path: 7, boardTheme: 0 },
      ]) {
        const res = await t.app.inject({ method, url: fillParams(path), headers, payload });
        // Logout takes only optional fields, so an object with unknown keys is fine for it.
        if (route === 'POST /api/logout' && !Array.isArray(payload)) continue;
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          fieldErrors: expect.any(Object),
        });
      }
    },
  );
});
