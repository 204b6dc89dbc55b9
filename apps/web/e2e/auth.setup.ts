import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import {
  apiLogin,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SESSION_STORAGE_KEY,
  storageStateOf,
  type StoredState,
} from './support';

/** The longest a run may take and still find its stored sessions valid (CI allows 25 minutes). */
const RUN_BUDGET_SECONDS = 2 * 60 * 60;

/**
 * The `setup` project, run before every spec: logs each demo account in once, through the API as
 * the login form does, and saves its stored state (storageStateOf), so the specs start logged in
 * instead of filling the login form in every test. The sessions are the run's own: the database
 * is fresh each run, and the tokens last TOKEN_TTL_SECONDS (8 hours unless playwright.config.ts
 * sets it), far longer than a run.
 */
setup(
  'log each demo account in once and store its session',
  async ({ request, baseURL, browser }) => {
    const origin = new URL(baseURL!).origin;
    for (const account of DEMO_ACCOUNTS) {
      const session = await apiLogin(request, account, DEMO_PASSWORD);
      expect(session.username).toBe(account);
      expect(
        session.expiresAt - Date.now() / 1000,
        `${account}'s token must outlast the run`,
      ).toBeGreaterThan(RUN_BUDGET_SECONDS);
      const state: StoredState = {
        cookies: [],
        origins: [
          { origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }] },
        ],
      };
      const file = storageStateOf(account);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(state));
    }

    // The web takes a stored state for its own login: the admin's opens the site welcomed by name.
    const context = await browser.newContext({ baseURL, storageState: storageStateOf('admin') });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
    await context.close();
  },
);
