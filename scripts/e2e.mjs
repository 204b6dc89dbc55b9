// `npm run test:e2e`: Playwright against the production build, on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';

buildIfNeeded();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
