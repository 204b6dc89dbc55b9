import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueSuffix } from './support';

/** An address no other test has used. */
const uniqueEmail = (prefix: string) => `${prefix}-${uniqueSuffix()}@example.com`;

const mainHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test.describe('a visitor at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('browses the home, classes, coach, camp, about, news and gallery pages', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainHeading(page, /^Welcome to /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    // The demo's photos (rendered chess positions, ADR 0065) turn in the home carousel, credited.
    const carousel = page.getByRole('region', { name: 'Club photos' });
    await expect(carousel.getByRole('img', { name: 'Ready for round one' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await expect(carousel.getByRole('img', { name: 'The Ruy Lopez, after 3.Bb5' })).toBeVisible();
    await expect(page.getByText(/^Photos: chess positions rendered from POV-Ray/)).toBeVisible();

    await page.goto('/classes');
    await expect(mainHeading(page, 'Classes')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Main Office' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Argyle' })).toBeVisible();
    await expect(page.getByText('$90 per 4 weeks + $25 registration fee')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Register for RJ Lee Elementary' }),
    ).toHaveAttribute('href', '/register/rjlee');

    await page.goto('/coaches');
    await expect(mainHeading(page, 'Coaches')).toBeVisible();
    const firstCoach = page.getByRole('article').first().getByRole('link');
    const coachName = (await firstCoach.textContent())?.trim() ?? '';
    const firstName = coachName.split(' ')[0]?.toLowerCase() ?? '';
    await firstCoach.click();
    await expect(mainHeading(page, coachName)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/coach/${firstName}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Prices' })).toBeVisible();
    // A portrait, not an initials circle (each demo coach has one: ADR 0065).
    const portrait = page.locator('main img[src^="/images/demo/"]').first();
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    for (const path of ['/camp', '/summercamp']) {
      await page.goto(path);
      await expect(mainHeading(page, 'Summer Camp')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
        'href',
        '/camp/register',
      );
      await expect(page.getByRole('article').first()).toContainText('per 5-day week');
    }

    await page.goto('/about');
    await expect(mainHeading(page, 'About us')).toBeVisible();

    await page.goto('/news');
    await expect(mainHeading(page, 'News')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/gallery');
    await expect(mainHeading(page, 'Gallery')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).not.toHaveCount(0);
    expect(
      await page.getByRole('list', { name: 'Photos' }).getByRole('img').count(),
    ).toBeGreaterThanOrEqual(6);
  });

  test('reads the calendar by month and as a list, and finds the club on the map', async ({
    page,
  }) => {
    await page.goto('/calendar');
    await expect(mainHeading(page, 'Calendar')).toBeVisible();
    const month = page.getByRole('table', { name: /^Events in / });
    await expect(month).toBeVisible();
    await expect(month.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\/api\/calendar\.ics$/,
    );

    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page.getByRole('list', { name: /^Events in / })).toBeVisible();
    await expect(month).toHaveCount(0);
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}&view=list/);

    await page.goto('/map');
    await expect(mainHeading(page, 'Map and directions')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=.+/,
    );
  });

  test('sends an inquiry and is thanked', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(mainHeading(page, 'Contact Us')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    await page.getByRole('textbox', { name: 'Name' }).fill('Pat Parent');
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('inquiry'));
    await page.getByRole('combobox', { name: 'Inquiry type' }).selectOption('Tournaments');
    await page.getByRole('textbox', { name: 'Question' }).fill('When is the next rapid?');
    await page.getByLabel('Appointment date (optional)').fill('2030-07-06');
    await page.getByLabel('Appointment time (optional)').fill('15:30');
    await submit.click();

    await expect(
      page.getByText('Thanks for the inquiry. We will contact you at the earliest.'),
    ).toBeVisible();
    await expect(submit).toHaveCount(0);
  });

  test('subscribes on the home page and unsubscribes on /unsubscribe', async ({ page }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await expect(subscribe).toBeDisabled();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await subscribe.click();
    await expect(page.getByText('Added Successfully!')).toBeVisible();

    await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
    await expect(mainHeading(page, 'Unsubscribe')).toBeVisible();
    await expect(page).toHaveTitle(/ Unsubscribe$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed Successfully!')).toBeVisible();
  });
});

/** Each phone-checked page, with what shows once its data has arrived. */
const PHONE_PAGES: { path: string; loaded: (page: Page) => Locator }[] = [
  { path: '/', loaded: (page) => page.getByRole('heading', { name: 'What we offer' }) },
  {
    path: '/classes',
    loaded: (page) => page.getByRole('heading', { level: 2, name: 'Main Office' }),
  },
  { path: '/camp', loaded: (page) => page.getByRole('article').first() },
  {
    path: '/calendar',
    loaded: (page) =>
      page
        .getByRole('table', { name: /^Events in / })
        .or(page.getByRole('list', { name: /^Events in / })),
  },
];

test.describe('a search engine', () => {
  test("reads robots.txt, follows it to the sitemap, reads a tournament's preview and opens a coach and a tournament listed there", async ({
    page,
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(await robots.text())?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname,
    );
    expect(listed).toContain('/classes');
    const coach = listed.find((p) => p.startsWith('/coach/'))!;
    const tournament = listed.find(
      (p) => /^\/tournaments\/[^/]+$/.test(p) && p !== '/tournaments/ongoing',
    )!;

    // What a link preview reads, without running the page's script: the tournament's own head.
    const html = await (await request.get(tournament)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| /);
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event"',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);

    await page.goto(coach);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await page.goto(tournament);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });
});

test.describe('a visitor on a 375 pixel phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path, loaded } of PHONE_PAGES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      // Measure only once the page's data is on screen and nothing still says "Loading".
      await expect(loaded(page)).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
