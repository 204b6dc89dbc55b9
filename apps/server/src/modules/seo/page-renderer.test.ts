import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { tournaments } from '../../db/schema.js';
import { WEB_RENDERER } from '../../plugins/web.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { createTournament } from '../../test/tournaments.js';
import { RENDERED_PAGE_FRESH_MS } from './page-renderer.js';

/*
 * The open pages rendered on the server (docs/decisions/0058), by the web build's renderer: CI and
 * `npm run test:e2e` build it first; a fresh clone's `npm run test:unit` before any build skips
 * this file (the Playwright suite, which always builds, reads the same pages with JavaScript off).
 */
const built = fs.existsSync(WEB_RENDERER);

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  if (!built) return;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-render-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Kingside</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  // The build's list of each page's chunks: two for a tournament's page, and a name no page has
  // whose files are not plain chunk names (never written into the page).
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(
    path.join(root, '.vite/page-chunks.json'),
    JSON.stringify({
      TournamentPage: ['assets/c-shared.js', 'assets/c-tournament.js'],
      ClassesPage: ['assets/c-x.js" onload="alert(1)'],
    }),
  );
  t = await buildTestApp();
  app = await buildApp(t.ctx, {
    webRoot: root,
    webRenderer: WEB_RENDERER,
    eagerSerializers: false,
  });
});
afterAll(async () => {
  if (!built) return;
  await app.close();
  await t.app.close();
});

/** The page as a browser with JavaScript off reads it: #root's HTML and the data block. */
async function pageAt(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(
    res.body,
  );
  const state = /<script type="application\/json" id="kingside-state"[^>]*>([^<]*)<\/script>/.exec(
    res.body,
  );
  return {
    res,
    root: root?.[1] ?? null,
    state: state ? (JSON.parse(state[1]!) as { queries: { key: unknown[] }[] }) : null,
  };
}

describe.skipIf(!built)('the open pages, rendered on the server', () => {
  it("answers a tournament's page as complete HTML, with the data the browser hydrates from", async () => {
    const tournament = await createTournament(t.ctx, { name: 'Harvest <b>Rapid</b> Open' });
    const page = await pageAt(`/tournaments/${tournament.shortName}`);

    expect(page.root).toContain('Harvest &lt;b&gt;Rapid&lt;/b&gt; Open');
    expect(page.root).toContain('G/30 d5');
    // The shell is there too: the menus a visitor sees, and the footer.
    expect(page.root).toContain('href="/classes"');
    expect(page.state?.queries.map((q) => q.key[0])).toContain('tournaments');
    // No data block can end its element early: the name's tags are escaped inside the JSON.
    expect(page.res.body).not.toContain('<b>Rapid</b>');
  });

  it("names the page's own chunks, for the browser to fetch once the page has painted", async () => {
    const tournament = await createTournament(t.ctx, { name: 'Chunked Open' });
    const { res } = await pageAt(`/tournaments/${tournament.shortName}`);
    expect(res.body).toContain(
      '<div id="root" data-chunks="assets/c-shared.js assets/c-tournament.js">',
    );
    // A file name that is not a plain chunk's never reaches the page.
    const classes = await pageAt('/classes');
    expect(classes.res.body).toContain('<div id="root">');
    expect(classes.res.body).not.toContain('onload');
  });

  it('heads each open page with the title and description the page itself set', async () => {
    const classes = await app.inject({ url: '/classes' });
    expect(classes.body).toContain('<title>Classes | KCC</title>');
    expect(classes.body).toMatch(/<meta property="og:title" content="Classes \| KCC" \/>/);
    const calendar = await app.inject({ url: '/calendar' });
    expect(calendar.body).toContain(
      '<meta name="description" content="Upcoming chess classes, summer camp weeks and tournaments',
    );
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('<title>Kingside Chess Club</title>');
  });

  it('gives a signed-in member the same public HTML as a visitor, never anything of theirs', async () => {
    const member = await buildUser(t.ctx, { roles: ['member'] });
    const accessToken = await loginAs(t.app, member.username, FACTORY_PASSWORD);
    const visitor = await pageAt('/');
    const signedIn = await pageAt('/', bearer(accessToken));

    expect(visitor.root).toBeTruthy();
    expect(signedIn.root).toBe(visitor.root);
    expect(signedIn.res.body).not.toContain(member.username);
    expect(signedIn.res.body).not.toContain(member.email);
  });

  it('leaves signed-in pages, unknown addresses and missing tournaments to the browser', async () => {
    for (const url of ['/profile', '/admin/users', '/no-such-page', '/tournaments/no-such-event']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('kingside-state');
    }
  });

  it('keeps the CSP strict: no inline script runs, the data travels as JSON', async () => {
    const { res } = await pageAt('/calendar');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSrc?.[1]).not.toContain('unsafe-inline');
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/ src="|type="application\/(ld\+)?json"/);
    }
  });

  it('answers 304 to a browser asking again for a page that has not changed', async () => {
    const first = await app.inject({ url: '/classes' });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url: '/classes', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a page a few seconds, telling the browser to refetch a kept copy, then renders it again', async () => {
    const tournament = await createTournament(t.ctx, { name: 'Before Rename Open' });
    const url = `/tournaments/${tournament.shortName}`;
    const first = await pageAt(url);
    expect(first.root).toContain('Before Rename Open');
    expect(first.res.body).not.toContain('data-kept');
    await t.ctx.database.db
      .update(tournaments)
      .set({ name: 'After Rename Open' })
      .where(eq(tournaments.id, tournament.id));

    // The copy, marked so the browser asks for the tournament again once the page is live.
    const kept = await pageAt(url);
    expect(kept.root).toContain('Before Rename Open');
    expect(kept.res.body).toContain('id="kingside-state" data-kept>');
    // A browser holding the first answer is sent the marked copy, not told to reuse its own
    // (unmarked, so it would never ask for the renamed tournament).
    const revalidated = await app.inject({
      url,
      headers: { 'if-none-match': String(first.res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toContain('data-kept');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RENDERED_PAGE_FRESH_MS + 1 });
    try {
      const again = await pageAt(url);
      expect(again.root).toContain('After Rename Open');
      expect(again.res.body).not.toContain('data-kept');
    } finally {
      vi.useRealTimers();
    }
  });
});
