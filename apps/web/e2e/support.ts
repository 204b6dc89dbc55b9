import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CampEventSave, LoginResult, RegisterRequest } from '@kingside/shared';

/** Password of the seeded demo accounts admin, coach, student, elite and assistant. */
export const DEMO_PASSWORD = 'chessclub';

let made = 0;

/**
 * Digits no other test of this or an earlier run has used (at most 13), for the names a test
 * makes: specs share one database and may run in any order or alone.
 */
export function uniqueSuffix(): string {
  made += 1;
  return `${Date.now() % 1e8}${made}${Math.floor(Math.random() * 100)}`;
}

/** A username no other test has taken (3 to 20 characters with a prefix of up to 7). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}${uniqueSuffix()}`;
}

/** An account a test made for itself with POST /api/register (no roles). */
export type TestUser = { username: string; email: string; password: string; name: string };

/** Signs up a new account of the test's own through the API, as the sign-up form does. */
export async function createUser(
  request: APIRequestContext,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueUsername();
  const body = {
    username,
    email: `${username}@example.com`,
    password: 'first-pass1',
    name: `Test Player ${username}`,
    phoneNumber: '',
    registerFor: 'groupClass',
    ...overrides,
  } satisfies RegisterRequest;
  const res = await request.post('/api/register', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return { username, email: body.email, password: body.password, name: body.name };
}

/** A bearer token for `username`, for API calls that set up a test's data. */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/authenticate', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as LoginResult).accessToken;
}

/**
 * Adds a camp week and slot of the test's own as the admin, in 2099 and at the regular price
 * ($400; its $375 early bird ended in 2020) unless `overrides` say otherwise. Returns its name.
 */
export async function createCampWeek(
  request: APIRequestContext,
  overrides: Partial<CampEventSave> = {},
): Promise<string> {
  const body = {
    eventName: `E2E Week ${uniqueSuffix()}`,
    eventSlot: 'Full Day',
    startDate: '2099-07-06',
    endDate: '2099-07-10',
    startTime: '09:00',
    endTime: '16:00',
    priceCents: 40000,
    earlyBirdPriceCents: 37500,
    earlyBirdDeadline: '2020-05-15',
    capacity: 20,
    ...overrides,
  } satisfies CampEventSave;
  const res = await request.post('/api/campEventsAdmin', {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return body.eventName;
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

/** The middle of an element on the page, for mouse moves. */
export async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags a piece between two board squares with real mouse steps: Playwright's dragTo does not
 * move react-chessboard pieces (STACK.md).
 */
export async function dragPiece(page: Page, from: Locator, to: Locator) {
  const a = await centreOf(from);
  const b = await centreOf(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}
