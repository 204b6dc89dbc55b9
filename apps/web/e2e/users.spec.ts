import { expect, test, type Locator, type Page } from '@playwright/test';
import { dropSession, passwordField, signIn, uniqueUsername } from './support';

/** The users grid. */
const usersGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Users' });

test.describe('users, coaches and students', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the admin adds a user, edits it in the grid, gives it the demo coach, and the coach sees it under My Students', async ({
    page,
  }) => {
    const username = uniqueUsername('kid');
    const name = `E2E Kid ${username}`;

    await signIn(page, 'admin');
    await page.goto('/mycoaches');
    const coachRow = page.getByRole('grid', { name: 'Coaches' }).getByRole('row').filter({
      hasText: 'Morgan Fianchetto',
    });
    await expect(coachRow).toBeVisible();
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/userAdd\/?$/);

    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'student' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Added Successfully', { exact: true })).toBeVisible();

    await page.goto('/users');
    await page.getByRole('searchbox', { name: /search/i }).fill(username);
    const row = usersGrid(page).getByRole('row').filter({ hasText: username });
    await expect(row).toBeVisible();
    await expect(usersGrid(page).getByRole('row')).toHaveCount(2);

    // Edit inline: the section, and the coach from the coaches list.
    const id = await row.getAttribute('data-id');
    const editing = usersGrid(page).locator(`[role="row"][data-id="${id}"]`);
    await editing.getByRole('button', { name: 'Edit', exact: true }).click();
    await editing.getByRole('textbox', { name: 'Section' }).fill('K-5');
    await editing.locator('[data-field="coachId"]').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Morgan Fianchetto' }).click();
    await editing.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editing.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(editing).toContainText('K-5');
    await expect(editing).toContainText('Morgan Fianchetto');

    // The username opens the user's form, which holds the saved fields.
    await editing.getByRole('link', { name: username }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
    await expect(page.getByRole('textbox', { name: 'Section' })).toHaveValue('K-5');
    await expect(page.getByRole('combobox', { name: 'Coach' })).toHaveValue(/\d+/);

    await signIn(page, 'coach');
    await page.goto('/myStudents');
    await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
    await page.getByRole('searchbox', { name: /search/i }).fill(username);
    const students = page.getByRole('grid', { name: 'Students' });
    await expect(students.getByRole('row').filter({ hasText: name })).toBeVisible();
    // Read-only for a coach: no editing, no link to the admin's user form; the student's report
    // card, dashboard and corner are a click away.
    await expect(students.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(students.getByRole('link', { name: username, exact: true })).toHaveCount(0);
    await expect(students.getByRole('link', { name: `Report card of ${name}` })).toHaveAttribute(
      'href',
      `/students/${username}/report`,
    );
    await expect(students.getByRole('link', { name: `Student corner of ${name}` })).toBeVisible();
  });

  test("the admin resets a user's password and the user logs in with the new one", async ({
    page,
  }) => {
    const username = uniqueUsername('pw');
    await signIn(page, 'admin');
    await page.goto('/userAdd');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E Reset ${username}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Added Successfully', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Open ${username}` }).click();

    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('reset-pass1');
    await page.getByLabel('Confirm new password').fill('reset-pass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password is reset successfully!')).toBeVisible();

    // The admin leaves (this browser forgets the session); the user logs in on the login page.
    await dropSession(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await passwordField(page).fill('reset-pass1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/);
  });
});
