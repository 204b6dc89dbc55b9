import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../lib/time.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('calendar calls', () => {
  it("lists the demo club's classes and tournaments in the coming weeks", async () => {
    const from = todayIn('America/Chicago');
    const res = await t.app.inject({ url: `/api/calendar?from=${from}&to=${addDays(from, 27)}` });
    expect(res.statusCode).toBe(200);
    // Other test files of the worker share the database and may add camp weeks of their own.
    const kinds = new Set(res.json<{ kind: string }[]>().map((e) => e.kind));
    expect(kinds).toContain('class');
    expect(kinds).toContain('tournament');
  });

  it('refuses a reversed or too long range, and a malformed date', async () => {
    expect(
      (await t.app.inject({ url: '/api/calendar?from=2026-12-01&to=2026-11-01' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/calendar?from=2026-01-01&to=2028-01-01' })).statusCode,
    ).toBe(400);
    const bad = await t.app.inject({ url: '/api/calendar?from=tomorrow&to=2026-11-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('from');
  });

  it('serves an iCalendar feed that phone calendars can subscribe to', async () => {
    const res = await t.app.inject({ url: '/api/calendar.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // Weekly classes and tournaments for 180 days, and next summer's camp when it falls inside.
    expect((res.body.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThan(40);
  });
});
