// Benchmarks the largest allowed bulk uploads against the production build (docs/decisions/0014,
// 0047), each while /api/health and a page read (GET /api/news) are polled every 20 ms: the
// largest PGN upload (5,000 games, 400,000 half-moves, just under 5 MB) sent by a member to
// POST /api/mygames, then the largest tournament entries CSV (5,000 rows, close to 2 MB) sent by
// an admin. Prints each upload's duration, how long its publish took (from the server's log), and
// the polls' latency (target: at most 100 ms while an upload is read and stored), on the embedded
// database, or on PostgreSQL when BENCH_DATABASE_URL is set. BENCH_UPLOADS=pgn or =entries runs
// one of the two; BENCH_PORT sets the server's port (3201).
//
//   node bench/pgn-upload.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kingside_bench node bench/pgn-upload.mjs
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import {
  benchEnv,
  machine,
  ROOT,
  seedDatabase,
  startServer,
  stopServer,
  writeResults,
} from './lib/harness.mjs';
import { largestEntriesCsv, largestPgnUpload } from './uploads.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const BASE = `http://127.0.0.1:${PORT}`;
const POLL_MS = 20;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const uploads = process.env.BENCH_UPLOADS ?? 'pgn,entries';

buildIfNeeded();
const shared = await import(path.join(ROOT, 'packages/shared/dist/index.js'));
const chessRules = await import(path.join(ROOT, 'packages/chess/dist/index.js'));
const GAMES = shared.PGN_UPLOAD_MAX_GAMES;
const MAX_LENGTH = shared.PGN_UPLOAD_MAX_LENGTH;

const pgn = largestPgnUpload(shared);
const parsed = chessRules.parsePgnGames(pgn);
const plies = parsed.reduce((sum, game) => sum + chessRules.countPlies(game.moves), 0);
if (pgn.length > MAX_LENGTH || parsed.length !== GAMES || plies !== shared.PGN_UPLOAD_MAX_PLIES) {
  throw new Error(
    `not the largest allowed upload: ${pgn.length} chars, ${parsed.length} games, ${plies} plies`,
  );
}

// Info logs, read here: each upload logs how long its publish took.
const { dataDir, env } = benchEnv({
  DATABASE_URL: databaseUrl ?? '',
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
});
if (databaseUrl) seedDatabase(env);

const server = startServer(env, PORT, undefined, { stdout: 'pipe' });
const published = [];
let logTail = '';
server.child.stdout.on('data', (chunk) => {
  const lines = (logTail + chunk.toString()).split('\n');
  logTail = lines.pop();
  for (const line of lines) {
    if (!line.includes('"msg":"published"')) continue;
    const { kind, rows, ms } = JSON.parse(line);
    published.push({ kind, rows, ms });
  }
});
await server.ready;

/** Requests `url` every POLL_MS until `until` settles; answers each request's milliseconds. */
async function poll(url, until) {
  const latencies = [];
  let done = false;
  until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return latencies;
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    requests: sorted.length,
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    maxMs: Math.round(sorted[sorted.length - 1]),
  };
};

// Warm up the JIT and the database on both polled calls, then measure them alone for 3 s.
const idle = new Promise((r) => setTimeout(r, 3_000));
const [idleHealth, idleNews] = await Promise.all([
  poll(`${BASE}/api/health`, idle),
  poll(`${BASE}/api/news`, idle),
]);

/** Sends one upload while both polled calls run; answers its results. */
async function measure(send, kind) {
  const started = performance.now();
  const upload = send().then(async (res) => ({
    status: res.status,
    body: await res.json(),
    ms: performance.now() - started,
  }));
  const [health, news, sent] = await Promise.all([
    poll(`${BASE}/api/health`, upload),
    poll(`${BASE}/api/news`, upload),
    upload,
  ]);
  // The log line may arrive just after the answer.
  await new Promise((r) => setTimeout(r, 200));
  return {
    sent,
    seconds: Number((sent.ms / 1000).toFixed(1)),
    publishMs: published.find((p) => p.kind === kind)?.ms ?? null,
    duringUpload: { health: summary(health), news: summary(news) },
  };
}

const results = {
  idle: { health: summary(idleHealth), news: summary(idleNews) },
  targetMaxMs: 100,
  database: databaseUrl ? 'postgres' : 'pglite',
  ...machine(),
};
const met = (m) =>
  m.duringUpload.health.maxMs <= results.targetMaxMs &&
  m.duringUpload.news.maxMs <= results.targetMaxMs;
/** Whether each upload answered as it should, and met the target. */
const answered = [];
const checks = [];

if (uploads.includes('pgn')) {
  const student = await server.authorization('student');
  // Encoded beforehand: encoding 5 MB as the request starts would stall this process's own polls.
  const body = Buffer.from(JSON.stringify({ pgn }));
  const m = await measure(
    () =>
      fetch(`${BASE}/api/mygames`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...student },
        body,
      }),
    'myGames',
  );
  results.pgnUpload = {
    characters: pgn.length,
    games: GAMES,
    halfMoves: plies,
    status: m.sent.status,
    stored: m.sent.body.games?.length ?? 0,
    seconds: m.seconds,
    publishMs: m.publishMs,
    duringUpload: m.duringUpload,
  };
  answered.push(m.sent.status === 201);
  checks.push(m.sent.status === 201 && met(m));
}

if (uploads.includes('entries')) {
  const admin = await server.authorization('admin');
  const made = await fetch(`${BASE}/api/tournaments`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Open',
      tournamentDate: '2099-06-08',
      sections: ['Champ', 'U1600', 'U800'],
      rounds: 4,
      maxByes: 2,
    }),
  });
  if (made.status !== 201) throw new Error(`making the tournament answered ${made.status}`);
  const tournament = await made.json();
  const csv = largestEntriesCsv(shared);
  const file = new Blob([csv], { type: 'text/csv' });
  const m = await measure(() => {
    const form = new FormData();
    form.append('csvFile', file, 'entries.csv');
    return fetch(`${BASE}/api/admin/tournament/${tournament.id}/entries/upload`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
  }, 'tournamentEntries');
  results.entriesUpload = {
    bytes: Buffer.byteLength(csv),
    rows: shared.ENTRY_UPLOAD_MAX_ROWS,
    status: m.sent.status,
    imported: m.sent.body.imported ?? 0,
    seconds: m.seconds,
    publishMs: m.publishMs,
    duringUpload: m.duringUpload,
  };
  answered.push(m.sent.status === 200);
  checks.push(m.sent.status === 200 && met(m));
}

await stopServer(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });

results.met = checks.every(Boolean);
writeResults(`pgn-upload-${results.database}`, results);
if (!answered.every(Boolean)) process.exit(1);
