import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/*
 * Student progress (issue 18) on the production build, with the demo club: the student opens
 * their corner (the club's months, then chess.com and Lichess from the embedded sandboxes); the
 * coach opens the student's report card, reads the plots' tables, writes a comment and prints
 * with the print stylesheet; the linked parent opens their child's report; the coach exports the
 * class view as CSV.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const monthTable = (page: Page, name: RegExp) => page.getByRole('table', { name });

test('a student opens their Student Corner from the Learn menu', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/');
  await page.getByRole('button', { name: /learn/i }).click();
  await page.getByRole('menuitem', { name: 'Student Corner' }).click();
  await expect(page).toHaveURL(/\/studentCorner\/student$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('student');
  const thisMonth = monthTable(page, /^This month/);
  await expect(thisMonth.getByRole('row', { name: /^Club/ })).toBeVisible();
  // The sandboxes answer the demo student's fictional accounts: their rows fill in.
  for (const site of ['Chess.com', 'Lichess']) {
    const row = thisMonth.getByRole('row', { name: new RegExp(`^${site}`) });
    await expect(row).not.toContainText('Loading');
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
  }
  await expect(page.getByRole('link', { name: 'Report card' })).toBeVisible();
});

test('a coach reads a student’s report card, comments on the term and prints it', async ({
  page,
}) => {
  await signIn(page, 'coach');
  await page.goto('/students/student/report');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riley Pawnsworth');

  // No accessibility violations (the plots are hidden from screen readers, their tables are not).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Every plot has its numbers in a table behind it.
  await page.getByText('US Chess by day (table)').click();
  const uscf = page.getByRole('table', { name: /US Chess/ });
  await expect(uscf.getByRole('row').nth(1)).toBeVisible();
  expect(await uscf.getByRole('row').count()).toBeGreaterThan(2);

  const comment = `Good term: forks and pins are solid ${Date.now()}.`;
  const field = page.getByRole('textbox', { name: 'Comment' });
  await field.fill(comment);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue(comment);

  // Print: the button opens the browser's dialog; the print stylesheet hides the site around
  // the report and the controls, and keeps the comment as text.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('paragraph').filter({ hasText: comment })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeHidden();
  // On a Letter page with the stylesheet's 12 mm margins (about 725 × 965 CSS pixels) the whole
  // report fits one sheet.
  await page.setViewportSize({ width: 725, height: 965 });
  await expect
    .poll(() => page.evaluate(() => document.querySelector('.report-card')!.scrollHeight))
    .toBeLessThanOrEqual(965);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a parent opens their child’s report card', async ({ page }) => {
  await signIn(page, 'parent');
  await page.goto('/profile/family');
  await page.getByRole('link', { name: 'Report cards' }).click();
  await expect(page).toHaveURL(/\/reportCards$/);
  await page
    .getByRole('link', { name: /Report card/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/students\/student\/report/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riley Pawnsworth');
  await expect(page.getByRole('region', { name: 'Attendance' })).toBeVisible();
  // A parent reads the coach's comment but cannot write one.
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('a coach exports the class view as CSV', async ({ page }) => {
  await signIn(page, 'coach');
  await page.goto('/classProgress');
  const picker = page.getByRole('combobox', { name: 'Class' });
  const saturday = await picker
    .getByRole('option', { name: /Saturday 10:00/ })
    .getAttribute('value');
  await picker.selectOption(saturday!);
  const table = page.getByRole('table', { name: 'Class progress' });
  await expect(table.getByRole('link', { name: 'Riley Pawnsworth' })).toBeVisible();
  // Sorting by a column orders the rows and says so.
  await table.getByRole('button', { name: 'Student' }).click();
  await expect(table.locator('th[aria-sort]').first()).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^class-progress-.*\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).toContain('"username","name","rating"');
  expect(text).toContain('"student","Riley Pawnsworth"');
});
