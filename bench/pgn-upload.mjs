// Benchmarks the largest allowed PGN upload against the production build (docs/decisions/0014):
// 5,000 games, 400,000 half-moves, just under 5 MB, sent by a member to POST /api/mygames, while
// /api/health and a page read (GET /api/news) are polled every 20 ms. Prints the upload's duration
// and the polls' latency (target: at most 100 ms while the upload is read and stored), on the
// embedded database, or on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   node bench/pgn-upload.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kingside_bench node bench/pgn-upload.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import {
  benchEnv,
  loginAsStudent,
  ROOT,
  seedDatabase,
  startServer,
  stopServer,
  writeResults,
} from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const BASE = `http://127.0.0.1:${PORT}`;
const POLL_MS = 20;
const databaseUrl = process.env.BENCH_DATABASE_URL;

buildIfNeeded();
const shared = await import(path.join(ROOT, 'packages/shared/dist/index.js'));
const chessRules = await import(path.join(ROOT, 'packages/chess/dist/index.js'));
const GAMES = shared.PGN_UPLOAD_MAX_GAMES;
const PLIES_PER_GAME = shared.PGN_UPLOAD_MAX_PLIES / GAMES;
const MAX_LENGTH = shared.PGN_UPLOAD_MAX_LENGTH;

/** A random legal game of exactly `plies` half-moves that does not end before them. */
function randomMovetext(plies) {
  for (;;) {
    const chess = new Chess();
    const moves = [];
    while (moves.length < plies && !chess.isGameOver()) {
      const legal = chess.moves();
      moves.push(chess.move(legal[Math.floor(Math.random() * legal.length)]).san);
    }
    if (moves.length === plies) {
      return moves.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');
    }
  }
}

/** The largest upload the caps allow: every game as long as the half-move cap allows on average, padded with a comment to fill 5 MB. */
function largestUpload() {
  // Replaying costs the same for repeated games, so 100 distinct ones are enough.
  const movetexts = Array.from({ length: 100 }, () => randomMovetext(PLIES_PER_GAME));
  const games = movetexts.map((movetext, i) =>
    [
      `[Event "Club championship"]`,
      `[Site "Kingside Chess Club"]`,
      `[Date "2026.03.${String((i % 28) + 1).padStart(2, '0')}"]`,
      `[Round "${i + 1}"]`,
      `[White "Member ${i}"]`,
      `[Black "Member ${i + 1}"]`,
      `[Result "*"]`,
      `[WhiteElo "${1200 + i}"]`,
      `[BlackElo "${1300 + i}"]`,
      `[TimeControl "5400+30"]`,
      '',
      `${movetext} *`,
    ].join('\n'),
  );
  const perGame = Math.floor(MAX_LENGTH / GAMES) - 2;
  const texts = Array.from({ length: GAMES }, (_, i) => {
    const game = games[i % games.length];
    const room = perGame - game.length - ' {} '.length;
    return room > 0 ? game.replace(/ \*$/, ` {${'a'.repeat(room)}} *`) : game;
  });
  return texts.join('\n\n');
}

const pgn = largestUpload();
const parsed = chessRules.parsePgnGames(pgn);
const plies = parsed.reduce((sum, game) => sum + chessRules.countPlies(game.moves), 0);
if (pgn.length > MAX_LENGTH || parsed.length !== GAMES || plies !== shared.PGN_UPLOAD_MAX_PLIES) {
  throw new Error(
    `not the largest allowed upload: ${pgn.length} chars, ${parsed.length} games, ${plies} plies`,
  );
}

const { dataDir, env } = benchEnv({ DATABASE_URL: databaseUrl ?? '' });
if (databaseUrl) seedDatabase(env);

const server = startServer(env, PORT);
await server.ready;
const accessToken = await loginAsStudent(BASE);
const body = JSON.stringify({ pgn });

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

const started = performance.now();
const upload = fetch(`${BASE}/api/mygames`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
  body,
}).then(async (res) => ({
  status: res.status,
  body: await res.json(),
  ms: performance.now() - started,
}));
const [health, news, sent] = await Promise.all([
  poll(`${BASE}/api/health`, upload),
  poll(`${BASE}/api/news`, upload),
  upload,
]);

await stopServer(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });

const results = {
  upload: {
    characters: pgn.length,
    games: GAMES,
    halfMoves: plies,
    status: sent.status,
    stored: sent.body.games?.length ?? 0,
    seconds: Number((sent.ms / 1000).toFixed(1)),
  },
  idle: { health: summary(idleHealth), news: summary(idleNews) },
  duringUpload: { health: summary(health), news: summary(news) },
  targetMaxMs: 100,
  database: databaseUrl ? 'postgres' : 'pglite',
  cpus: os.cpus().length,
  node: process.version,
};
results.met =
  sent.status === 201 &&
  results.duringUpload.health.maxMs <= results.targetMaxMs &&
  results.duringUpload.news.maxMs <= results.targetMaxMs;
writeResults(`pgn-upload-${results.database}`, results);
if (sent.status !== 201) process.exit(1);
