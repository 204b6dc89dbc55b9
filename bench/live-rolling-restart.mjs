// A rolling restart during the live benchmark (issue 35): the production setup of deploy/ in
// small, on this machine, with the live benchmark's members and traffic going through it:
//
//   Caddy (deploy/Caddyfile, plain HTTP here: TLS is test:deploy's part) → two production server
//   processes (apps/server/dist) → PostgreSQL (a scratch database) and Redis (socket fan-out);
//   2,000 live sockets (400 players in 200 games, 1,200 chat members, 400 of them with a second
//   tab), chat at BENCH_CHAT_RATE (50) messages a second and the games' moves, for BENCH_SECONDS
//   (90). BENCH_RESTART_AT (20) seconds in, process 1 is stopped as systemd stops it (SIGTERM: it
//   reports not-ready, tells its players, drains, closes) and started again; once it is ready
//   and every socket is back, process 2 the same.
//
//   node bench/live-rolling-restart.mjs
//
// The sockets behave as the web app's do: they reconnect with its settings (LIVE_RECONNECT of
// packages/shared), through the proxy, to whichever process is ready, and a player's tab joins
// its game again on each reconnect. A player whose move's answer does not come (its process
// stopped) asks for the game's state once back (game:join) and plays on. With
// BENCH_LOBBY_READS=1 a chat member's tab also makes the lobby's HTTP reads: the page's reads as
// it opens, its challenges and conversations after each reconnect, and the online list then and
// on presence:changed, spread and spaced as the web app does (the live benchmark has no HTTP
// traffic).
// Targets (exits non-zero when missed):
//   - no acknowledged move lost: every move a player saw acknowledged is in the game, at its ply,
//     when the run ends (each game read back through the API);
//   - no socket disconnected for more than 5 s, and every socket connected at the end;
//   - both processes stop cleanly (exit 0) within the systemd unit's TimeoutStopSec (15 s).
// It reports too how many players were told "server:restarting", the chat deliveries (a message
// sent to a process that is stopping may be refused or lost: reported, not a target) and the
// move round trip before, during and after the restarts.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import { io } from 'socket.io-client';
import {
  postgresBench,
  ROOT,
  SERVER_MAIN,
  startServer,
  stopServer,
  writeResults,
} from './lib/harness.mjs';
import { chatTraffic } from './lib/live-chat.mjs';
import { startGames } from './lib/live-games.mjs';
import { insertMembers } from './lib/live-members.mjs';
import { LIVE_SOCKET_PATH } from './lib/live-sockets.mjs';
import { stats } from './lib/stats.mjs';

const PROXY_PORT = Number(process.env.BENCH_PORT ?? 3250);
const APP_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const METRICS_PORTS = [PROXY_PORT + 11, PROXY_PORT + 12];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
const RESTART_AT = Number(process.env.BENCH_RESTART_AT ?? 20);
const GAME_USERS = 2 * Math.floor(Number(process.env.BENCH_GAME_USERS ?? 400) / 2);
const CHAT_USERS = Number(process.env.BENCH_CHAT_USERS ?? 1200);
const TWO_TAB_USERS = Math.min(CHAT_USERS, Number(process.env.BENCH_TWO_TAB_USERS ?? 400));
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 100);
const THINK_MS = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number);
const ACK_TIMEOUT_MS = 5_000;
/** BENCH_LOBBY_READS=1: the chat tabs also make the lobby's HTTP reads (see openSocket). */
const LOBBY_READS_ON = process.env.BENCH_LOBBY_READS === '1';
const MAX_DISCONNECTED_MS = 5_000;
const STOP_TIMEOUT_MS = 15_000; // TimeoutStopSec of deploy/systemd/kingside@.service
const JWT_SECRET = crypto.randomBytes(32).toString('base64url');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (spawnSync('caddy', ['version']).status !== 0) {
  console.error('Caddy is not installed (Debian: apt-get install caddy)');
  process.exit(1);
}

