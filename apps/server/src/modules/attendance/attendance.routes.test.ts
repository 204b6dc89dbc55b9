import crypto from 'node:crypto';
import {
  ATTENDANCE_MESSAGES,
  type AttendanceDay,
  type AttendanceHistoryPage,
  type AttendanceMark,
  type AttendanceStudentPage,
  type ClassTime,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema.js';
import { addDays, todayIn } from '../../lib/time.js';
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
let assistant: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  assistant = bearer(await loginAs(t.app, 'assistant', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const tag = () => crypto.randomBytes(3).toString('hex');

async function addClassTime(weekday: number, startTime: string): Promise<ClassTime> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/classTimesAdmin',
    headers: admin,
    payload: { label: `Class ${tag()}`, weekday, startTime, durationMinutes: 60 },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ClassTime>();
}

const student = (name = `Student ${tag()}`) => buildUser(t.ctx, { roles: ['student'], name });

const mark = (payload: Record<string, unknown>, headers = assistant) =>
  t.app.inject({ method: 'POST', url: '/api/attendance', headers, payload });

describe('who may mark attendance', () => {
  it('refuses a visitor (401), and a coach, a student and an elite member (403)', async () => {
    const kid = await student();
    expect((await t.app.inject({ method: 'POST', url: '/api/attendance' })).statusCode).toBe(401);
    for (const username of ['coach', 'student', 'elite']) {
      const headers = bearer(await loginAs(t.app, username, DEMO_PASSWORD));
      const res = await mark({ userId: kid.id, startTime: '17:30' }, headers);
      expect(res.statusCode).toBe(403);
    }
    const other = await buildUser(t.ctx, { roles: ['student'] });
    const self = bearer(await loginAs(t.app, other.username, FACTORY_PASSWORD));
    expect((await mark({ userId: other.id, startTime: '17:30' }, self)).statusCode).toBe(403);
    const day = await t.app.inject({ url: '/api/attendance/day', headers: self });
    expect(day.statusCode).toBe(403);
  });
});

describe('POST /api/attendance', () => {
  it.each([
    // US DST begins 2026-03-08 and ends 2026-11-01: 17:30 in Chicago is 23:30Z in CST, 22:30Z in CDT.
    ['2026-03-07', '17:30', '2026-03-07T23:30:00.000Z'],
    ['2026-03-08', '17:30', '2026-03-08T22:30:00.000Z'],
    ['2026-10-31', '17:30', '2026-10-31T22:30:00.000Z'],
    ['2026-11-01', '17:30', '2026-11-01T23:30:00.000Z'],
    ['2026-11-01', '01:30', '2026-11-01T06:30:00.000Z'],
  ])('marks %s %s club time as the instant %s', async (date, startTime, instant) => {
    const kid = await student();
    const res = await mark({ userId: kid.id, date, startTime, notes: 'On time' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AttendanceMark>()).toMatchObject({
      userId: kid.id,
      attendedAt: instant,
      date,
      startTime,
      notes: 'On time',
      markedBy: 'assistant',
    });
  });

  it("computes a class time's start on both sides of a DST change (Sundays at 17:30)", async () => {
    const sunday = await addClassTime(0, '17:30');
    const kid = await student();
    const before = await mark({ userId: kid.id, date: '2026-03-01', classTimeId: sunday.id });
    const after = await mark({ userId: kid.id, date: '2026-03-08', classTimeId: sunday.id });
    expect(before.json<AttendanceMark>()).toMatchObject({
      attendedAt: '2026-03-01T23:30:00.000Z',
      classTimeId: sunday.id,
      startTime: '17:30',
    });
    expect(after.json<AttendanceMark>()).toMatchObject({
      attendedAt: '2026-03-08T22:30:00.000Z',
      classTimeId: sunday.id,
      startTime: '17:30',
    });
  });

  it('answers the same mark when marked twice, with no second row', async () => {
    const kid = await student();
    const first = await mark({ userId: kid.id, date: '2026-11-17', startTime: '17:30' });
    const second = await mark({ userId: kid.id, date: '2026-11-17', startTime: '17:30' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<AttendanceMark>().id).toBe(first.json<AttendanceMark>().id);
    const history = await t.app.inject({
      url: `/api/attendance/history?userId=${kid.id}&from=2026-11-01&to=2026-11-30`,
      headers: admin,
    });
    expect(history.json<AttendanceHistoryPage>().total).toBe(1);
  });

  it('names the class time a bare start time begins, when there is one that day', async () => {
    const wednesday = await addClassTime(3, '16:05');
    const kid = await student();
    const res = await mark({ userId: kid.id, date: '2026-11-18', startTime: '16:05' });
    expect(res.json<AttendanceMark>().classTimeId).toBe(wednesday.id);
  });

  it('defaults the date to today in the club zone', async () => {
    const kid = await student();
    const res = await mark({ userId: kid.id, startTime: '00:00' });
    expect(res.json<AttendanceMark>().date).toBe(todayIn('America/Chicago'));
  });

  it('refuses a future date, a class on another weekday, a missing class time and a non-student', async () => {
    const kid = await student();
    const tomorrow = addDays(todayIn('America/Chicago'), 1);
    const future = await mark({ userId: kid.id, date: tomorrow, startTime: '17:30' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors.date).toEqual([ATTENDANCE_MESSAGES.futureDate]);

    const tuesday = await addClassTime(2, '17:30');
    const wrongDay = await mark({ userId: kid.id, date: '2026-11-18', classTimeId: tuesday.id });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().fieldErrors.date).toEqual([ATTENDANCE_MESSAGES.wrongWeekday('Tuesday')]);

    const missing = await mark({ userId: kid.id, date: '2026-11-18', classTimeId: 999_999 });
    expect(missing.json().fieldErrors.classTimeId).toEqual([ATTENDANCE_MESSAGES.classTimeNotFound]);

    const both = await mark({ userId: kid.id, classTimeId: tuesday.id, startTime: '17:30' });
    expect(both.json().fieldErrors.classTimeId).toEqual([ATTENDANCE_MESSAGES.classTimeOrStart]);

    const coach = await buildUser(t.ctx, { roles: ['coach'] });
    const disabled = await buildUser(t.ctx, { roles: ['student'], disabled: true });
    for (const userId of [coach.id, disabled.id, 999_999]) {
      const res = await mark({ userId, startTime: '17:30', date: '2026-11-18' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.userId).toEqual([ATTENDANCE_MESSAGES.notAStudent]);
    }
  });
});

describe('DELETE /api/attendance/{id}', () => {
  it('undoes a mark, so marking again makes a new one', async () => {
    const kid = await student();
    const first = (
      await mark({ userId: kid.id, date: '2026-11-19', startTime: '18:30' })
    ).json<AttendanceMark>();
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/attendance/${first.id}`,
      headers: assistant,
    });
    expect(undo.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/attendance/${first.id}`,
      headers: assistant,
    });
    expect(again.statusCode).toBe(404);
    const remark = await mark({ userId: kid.id, date: '2026-11-19', startTime: '18:30' });
    expect(remark.statusCode).toBe(201);
    expect(remark.json<AttendanceMark>().id).not.toBe(first.id);
  });
});

describe('GET /api/attendance/day and /api/attendance/students', () => {
  it("answers the day's class times and a page of active students with that day's marks", async () => {
    const name = `Dayname ${tag()}`;
    const kid = await student(`${name} A`);
    await student(`${name} B`);
    await buildUser(t.ctx, { roles: ['student'], name: `${name} C`, disabled: true });
    const friday = await addClassTime(5, '16:45');
    // 2026-11-20 is a Friday; the mark the day before is not that day's.
    await mark({ userId: kid.id, date: '2026-11-20', classTimeId: friday.id });
    await mark({ userId: kid.id, date: '2026-11-19', startTime: '16:45' });

    const res = await t.app.inject({
      url: `/api/attendance/day?date=2026-11-20&search=${encodeURIComponent(name)}&size=1`,
      headers: assistant,
    });
    expect(res.statusCode).toBe(200);
    const day = res.json<AttendanceDay>();
    expect(day.date).toBe('2026-11-20');
    expect(day.classTimes.map((c) => c.id)).toContain(friday.id);
    expect(day.classTimes.every((c) => c.weekday === 5 && c.active)).toBe(true);
    expect(day.total).toBe(2);
    expect(day.items).toHaveLength(1);
    expect(day.items[0]).toMatchObject({ id: kid.id, name: `${name} A` });
    expect(day.items[0]!.marks).toEqual([
      expect.objectContaining({ classTimeId: friday.id, date: '2026-11-20', startTime: '16:45' }),
    ]);

    const students = await t.app.inject({
      url: `/api/attendance/students?search=${encodeURIComponent(name)}`,
      headers: assistant,
    });
    const page = students.json<AttendanceStudentPage>();
    expect(page.items.map((s) => s.name)).toEqual([`${name} A`, `${name} B`]);
  });
});

describe('GET /api/attendance/history and history.csv', () => {
  it('filters by student, class time and date range, paged, newest first', async () => {
    const kid = await student();
    const classmate = await student();
    const monday = await addClassTime(1, '15:10');
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16']) {
      await mark({ userId: kid.id, date, classTimeId: monday.id });
      await mark({ userId: classmate.id, date, classTimeId: monday.id });
    }
    await mark({ userId: kid.id, date: '2026-11-10', startTime: '09:00' });

    const byStudent = await t.app.inject({
      url: `/api/attendance/history?userId=${kid.id}&from=2026-11-01&to=2026-11-15&size=2`,
      headers: assistant,
    });
    const page = byStudent.json<AttendanceHistoryPage>();
    expect(page).toMatchObject({ total: 3, from: '2026-11-01', to: '2026-11-15', size: 2 });
    expect(page.items.map((r) => r.date)).toEqual(['2026-11-10', '2026-11-09']);
    expect(page.items[1]).toMatchObject({
      username: kid.username,
      classTimeLabel: monday.label,
      startTime: '15:10',
    });

    const byClass = await t.app.inject({
      url: `/api/attendance/history?classTimeId=${monday.id}&from=2026-11-09&to=2026-11-16`,
      headers: assistant,
    });
    expect(byClass.json<AttendanceHistoryPage>().total).toBe(4);

    const reversed = await t.app.inject({
      url: '/api/attendance/history?from=2026-11-20&to=2026-11-01',
      headers: assistant,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.from).toEqual([ATTENDANCE_MESSAGES.rangeReversed]);

    const csv = await t.app.inject({
      url: `/api/attendance/history.csv?classTimeId=${monday.id}&from=2026-11-01&to=2026-11-30`,
      headers: assistant,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attendance.csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"date","startTime","username","name","classTime","notes","markedBy","attendedAt"',
    );
    expect(lines).toHaveLength(7);
    expect(lines).toContain(
      `"2026-11-16","15:10","${kid.username}","${kid.name}","${monday.label}","","assistant","2026-11-16T21:10:00.000Z"`,
    );
    expect(lines.at(-1)).toContain('"2026-11-02"');
  });

  it('writes every row of a CSV longer than one batch, and no cell starts a formula', async () => {
    const kid = await buildUser(t.ctx, { roles: ['student'], name: '=HYPERLINK("x")' });
    const start = Date.parse('2026-05-01T15:00:00Z');
    await t.ctx.database.db.insert(attendance).values(
      Array.from({ length: 520 }, (_, i) => ({
        userId: kid.id,
        attendedAt: new Date(start + i * 3_600_000),
      })),
    );
    const csv = await t.app.inject({
      url: `/api/attendance/history.csv?userId=${kid.id}&from=2026-05-01&to=2026-06-30`,
      headers: admin,
    });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(521);
    expect(new Set(lines).size).toBe(521);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
