import { expect, test, type Page } from '@playwright/test';
import { createUser, login } from './support';

/** Texts that mean a link did not open a page the person may use. */
const NOT_A_PAGE = [
  'Page not found',
  'Access to this page is restricted',
  /This page is accessible only for .* members/,
];

/** Every link of the one Menu (below 800 pixels it holds every menu of the desktop bar). */
async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hrefs = await menu
    .getByRole('menuitem')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  // Logout ends the session: it is checked last, by the caller's own test.
  return hrefs.filter((href) => href !== '/logOut');
}

async function expectEveryMenuLinkOpensAPage(page: Page) {
  await page.goto('/');
  const links = await menuLinks(page);
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) {
    await page.goto(href);
    await expect(page.locator('main h1, main h2').first(), href).toBeVisible();
    await expect(page, href).toHaveURL(new RegExp(`${href.replace(/[/?]/g, '\\$&')}$`));
    for (const text of NOT_A_PAGE) {
      await expect(page.getByText(text), `${href} shows "${String(text)}"`).toHaveCount(0);
    }
  }
}

test.describe('every menu link opens a page', () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test('for a visitor', async ({ page }) => {
    await expectEveryMenuLinkOpensAPage(page);
  });

  test('for a new account without a role', async ({ page, request }) => {
    const user = await createUser(request);
    await login(page, user.username, user.password);
    await expectEveryMenuLinkOpensAPage(page);
  });

  for (const account of ['student', 'coach', 'admin']) {
    test(`for ${account}`, async ({ page }) => {
      test.setTimeout(90_000);
      await login(page, account);
      await expectEveryMenuLinkOpensAPage(page);
    });
  }
});

test.describe('what a newcomer meets', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new account is told how to become a member, on its home page and profile', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await login(page, user.username, user.password);
    await page.goto('/');
    const notMember = page.getByText('Your account is not a member yet');
    await expect(notMember).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Classes', exact: true }),
    ).toHaveAttribute('href', '/classes');
    await expect(page.getByRole('region', { name: 'Club class schedule' })).toBeVisible();

    await page.goto('/profile');
    await expect(notMember).toBeVisible();
  });

  test('a student’s home page shows their class and their shortcuts', async ({ page }) => {
    await login(page, 'student');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your class' })).toContainText(
      'Saturday 10:00 AM',
    );
    const shortcuts = page.getByRole('region', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'My Games' })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'Studies' })).toHaveCount(0);
  });

  test('an admin opens the start page from the grouped Admin menu by keyboard', async ({
    page,
  }) => {
    await login(page, 'admin');
    const button = page.getByRole('button', { name: 'Admin', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group', { name: 'Registrations and payments' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Home' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);

    const inquiries = page.getByRole('region', { name: 'Inquiries to answer' });
    await inquiries.getByRole('link').click();
    await expect(page).toHaveURL(/\/inquiries$/);
  });
});
