import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const DEMO_ACCOUNTS = ['admin', 'coach', 'student', 'elite', 'assistant'] as const;
const COACH_OR_ADMIN = new Set<string>(['admin', 'coach']);

async function menuItems(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const account of DEMO_ACCOUNTS) {
    test(`${account} sees LEARN, and the Admin menu only as coach or admin`, async ({ page }) => {
      await signIn(page, account);
      await page.goto('/');

      const learn = await menuItems(page, 'LEARN');
      await expect(learn.getByRole('menuitem', { name: 'Analysis Board' })).toBeVisible();
      await expect(learn.getByRole('menuitem', { name: 'Pay By Credit Card' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(learn).toBeHidden();

      const adminButton = page.getByRole('button', { name: 'Admin', exact: true });
      if (!COACH_OR_ADMIN.has(account)) {
        await expect(adminButton).toHaveCount(0);
        return;
      }
      const admin = await menuItems(page, 'Admin');
      await expect(admin.getByRole('menuitem', { name: 'Games Explorer' })).toBeVisible();
      await expect(admin.getByRole('menuitem', { name: 'Games', exact: true })).toBeVisible();
      for (const adminOnly of ['Admin Home', 'Inquiries', 'Outbox']) {
        await expect(admin.getByRole('menuitem', { name: adminOnly, exact: true })).toHaveCount(
          account === 'admin' ? 1 : 0,
        );
      }
    });
  }

  test('a visitor sees Login, Register and Contact Us in the user menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'LEARN' })).toHaveCount(0);

    const account = await menuItems(page, 'Account');
    for (const item of ['Login', 'Register', 'Contact Us']) {
      await expect(account.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('an unknown address shows the page-not-found page', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test('a student opening the admin outbox is told access is restricted', async ({ page }) => {
    await signIn(page, 'student');
    await page.goto('/admin/outbox');
    await expect(page.getByText('Access to this page is restricted')).toBeVisible();
  });

  test('a visitor opening a logged-in page is sent to the login page', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('below 800 pixels', () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test('a coach finds every item, incl. Games and Games Explorer, in one Menu', async ({
    page,
  }) => {
    await signIn(page, 'coach');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'LEARN' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);

    const menu = await menuItems(page, 'Menu');
    for (const item of ['Classes', 'Analysis Board', 'Games', 'Games Explorer', 'Logout']) {
      await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Inquiries', exact: true })).toHaveCount(0);
  });

  test('a visitor finds Login, Register and Contact Us in the one Menu', async ({ page }) => {
    await page.goto('/');
    const menu = await menuItems(page, 'Menu');
    for (const item of ['Login', 'Register', 'Contact Us']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });
});
