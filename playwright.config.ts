import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The people's mailboxes: reset links reach only them (docs/decisions/0013).
const MAILBOX_PORT = PORT + 1;
const MAILBOX_SMTP_PORT = PORT + 2;
/**
 * A fresh embedded database each run (the server fills it with demo data on first start). Playwright
 * loads this file in its runner and again in each worker: the runner makes the folder and passes it
 * on in the environment, and whoever made it deletes it when the process ends, failed or
 * interrupted runs included (`scripts/e2e.mjs` makes and deletes it itself).
 */
function e2eDataDir(): string {
  const given = process.env.KINGSIDE_E2E_DATA_DIR;
  if (given) return given;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-e2e-'));
  process.env.KINGSIDE_E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}
const dataDir = e2eDataDir();

const desktopChromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  // One worker: the specs share one server and its embedded single-process database, and on 2
  // cores a second worker did not shorten the run (each test ran that much slower) while some
  // 7 s expectations timed out under the load.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longest flows take 20–25 s on a quiet 2-core machine and over 33 s when the PostgreSQL
  // suite runs beside them in CI: a slow machine must not fail them.
  timeout: 60_000,
  // In CI the PostgreSQL suite runs beside: a page's chunk or a list has taken over 7 s to show
  // there (Play Live, a library grid, the online list), failing first tries that then passed.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  // CI collects a JSON report for its closing summary line.
  reporter: process.env.KINGSIDE_TEST_REPORT_DIR
    ? [
        ['list'],
        ['json', { outputFile: `${process.env.KINGSIDE_TEST_REPORT_DIR}/playwright.json` }],
      ]
    : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Logs each demo account in once per run and stores its session (apps/web/e2e/auth.setup.ts):
      // the specs start logged in from those files instead of filling the login form each test.
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: desktopChromium,
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: desktopChromium,
    },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/cli/mail-catcher.js',
      url: `http://127.0.0.1:${MAILBOX_PORT}/messages`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(MAILBOX_SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(MAILBOX_PORT),
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `http://localhost:${PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The suite logs in many times from one address.
        AUTH_RATE_LIMIT_PER_IP: '10000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${MAILBOX_SMTP_PORT}?ignoreTLS=true`,
        // A spec waits for a game's analysis while CI's other suite keeps the cores busy: on idle
        // CPU only, the engine could wait for minutes (ADR 0066).
        ANALYSIS_CPU: 'shared',
      },
    },
  ],
});
