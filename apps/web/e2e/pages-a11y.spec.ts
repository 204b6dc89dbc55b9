import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn } from './support';

/**
 * Every page a role can open, at a desk and on a phone: each menu link opens its page (not the
 * 404 or a refusal, and the phone's Menu offers the same links), no accessibility violations (axe, WCAG
 * 2.1 A and AA), nothing wider than a 375 px phone's screen (issue 33), and with E2E_SCREENSHOTS=1 (`npm run screenshots`) a screenshot of each for
 * review (test-results/pages/<role>/<width>/...); CI scans without taking them.
 * The pages are the ones the role's menus offer plus the pages a visitor reaches from outside
 * the menus, so a page added to a menu is scanned without editing this file.
 */
const WIDTHS = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/** Pages reached without a menu: from links in pages, e-mails, or typed in. */
const VISITOR_EXTRAS = [
  '/',
  '/login',
  '/register',
  '/inquiry',
  '/forgotPassword',
  '/forgotUsername',
  '/board',
  '/camp/register',
  '/coaches',
  '/classes',
];

/** Texts that mean a menu link did not open a page the person may use. */
const NOT_A_PAGE = [
  'Page not found',
  'Access to this page is restricted',
  /This page is accessible only for .* members/,
];

type Role = 'visitor' | 'newAccount' | 'student' | 'coach' | 'admin' | 'director' | 'parent';

/**
 * Pages already scanned on a phone by an earlier role. On a phone the navigation is one Menu
 * button whatever the role, so a page another role opens too is scanned there once (at the
 * desk, where the menus differ, every role scans every page); with screenshots, every page.
 */
const scannedOnPhone = new Set<string>();
const ROLES: Role[] = ['visitor', 'newAccount', 'student', 'parent', 'coach', 'director', 'admin'];

const SHOTS = process.env.E2E_SCREENSHOTS === '1' ? path.resolve('test-results/pages') : null;

