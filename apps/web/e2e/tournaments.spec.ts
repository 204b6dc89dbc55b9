import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueSuffix } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/** One of /tournaments' panels (a <details> and its <summary>). */
const panel = (page: Page, name: string) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: name }) });

test.describe('tournaments', () => {
  test('a visitor sees the upcoming major and weekly tournaments and opens one', async ({
    page,
  }) => {
    await page.goto('/tournaments');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Upcoming Tournaments' }),
    ).toBeVisible();
    const major = panel(page, 'Major Tournaments').getByRole('article', {
      name: /Kingside Winter Open/,
    });
    await expect(major).toContainText('G/60 d5');
    // The server names the type; the card shows its emoji (G/60: Classical).
    await expect(major).toContainText('♟️');
    await expect(
      panel(page, 'Weekly Tournaments')
        .getByRole('article', { name: /Saturday Weekly Rapid/ })
        .first(),
    ).toContainText('$25');
    await expect(panel(page, 'Weekly Tournaments').getByText('Sold out').first()).toBeVisible();

    await major.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/tournaments\/winter-open-\d{4}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kingside Winter Open' }),
    ).toBeVisible();
    const fees = page.getByRole('table', { name: 'Entry fees' });
    await expect(fees.getByRole('row', { name: /U1600/ })).toContainText('$65');
    await expect(page.getByText('Play-up fee')).toBeVisible();
    // The description's HTML is rendered, not shown as text.
    const about = page.getByRole('region', { name: 'About' });
    await expect(about.getByRole('cell', { name: 'Saturday' })).toBeVisible();
    await expect(about).not.toContainText('<table>');
  });

  test("the ongoing page shows today's pairings and standings", async ({ page }) => {
    await page.goto('/tournaments/ongoing');
    await expect(page.getByText('Please bring a chess board, set and clock.')).toBeVisible();
    const today = page.getByRole('article', { name: /Holiday Rapid/ }).first();
    await today.getByRole('link', { name: 'Pairings' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Holiday Rapid Pairings' }),
    ).toBeVisible();
    // The director's rounds (the demo's round 3 is on), as the director's page shows them.
    const sheet = page.getByRole('table', { name: 'Champ round 3 pairings' });
    await expect(sheet).toContainText('Jordan Knightley (1650)');
    // Printed, the page is the pairings alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('link', { name: /Back to Holiday Rapid/ })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.goBack();
    await page
      .getByRole('article', { name: /Holiday Rapid/ })
      .first()
      .getByRole('link', { name: 'Standings' })
      .click();
    await expect(page.getByRole('table', { name: 'Champ standings' })).toContainText(
      'Champ: standings after round 2',
    );
  });

  test('an admin adds a tournament whose short name comes from its name', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `E2E Cup ${suffix}`;
    await signIn(page, 'admin');
    await page.goto('/tournaments');
    await page.getByRole('link', { name: 'Add Tournament' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Tournament' })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter required field')).toHaveCount(2);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Tournament date').fill('2099-03-07');
    await expect(page.getByRole('textbox', { name: 'Short name' })).toHaveValue(
      `e2e-cup-${suffix}-2099`,
    );
    await page.getByRole('textbox', { name: 'Short description' }).fill('Made by the e2e run.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/tournaments/e2e-cup-${suffix}-2099$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entry fees' })).toContainText('$25');

    await page.goto('/tournaments');
    await expect(
      panel(page, 'Weekly Tournaments').getByRole('article', { name: new RegExp(name) }),
    ).toContainText('Made by the e2e run.');
  });

  test('an admin adds a coupon in the grid', async ({ page }) => {
    const code = `E2E${uniqueSuffix()}`;
    await signIn(page, 'admin');
    await page.goto('/tournament-coupons');
    const grid = page.getByRole('grid', { name: 'Tournament Coupons' });
    await expect(grid).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await grid.getByRole('textbox', { name: 'Coupon Code' }).fill(code);
    await grid.getByRole('spinbutton', { name: 'Coupon Value ($ or %)' }).fill('12.5');
    await grid.getByRole('button', { name: 'Save', exact: true }).click();

    const row = grid.getByRole('row').filter({ hasText: code });
    await expect(row.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    await expect(row).toContainText('$12.50');
    await expect(row).toContainText('Any cart');
  });
});
