import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { addDays, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { campEvents, coaches, locations } from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { createTournament } from '../../test/tournaments.js';
import { pageHtml } from './index.js';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-seo-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head>\n<meta\n name="description"\n content="The app."\n/>\n<title>Kingside</title>\n<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp();
  app = await buildApp(t.ctx, { webRoot: root, eagerSerializers: false });
});
afterAll(async () => {
  await app.close();
  await t.app.close();
});

/** A page's head as a link preview reads it. */
async function headOf(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = res.body;
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd,
  };
}

describe('the head of a public page, as link previews and search engines read it', () => {
  it('gives a tournament its name, date, place and fee, and an Event with its offer and organizer', async () => {
    const [place] = await t.ctx.database.db
      .insert(locations)
      .values({ name: 'Main Office', address: '100 Main St, Springfield' })
      .returning();
    const tournament = await createTournament(t.ctx, {
      name: 'Winter "Blitz" </script> Open',
      tournamentDate: '2027-01-09',
      startTime: '14:00',
      durationMinutes: 180,
      entryFeesCents: 2500,
      locationId: place!.id,
    });
    const head = await headOf(`/tournaments/${tournament.shortName}`);

    expect(head.title).toBe('Winter &quot;Blitz&quot; &lt;/script&gt; Open | KCC');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('description')).toBe(
      'Sat, Jan 9, 2027 at 2:00 PM at Main Office, 100 Main St, Springfield. Entry $25.00.',
    );
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.canonical).toBe(`http://kingside.test/tournaments/${tournament.shortName}`);
    expect(head.meta('og:url')).toBe(head.canonical);
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.meta('robots')).toBeUndefined();
    // One description: the app's own gave way to the page's.
    expect(head.html.match(/name="description"/g)).toHaveLength(1);

    expect(head.jsonLd).toHaveLength(1);
    const event = head.jsonLd[0]!;
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Winter "Blitz" </script> Open',
      // 2 PM in Chicago is 20:00 UTC in January; three hours long.
      startDate: '2027-01-09T20:00:00.000Z',
      endDate: '2027-01-09T23:00:00.000Z',
      location: { '@type': 'Place', name: 'Main Office', address: '100 Main St, Springfield' },
      offers: {
        '@type': 'Offer',
        price: '25.00',
        priceCurrency: 'USD',
        url: `http://kingside.test/tourRegister/${tournament.id}`,
      },
      organizer: { '@type': 'SportsClub', name: 'Kingside Chess Club' },
    });
    // The name's </script> cannot end the element early.
    expect(head.html).not.toContain('</script> Open');

    const standings = await headOf(`/tournaments/${tournament.shortName}/standings`);
    expect(standings.title).toMatch(/^Standings: Winter/);
    expect(standings.canonical).toBe(`${head.canonical}/standings`);
  });

  it('gives a coach a profile preview with the photo, and the club a SportsClub on the home page', async () => {
    const suffix = Date.now().toString(36);
    await t.ctx.database.db.insert(coaches).values([
      {
        firstName: `Headcoach${suffix}`,
        lastName: 'Smith',
        title: 'FIDE Master',
        bio: '<p>Teaches   openings and endgames.</p>',
        photoUrl: 'https://photos.example.com/coach.jpg',
      },
      { firstName: `Headgone${suffix}`, lastName: 'Jones', bio: 'Left.', active: false },
    ]);
    const coach = await headOf(`/coach/headcoach${suffix}`);
    expect(coach.title).toBe(`Headcoach${suffix} Smith, FIDE Master | KCC`);
    expect(coach.meta('description')).toBe('Teaches openings and endgames.');
    expect(coach.meta('og:type')).toBe('profile');
    expect(coach.meta('og:image')).toBe('https://photos.example.com/coach.jpg');
    expect(coach.meta('twitter:card')).toBe('summary_large_image');
    // An inactive coach has no page: the club's head, kept out of search engines.
    expect((await headOf(`/coach/headgone${suffix}`)).meta('robots')).toBe('noindex');

    for (const home of ['/', '/home']) {
      const head = await headOf(home);
      expect(head.title).toBe('Kingside Chess Club');
      expect(head.canonical).toBe('http://kingside.test/');
      expect(head.jsonLd[0]).toMatchObject({ '@type': 'SportsClub', name: 'Kingside Chess Club' });
    }
  });

  it('titles and describes a fixed page with the words the page set when it was rendered', async () => {
    const html = pageHtml(t.ctx, '<head><title>Kingside</title></head><div id="root"></div>');
    const rendered = await html('/classes', () => {}, {
      html: '<h1>Classes</h1>',
      state: '{}',
      head: { title: 'Classes | KCC', description: 'Group and private classes.' },
    });
    expect(rendered).toContain('<title>Classes | KCC</title>');
    expect(rendered).toContain('<meta name="description" content="Group and private classes." />');
    expect(rendered).toContain(
      '<div id="root"><h1>Classes</h1></div><script type="application/json" id="kingside-state">{}</script>',
    );
    // Not rendered (no build): the club's title and description, still indexed.
    const plain = await headOf('/classes');
    expect(plain.title).toBe('Kingside Chess Club');
    expect(plain.meta('description')).toMatch(/^Chess classes, .* at Kingside Chess Club\.$/);
    expect(plain.canonical).toBe('http://kingside.test/classes');
  });

  it('describes each coming camp week on the camp page as an Event with its price', async () => {
    const name = `Head camp ${Date.now().toString(36)}`;
    // Starting today, it is among the first weeks the head describes whatever other tests add.
    const today = todayIn('America/Chicago');
    await t.ctx.database.db.insert(campEvents).values([
      {
        eventName: name,
        eventSlot: 'Morning',
        startDate: today,
        endDate: addDays(today, 4),
        startTime: '09:00',
        endTime: '12:00',
        priceCents: 19500,
      },
      {
        eventName: name,
        eventSlot: 'Past',
        startDate: '2020-06-08',
        endDate: '2020-06-12',
        startTime: '09:00',
        endTime: '12:00',
        priceCents: 19500,
      },
    ]);
    const head = await headOf('/camp');
    const weeks = head.jsonLd.filter((d) => String(d.name).startsWith(name));
    expect(weeks).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: `${name} (Morning)`,
        startDate: zonedTimeToUtc(today, '09:00', 'America/Chicago').toISOString(),
        endDate: zonedTimeToUtc(addDays(today, 4), '12:00', 'America/Chicago').toISOString(),
        location: expect.objectContaining({ '@type': 'Place' }),
        offers: expect.objectContaining({
          price: '195.00',
          url: 'http://kingside.test/camp/register',
        }),
        organizer: expect.objectContaining({ '@type': 'SportsClub' }),
      }),
    ]);
  });

  it('keeps pages behind a sign-in out of search engines, and tells a member nothing a visitor is not told', async () => {
    const visitor = await headOf('/users');
    expect(visitor.meta('robots')).toBe('noindex');
    expect(visitor.canonical).toBeUndefined();
    expect(visitor.jsonLd).toEqual([]);

    const user = await buildUser(t.ctx, { roles: ['admin'] });
    const token = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    for (const url of ['/', '/users', '/classes']) {
      const asMember = await app.inject({ url, headers: bearer(token) });
      expect(asMember.body).toBe((await app.inject({ url })).body);
      expect(asMember.body).not.toContain(user.username);
    }
  });
});
