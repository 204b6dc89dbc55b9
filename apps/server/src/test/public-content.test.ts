import {
  GALLERY_MAX_ITEMS,
  TOURNAMENT_UPCOMING_MAX,
  type Coach,
  type Program,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gte, like } from 'drizzle-orm';
import { galleryImages, tournaments } from '../db/schema.js';
import { todayIn } from '../lib/time.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const get = async <T>(url: string, headers = {}) =>
  (await t.app.inject({ url, headers })).json<T>();

describe('programs', () => {
  it('lists the demo classes with location names and prices in cents (spec 1 section 9)', async () => {
    const programs = await get<Program[]>('/api/programs');
    const main = programs.filter(
      (p) => p.locationName === 'Main Office' && p.kind === 'groupClass',
    );
    expect(main.map((p) => p.priceCents).sort((a, b) => a - b)).toEqual([9000, 12000]);
    expect(main.every((p) => p.registrationFeeCents === 2500 && p.maxStudents === 8)).toBe(true);
    expect(programs.find((p) => p.locationName === 'Argyle')?.priceCents).toBe(10000);
    const rjlee = programs.find((p) => p.locationName === 'RJ Lee Elementary');
    expect(rjlee).toMatchObject({
      priceCents: 17500,
      maxStudents: 30,
      dayOfWeek: 5,
      startTime: '15:15',
      endTime: '16:15',
    });
    expect(programs.find((p) => p.locationName === 'Mustang Park')).toMatchObject({
      priceCents: 8000,
      dayOfWeek: 4,
      startTime: '18:15',
    });
  });

  it('hides an inactive program from visitors but not from the admin grid', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/programsAdmin',
      headers: admin,
      payload: {
        name: 'Paused class',
        kind: 'groupClass',
        priceCents: 5000,
        priceUnit: 'per 4 weeks',
        active: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id;
    expect((await get<Program[]>('/api/programs')).some((p) => p.id === id)).toBe(false);
    expect((await get<Program[]>('/api/programsAdmin', admin)).some((p) => p.id === id)).toBe(true);
  });

  it('refuses a malformed class time and a negative price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/programsAdmin',
      headers: admin,
      payload: {
        name: 'Bad',
        kind: 'groupClass',
        priceCents: -1,
        priceUnit: 'x',
        startTime: '25:00',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['priceCents', 'startTime']);
  });
});