const bench = await postgresBench('kingside_bench_rolling', {
  env: {
    JWT_SECRET,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    TRUST_PROXY: 'true',
    // Long enough to hand 2,000 players over at the pace the other process takes them.
    SHUTDOWN_DRAIN_MS: process.env.BENCH_DRAIN_MS ?? '12000',
    SHUTDOWN_GRACE_MS: process.env.BENCH_GRACE_MS ?? '14000',
  },
});
const { LIVE_RECONNECT, liveReadSpreadMs, presenceRefetchDelay } = await import('@kingside/shared');
const { default: pg } = await import('pg');
const db = new pg.Client({ connectionString: bench.url });
await db.connect();
const gamers = await insertMembers(db, {
  prefix: 'rrplayer',
  role: 'student',
  count: GAME_USERS,
  jwtSecret: JWT_SECRET,
});
const chatters = await insertMembers(db, {
  prefix: 'rrchat',
  role: 'elite',
  count: CHAT_USERS,
  jwtSecret: JWT_SECRET,
});

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-rolling-'));
const apps = [];
/** App process `i` (0 or 1) on its port, with its metrics on a port of its own. */
const startApp = (i) => {
  const server = startServer(
    { ...bench.env, METRICS_PORT: String(METRICS_PORTS[i]), METRICS_HOST: '127.0.0.1' },
    APP_PORTS[i],
    [SERVER_MAIN],
  );
  server.exited = new Promise((resolve) =>
    server.child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  apps[i] = server;
  return server;
};
const caddy = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
  cwd: ROOT,
  env: {
    ...process.env,
    KINGSIDE_SITE: `http://127.0.0.1:${PROXY_PORT}`,
    KINGSIDE_UPSTREAMS: APP_PORTS.map((p) => `127.0.0.1:${p}`).join(' '),
    KINGSIDE_CADDY_ADMIN: `localhost:${PROXY_PORT + 9}`,
    KINGSIDE_ACCESS_LOG: path.join(work, 'access.log'),
    HOME: work,
    XDG_DATA_HOME: path.join(work, 'data'),
    XDG_CONFIG_HOME: path.join(work, 'config'),
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let caddyLog = '';
caddy.stderr.on('data', (d) => (caddyLog = (caddyLog + d).slice(-4000)));

const base = `http://127.0.0.1:${PROXY_PORT}`;
const sockets = [];
let stopping = false;
/** socket.io's reconnection attempts, and why attempts and handshakes failed. */
const reconnecting = { attempts: 0, errors: {}, refusals: {} };

/** The web app's reads through the proxy, with their answers' times and failures. */
const reads = { ms: [], failed: {}, onlineReads: 0, reconnectReads: 0 };
async function read(member, url) {
  const t0 = performance.now();
  try {
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${member.token}` } });
    const body = await res.json().catch(() => null);
    if (!res.ok) reads.failed[res.status] = (reads.failed[res.status] ?? 0) + 1;
    else reads.ms.push(performance.now() - t0);
    return body;
  } catch (err) {
    reads.failed[err.message] = (reads.failed[err.message] ?? 0) + 1;
  }
}
/** The lobby's reads (apps/web/src/features/live/pages/play-live-page.tsx). */
const ONLINE_PAGE = '/api/live/online?page=0&size=25';
/** What the lobby reads again after a reconnect, besides the online list. */
const RECONNECT_READS = ['/api/live/challenges', '/api/live/conversations?page=0&size=20'];
/** What the lobby reads as it opens, besides the online list. */
const OPEN_READS = ['/api/live/stats', ...RECONNECT_READS];

/**
 * A tab's socket through the proxy, reconnecting as the web app's does; its gaps are kept. A
 * player's tab shows its game, and joins it again on each reconnect (live-game.tsx); a chat tab
 * shows the lobby: on a reconnect it reads the lobby again, and on presence:changed the online
 * list, each after the web app's spread (play-live-page.tsx).
 */
function openSocket(member, { lobby }) {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: member.token },
      forceNew: true,
      reconnectionDelay: LIVE_RECONNECT.delayMs,
      reconnectionDelayMax: LIVE_RECONNECT.delayMaxMs,
      randomizationFactor: LIVE_RECONNECT.randomizationFactor,
      timeout: 20_000,
    });
    socket.userId = member.id;
    socket.gaps = [];
    socket.told = 0;
    socket.downSince = null;
    socket.on('disconnect', () => {
      if (!stopping) socket.downSince = performance.now();
    });
    const waiting = new Set();
    const later = (key, ms, run) => {
      if (waiting.has(key) || stopping) return;
      waiting.add(key);
      setTimeout(() => {
        waiting.delete(key);
        if (!stopping) run();
      }, ms);
    };
    let onlineReadAt = Number.NEGATIVE_INFINITY;
    let onlineCount = 0; // the online list's total, as the lobby last read it
    const onlineChanged = () => {
      const sinceLast = performance.now() - onlineReadAt;
      later('online', presenceRefetchDelay(sinceLast, onlineCount, Math.random()), async () => {
        reads.onlineReads++;
        onlineReadAt = performance.now();
        onlineCount = (await read(member, ONLINE_PAGE))?.total ?? onlineCount;
      });
    };
    socket.on('connect', () => {
      if (socket.downSince !== null) socket.gaps.push(performance.now() - socket.downSince);
      socket.downSince = null;
      if (socket.gaps.length === 0) {
        // The page's own reads as it opens.
        if (lobby) {
          onlineReadAt = performance.now();
          for (const url of OPEN_READS) void read(member, url);
          void read(member, ONLINE_PAGE).then((page) => (onlineCount = page?.total ?? 0));
        }
        return;
      }
      if (socket.gameId)
        socket.timeout(ACK_TIMEOUT_MS).emit('game:join', { gameId: socket.gameId }, () => {});
      if (!lobby) return;
      later('reconnect', Math.random() * liveReadSpreadMs(onlineCount), () => {
        reads.reconnectReads++;
        for (const url of RECONNECT_READS) void read(member, url);
      });
      onlineChanged();
    });
    if (lobby) socket.on('presence:changed', onlineChanged);
    socket.on('server:restarting', () => socket.told++);
    socket.io.on('reconnect_attempt', () => reconnecting.attempts++);
    socket.io.on('reconnect_error', (err) => {
      reconnecting.errors[err.message] = (reconnecting.errors[err.message] ?? 0) + 1;
    });
    socket.on('connect_error', (err) => {
      reconnecting.refusals[err.message] = (reconnecting.refusals[err.message] ?? 0) + 1;
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      if (!socket.connected && socket.gaps.length === 0 && socket.downSince === null) {
        socket.close();
        reject(err);
      }
    });
  });
}

const liveSockets = () => sockets.filter((s) => s.connected).length;
const longestDown = () =>
  Math.max(0, ...sockets.map((s) => (s.downSince === null ? 0 : performance.now() - s.downSince)));

/** Plays one game until `until`, surviving the restarts; answers its acknowledged moves. */
function playGame(first, socketOf, until, stats) {
  return (async () => {
    let view = first;
    const acked = [];
    while (performance.now() < until && view.status === 'started') {
      await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
      const mover = socketOf.get(view.turn === 'white' ? view.white.id : view.black.id);
      while (!mover.connected && performance.now() < until + 10_000) await sleep(50);
      if (performance.now() >= until) break;
      const legal = new Chess(view.fen).moves({ verbose: true });
      const m = legal[Math.floor(Math.random() * legal.length)];
      const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
      const t0 = performance.now();
      let answer = null;
      try {
        answer = await mover
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('game:move', { gameId: view.id, uci, clientSeq: view.ply });
      } catch {
        stats.unanswered++;
      }
      if (answer?.ok) {
        stats.rtt.push({ at: t0, ms: performance.now() - t0 });
        acked.push({ ply: view.ply + 1, uci });
        view = answer.data;
        continue;
      }
      if (answer) stats.refusals[answer.code] = (stats.refusals[answer.code] ?? 0) + 1;
      if (answer?.code === 'GAME-OVER') break;
      // The game as it stands, once the player is back (the move may or may not have counted).
      for (let tries = 0; tries < 40; tries++) {
        while (!mover.connected) await sleep(50);
        const state = await mover
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('game:join', { gameId: view.id })
          .catch(() => null);
        if (state?.ok) {
          view = state.data;
          break;
        }
        await sleep(250);
      }
    }
    return { gameId: first.id, acked };
  })();
}

async function waitFor(what, probe, withinMs = 60_000) {
  const until = Date.now() + withinMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await sleep(100);
  }
}

let results;
let failed;
try {
  startApp(0);
  startApp(1);
  await Promise.all(apps.map((a) => a.ready));
  await waitFor('the proxy', () => fetch(`${base}/api/health`).then((r) => r.status === 200));

  // Connect ------------------------------------------------------------------------------------
  const tabs = [...gamers, ...chatters, ...chatters.slice(0, TWO_TAB_USERS)];
  const connectStarted = performance.now();
  for (let i = 0; i < tabs.length; i += CONNECT_BATCH) {
    await Promise.all(
      tabs.slice(i, i + CONNECT_BATCH).map(async (member) => {
        const lobby = LOBBY_READS_ON && !gamers.includes(member);
        const socket = await openSocket(member, { lobby });
        member.sockets.push(socket);
        sockets.push(socket);
      }),
    );
  }
  console.error(
    `${sockets.length} sockets connected through the proxy in ${Math.round(performance.now() - connectStarted)} ms`,
  );
  // Every connected socket's presence written (it is what challenges need).
  for (let waited = 0; ; waited += 250) {
    const { rows } = await db.query('select count(*)::int as n from live_presence');
    if (rows[0].n >= liveSockets() && liveSockets() === sockets.length) break;
    if (waited > 60_000) {
      throw new Error(`${rows[0].n} presences for ${liveSockets()} of ${sockets.length} sockets`);
    }
    await sleep(250);
  }
  await sleep(1500);
  const perProcess = await socketsPerProcess();
  console.error(`sockets per process: ${perProcess.join(', ')}`);
  const socketsBefore = perProcess;

  const { started } = await startGames(gamers, 10_000);
  console.error(`${started.length} games started`);
  const socketOf = new Map(gamers.map((m) => [m.id, m.sockets[0]]));
  for (const view of started) {
    socketOf.get(view.white.id).gameId = view.id;
    socketOf.get(view.black.id).gameId = view.id;
  }

  // Traffic, and the rolling restart ------------------------------------------------------------
  const runStarted = performance.now();
  const until = runStarted + SECONDS * 1000;
  const moveStats = { rtt: [], refusals: {}, unanswered: 0 };
  const chat = chatTraffic(chatters, { rate: CHAT_RATE, ackTimeoutMs: ACK_TIMEOUT_MS });
  const chatting = chat.run({ runStarted, runUntil: until });
  const playing = Promise.all(started.map((view) => playGame(view, socketOf, until, moveStats)));

  let worstDown = 0;
  const watching = (async () => {
    while (performance.now() < until) {
      worstDown = Math.max(worstDown, longestDown());
      await sleep(100);
    }
  })();

  await sleep(RESTART_AT * 1000);
  const restarts = [];
  for (const i of [0, 1]) {
    const from = performance.now();
    apps[i].child.kill('SIGTERM');
    const code = await Promise.race([apps[i].exited, sleep(STOP_TIMEOUT_MS).then(() => 'timeout')]);
    const stopMs = performance.now() - from;
    startApp(i);
    const readyMs = await apps[i].ready;
    // Every socket back before the next process goes (as a volunteer would wait).
    await waitFor('every socket back', async () => liveSockets() === sockets.length, 30_000);
    const backMs = performance.now() - from;
    restarts.push({
      process: i + 1,
      exit: code,
      stopMs: Math.round(stopMs),
      readyMs: Math.round(readyMs),
      allBackMs: Math.round(backMs),
      window: [from - runStarted, performance.now() - runStarted],
    });
    console.error(
      `process ${i + 1}: exit ${code} in ${Math.round(stopMs)} ms, ready again ${Math.round(readyMs)} ms later; every socket back ${Math.round(backMs)} ms after SIGTERM`,
    );
    await sleep(10_000);
  }
  const [, games] = await Promise.all([chatting, playing, watching]);
  await chat.drain(5_000);

  // Read every game back and compare with what the players saw acknowledged.
  const token = gamers[0].token;
  let ackedMoves = 0;
  let lost = 0;
  for (const game of games) {
    const res = await fetch(`${base}/api/live/games/${game.gameId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const final = await res.json();
    ackedMoves += game.acked.length;
    lost += game.acked.filter((m) => final.ucis?.[m.ply - 1] !== m.uci).length;
  }
  const gaps = sockets.flatMap((s) => s.gaps);
  const told = sockets.reduce((n, s) => n + s.told, 0);
  const phaseOf = (at) => {
    const t = at - runStarted;
    if (t < restarts[0].window[0]) return 'before';
    if (t <= restarts[1].window[1]) return 'during';
    return 'after';
  };
  const rttBy = {};
  for (const phase of ['before', 'during', 'after']) {
    rttBy[phase] = stats(moveStats.rtt.filter((r) => phaseOf(r.at) === phase).map((r) => r.ms));
  }
  const gapStats = stats([...gaps, worstDown].filter((g) => g > 0));
  results = {
    sockets: sockets.length,
    socketsPerProcess: { before: socketsBefore, after: await socketsPerProcess() },
    games: started.length,
    seconds: SECONDS,
    restarts,
    reconnections: gaps.length,
    reconnecting,
    told,
    disconnectedMs: gapStats,
    connectedAtEnd: liveSockets(),
    moves: {
      acknowledged: ackedMoves,
      lost,
      unanswered: moveStats.unanswered,
      refusals: moveStats.refusals,
      rtt: rttBy,
    },
    lobbyReads: {
      afterReconnect: reads.reconnectReads,
      onlineList: reads.onlineReads,
      answered: stats(reads.ms),
      failed: reads.failed,
    },
    chat: {
      sent: chat.chat.sent,
      acked: chat.chat.acked,
      refused: chat.chat.refusals,
      unanswered: chat.chat.timeouts,
      delivered: chat.chat.delivered,
      expected: chat.chat.expected,
    },
  };
  const targets = [
    [
      'no acknowledged move lost',
      lost === 0 && ackedMoves > 0,
      `${ackedMoves} acknowledged, ${lost} lost`,
    ],
    [
      'no socket disconnected for more than 5 s',
      (gapStats.max ?? 0) <= MAX_DISCONNECTED_MS,
      `${gaps.length} reconnections; p50 ${results.disconnectedMs.p50} ms, p99 ${results.disconnectedMs.p99} ms, max ${results.disconnectedMs.max} ms`,
    ],
    [
      'every socket connected at the end',
      results.connectedAtEnd === sockets.length,
      `${results.connectedAtEnd} of ${sockets.length}`,
    ],
    [
      'both processes stopped cleanly within 15 s',
      restarts.every((r) => r.exit === 0 && r.stopMs < STOP_TIMEOUT_MS),
      restarts.map((r) => `process ${r.process}: exit ${r.exit} in ${r.stopMs} ms`).join('; '),
    ],
  ];
  results.targets = targets.map(([name, ok, detail]) => ({ name, ok, detail }));
  failed = targets.some(([, ok]) => !ok);
} catch (err) {
  failed = true;
  console.error(err);
  if (caddyLog) console.error(caddyLog);
} finally {
  stopping = true;
  for (const socket of sockets) socket.close();
  caddy.kill('SIGTERM');
  await Promise.all(apps.map((a) => a && a.child.exitCode === null && stopServer(a.child)));
  await db.end();
  await bench.finish();
  fs.rmSync(work, { recursive: true, force: true });
}

if (results) {
  writeResults('live-rolling-restart', results);
  console.log(JSON.stringify(results, null, 2));
  for (const t of results.targets) console.log(`${t.ok ? 'ok  ' : 'MISS'} ${t.name}: ${t.detail}`);
}
process.exit(failed ? 1 : 0);

/** Live sockets per app process, from each process's own metrics. */
async function socketsPerProcess() {
  return Promise.all(
    METRICS_PORTS.map(async (port) => {
      const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
      return Number(/^kingside_live_sockets (\d+)/m.exec(text)?.[1] ?? -1);
    }),
  );
}
