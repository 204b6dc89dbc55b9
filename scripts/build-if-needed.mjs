// Rebuilds the production bundle when any source is newer than the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'apps/server/dist/.build-stamp');
const SOURCES = [
  'package-lock.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/chess/src',
  'packages/chess/package.json',
  'packages/payment-sandbox/src',
  'packages/payment-sandbox/package.json',
  'packages/pairings/src',
  'packages/pairings/package.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];
const OUTPUTS = [
  'packages/shared/dist/index.js',
  'packages/chess/dist/index.js',
  'packages/payment-sandbox/dist/index.js',
  'packages/pairings/dist/index.js',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

export function needsBuild() {
  if (!fs.existsSync(STAMP)) return true;
  if (OUTPUTS.some((o) => !fs.existsSync(path.join(ROOT, o)))) return true;
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

export function buildIfNeeded() {
  if (!needsBuild()) return;
  console.log('Building Kingside (sources changed since the last build)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
