import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema.js';
import { todayIn } from '../../lib/time.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('GET /api/admin/analytics', () => {
  it('counts views per page without query strings, and per club-local day including empty days', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const now = Date.now();
    await t.ctx.database.db
      .insert(pageViews)
      .values([
        { path: `/a-${tag}?x=1` },
        { path: `/a-${tag}?x=2` },
        { path: `/b-${tag}` },
        { path: `/a-${tag}`, createdAt: new Date(now - 3 * 86_400_000) },
      ]);
    const admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
    const res = await t.app.inject({ url: '/api/admin/analytics?days=7', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.perPage).toEqual(
      expect.arrayContaining([
        { path: `/a-${tag}`, views: 3 },
        { path: `/b-${tag}`, views: 1 },
      ]),
    );
    expect(body.perDay).toHaveLength(7);
    expect(body.perDay.at(-1).date).toBe(todayIn('America/Chicago'));
    expect(body.total).toBe(
      body.perDay.reduce((n: number, d: { views: number }) => n + d.views, 0),
    );
  });

  it('refuses a window over a year', async () => {
    const admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
    expect(
      (await t.app.inject({ url: '/api/admin/analytics?days=1000', headers: admin })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/pageviews', () => {
  it('records at most 300 views per address per window, answering the views past it 204 without storing them', async () => {
    const remoteAddress = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const path = `/classes-${crypto.randomUUID().slice(0, 8)}`;
    const view = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pageviews',
        payload: { path },
        remoteAddress: from,
      });
    const { sql } = await import('drizzle-orm');
    const stored = async () =>
      (
        await t.ctx.database.db.execute<{ views: number }>(
          sql`select count(*)::int as views from page_views where path = ${path}`,
        )
      ).rows[0]!.views;

    const statuses = await Promise.all(Array.from({ length: 300 }, () => view(remoteAddress)));
    expect(statuses.every((r) => r.statusCode === 204)).toBe(true);
    expect(await stored()).toBe(300);
    const past = await Promise.all(Array.from({ length: 5 }, () => view(remoteAddress)));
    expect(past.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(past.every((r) => r.body === '')).toBe(true);
    expect(await stored()).toBe(300);
    // Another address still counts.
    expect((await view('10.78.0.1')).statusCode).toBe(204);
    expect(await stored()).toBe(301);
  });

  it('stores the page without its query string, and refuses a path over 500 characters', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      payload: { path: `/p-${tag}?email=someone@example.com#top` },
    });
    expect(res.statusCode).toBe(204);
    const { sql } = await import('drizzle-orm');
    const rows = await t.ctx.database.db.execute<{ path: string }>(
      sql`select path from page_views where path like ${`/p-${tag}%`}`,
    );
    expect(rows.rows.map((r) => r.path)).toEqual([`/p-${tag}`]);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      payload: { path: `/${'x'.repeat(500)}` },
    });
    expect(long.statusCode).toBe(400);
  });
});
