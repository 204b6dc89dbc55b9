// `npm run test:e2e`: Playwright against the production build, on a fresh embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';

buildIfNeeded();
// The run's database folder (playwright.config.ts reads it), deleted however the run ends.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-e2e-'));
const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
process.on('exit', removeDataDir);

const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', KINGSIDE_E2E_DATA_DIR: dataDir },
});
// Ctrl-C (and a closed terminal) reach Playwright as well: wait while it stops its servers, then
// delete the folder. A SIGTERM sent to this script alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('error', (err) => {
  console.error(err.message);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
