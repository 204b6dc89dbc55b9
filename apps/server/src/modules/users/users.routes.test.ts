import crypto from 'node:crypto';
import {
  ACCESS_MESSAGES,
  MESSAGES,
  type AdminUser,
  type AdminUserPage,
  type StudentPage,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { USERS_CSV_BATCH } from './users.export.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

async function session(overrides = {}) {
  const user = await buildUser(t.ctx, overrides);
  return { user, headers: bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD)) };
}

const saveOf = (u: AdminUser) => {
  const { id: _id, username: _u, createdDate: _c, ...save } = u;
  return save;
};

describe('GET /api/users', () => {
  it('answers one page of users matching a search, with the total and no password', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    for (let i = 0; i < 3; i++) await buildUser(t.ctx, { name: `Searchable ${tag} ${i}` });
    const res = await t.app.inject({
      url: `/api/users?search=${tag}&size=2&sort=name&direction=desc`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminUserPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((u) => u.name)).toEqual([`Searchable ${tag} 2`, `Searchable ${tag} 1`]);
    expect(res.body).not.toMatch(/password|\$argon|\$scrypt/i);
    const next = await t.app.inject({
      url: `/api/users?search=${tag}&size=2&page=1`,
      headers: admin,
    });
    expect(next.json<AdminUserPage>().items).toHaveLength(1);
  });

  it('takes % and _ in a search literally', async () => {
    const res = await t.app.inject({ url: '/api/users?search=%25_%25', headers: admin });
    expect(res.json<AdminUserPage>().total).toBe(0);
  });

  it('refuses a page larger than the limit with a clear message', async () => {
    const res = await t.app.inject({ url: '/api/users?size=5000', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.size).toBeDefined();
  });

  it('is refused to a student, a coach and a visitor', async () => {
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    for (const roles of [['student'], ['coach']] as const) {
      const { headers } = await session({ roles: [...roles] });
      expect((await t.app.inject({ url: '/api/users', headers })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/users and PUT /api/user/{id}', () => {
  it('adds a user who can log in, and refuses the same username again', async () => {
    const username = `added_${crypto.randomBytes(3).toString('hex')}`;
    const body = { username, name: 'Added Kid', email: 'kid@example.com', password: 'secret12' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminUser>()).toMatchObject({
      username,
      roles: [],
      disabled: false,
      rating: 0,
    });
    await loginAs(t.app, username, 'secret12');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.username).toEqual([MESSAGES.usernameTaken]);
  });

  it('requires a username and says so under the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { username: ' ', name: 'No Name', email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.username).toEqual([MESSAGES.required]);
  });

  it('saves the edited fields and sets a coach, refusing a coach who is not one', async () => {
    const coach = await buildUser(t.ctx, { roles: ['coach'] });
    const student = await buildUser(t.ctx, { roles: ['student'] });
    const current = (
      await t.app.inject({ url: `/api/users/${student.id}`, headers: admin })
    ).json<AdminUser>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${student.id}`,
      headers: admin,
      payload: {
        ...saveOf(current),
        rating: 1450,
        section: 'K-8',
        coachId: coach.id,
        uscfid: '12345678',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({
      rating: 1450,
      section: 'K-8',
      coachId: coach.id,
      uscfid: '12345678',
    });
    const notACoach = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${student.id}`,
      headers: admin,
      payload: { ...saveOf(current), coachId: student.id },
    });
    expect(notACoach.statusCode).toBe(400);
    expect(notACoach.json().fieldErrors.coachId).toEqual([MESSAGES.coachNotFound]);
  });

  it('renames a user, who then logs in by the new name, and keeps the name when none is sent', async () => {
    const { user } = await session({ roles: ['student'] });
    const current = (
      await t.app.inject({ url: `/api/users/${user.id}`, headers: admin })
    ).json<AdminUser>();
    const renamed = `renamed_${crypto.randomBytes(3).toString('hex')}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...saveOf(current), username: renamed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>().username).toBe(renamed);
    await loginAs(t.app, renamed, FACTORY_PASSWORD);

    // Its own name in other letters is not taken by anyone else.
    const cased = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...saveOf(current), username: renamed.toUpperCase() },
    });
    expect(cased.statusCode).toBe(200);
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...saveOf(current), rating: 999 },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<AdminUser>()).toMatchObject({ username: renamed.toUpperCase(), rating: 999 });
  });

  it("refuses a blank username and another user's username on a save, and changes nothing", async () => {
    const other = await buildUser(t.ctx);
    const student = await buildUser(t.ctx, { roles: ['student'] });
    const current = (
      await t.app.inject({ url: `/api/users/${student.id}`, headers: admin })
    ).json<AdminUser>();
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${student.id}`,
      headers: admin,
      payload: { ...saveOf(current), username: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.username).toEqual([MESSAGES.required]);
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${student.id}`,
      headers: admin,
      payload: { ...saveOf(current), username: other.username.toUpperCase(), rating: 1234 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fieldErrors: { username: [MESSAGES.usernameTaken] },
    });
    const after = (
      await t.app.inject({ url: `/api/users/${student.id}`, headers: admin })
    ).json<AdminUser>();
    expect(after).toMatchObject({ username: student.username, rating: current.rating });
  });

  it('ends the sessions of a user the admin disables, and the user cannot log in again', async () => {
    const { user, headers } = await session({ roles: ['student'] });
    expect((await t.app.inject({ url: '/api/profile', headers })).statusCode).toBe(200);
    const current = (
      await t.app.inject({ url: `/api/users/${user.id}`, headers: admin })
    ).json<AdminUser>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...saveOf(current), disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: user.username, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('answers 404 for a user that is not there', async () => {
    expect((await t.app.inject({ url: '/api/users/999999', headers: admin })).statusCode).toBe(404);
  });
});

describe('students and coaches', () => {
  it('shows a coach only their own students, whichever list they ask for', async () => {
    const mine = await session({ roles: ['coach'] });
    const other = await buildUser(t.ctx, { roles: ['coach'] });
    const myStudent = await buildUser(t.ctx, { roles: ['student'], coachId: mine.user.id });
    const theirStudent = await buildUser(t.ctx, { roles: ['student'], coachId: other.id });
    for (const url of ['/api/students?size=100', '/api/mystudents?size=100']) {
      const page = (await t.app.inject({ url, headers: mine.headers })).json<StudentPage>();
      expect(page.items.map((s) => s.id)).toEqual([myStudent.id]);
    }
    const refused = await t.app.inject({
      url: `/api/mystudents/${other.id}`,
      headers: mine.headers,
    });
    expect(refused.statusCode).toBe(403);
    const asAdmin = (
      await t.app.inject({ url: `/api/mystudents/${other.id}`, headers: admin })
    ).json<StudentPage>();
    expect(asAdmin.items.map((s) => s.id)).toEqual([theirStudent.id]);
    const coaches = await t.app.inject({
      url: `/api/mycoaches?search=${other.username}`,
      headers: admin,
    });
    expect(coaches.json().items).toEqual([expect.objectContaining({ id: other.id, students: 1 })]);
  });

  it('refuses every user list to a student', async () => {
    const { headers } = await session({ roles: ['student'] });
    for (const url of ['/api/students', '/api/mystudents', '/api/mycoaches', '/api/users/1']) {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/mystudents/:id', () => {
  it('refuses a visitor, a student and another coach, and answers 404 for a user who is no coach', async () => {
    const coach = await buildUser(t.ctx, { roles: ['coach'] });
    const url = `/api/mystudents/${coach.id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const student = await session({ roles: ['student'], coachId: coach.id });
    expect((await t.app.inject({ url, headers: student.headers })).statusCode).toBe(403);
    const other = await session({ roles: ['coach'] });
    const refused = await t.app.inject({ url, headers: other.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.accessRestricted });
    for (const id of [student.user.id, 999999]) {
      const missing = await t.app.inject({ url: `/api/mystudents/${id}`, headers: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ACCESS_MESSAGES.coachNotFound);
    }
  });

  it("shows a coach their own students by their id, and an admin any coach's", async () => {
    const coach = await session({ roles: ['coach'] });
    const mine = await buildUser(t.ctx, { roles: ['student'], coachId: coach.user.id });
    await buildUser(t.ctx, { roles: ['student'] });
    const url = `/api/mystudents/${coach.user.id}?size=100`;
    for (const headers of [coach.headers, admin]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<StudentPage>().items.map((s) => s.id)).toEqual([mine.id]);
    }
  });
});

describe('GET /api/users.csv', () => {
  const csvRows = (body: string) => body.split('\r\n').filter(Boolean);

  it('is refused to a visitor, a student and a coach', async () => {
    expect((await t.app.inject({ url: '/api/users.csv' })).statusCode).toBe(401);
    for (const roles of [['student'], ['coach']] as const) {
      const { headers } = await session({ roles: [...roles] });
      expect((await t.app.inject({ url: '/api/users.csv', headers })).statusCode).toBe(403);
    }
  });

  it('exports every matching user in list order across batches, with the coach by name and no password', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const coach = await buildUser(t.ctx, { roles: ['coach'], name: `Coach ${tag}` });
    // More users than one batch holds, with equal sort keys across the batch boundary.
    const count = USERS_CSV_BATCH + 3;
    const made = [];
    for (let i = 0; i < count; i++) {
      made.push(
        await buildUser(t.ctx, {
          name: `Export ${tag} ${i % 2}`,
          rating: i % 7,
          roles: ['student'],
          coachId: i === 0 ? coach.id : null,
        }),
      );
    }
    const res = await t.app.inject({
      url: `/api/users.csv?search=Export%20${tag}&sort=rating&direction=desc`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('users.csv');
    expect(res.body).not.toMatch(/password|\$argon/i);
    const [header, ...rows] = csvRows(res.body);
    expect(header!.split(',')).toContain('coach');
    expect(rows).toHaveLength(count);
    const ids = rows.map((r) => Number(JSON.parse(r.split(',')[0]!)));
    const expected = [...made].sort((a, b) => b.rating - a.rating || a.id - b.id).map((u) => u.id);
    expect(ids).toEqual(expected);
    const coached = rows.find((r) => r.startsWith(`"${made[0]!.id}",`))!;
    expect(coached).toContain(`"${coach.id}","Coach ${tag}"`);
  });

  it('keeps a formula-like name from being read as a formula', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    await buildUser(t.ctx, { name: `=cmd ${tag}` });
    const res = await t.app.inject({ url: `/api/users.csv?search=${tag}`, headers: admin });
    expect(csvRows(res.body)[1]).toContain(`"'=cmd ${tag}"`);
  });

  it('refuses a sort it does not know', async () => {
    const res = await t.app.inject({ url: '/api/users.csv?sort=password', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.sort).toBeDefined();
  });
});
