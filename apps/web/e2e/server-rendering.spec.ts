import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '@kingside/shared';
import { storageStateOf, storedSession } from './support';

// The open pages are rendered on the server and hydrated (docs/decisions/0058, issue 32).

const mainHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** Every public page the sitemap lists of one kind: the first coach, the first tournament. */
async function listedPages(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname,
  );
  return {
    listed,
    coach: listed.find((p) => p.startsWith('/coach/'))!,
    tourRegister: listed.find((p) => p.startsWith('/tourRegister/'))!,
  };
}

/**
 * The open pages: every public page without a parameter (the list the sitemap uses), a coach, a
 * played tournament with its results, pairings and standings, and a registration form.
 */
async function openPages(request: APIRequestContext): Promise<string[]> {
  const { coach, tourRegister, listed } = await listedPages(request);
  const tournament = listed.find((p) => p.startsWith('/tournaments/holiday-rapid'))!;
  return [
    ...PUBLIC_PAGES,
    coach,
    tournament,
    `${tournament}/results`,
    `${tournament}/pairings`,
    `${tournament}/standings`,
    tourRegister,
  ];
}

/** Console errors and warnings, and uncaught errors, while `page` is open. */
function consoleTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      trouble.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
  return trouble;
}

test.describe('a visitor with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('reads every open page: its heading and its content, nothing left loading', async ({
    page,
    request,
  }) => {
    for (const path of await openPages(request)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('main'), path).not.toContainText(/Loading/);
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(40);
    }
  });

  test('reads the home page, a coach, the calendar, and follows links to a tournament and its standings', async ({
    page,
    request,
  }) => {
    const { coach } = await listedPages(request);

    await page.goto('/');
    await expect(mainHeading(page, /^Welcome to /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we offer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Classes', exact: true }).first()).toBeVisible();

    await page.goto(coach);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prices' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All coaches' })).toBeVisible();

    await page.goto('/calendar');
    await expect(mainHeading(page, 'Calendar')).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the iCalendar file' })).toBeVisible();

    // Plain links work without the app: the ongoing list, the tournament, its standings.
    await page.goto('/tournaments/ongoing');
    await page
      .getByRole('article')
      .filter({ hasText: 'Holiday Rapid' })
      .getByRole('link', { name: 'Learn More' })
      .click();
    await expect(mainHeading(page, /Holiday Rapid/)).toBeVisible();
    await expect(page.getByText('Entry fee', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Standings' }).first().click();
    await expect(mainHeading(page, /Standings/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Jordan Knightley' })).toBeVisible();
  });

  test('a form says it needs JavaScript and takes nothing that could land in an address', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
    // A browser with JavaScript switched off shows the <noscript> note; Playwright's switch only
    // stops scripts, so the note is read from the HTML.
    expect(await response!.text()).toContain(
      '<noscript><p class="muted small">This form works once JavaScript is on',
    );
    // Its method is POST: even sent by other means, the server shows the page again unread.
    expect(await page.locator('form').first().getAttribute('method')).toBe('post');
    const posted = await request.post('/login', {
      form: { username: 'student', password: 'a secret password' },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    expect(posted.headers().location).toBe('/login');
  });
});

test.describe('a visitor with JavaScript on', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens every open page without a hydration warning or any console error', async ({
    page,
    request,
  }) => {
    const pages = await openPages(request);
    const trouble = consoleTrouble(page);
    for (const path of pages) {
      const response = await page.goto(path);
      // The server sent the page itself, not an empty shell for the browser to fill.
      expect(await response!.text(), path).toContain('id="kingside-state"');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(trouble, path).toEqual([]);
    }
  });

  test("is painted before the app's code is asked for, then loads it", async ({ page }) => {
    for (const path of ['/', '/calendar', '/board']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const scripts = await page.evaluate(() => {
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const js = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming =>
            /\/assets\/.*\.js$/.test(entry.name),
          );
        const kb = (list: PerformanceResourceTiming[]) =>
          list.reduce((total, entry) => total + entry.decodedBodySize, 0) / 1024;
        return {
          painted,
          beforeKb: kb(js.filter((entry) => entry.startTime < painted)),
          afterKb: kb(js.filter((entry) => entry.startTime >= painted)),
        };
      });
      expect(scripts.painted, path).toBeGreaterThan(0);
      // Before the first paint: only the entry and its two small helpers (a few KB), never the
      // app's main chunk; the app's code is fetched after it.
      expect(scripts.beforeKb, path).toBeLessThan(8);
      expect(scripts.afterKb, path).toBeGreaterThan(100);
    }
  });

  test('after hydration the menus open and a form checks what it is given', async ({ page }) => {
    const trouble = consoleTrouble(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('This field is required!').first()).toBeVisible();

    // A link now moves inside the app, without loading the page again.
    await page.getByRole('link', { name: 'Classes', exact: true }).first().click();
    await expect(mainHeading(page, 'Classes')).toBeVisible();
    expect(trouble).toEqual([]);
  });
});

test.describe('a signed-in member opening the home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is sent the visitor page, then sees their own menus and class, never another member’s', async ({
    browser,
  }) => {
    const student = storedSession('student');
    const coach = storedSession('coach');
    for (const [account, other] of [
      ['student', coach],
      ['coach', student],
    ] as const) {
      const context = await browser.newContext({ storageState: storageStateOf(account) });
      const page = await context.newPage();
      const trouble = consoleTrouble(page);
      const response = await page.goto('/');
      const html = await response!.text();
      expect(html).toContain('Welcome to');
      // Nothing of theirs or anyone's: no name, no token.
      expect(html).not.toContain(storedSession(account).name);
      expect(html).not.toContain(other.name);
      expect(html).not.toContain('accessToken');

      await expect(page.getByRole('button', { name: 'Learn' })).toBeVisible();
      await expect(mainHeading(page, /^Welcome to /)).toHaveCount(0);
      if (account === 'student') {
        await expect(page.getByRole('region', { name: 'Your class' })).toBeVisible();
      } else {
        await expect(page.getByRole('region', { name: 'Your class' })).toHaveCount(0);
      }
      expect(trouble).toEqual([]);
      await context.close();
    }
  });
});