/** The internal links of every menu in the top navigation, opened one by one (desk width). */
async function menuLinks(page: Page): Promise<string[]> {
  const links = new Set<string>();
  const nav = page.getByRole('navigation').first();
  for (const href of await nav
    .locator('a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    links.add(href);
  }
  const buttons = nav.locator('button[aria-haspopup]');
  for (let i = 0; i < (await buttons.count()); i++) {
    await buttons.nth(i).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const href of await menu
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      links.add(href);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return [...links].filter((href) => href !== '/logOut');
}

/** Every link of the one Menu a phone shows (below 800 pixels it holds every menu of the bar). */
async function phoneMenuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hrefs = await menu
    .getByRole('menuitem')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs.filter((href) => href.startsWith('/') && href !== '/logOut');
}

/**
 * Opens `url` in the running app as a menu link does: a client-side navigation, without
 * reloading the app (reloading it for each of some 60 pages was most of this test's time).
 * Resolves once the router has rendered the page there, which the app's page-view tracker
 * reports (one POST /api/pageviews per navigation, apps/web/src/features/analytics). When the
 * page is already there, it is loaded afresh.
 */
async function open(page: Page, url: string) {
  const here = new URL(page.url());
  if (here.pathname + here.search === url) {
    await page.goto(url);
    return;
  }
  const rendered = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      new URL(r.url()).pathname === '/api/pageviews' &&
      (r.postDataJSON() as { path?: string } | null)?.path === url,
    { timeout: 20_000 },
  );
  // What the router does for the browser's back and forward buttons: the history entry changes,
  // then popstate tells the router to render it.
  await page.evaluate((to) => {
    const state = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 },
      '',
      to,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  const shown = await rendered.then(
    () => true,
    () => false,
  );
  // The app did not render it (it is not running, say), or the web was rebuilt while it ran (its
  // old chunks are gone, as after a deploy): the page is loaded afresh, as Reload would.
  if (
    !shown ||
    (await page.getByText(/could not be shown: .*dynamically imported module/).count())
  ) {
    await page.goto(url);
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's accessibility violations (axe, WCAG 2.1 A and AA).
 *
 * Colours are read as they end up: CSS transitions are switched off first, which ends any under
 * way (a button that just became enabled fades to its colours over 250 ms, and axe would read
 * the colours halfway; a page's first load used to give it that time before the scan).
 *
 * Legacy mode runs axe.run() in the page itself: the default finishes every scan in a new blank
 * tab (for cross-origin frames, which no page here has), a second per page here. AxeBuilder
 * evaluates axe-core's 650 KB source before every scan; the pages after the first are opened in
 * the same document (`open`), so when axe is already there and the page has no frames it is not
 * evaluated again. (axe's `resultTypes` would save more, but it turns some of axe's "needs
 * review" results into violations.)
 */
async function violationsOf(page: Page) {
  const axeLoaded = await page.evaluate(() => {
    if (!document.getElementById('e2e-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'e2e-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    return typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function';
  });
  const reuse = axeLoaded && page.frames().length === 1;
  const { violations } = await new AxeBuilder(reuse ? { page, axeSource: ';' } : { page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  return violations;
}

/**
 * What makes the page wider than the screen, if anything: the document's width and the elements
 * that reach past the right edge (innermost first), so a phone never scrolls sideways. A table in
 * its own scrolling region does not count: it scrolls inside the page.
 */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth <= width) return null;
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter(
        (element) =>
          ![...element.children].some((c) => c.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 3)
      .map((element) => {
        const classes = [...element.classList].slice(0, 2).join('.');
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
      });
    return `the page is ${documentWidth} px wide on a ${width} px screen: ${past.join(' | ')}`;
  });
}

/**
 * A table's page controls (previous and next page) cut off by the screen's edge: clipped inside
 * their box, they make the page no wider, so overflowOf does not see them.
 */
async function cutControlsOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const cut = [...document.querySelectorAll('.MuiTablePagination-actions button')].filter(
      (button) => button.getBoundingClientRect().right > width + 1,
    );
    return cut.length > 0
      ? `${cut.length} page control(s) past the screen's right edge: ${cut
          .map((b) => b.getAttribute('aria-label') ?? b.textContent)
          .join(', ')}`
      : null;
  });
}

/** Waits until the page has settled (no spinner); answers a problem when it has no main heading. */
async function settled(page: Page): Promise<string | null> {
  await expect(page.locator('main')).toBeVisible();
  // A spinner (a progress bar without a value) means still loading; a determinate one (a
  // newsletter's progress on /emailer) is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, {
    timeout: 15_000,
  });
  // A lazy page can paint its heading a moment after the last spinner goes (its chunk loading
  // behind a blank fallback): wait for it rather than read the count once.
  try {
    await expect(page.locator('h1')).toHaveCount(1, { timeout: 10_000 });
    return null;
  } catch {
    const found = await page.locator('h1').allTextContents();
    return `not exactly one h1 (${found.length}: ${JSON.stringify(found)})`;
  }
}

for (const role of ROLES) {
  test(`every page ${role} can open has no accessibility violations, at 1280 and 375 wide`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(WIDTHS[0]);
    if (role === 'newAccount') await signIn(page, await createUser(request));
    else if (role !== 'visitor') await signIn(page, role);
    await page.goto('/');
    const links = await menuLinks(page);
    // A phone's one Menu holds every menu of the desk's bar, the account menu included (the
    // desk's club name links home): every page of either is opened.
    await page.setViewportSize(WIDTHS[1]);
    const phone = await phoneMenuLinks(page);
    expect(links.filter((href) => href !== '/' && !phone.includes(href))).toEqual([]);
    const pages = [
      ...new Set([...links, ...phone, ...(role === 'visitor' ? VISITOR_EXTRAS : [])]),
    ].sort();
    expect(pages.length).toBeGreaterThan(3);
    // Each page is opened and scanned at two widths (once a phone's, for a page another role
    // already scanned): the admin's ~60 pages take about 4 minutes on 2 cores beside the
    // PostgreSQL pass, so the budget grows with the pages rather than being one fixed figure.
    test.setTimeout(60_000 + pages.length * WIDTHS.length * 5_000);

    const problems: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const url of pages) {
        // Every page of every role is checked for width on a phone (a page differs by role: the
        // home, a menu); axe scans it there once.
        let scan = true;
        if (size === WIDTHS[1] && !SHOTS) {
          scan = !scannedOnPhone.has(url);
          scannedOnPhone.add(url);
        }
        await open(page, url);
        const heading = await settled(page);
        if (heading) problems.push(`${url} at ${size.width}: ${heading}`);
        if (size === WIDTHS[1]) {
          const overflow = await overflowOf(page);
          if (overflow) problems.push(`${url} at ${size.width}: ${overflow}`);
          const cut = await cutControlsOf(page);
          if (cut) problems.push(`${url} at ${size.width}: ${cut}`);
        }
        if (!scan) continue;
        if (size === WIDTHS[0]) {
          // Every menu link opens the page it names, for this role (docs/decisions/0022).
          if (new URL(page.url()).pathname + new URL(page.url()).search !== url) {
            problems.push(`${url} led to ${page.url()}`);
          }
          for (const text of NOT_A_PAGE) {
            if (await page.getByText(text).count()) problems.push(`${url} shows "${String(text)}"`);
          }
        }
        const violations = await violationsOf(page);
        for (const v of violations) {
          problems.push(
            `${url} at ${size.width}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
        if (!SHOTS) continue;
        const file = path.join(
          SHOTS,
          role,
          size.name,
          `${url === '/' ? 'home' : url.slice(1).replaceAll('/', '_')}.png`,
        );
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true });
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
