import { PUBLIC_PAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { createTournament } from '../../test/tournaments.js';
import { publicPagePaths, sitemapXml, SITEMAP_MAX_URLS, tournamentRoom } from './seo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

/** The addresses a sitemap lists. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('lets crawlers read the public pages only and names the sitemap at the public address', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /$');
    expect(lines).toContain('Allow: /camp/register$');
    expect(lines).toContain('Allow: /coach/');
    expect(lines).toContain('Allow: /tournaments/');
    expect(lines).toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://kingside.test/sitemap.xml');
    // Nothing behind a sign-in is let in: no rule names one.
    for (const page of [
      '/users',
      '/profile',
      '/admin',
      '/myGames',
      '/camp/registrations',
      '/api/',
    ]) {
      expect(lines.filter((l) => l.startsWith('Allow:') && l.includes(page))).toEqual([]);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every fixed public page, each active coach and each tournament, never an inactive coach', async () => {
    const db = t.ctx.database.db;
    const tournament = await createTournament(t.ctx, { shortName: `Fall & Winter ${Date.now()}` });
    const suffix = Date.now().toString(36);
    await db.insert(coaches).values([
      { firstName: `Sitemapactive${suffix}`, lastName: 'Coach', bio: 'Teaches.', active: true },
      { firstName: `Sitemapgone${suffix}`, lastName: 'Coach', bio: 'Left.', active: false },
    ]);

    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = locs(res.body);
    for (const page of PUBLIC_PAGES) expect(listed).toContain(`http://kingside.test${page}`);
    expect(listed).toContain(`http://kingside.test/coach/sitemapactive${suffix}`);
    expect(listed.some((l) => l?.includes(`sitemapgone${suffix}`))).toBe(false);
    // The short name is escaped for the address and again for XML.
    expect(listed).toContain(
      `http://kingside.test/tournaments/${encodeURIComponent(tournament.shortName).replace(/&/g, '&amp;')}`,
    );
    expect(listed).toContain(`http://kingside.test/tourRegister/${tournament.id}`);
    expect(listed.some((l) => /\/(users|profile|admin|myGames)\b/.test(l ?? ''))).toBe(false);
  });

  it('keeps within the protocol’s 50,000 addresses however many tournaments the club has run', () => {
    const room = tournamentRoom(9);
    const many = Array.from({ length: room + 500 }, (_, i) => ({ id: i + 1, shortName: `t${i}` }));
    const paths = publicPagePaths(Array(9).fill('coach'), many.slice(0, room));
    expect(paths.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(paths.length).toBeGreaterThan(SITEMAP_MAX_URLS - 2);
    expect(locs(sitemapXml('https://club.example', paths))).toHaveLength(paths.length);
  });
});
