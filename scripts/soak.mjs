// The soak test (issue 30): the production build runs for several minutes while scripted members do
// everything that waits on time, and /api/health must answer within 100 ms the whole time; at the
// end SIGTERM must stop the server within 10 s. Time windows are shortened by their settings
// (seat holds and waiting-list offers 1 minute), so the same code paths run as in a week of use:
//
// - chat between members, all the time;
// - a challenge nobody answers (it expires) and a game nobody moves in (both tabs closed: aborted
//   when the first-move window passes);
// - a game lost on time (3+2: White stops moving after the first moves);
// - games played to mate, again and again (each filed in My Games);
// - a card checkout never paid for a tournament's last place: its seat hold expires, the place is
//   offered to the waiting list, that offer expires unanswered, and the place passes to the next;
// - the largest PGN upload to My Games, a puzzle import of 20,000 rows, and the largest tournament
//   entries CSV.
//
// Health is asked every 100 ms from a worker thread, so the load generator's own pauses are not
// counted. Exits 1 with the reasons when any check fails. On the embedded database unless
// SOAK_DATABASE_URL names a PostgreSQL database (emptied first).
//
//   npm run test:soak                     # 4 minutes
//   SOAK_MINUTES=6 node scripts/soak.mjs
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { io } from 'socket.io-client';
import { benchEnv, ROOT, SERVER_MAIN, sql, startServer } from '../bench/lib.mjs';
import { largestEntriesCsv, largestPgnUpload } from '../bench/uploads.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 4);
const PORT = Number(process.env.SOAK_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const HEALTH_EVERY_MS = 100;
const HEALTH_BUDGET_MS = 100;
const STOP_BUDGET_MS = 10_000;
const PASSWORD = 'soak-password-1';
const databaseUrl = process.env.SOAK_DATABASE_URL;

buildIfNeeded();
const shared = await import(path.join(ROOT, 'packages/shared/dist/index.js'));

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
const log = (what) =>
  console.log(`[${elapsed()} ${new Date().toISOString().slice(11, 19)}] ${what}`);

/** Waits until `probe` answers something truthy, asking every `everyMs`; null after `withinMs`. */
async function eventually(probe, withinMs, everyMs = 1_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > until) return null;
    await sleep(everyMs);
  }
}

// What the members upload, made before the server starts: making it costs the load generator
// seconds of CPU that the server would otherwise lose on this small machine.
const pgnBody = Buffer.from(JSON.stringify({ pgn: largestPgnUpload(shared) }));
const entriesCsv = new Blob([largestEntriesCsv(shared)]);
const puzzleCsv = (() => {
  const sample = fs
    .readFileSync(
      path.join(ROOT, 'apps/server/src/modules/puzzles/data/lichess_puzzles_sample.csv'),
      'utf8',
    )
    .trim()
    .split('\n');
  const rows = [];
  for (let copy = 0; rows.length < 20_000; copy++)
    for (const line of sample.slice(1)) rows.push(`s${copy}x${line}`);
  return new Blob([[sample[0], ...rows.slice(0, 20_000)].join('\n') + '\n']);
})();

// The server ----------------------------------------------------------------------------------

