import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  login,
  logout,
  newestMailboxText,
  openNewestMailTo,
  uniqueUsername,
} from './support';

const username = uniqueUsername();
const email = `${username}@example.com`;
const name = `Test Player ${username}`;
const firstPassword = 'first-pass1';
const resetPassword = 'reset-pass2';
const changedPassword = 'changed-pass3';

test.describe.configure({ mode: 'serial' });

test('a visitor registers for a group class', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Group Class', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Group Class', exact: true }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('User registered successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeHidden();
});

test('the new user logs in, is welcomed by name and logs out', async ({ page }) => {
  await login(page, username, firstPassword);
  await expect(page.getByText(`Welcome, ${name}!`)).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/logOut$/);
  await expect(page.getByRole('button', { name: 'LEARN' })).toBeHidden();
});

test('a wrong password shows the server message in a red alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot username e-mails the username to the account address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Username?' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.getByText('Email sent. Please check your email')).toBeVisible();

  await login(page, 'admin');
  const message = await openNewestMailTo(page, email, new RegExp(username));
  await expect(message).toContainText(username);
});

test('forgot password sends a reset link that sets a new password', async ({ page }) => {
  await page.goto('/forgotPassword');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email sent. Please check your email')).toBeVisible();

  const mail = await newestMailboxText(email, /\/resetPassword\//);
  const resetPath = /\/resetPassword\/[^\s?#"<>]+/.exec(mail)?.[0];

  // The admin outbox keeps the mail, but not the link.
  await login(page, 'admin');
  const stored = await openNewestMailTo(page, email, /link withheld/);
  await expect(stored).not.toContainText('/resetPassword/');
  await logout(page);
  if (!resetPath) throw new Error('The e-mail holds no /resetPassword/ link');

  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(resetPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(resetPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password is reset successfully!')).toBeVisible();

  await login(page, username, resetPassword);
  await expect(page.getByText(`Welcome, ${name}!`)).toBeVisible();
});

test('a logged-in user changes the password and logs in with the new one', async ({ page }) => {
  await login(page, username, resetPassword);
  await page.goto('/changePassword');
  await page.getByLabel('Current password', { exact: true }).fill(resetPassword);
  await page.getByLabel('New password', { exact: true }).fill(changedPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed Successfully!')).toBeVisible();

  await logout(page);
  await login(page, username, changedPassword);
  await expect(page.getByText(`Welcome, ${name}!`)).toBeVisible();
});

test('the profile lists the roles and the edit form saves a change', async ({ page }) => {
  await login(page, 'student', DEMO_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Roles' })).toContainText('student');
  await logout(page);

  await login(page, username, changedPassword);
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profileEdit$/);

  const parentsName = page.getByRole('textbox', { name: "Parent's name", exact: true });
  await expect(parentsName).toBeVisible();
  await parentsName.fill('Pat Parent');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page.getByText('Pat Parent')).toBeVisible();
});
