import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, pageViews } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('site calls', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it("answers the club's identity from configuration", async () => {
    const res = await t.app.inject({ url: '/api/club' });
    expect(res.json()).toMatchObject({ name: t.ctx.config.club.name, timezone: 'America/Chicago' });
  });

  it('lists only the alerts whose window contains now', async () => {
    const hour = 3600_000;
    const now = Date.now();
    const tag = crypto.randomUUID();
    await t.ctx.database.db.insert(alerts).values([
      { notes: `current ${tag}`, startDate: new Date(now - hour), endDate: new Date(now + hour) },
      {
        notes: `past ${tag}`,
        startDate: new Date(now - 3 * hour),
        endDate: new Date(now - 2 * hour),
      },
      {
        notes: `future ${tag}`,
        startDate: new Date(now + hour),
        endDate: new Date(now + 2 * hour),
      },
    ]);
    const res = await t.app.inject({ url: '/api/alertevents' });
    const notes = res
      .json<{ notes: string }[]>()
      .map((a) => a.notes)
      .filter((n) => n.includes(tag));
    expect(notes).toEqual([`current ${tag}`]);
  });

  it('records a page view with the user when logged in', async () => {
    const path = `/classes-${crypto.randomUUID()}`;
    const token = await loginAs(t.app, 'student', DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      payload: { path },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    const anon = await t.app.inject({ method: 'POST', url: '/api/pageviews', payload: { path } });
    expect(anon.statusCode).toBe(204);
    const rows = await t.ctx.database.db
      .select()
      .from(pageViews)
      .where(sql`${pageViews.path} = ${path}`);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.userId !== null)).toHaveLength(1);
  });

  it('refuses a page view that is not a path and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      payload: { path: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('code');
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/authenticate');
  });
});