if (databaseUrl) {
  await sql(
    databaseUrl,
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
}
const { dataDir, env } = benchEnv({
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // Every member here comes from 127.0.0.1.
  AUTH_RATE_LIMIT_PER_IP: '100000',
  MAX_HELD_SEATS_PER_VISITOR: '100000',
  SEAT_HOLD_MINUTES: '1',
  OFFER_HOLD_MINUTES: '1',
  LIVE_SWEEP_MS: '250',
});
// SOAK_NODE_ARGS adds Node flags to the server's (for a diagnosis: --cpu-prof, --trace-gc).
const nodeArgs = process.env.SOAK_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = startServer(env, PORT, [...nodeArgs, SERVER_MAIN], { stdout: 'pipe' });
// However this script ends, the server does not outlive it.
process.on('exit', () => {
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL');
});
let serverLog = '';
server.child.stdout.on('data', (d) => (serverLog += d.toString()));
await server.ready;
log(`server up (${databaseUrl ? 'PostgreSQL' : 'embedded database'}), soaking ${MINUTES} min`);

// Members -------------------------------------------------------------------------------------

async function api(method, url, body, token, extra = {}) {
  // A FormData or an encoded Buffer goes as it is; anything else as JSON.
  const raw = body === undefined || body instanceof FormData || Buffer.isBuffer(body);
  const res = await fetch(BASE + url, {
    method,
    headers: {
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: raw ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(extra.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

async function login(username, password = PASSWORD) {
  const res = await api('POST', '/api/authenticate', { username, password });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
  return res.body.accessToken;
}

const admin = await login('admin', 'chessclub');
await api('PUT', '/api/live/settings', { studentsMayChatWithStudents: true }, admin);

const run = crypto.randomBytes(2).toString('hex');
let members = 0;
/** A member with an account of their own: id, token and (once opened) their live socket. */
async function member(label) {
  const username = `soak${run}_${++members}`;
  const added = await api(
    'POST',
    '/api/users',
    {
      username,
      name: `Soak ${label}`,
      email: `${username}@example.com`,
      password: PASSWORD,
      roles: ['student'],
    },
    admin,
  );
  if (added.status !== 201) throw new Error(`add ${username}: ${JSON.stringify(added.body)}`);
  return { id: added.body.id, username, token: await login(username), socket: null };
}

function connect(m) {
  return new Promise((resolve, reject) => {
    const socket = io(BASE, {
      path: shared.LIVE_SOCKET_PATH,
      auth: { token: m.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => {
      m.socket = socket;
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

async function emit(socket, event, data) {
  const ack = await socket.timeout(15_000).emitWithAck(event, data);
  if (!ack.ok) throw new Error(`${event}: ${ack.message}`);
  return ack.data;
}

function next(socket, event, match = () => true, withinMs = 60_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, withinMs);
    const handler = (value) => {
      if (!match(value)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(value);
    };
    socket.on(event, handler);
  });
}

/** `a` challenges `b`, who accepts: the game as `b` sees it. */
async function startGame(a, b, timeControl = '3+2') {
  const received = next(b.socket, 'challenge:received');
  const challenge = await emit(a.socket, 'challenge:create', { to: b.id, timeControl });
  await received;
  return emit(b.socket, 'challenge:accept', { id: challenge.id });
}

const labels = [
  ...['chat-a', 'chat-b', 'chat-c', 'chat-d', 'chat-e', 'chat-f'],
  ...['asker', 'ignorer', 'quitter-a', 'quitter-b', 'slow-a', 'slow-b', 'mate-a', 'mate-b'],
  ...['uploader', 'payer', 'waiter-a', 'waiter-b'],
];
const m = {};
for (const label of labels) m[label] = await member(label);
for (const label of labels.slice(0, 14)) await connect(m[label]);
log(`${labels.length} members, 14 of them on live play`);

// The soak proper starts now: the members are set up.
// /api/health from another thread, all the time from now on.
const probe = new Worker(
  `
  const { parentPort, workerData } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => (stop = true));
  (async () => {
    const samples = [];
    while (!stop) {
      const at = Date.now();
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(workerData.url, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {}
      const ms = performance.now() - t;
      samples.push({ at, ms, status });
      await new Promise((r) => setTimeout(r, Math.max(0, workerData.every - ms)));
    }
    parentPort.postMessage(samples);
  })();
  `,
  { eval: true, workerData: { url: `${BASE}/api/health`, every: HEALTH_EVERY_MS } },
);
const healthSamples = new Promise((resolve) => probe.once('message', resolve));
const soakStart = Date.now();
const endAt = soakStart + MINUTES * 60_000;
const running = () => Date.now() < endAt - 15_000;

// Chat all the time -----------------------------------------------------------------------------

const chat = { sent: 0, delivered: 0, refused: 0 };
async function chatter(from, to) {
  to.socket.on('chat:message', (msg) => {
    if (msg.from === from.id) chat.delivered++;
  });
  while (running()) {
    try {
      await emit(from.socket, 'chat:send', {
        to: to.id,
        text: `Move ${chat.sent} looks good`,
        clientId: crypto.randomUUID(),
      });
      chat.sent++;
    } catch {
      chat.refused++;
    }
    await sleep(1_100 + Math.random() * 400);
  }
}

// A challenge nobody answers ----------------------------------------------------------------------

async function abandonedChallenge() {
  const closed = next(
    m.asker.socket,
    'challenge:closed',
    (c) => c.status === 'expired',
    shared.CHALLENGE_TTL_MS + 30_000,
  );
  const challenge = await emit(m.asker.socket, 'challenge:create', {
    to: m.ignorer.id,
    timeControl: '5+3',
  });
  const seen = await closed;
  check(seen?.id === challenge.id, 'a challenge nobody answered expired by itself');
}

// A game nobody moves in, both tabs closed ----------------------------------------------------------

async function abandonedGame() {
  const game = await startGame(m['quitter-a'], m['quitter-b'], '5+3');
  m['quitter-a'].socket.disconnect();
  m['quitter-b'].socket.disconnect();
  const aborted = await eventually(async () => {
    const res = await api('GET', `/api/live/games/${game.id}`, undefined, m['quitter-a'].token);
    return res.body?.status === 'over' ? res.body : null;
  }, 90_000);
  check(aborted?.termination === 'aborted', 'a game nobody moved in was aborted');
  // Both play again afterwards.
  await connect(m['quitter-a']);
  await connect(m['quitter-b']);
  const again = await startGame(m['quitter-a'], m['quitter-b'], '5+3');
  const resigned = await emit(m['quitter-a'].socket, 'game:resign', { gameId: again.id });
  check(resigned.status === 'over', 'the players of the aborted game played another');
}

// A game lost on time ---------------------------------------------------------------------------------

async function lostOnTime() {
  const game = await startGame(m['slow-a'], m['slow-b'], '3+2');
  const white = game.white.id === m['slow-a'].id ? m['slow-a'] : m['slow-b'];
  const black = white === m['slow-a'] ? m['slow-b'] : m['slow-a'];
  await emit(white.socket, 'game:move', { gameId: game.id, uci: 'e2e4', clientSeq: 0 });
  await emit(black.socket, 'game:move', { gameId: game.id, uci: 'e7e5', clientSeq: 1 });
  // White never moves again: 3 minutes later the sweep ends the game.
  const over = await next(
    black.socket,
    'game:state',
    (v) => v.id === game.id && v.status === 'over',
    4 * 60_000,
  );
  check(
    over?.termination === 'time' && over.result === '0-1',
    `a game lost on time ended by itself (${over?.termination ?? 'still going'})`,
  );
}

// Games to mate, again and again ----------------------------------------------------------------------

let mates = 0;
async function mateLoop() {
  for (let round = 0; running(); round++) {
    // Each challenges in turn: at most 10 challenges a minute each (CHALLENGE_RATE_LIMIT).
    const [a, b] = round % 2 === 0 ? [m['mate-a'], m['mate-b']] : [m['mate-b'], m['mate-a']];
    const game = await startGame(a, b, '5+3');
    const white = game.white.id === m['mate-a'].id ? m['mate-a'] : m['mate-b'];
    const black = white === m['mate-a'] ? m['mate-b'] : m['mate-a'];
    let last = null;
    for (const [ply, uci] of ['f2f3', 'e7e5', 'g2g4', 'd8h4'].entries()) {
      last = await emit(ply % 2 === 0 ? white.socket : black.socket, 'game:move', {
        gameId: game.id,
        uci,
        clientSeq: ply,
      });
    }
    if (last.termination === 'checkmate') mates++;
    await sleep(4_000);
  }
}

// A seat hold that expires, and waiting-list offers that expire ------------------------------------------

async function holdsAndOffers() {
  const today = new Date();
  const date = new Date(today.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
  const saved = await api(
    'POST',
    '/api/tournaments',
    {
      name: `Soak Quad ${run}`,
      shortName: `soak-quad-${run}`,
      tournamentDate: date,
      sections: ['Open'],
      capacity: 1,
    },
    admin,
  );
  if (saved.status !== 200 && saved.status !== 201)
    throw new Error(`tournament: ${JSON.stringify(saved.body)}`);
  const id = saved.body.id;
  const cart = (who, paymentMethod) =>
    api(
      'POST',
      `/api/tournament/${id}/cart`,
      {
        idempotencyKey: crypto.randomUUID(),
        entries: [
          { name: `Soak ${who}`, email: `${m[who].username}@example.com`, section: 'Open' },
        ],
        paymentMethod,
      },
      m[who].token,
    );
  // The last place, checked out by card and never paid.
  const unpaid = await cart('payer', 'creditCard');
  check(
    unpaid.status === 201 && unpaid.body.order !== null,
    `a card checkout held the last place (${unpaid.status} ${unpaid.status === 201 ? '' : JSON.stringify(unpaid.body)})`,
  );
  for (const who of ['waiter-a', 'waiter-b']) {
    const waiting = await cart(who, 'waitingList');
    check(
      waiting.status === 201,
      `${who} joined the waiting list (${waiting.status} ${waiting.status === 201 ? '' : JSON.stringify(waiting.body)})`,
    );
  }
  const waiters = async () => {
    const res = await api(
      'GET',
      `/api/tournament/${id}/entries?waitingList=true&page=0&size=10`,
      undefined,
      admin,
    );
    return res.body?.items ?? [];
  };
  const offeredTo = (name) => async () =>
    (await waiters()).find((e) => e.name === name && e.offerExpiresAt !== null) ?? null;
  // The hold (1 min) ends, the payments job (every 30 s) releases it and offers the place.
  const first = await eventually(offeredTo('Soak waiter-a'), 3 * 60_000, 2_000);
  check(first !== null, 'the unpaid hold expired and its place was offered to the waiting list');
  // Nobody answers: the offer (1 min) ends and the place passes to the next (offer job, every minute).
  const second = await eventually(offeredTo('Soak waiter-b'), 3 * 60_000, 2_000);
  check(second !== null, 'the unanswered offer expired and passed to the next on the list');
}

// The largest uploads and an import --------------------------------------------------------------------

async function pgnUpload() {
  const res = await api('POST', '/api/mygames', pgnBody, m.uploader.token, { timeoutMs: 180_000 });
  check(res.status === 201, `the largest PGN upload was stored (${res.status})`);
  const page = await api('GET', '/api/mygames?page=0&size=1', undefined, m.uploader.token);
  check(
    page.body?.total === shared.PGN_UPLOAD_MAX_GAMES,
    `My Games holds exactly the uploaded games (${page.body?.total})`,
  );
}

async function puzzleImport() {
  const form = new FormData();
  form.append(shared.PUZZLE_IMPORT_FIELD, puzzleCsv, 'soak-puzzles.csv');
  const started = await api('POST', '/api/admin/puzzles/imports', form, admin);
  check(started.status === 202, `a puzzle import started (${started.status})`);
  const done = await eventually(async () => {
    const res = await api('GET', `/api/admin/puzzles/imports/${started.body.id}`, undefined, admin);
    return res.body?.status !== 'running' ? res.body : null;
  }, 180_000);
  check(
    done?.status === 'done' && done.added === 20_000,
    `the puzzle import finished (${done?.status}, ${done?.added} added)`,
  );
}

async function entriesUpload() {
  const date = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
  const saved = await api(
    'POST',
    '/api/tournaments',
    {
      name: `Soak Open ${run}`,
      shortName: `soak-open-${run}`,
      tournamentDate: date,
      sections: ['Champ', 'U1600', 'U800'],
    },
    admin,
  );
  const form = new FormData();
  form.append('csvFile', entriesCsv, 'entries.csv');
  const res = await api(
    'POST',
    `/api/admin/tournament/${saved.body.id}/entries/upload`,
    form,
    admin,
    { timeoutMs: 180_000 },
  );
  check(
    res.status === 200,
    `the largest entries CSV was stored (${res.status} ${res.status === 200 ? '' : JSON.stringify(res.body)})`,
  );
}

// The run ---------------------------------------------------------------------------------------------

const at = (seconds, work) =>
  (async () => {
    await sleep(Math.max(0, soakStart + seconds * 1000 - Date.now()));
    log(`start: ${work.name}`);
    try {
      await work();
    } catch (err) {
      check(false, `${work.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    log(`done: ${work.name}`);
  })();

const actors = [
  chatter(m['chat-a'], m['chat-b']),
  chatter(m['chat-b'], m['chat-a']),
  chatter(m['chat-c'], m['chat-d']),
  chatter(m['chat-e'], m['chat-f']),
  // Members arrive over a few seconds, as people do.
  at(5, abandonedChallenge),
  at(7, abandonedGame),
  at(9, lostOnTime),
  at(11, holdsAndOffers),
  at(14, mateLoop),
  at(20, pgnUpload),
  at(60, puzzleImport),
  at(120, entriesUpload),
];
await Promise.all(actors);
await sleep(Math.max(0, endAt - Date.now()));

check(chat.sent > 0 && chat.refused === 0, `chat: ${chat.sent} sent, ${chat.refused} refused`);
check(
  chat.delivered === chat.sent,
  `chat: every message sent was delivered (${chat.delivered} of ${chat.sent})`,
);
check(mates > 0, `${mates} games played to mate`);

// SIGTERM with the members still connected.
const stopSentAt = Date.now();
const stopStarted = performance.now();
server.child.kill('SIGTERM');
const code = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve('late'), STOP_BUDGET_MS + 5_000);
  server.child.once('exit', (c) => {
    clearTimeout(timer);
    resolve(c);
  });
});
const stopMs = performance.now() - stopStarted;
probe.postMessage('stop');
if (code === 'late') server.child.kill('SIGKILL');
check(
  code !== 'late' && stopMs <= STOP_BUDGET_MS,
  `SIGTERM stopped the server in ${(stopMs / 1000).toFixed(1)} s (exit ${code})`,
);
for (const label of labels) m[label].socket?.disconnect();

// Health asked before SIGTERM (after it the server is meant to stop answering).
const samples = (await healthSamples).filter((s) => s.at + s.ms < stopSentAt);
await probe.terminate();
const times = samples.map((s) => s.ms).sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const slow = samples.filter((s) => s.status !== 200 || s.ms > HEALTH_BUDGET_MS);
console.log(
  `health: ${samples.length} answers, p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
);
for (const s of samples.filter((x) => x.status !== 200 || x.ms > HEALTH_BUDGET_MS / 2).slice(0, 30))
  console.log(`  slow: ${new Date(s.at).toISOString()} ${s.ms.toFixed(0)} ms status ${s.status}`);
check(
  slow.length === 0,
  `/api/health answered within ${HEALTH_BUDGET_MS} ms throughout (${slow.length} slower)`,
);

const errors = serverLog
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line))
  .filter((entry) => entry.level >= 50);
for (const e of errors.slice(0, 10))
  console.log(`  server error: ${e.msg} ${e.err?.message ?? ''}`);
check(errors.length === 0, `the server logged no error (${errors.length})`);

// SOAK_SERVER_LOG keeps the server's output (with SOAK_NODE_ARGS=--trace-gc, its collections).
if (process.env.SOAK_SERVER_LOG) fs.writeFileSync(process.env.SOAK_SERVER_LOG, serverLog);
fs.rmSync(dataDir, { recursive: true, force: true });
if (failures.length) {
  console.error(`\nsoak failed (${failures.length}):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nsoak passed in ${elapsed()}`);
process.exit(0);
