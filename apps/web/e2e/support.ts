import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CampEventSave, LoginResult, RegisterRequest } from '@kingside/shared';

/** Password of the seeded demo accounts (DEMO_ACCOUNTS). */
export const DEMO_PASSWORD = 'chessclub';

/** The seeded demo accounts (apps/server/src/db/seed.ts and demo-family.ts). */
export const DEMO_ACCOUNTS = [
  'admin',
  'coach',
  'student',
  'elite',
  'assistant',
  'director',
  'parent',
] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The localStorage key the web keeps its login result under (apps/web/src/lib/session.ts). */
export const SESSION_STORAGE_KEY = 'user';

/**
 * The file holding `account`'s stored state: its login result in localStorage, as the web keeps it
 * after logging in. auth.setup.ts (the `setup` project, run first in every run) logs each demo
 * account in once and writes these into the run's own data folder (playwright.config.ts), so they
 * never outlive the run's database.
 */
export function storageStateOf(account: DemoAccount): string {
  const dataDir = process.env.KINGSIDE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KINGSIDE_E2E_DATA_DIR is unset: run through playwright.config.ts');
  return path.join(dataDir, 'e2e-auth', `${account}.json`);
}

/** The shape of a stored state file (what `storageState` takes). */
export type StoredState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

const storedSessions = new Map<DemoAccount, LoginResult>();

/** `account`'s login result from its stored state (the run's one login of that account). */
export function storedSession(account: DemoAccount): LoginResult {
  let session = storedSessions.get(account);
  if (!session) {
    const state = JSON.parse(fs.readFileSync(storageStateOf(account), 'utf8')) as StoredState;
    const value = state.origins[0]?.localStorage.find((e) => e.name === SESSION_STORAGE_KEY)?.value;
    if (!value) throw new Error(`${storageStateOf(account)} holds no session`);
    session = JSON.parse(value) as LoginResult;
    storedSessions.set(account, session);
  }
  return session;
}

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

/** Logs `username` in through the API (POST /api/authenticate, as the login form does). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<LoginResult> {
  const res = await request.post('/api/authenticate', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as LoginResult;
}

const isDemoAccount = (username: string): username is DemoAccount =>
  (DEMO_ACCOUNTS as readonly string[]).includes(username);

/**
 * A bearer token for `username`, for API calls that set up a test's data: a demo account's is
 * the run's stored session (no new login), any other account logs in.
 */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  if (isDemoAccount(username) && password === DEMO_PASSWORD) {
    return storedSession(username).accessToken;
  }
  return (await apiLogin(request, username, password)).accessToken;
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

/**
 * Logs in through the login page and waits until it has moved on: for the tests whose subject is
 * logging in. Other tests start logged in (`test.use({ storageState: storageStateOf(account) })`)
 * or switch accounts with `signIn`.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * A same-origin address that loads no app (so a page still on about:blank can reach the origin's
 * localStorage without starting the app for nothing).
 */
const BARE_PAGE = '/favicon.svg';

/**
 * Makes `who` the logged-in account of the page's browser, as logging in leaves it: a demo
 * account's stored session of this run, or a fresh API login of an account the test made. Takes
 * effect on the next page load, so a test goes on with `page.goto`. Nothing is revoked: the
 * previous session (a shared demo one, maybe) stays valid for other tests.
 */
export async function signIn(
  page: Page,
  who: DemoAccount | { username: string; password: string },
): Promise<LoginResult> {
  const session =
    typeof who === 'string'
      ? storedSession(who)
      : await apiLogin(page.request, who.username, who.password);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  if (!page.url().startsWith(`${origin}/`)) await page.goto(BARE_PAGE);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
  return session;
}

/**
 * Forgets the page's session in this browser only (a fresh browser), without the user menu's
 * logout: that revokes the session on the server, and a shared demo session must stay valid for
 * the rest of the run. Takes effect on the next page load.
 */
export async function dropSession(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_STORAGE_KEY);
}

/**
 * Logs out through the user menu (desktop width) and waits for the logged-out page. This revokes
 * the session: never use it on a demo account's stored session (use `dropSession`).
 */
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

/** A square of the live game's board (/playLive/:id). */
export const liveSquare = (page: Page, name: string): Locator =>
  page.getByRole('group', { name: 'Live game' }).locator(`[data-square="${name}"]`);

/** Plays a live move (UCI) by clicking its two squares, and waits until it stands on the board. */
export async function playLiveMove(page: Page, uci: string) {
  await liveSquare(page, uci.slice(0, 2)).click();
  await liveSquare(page, uci.slice(2, 4)).click();
  await expect(liveSquare(page, uci.slice(2, 4)).locator('[data-piece]')).toHaveCount(1);
}