describe('coaches', () => {
  it('lists nine coaches with the spec prices', async () => {
    // On PostgreSQL one database serves a worker's files, and some add coaches of their own: the
    // demo's nine, in their order, among them.
    const demo = ['Magnus', 'Elena', 'Viktor', 'Priya', 'Diego', 'Hannah', 'Samuel', 'Mei', 'Luca'];
    const coaches = (await get<Coach[]>('/api/coaches')).filter((c) => demo.includes(c.firstName));
    expect(coaches.map((c) => c.firstName)).toEqual([
      'Magnus',
      'Elena',
      'Viktor',
      'Priya',
      'Diego',
      'Hannah',
      'Samuel',
      'Mei',
      'Luca',
    ]);
    expect(coaches[0]).toMatchObject({ groupMonthlyCents: 10000, privateMonthlyCents: 15000 });
    expect(coaches[2]).toMatchObject({
      privateOnlineMonthlyCents: 25000,
      privateMonthlyCents: 30000,
    });
  });

  it('finds a coach by first name in any letter case and answers 404 for nobody', async () => {
    const [first] = await get<Coach[]>('/api/coaches');
    const res = await t.app.inject({ url: `/api/coaches/${first!.firstName.toLowerCase()}` });
    expect(res.json()).toEqual(first);
    expect((await t.app.inject({ url: '/api/coaches/nobody' })).statusCode).toBe(404);
  });

  it('refuses a second coach with the same first name, since it is the page address', async () => {
    const first = (await get<Coach[]>('/api/coaches')).find((c) => c.firstName === 'Magnus');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coachesAdmin',
      headers: admin,
      payload: { firstName: first!.firstName.toUpperCase(), lastName: 'Twin', bio: 'Another one.' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toHaveProperty('firstName');
  });
});

describe('news, gallery, camp and tournaments', () => {
  it('lists news newest first', async () => {
    const news = await get<{ publishedAt: string }[]>('/api/news');
    const dates = news.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it(`answers at most ${GALLERY_MAX_ITEMS} gallery images, by index`, async () => {
    await t.ctx.database.db.insert(galleryImages).values(
      Array.from({ length: 60 }, (_, i) => ({
        imageIndex: 100 + i,
        imageUrl: `/images/extra-${i}.svg`,
      })),
    );
    const images = await get<{ imageIndex: number }[]>('/api/galleryimages');
    expect(images).toHaveLength(GALLERY_MAX_ITEMS);
    expect(images[0]!.imageIndex).toBe(1);
    const all = await get<unknown[]>('/api/galleryimagesAdmin', admin);
    expect(all.length).toBeGreaterThan(GALLERY_MAX_ITEMS);
  });

  it('refuses a gallery image without an index or with a javascript: address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/galleryimagesAdmin',
      headers: admin,
      payload: { imageURL: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['imageIndex', 'imageURL']);
  });

  it("offers next summer's camp weeks at full and early-bird prices", async () => {
    const camp = await get<
      {
        eventSlot: string;
        priceCents: number;
        earlyBirdPriceCents: number;
        earlyBirdDeadline: string;
        eventUnit: number;
      }[]
    >('/api/campEvents');
    const full = camp.find((c) => c.eventSlot === 'Full Day')!;
    expect(full).toMatchObject({ priceCents: 40000, earlyBirdPriceCents: 37500, eventUnit: 5 });
    expect(full.earlyBirdDeadline).toMatch(/^\d{4}-05-15$/);
    expect(camp.find((c) => c.eventSlot === 'Half Day Morning')).toMatchObject({
      priceCents: 22500,
      earlyBirdPriceCents: 20000,
    });
  });

  it('lists upcoming weekly tournaments on Saturdays at 2 pm for $25', async () => {
    // The seed's weekly tournaments, from the table: on PostgreSQL the other test files' own
    // tournaments (two weeks out) share the database and can fill the list's first 100 places.
    const today = todayIn(t.ctx.config.club.timezone);
    const seeded = await t.ctx.database.db
      .select()
      .from(tournaments)
      .where(and(like(tournaments.shortName, 'weekly-%'), gte(tournaments.tournamentDate, today)))
      .orderBy(asc(tournaments.tournamentDate));
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    for (const w of seeded) {
      expect(new Date(`${w.tournamentDate}T12:00:00Z`).getUTCDay()).toBe(6);
      expect(w).toMatchObject({ startTime: '14:00', entryFeesCents: 2500, timeControl: 'G/30 d5' });
    }
    const list = await get<{ shortName: string; tournamentDate: string }[]>(
      '/api/tournaments/upcoming',
    );
    // Every one is listed, or, when the list is full, every one dated before its last day.
    const full = list.length === TOURNAMENT_UPCOMING_MAX;
    const last = list.at(-1)!.tournamentDate;
    const listed = list.filter((x) => x.shortName.startsWith('weekly-')).map((x) => x.shortName);
    expect(listed).toEqual(
      expect.arrayContaining(
        seeded.filter((w) => !full || w.tournamentDate < last).map((w) => w.shortName),
      ),
    );
    expect(listed.length).toBeGreaterThan(0);
  });
});

/** A coach's first name is the page address: letters only. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

describe('addresses shown as links or images', () => {
  const save = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: admin, payload });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.example/p.png'])(
    'refuses %j as a coach photo, a gallery image and the album link',
    async (bad) => {
      const coach = await save('/api/coachesAdmin', {
        firstName: `Linky${letters()}`,
        lastName: 'Test',
        bio: 'Bio.',
        photoUrl: bad,
      });
      expect(coach.statusCode).toBe(400);
      expect(coach.json().fieldErrors).toHaveProperty('photoUrl');
      const image = await save('/api/galleryimagesAdmin', { imageIndex: 999, imageURL: bad });
      expect(image.statusCode).toBe(400);
      expect(image.json().fieldErrors).toHaveProperty('imageURL');
      const album = await save('/api/configs', { configName: 'galleryAlbumUrl', configValue: bad });
      expect(album.statusCode).toBe(400);
      expect(album.json().fieldErrors).toHaveProperty('configValue');
    },
  );

  it('accepts http(s) addresses and site paths', async () => {
    const coach = await save('/api/coachesAdmin', {
      firstName: `Linky${letters()}`,
      lastName: 'Test',
      bio: 'Bio.',
      photoUrl: 'http://photos.example.com/c.jpg',
    });
    expect(coach.statusCode).toBe(200);
    const image = await save('/api/galleryimagesAdmin', {
      imageIndex: 998,
      imageURL: '/images/gallery/new.svg',
    });
    expect(image.statusCode).toBe(200);
  });

  it('does not show an unsafe album link or coach photo saved before addresses were checked', async () => {
    const { sql } = await import('drizzle-orm');
    const name = `Old${letters()}`;
    await t.ctx.database.db.execute(
      sql`insert into coaches (first_name, last_name, bio, photo_url) values (${name}, 'X', 'Bio.', 'javascript:alert(1)')`,
    );
    const coach = await get<Coach>(`/api/coaches/${name}`);
    expect(coach.photoUrl).toBeNull();
  });
});

describe('caching of API answers', () => {
  it('marks answers holding personal data no-store, and leaves the calendar feed cacheable', async () => {
    const profile = await t.app.inject({ url: '/api/profile', headers: admin });
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/profile' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const orders = await t.app.inject({ url: '/api/payments/orders', headers: admin });
    expect(orders.headers['cache-control']).toBe('no-store');
    const feed = await t.app.inject({ url: '/api/calendar.ics' });
    expect(feed.headers['cache-control']).toBe('public, max-age=900');
  });

  it('lets a browser revalidate public content: an ETag, then 304 without a body', async () => {
    for (const url of ['/api/coaches', '/api/news', '/api/programs', '/api/coaches/magnus']) {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it('gives a public list a new ETag after an admin edit', async () => {
    const before = await t.app.inject({ url: '/api/news' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/newsAdmin',
      headers: admin,
      payload: { title: 'Etag check', body: 'A new item.' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/news',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ title: string }[]>().some((n) => n.title === 'Etag check')).toBe(true);
  });

  it('never gives personal answers, admin lists or refusals an ETag', async () => {
    const answers = [
      await t.app.inject({ url: '/api/profile', headers: admin }),
      await t.app.inject({ url: '/api/coachesAdmin', headers: admin }),
      await t.app.inject({ url: '/api/coaches/nobody-by-this-name' }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});
