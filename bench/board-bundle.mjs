// The JavaScript the analysis board (/board) adds on top of the initial bundle, from Vite's build
// manifest: the board page's lazy chunk and its static imports, less what the entry already
// loads. Sizes are gzip level 6, as servers send them.
//
//   npm run build -w @kingside/web && node bench/board-bundle.mjs
//
// Budget: at most 60 KB gzipped (ADR 0011). The script exits with 1 above it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(WEB_DIST, '.vite/manifest.json');
/** The lazy page module of /board (keep in step with src/app/paths.tsx). */
const BOARD_PAGE = 'src/chess/pages/board-page.tsx';
const BUDGET_KB = 60;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

if (!fs.existsSync(MANIFEST)) {
  console.error('No build manifest: run npm run build -w @kingside/web first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
if (!manifest[BOARD_PAGE]) {
  console.error(`${BOARD_PAGE} is not in the manifest: is /board still a lazy route?`);
  process.exit(1);
}

/** The JavaScript files a manifest entry loads before it runs: itself and its static imports. */
function staticFiles(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, files);
  return files;
}

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(WEB_DIST, file)), { level: 6 }).length;

// The entry and the app it starts (a dynamic import since the pages are rendered on the server,
// docs/decisions/0058): what every page loads.
const entry = staticFiles('index.html');
if (manifest['src/app/start.tsx']) staticFiles('src/app/start.tsx', entry);
const added = [...staticFiles(BOARD_PAGE)].filter((file) => !entry.has(file));
const rows = added.map((file) => ({ file, gzipKb: kb(gzipSize(file)) }));
const totalKb = kb(added.reduce((sum, file) => sum + gzipSize(file), 0));
const entryKb = kb([...entry].reduce((sum, file) => sum + gzipSize(file), 0));

console.table(rows);
console.log(`initial bundle: ${entryKb} KB gzipped`);
console.log(`/board adds: ${totalKb} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`/board is over budget by ${kb((totalKb - BUDGET_KB) * 1024)} KB`);
  process.exit(1);
}
