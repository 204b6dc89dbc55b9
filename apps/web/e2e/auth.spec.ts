import { expect, test } from '@playwright/test';
import {
  createUser,
  DEMO_PASSWORD,
  login,
  logout,
  newestMailboxText,
  openNewestMailTo,
  uniqueUsername,
} from './support';

const resetPassword = 'reset-pass2';
const changedPassword = 'changed-pass3';

test('a visitor registers for a group class', async ({ page }) => {
  const username = uniqueUsername();
  await page.goto('/register');
  await page.getByRole('link', { name: 'Group Class', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Group Class', exact: true }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('first-pass1');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Test Player ${username}`);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('User registered successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeHidden();
});

test('a new user logs in, is welcomed by name and logs out', async ({ page, request }) => {
  const user = await createUser(request);
  await login(page, user.username, user.password);
  await expect(page.getByText(`Welcome, ${user.name}!`)).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/logOut$/);
  await expect(page.getByRole('button', { name: 'LEARN' })).toBeHidden();
});

test('a wrong password shows the server message in a red alert', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot username e-mails the username to the account address', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Username?' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.getByText('Email sent. Please check your email')).toBeVisible();

  await login(page, 'admin');
  const message = await openNewestMailTo(page, user.email, new RegExp(user.username));
  await expect(message).toContainText(user.username);
});

test('forgot password sends a reset link that sets a new password', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/forgotPassword');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email sent. Please check your email')).toBeVisible();

  const mail = await newestMailboxText(user.email, /\/resetPassword\//);
  const resetPath = /\/resetPassword\/[^\s?#"<>]+/.exec(mail)?.[0];

  // The admin outbox keeps the mail, but not the link.
  await login(page, 'admin');
  const stored = await openNewestMailTo(page, user.email, /link withheld/);
  await expect(stored).not.toContainText('/resetPassword/');
  await logout(page);
  if (!resetPath) throw new Error('The e-mail holds no /resetPassword/ link');

  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(resetPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(resetPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password is reset successfully!')).toBeVisible();

  await login(page, user.username, resetPassword);
  await expect(page.getByText(`Welcome, ${user.name}!`)).toBeVisible();
});

test('a logged-in user changes the password and logs in with the new one', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await login(page, user.username, user.password);
  await page.goto('/changePassword');
  await page.getByLabel('Current password', { exact: true }).fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(changedPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed Successfully!')).toBeVisible();

  await logout(page);
  await login(page, user.username, changedPassword);
  await expect(page.getByText(`Welcome, ${user.name}!`)).toBeVisible();
});

test('the profile lists the roles and the edit form saves a change', async ({ page, request }) => {
  await login(page, 'student', DEMO_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Roles' })).toContainText('student');
  await logout(page);

  const user = await createUser(request);
  await login(page, user.username, user.password);
  await page.goto('/profile');
  await expect(page.getByText(user.email)).toBeVisible();
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
