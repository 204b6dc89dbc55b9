import { expect, type Locator, type Page } from '@playwright/test';

/** Password of the seeded demo accounts admin, coach, student, elite and assistant. */
export const DEMO_PASSWORD = 'chessclub';

/** A username no earlier run has taken (3 to 20 characters). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;
}

/** The password input of the login form (its label is exactly "Password"). */
export const passwordField = (page: Page): Locator => page.getByLabel('Password', { exact: true });

/** Logs in through the login page and waits until it has moved on. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logs out through the user menu (desktop width) and waits for the logged-out page. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
}

/**
 * As a logged-in admin, opens /admin/outbox and waits until the newest e-mail to `to` contains
 * `expected` (the server may write it just after answering). Returns the region holding its text.
 */
export async function openNewestMailTo(page: Page, to: string, expected: RegExp): Promise<Locator> {
  await page.goto('/admin/outbox');
  const message = page.getByRole('region', { name: `Message to ${to}` }).first();
  await expect(async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: to }).first();
    await row.getByRole('button', { name: 'Show message' }).click({ timeout: 2_000 });
    await expect(message).toContainText(expected, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return message;
}

/** The mail catcher standing in for people's mailboxes (playwright.config.ts: port + 1). */
const MAILBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/messages`;

/**
 * The text of the newest mail in `to`'s own mailbox that matches `expected`: what only the
 * recipient gets (a reset link never appears in the admin outbox).
 */
export async function newestMailboxText(to: string, expected: RegExp): Promise<string> {
  let found = '';
  await expect(async () => {
    const res = await fetch(MAILBOX_URL);
    const mails = (await res.json()) as { to: string; text: string }[];
    found = mails.find((m) => m.to === to && expected.test(m.text))?.text ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return found;
}
