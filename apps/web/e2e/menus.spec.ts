import { expect, test } from '@playwright/test';
import { createUser, signIn } from './support';

// That every menu link opens a page for each role is checked by pages-a11y.spec.ts, on the same
// visit as its accessibility scan.

test.describe('what a newcomer meets', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new account is told how to become a member, on its home page and profile', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
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
    await signIn(page, 'student');
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
    await signIn(page, 'admin');
    await page.goto('/');
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
