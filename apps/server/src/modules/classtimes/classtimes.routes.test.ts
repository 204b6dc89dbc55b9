import crypto from 'node:crypto';
import { ATTENDANCE_MESSAGES, MESSAGES, type AdminUser, type ClassTime } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { usersRepository } from '../users/index.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const tag = () => crypto.randomBytes(3).toString('hex');

async function addClassTime(overrides: Record<string, unknown> = {}): Promise<ClassTime> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/classTimesAdmin',
    headers: admin,
    payload: {
      label: `Tuesday ${tag()}`,
      weekday: 2,
      startTime: '17:30',
      durationMinutes: 60,
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ClassTime>();
}

const userSave = (u: AdminUser, changes: Partial<AdminUser>) => {
  const { id: _id, username: _u, createdDate: _c, ...save } = { ...u, ...changes };
  return save;
};

describe('GET /api/classTimes', () => {
  it('is refused to visitors and students, and answers coaches, assistants and admins', async () => {
    expect((await t.app.inject({ url: '/api/classTimes' })).statusCode).toBe(401);
    const student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
    expect((await t.app.inject({ url: '/api/classTimes', headers: student })).statusCode).toBe(403);
    const added = await addClassTime();
    for (const username of ['coach', 'assistant', 'admin']) {
      const headers = bearer(await loginAs(t.app, username, DEMO_PASSWORD));
      const res = await t.app.inject({ url: '/api/classTimes', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<ClassTime[]>()).toContainEqual(added);
    }
  });
});

describe('POST /api/classTimesAdmin', () => {
  it('refuses a coach, a bad start time and a label another class time has', async () => {
    const coach = bearer(await loginAs(t.app, 'coach', DEMO_PASSWORD));
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/classTimesAdmin',
      headers: coach,
      payload: { label: 'x', weekday: 1, startTime: '10:00', durationMinutes: 60 },
    });
    expect(forbidden.statusCode).toBe(403);

    const badTime = await t.app.inject({
      method: 'POST',
      url: '/api/classTimesAdmin',
      headers: admin,
      payload: { label: `Bad ${tag()}`, weekday: 1, startTime: '5:30 PM', durationMinutes: 60 },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fieldErrors.startTime).toBeDefined();

    const first = await addClassTime();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/classTimesAdmin',
      headers: admin,
      payload: {
        label: first.label.toUpperCase(),
        weekday: 3,
        startTime: '09:00',
        durationMinutes: 45,
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.label).toEqual([ATTENDANCE_MESSAGES.classTimeLabelTaken]);
  });

  it('refuses a coach who does not have the coach role', async () => {
    const student = await buildUser(t.ctx, { roles: ['student'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/classTimesAdmin',
      headers: admin,
      payload: {
        label: `Coached ${tag()}`,
        weekday: 1,
        startTime: '10:00',
        durationMinutes: 60,
        coachId: student.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.coachId).toEqual([MESSAGES.coachNotFound]);
  });

  it('renaming a class time renames it in the classTime of the users who attend it', async () => {
    const classTime = await addClassTime();
    const attending = await buildUser(t.ctx, {
      roles: ['student'],
      classTimeId: classTime.id,
      classTime: classTime.label,
    });
    const other = await buildUser(t.ctx, { roles: ['student'], classTime: 'Mondays after school' });
    const label = `Renamed ${tag()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/classTimesAdmin',
      headers: admin,
      payload: { ...classTime, label },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ClassTime>().label).toBe(label);
    const repo = usersRepository(t.ctx.database.db);
    expect((await repo.findById(attending.id))?.classTime).toBe(label);
    expect((await repo.findById(other.id))?.classTime).toBe('Mondays after school');
  });
});

describe('DELETE /api/classTimesAdmin/{id}', () => {
  it("clears its users' classTimeId, keeping the label as their free-text classTime", async () => {
    const classTime = await addClassTime();
    const user = await buildUser(t.ctx, {
      roles: ['student'],
      classTimeId: classTime.id,
      classTime: classTime.label,
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/classTimesAdmin/${classTime.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.deleted });
    const after = await usersRepository(t.ctx.database.db).findById(user.id);
    expect(after).toMatchObject({ classTimeId: null, classTime: classTime.label });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/classTimesAdmin/${classTime.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("a user's class time (POST /api/users, PUT /api/user/{id})", () => {
  it('refuses a classTimeId that names no class time, under classTimeId', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: {
        username: `ct_${tag()}`,
        name: 'No Such Class',
        email: 'nosuch@example.com',
        classTimeId: 999_999,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.classTimeId).toEqual([ATTENDANCE_MESSAGES.classTimeNotFound]);
  });

  it("stores the class time's label as classTime, and keeps free text without a classTimeId", async () => {
    const classTime = await addClassTime();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: {
        username: `ct_${tag()}`,
        name: 'In Class',
        email: 'inclass@example.com',
        classTime: 'whatever was typed',
        classTimeId: classTime.id,
      },
    });
    expect(added.statusCode).toBe(201);
    const user = added.json<AdminUser>();
    expect(user).toMatchObject({ classTimeId: classTime.id, classTime: classTime.label });

    const freeText = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: userSave(user, { classTimeId: null, classTime: 'Sundays, by arrangement' }),
    });
    expect(freeText.statusCode).toBe(200);
    expect(freeText.json<AdminUser>()).toMatchObject({
      classTimeId: null,
      classTime: 'Sundays, by arrangement',
    });

    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: userSave(user, { classTimeId: 999_999 }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.classTimeId).toEqual([ATTENDANCE_MESSAGES.classTimeNotFound]);
  });
});
