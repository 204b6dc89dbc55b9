// Live play (socket.io, apps/server/src/modules/live) on PostgreSQL against issue 17's targets, on
// one production server process (apps/server/dist, no REDIS_URL):
//   - 2,000 connected sockets, with private chat delivered (sender's emit → the recipient's
//     chat:message) at a p99 of at most 50 ms;
//   - 200 live games played at once, with a move's round trip (game:move → its ack) at a p99 of at
//     most 50 ms;
//   (each p99 is over every sample of the BENCH_SECONDS (60) run; the p99 of each of BENCH_ROUNDS
//   (3) equal rounds is reported beside it, to tell a stall of the shared machine, or of the
//   server's garbage collector, from a steady cost);
//   - the server's resident memory (VmRSS, sampled every second) at most 300 MB at its peak.
// Exits non-zero when a target is missed.
//
//   node bench/live.mjs
//   BENCH_CHAT_RATE=200 BENCH_SECONDS=30 BENCH_ROUNDS=1 node bench/live.mjs
//
// It creates and migrates a scratch database (kingside_bench_live) on
// postgres://postgres@127.0.0.1:5432, seeds it, and drops it at the end. The bench members and
// their sessions are inserted straight into it (logging 2,000 members in would mostly measure
// password hashing and the login rate limit), and their access tokens are signed here the way the
// server signs them (HS256, kid 'env' for a static JWT_SECRET; apps/server/src/lib/jwt.ts and
// signing-keys.ts). One token is checked against GET /api/profile before the run.
//
// Who connects (2,000 sockets by default):
//   - BENCH_GAME_USERS (400) students with one tab each: they play BENCH_GAME_USERS / 2 games;
//   - BENCH_CHAT_USERS (1,200) 'elite' members (adults, so canChat lets any two of them talk), of
//     whom BENCH_TWO_TAB_USERS (400) have a second tab: 1,600 sockets. A message reaches every tab
//     of its recipient, and each tab's arrival is one latency sample.
// The sockets connect BENCH_CONNECT_BATCH (100) at a time. Then the 200 games are challenged and
// accepted pairwise (timeControl 'untimed', so nobody flags), and for BENCH_SECONDS (60) chat and
// games run together, the realistic case:
//   - chat: BENCH_CHAT_RATE (50) messages a second in all, from the chat members in turn (each
//     sends one every 24 s at the defaults, far busier than a club evening, inside the
//     10-per-10-s limit) to a random other one;
//     a delivery missing BENCH_DRAIN_MS (5,000) after the end counts as a failure;
//   - games: each side thinks 1–3 s, then plays a random legal move (chess.js, from the FEN
//     of the last LiveGameView) with clientSeq = the game's ply. Refusals must be none (a game
//     that ended by itself stops). The opponent's game:state arrival is reported too.
// BENCH_THINK_MS ('1000-3000') sets the think time: a 5+3 blitz player averages about 5 s a move
// (300 s plus 40 increments over some 40 moves), so 200 games at 1–3 s a move are some 100 moves a
// second, about twice the pace of 200 real blitz games. BENCH_PG_SOCKET_DIR (e.g. /var/run/postgresql)
// has the server reach PostgreSQL through its Unix socket instead of TCP. BENCH_CPU_PROF=<dir>
// runs the server with --cpu-prof and leaves its CPU profile in <dir>. BENCH_PORT (3240) picks
// the port.
//
// Besides the targets it reports what tells the bottleneck: the server's busy database
// connections (pg_stat_activity every 250 ms; its pool holds 10) and their wait events, the
// server's CPU, and how long its event loop's thread waited for a CPU that other processes had
// (schedstat; on a shared machine this inflates every latency), the client's CPU and event-loop
// delay, and the PostgreSQL processes' CPU.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {
  benchEnv,
  ROOT,
  scratchPostgres,
  seedDatabase,
  SERVER_MAIN,
  startServer,
  stopServer,
  writeResults,
} from './lib.mjs';

// The load generator is itself a Node process with 2,000 sockets and 200 games' move generation:
// its own garbage-collection pauses would be measured as the server's latency. A larger young
// generation makes them rare (the client's event-loop delay is reported below).
const CLIENT_FLAG = '--max-semi-space-size=64';
if (!process.execArgv.includes(CLIENT_FLAG)) {
  const { spawnSync } = await import('node:child_process');
  const child = spawnSync(
    process.execPath,
    [CLIENT_FLAG, ...process.execArgv, process.argv[1], ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const TARGET_SOCKETS = 2000;
const TARGET_GAMES = 200;
const TARGET_CHAT_P99_MS = 50;
const TARGET_MOVE_P99_MS = 50;
const TARGET_RSS_MB = 300;
const SOCKET_PATH = '/api/live/socket'; // LIVE_SOCKET_PATH (packages/shared/src/contracts/live.ts)

const { buildIfNeeded } = await import(path.join(ROOT, 'scripts/build-if-needed.mjs'));
buildIfNeeded();
const { io } = await import('socket.io-client');
const { Chess } = await import('chess.js');
const { default: pg } = await import('pg');

const PORT = Number(process.env.BENCH_PORT ?? 3240);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// The run is cut into this many equal rounds, whose p99s are reported (the targets apply to the
// whole run).
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const GAME_USERS = 2 * Math.floor(Number(process.env.BENCH_GAME_USERS ?? 400) / 2);
const CHAT_USERS = Number(process.env.BENCH_CHAT_USERS ?? 1200);
const TWO_TAB_USERS = Math.min(CHAT_USERS, Number(process.env.BENCH_TWO_TAB_USERS ?? 400));
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 100);
const DRAIN_MS = Number(process.env.BENCH_DRAIN_MS ?? 5000);
const THINK_MS = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number);
const PG_SOCKET_DIR = process.env.BENCH_PG_SOCKET_DIR;
const ACK_TIMEOUT_MS = 10_000;
const JWT_SECRET = crypto.randomBytes(32).toString('base64url'); // ≥ 32 characters
const TOKEN_SECONDS = 2 * 3600;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round1 = (x) => Math.round(x * 10) / 10;
function stats(xs) {
  if (xs.length === 0) return { count: 0, p50: null, p95: null, p99: null, max: null };
  const s = Float64Array.from(xs).sort();
  const at = (q) => round1(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]);
  return {
    count: s.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: round1(s[s.length - 1]),
  };
}

/** An access token as apps/server/src/lib/jwt.ts signs it, with the static key's kid 'env'. */
function signToken(claims) {
  const encode = (v) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${encode({ alg: 'HS256', typ: 'JWT', kid: 'env' })}.${encode(claims)}`;
  const signature = crypto.createHmac('sha256', JWT_SECRET).update(input).digest('base64url');
  return `${input}.${signature}`;
}

/** Inserts `count` members named `prefix`N with `role`, each with one live session. */
async function insertMembers(client, prefix, role, count) {
  const { rows } = await client.query(
    `insert into users (username, email, password_hash, name, roles)
       select $1 || i, $1 || i || '@bench.invalid', 'not-a-hash', 'Bench ' || $1 || i, array[$2]::text[]
       from generate_series(1, $3::int) as i
     returning id, username`,
    [prefix, role, count],
  );
  const ids = rows.map((r) => r.id);
  const sessions = await client.query(
    `insert into sessions (id, user_id, expires_at)
       select gen_random_uuid(), u, now() + interval '1 day' from unnest($1::int[]) as u
     returning id, user_id`,
    [ids],
  );
  const sid = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
  const now = Math.floor(Date.now() / 1000);
  return ids.map((id) => ({
    id,
    token: signToken({ sub: id, sid: sid.get(id), iat: now, exp: now + TOKEN_SECONDS }),
    sockets: [],
  }));
}

const scratch = await scratchPostgres('kingside_bench_live');
const { dataDir, env } = benchEnv({
  DATABASE_URL: PG_SOCKET_DIR
    ? `postgres://postgres@localhost/kingside_bench_live?host=${encodeURIComponent(PG_SOCKET_DIR)}`
    : scratch.url,
  HOST: '127.0.0.1',
  JWT_SECRET,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
});
seedDatabase(env);

const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
const gamers = await insertMembers(db, 'lbplayer', 'student', GAME_USERS);
const chatters = await insertMembers(db, 'lbchat', 'elite', CHAT_USERS);

const CPU_PROF = process.env.BENCH_CPU_PROF;
const serverArgs = CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`, SERVER_MAIN]
  : [SERVER_MAIN];
const server = startServer(env, PORT, serverArgs, { stdout: 'pipe' });
const serverPid = server.child.pid;
// The server's log (JSON lines on stdout): warnings and errors are counted and the first kept.
const serverLog = { warnings: 0, errors: 0, first: [] };
readline.createInterface({ input: server.child.stdout }).on('line', (line) => {
  let rec;
  try {
    rec = JSON.parse(line);
  } catch {
    rec = { level: 30, msg: line };
  }
  if (rec.level >= 50) serverLog.errors++;
  else if (rec.level >= 40) serverLog.warnings++;
  else return;
  if (serverLog.first.length < 10)
    serverLog.first.push(
      `${rec.level >= 50 ? 'error' : 'warn'}: ${rec.msg}${rec.err ? ` (${rec.err.message})` : ''}`,
    );
});

// The server's memory and CPU every second; the client's event-loop delay (a busy client
// inflates every latency measured here, so it is reported next to them).
const CLK_TCK = 100;
const readProc = () => {
  try {
    const status = fs.readFileSync(`/proc/${serverPid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const stat = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { rssMb: rssKb / 1024, cpuSeconds: ticks / CLK_TCK };
  } catch {
    return null;
  }
};
/**
 * A process's main thread: seconds on a CPU, and seconds it was ready to run but waited for one
 * (other work on the machine; /proc/<pid>/task/<pid>/schedstat).
 */
function schedSeconds(pid) {
  try {
    const [onCpu, waiting] = fs
      .readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return { onCpu: onCpu / 1e9, waiting: waiting / 1e9 };
  } catch {
    return { onCpu: 0, waiting: 0 };
  }
}
/** CPU seconds used so far by every process named postgres on this machine. */
function postgresCpuSeconds() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / CLK_TCK;
}
let phase = 'start';
const PHASE_LETTER = { start: 's', connect: 'c', challenges: 'g', 'chat+games': 'r', drain: 'd' };
const samples = [];
let lastProc = null;
const sampler = setInterval(() => {
  const now = performance.now();
  const p = readProc();
  if (!p) return;
  const cpu = lastProc
    ? Math.round((100 * (p.cpuSeconds - lastProc.cpuSeconds)) / ((now - lastProc.at) / 1000))
    : null;
  lastProc = { ...p, at: now };
  samples.push({ phase, rssMb: Math.round(p.rssMb), cpuPercent: cpu });
}, 1000);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

const problems = [];
let results;
let stopping = false;
const allSockets = [];
const disconnects = { count: 0, reasons: {} };

try {
  await server.ready;
  const base = `http://127.0.0.1:${PORT}`;
  const profile = await fetch(`${base}/api/profile`, {
    headers: { authorization: `Bearer ${chatters[0].token}` },
  });
  if (profile.status !== 200)
    throw new Error(`GET /api/profile with a bench token answered ${profile.status}`);
  const rssIdleMb = Math.round(readProc().rssMb);

  // 1. Connect ----------------------------------------------------------------------------------
  phase = 'connect';
  const connect = (member) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = io(base, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: { token: member.token },
        reconnection: false,
        forceNew: true,
        timeout: 20_000,
      });
      socket.once('connect', () => {
        socket.userId = member.id;
        member.sockets.push(socket);
        allSockets.push(socket);
        socket.on('disconnect', (reason) => {
          if (stopping) return;
          disconnects.count++;
          disconnects.reasons[reason] = (disconnects.reasons[reason] ?? 0) + 1;
        });
        resolve(performance.now() - started);
      });
      socket.once('connect_error', (err) => {
        socket.close();
        reject(new Error(`socket of member ${member.id} did not connect: ${err.message}`));
      });
    });
  const tabs = [
    ...gamers,
    ...chatters,
    ...chatters.slice(0, TWO_TAB_USERS), // second tabs
  ];
  const handshakes = [];
  const connectStarted = performance.now();
  for (let i = 0; i < tabs.length; i += CONNECT_BATCH) {
    handshakes.push(...(await Promise.all(tabs.slice(i, i + CONNECT_BATCH).map(connect))));
  }
  const connectMs = performance.now() - connectStarted;
  console.error(`${allSockets.length} sockets connected in ${Math.round(connectMs)} ms`);

  // Presence is written after the handshake: wait for every socket's row (challenges need it).
  for (let waited = 0; ; waited += 100) {
    const { rows } = await db.query('select count(*)::int as n from live_presence');
    if (rows[0].n >= allSockets.length) break;
    if (waited > 15_000)
      throw new Error(`only ${rows[0].n} of ${allSockets.length} sockets in live_presence`);
    await sleep(100);
  }
  await sleep(1500); // let the presence:changed broadcast of the connect burst pass
  const rssConnectedMb = Math.round(readProc().rssMb);

  // 2. Start the games ----------------------------------------------------------------------------
  phase = 'challenges';
  const socketOf = new Map(gamers.map((m) => [m.id, m.sockets[0]]));
  const game = {
    refusals: 0,
    refusalCodes: {},
    ended: 0,
    moves: 0,
    rtt: [],
    rttAt: [],
    opponentMs: [],
    timeouts: 0,
  };
  const started = [];
  const challengeStarted = performance.now();
  const startGame = async (challenger, challengee) => {
    const cs = challenger.sockets[0];
    const ts = challengee.sockets[0];
    const received = new Promise((resolve) => ts.once('challenge:received', resolve));
    const bothStarted = Promise.all([
      new Promise((resolve) => cs.once('game:started', resolve)),
      new Promise((resolve) => ts.once('game:started', resolve)),
    ]);
    const created = await cs
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('challenge:create', { to: challengee.id, timeControl: 'untimed' });
    if (!created.ok)
      throw new Error(`challenge:create refused: ${created.code} ${created.message}`);
    const challenge = await received;
    const accepted = await ts
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('challenge:accept', { id: challenge.id });
    if (!accepted.ok)
      throw new Error(`challenge:accept refused: ${accepted.code} ${accepted.message}`);
    await bothStarted;
    started.push(accepted.data);
  };
  for (let i = 0; i < gamers.length; i += 100) {
    const pairs = [];
    for (let j = i; j < Math.min(i + 100, gamers.length); j += 2)
      pairs.push([gamers[j], gamers[j + 1]]);
    await Promise.all(pairs.map(([a, b]) => startGame(a, b)));
  }
  const challengesMs = performance.now() - challengeStarted;
  console.error(`${started.length} games started in ${Math.round(challengesMs)} ms`);

  // The opponent's game:state: how long a move takes to reach the other player.
  const pendingMove = new Map(); // gameId → { ply, t0 }
  for (const socket of socketOf.values()) {
    socket.on('game:state', (view) => {
      const pending = pendingMove.get(view.id);
      if (pending && view.ply === pending.ply && socket.userId === pending.opponent) {
        game.opponentMs.push(performance.now() - pending.t0);
        pendingMove.delete(view.id);
      }
    });
  }

  // 3. Chat and games together --------------------------------------------------------------------
  phase = 'chat+games';
  loopDelay.enable();
  const runStarted = performance.now();
  const clientCpuStarted = process.cpuUsage();
  const postgresCpuStarted = postgresCpuSeconds();
  const serverSchedStarted = schedSeconds(serverPid);
  const clientSchedStarted = schedSeconds(process.pid);
  const runUntil = runStarted + SECONDS * 1000;

  const playGame = async (first) => {
    let view = first;
    while (performance.now() < runUntil && view.status === 'started') {
      await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
      if (performance.now() >= runUntil) break;
      const moverId = view.turn === 'white' ? view.white.id : view.black.id;
      const opponent = view.turn === 'white' ? view.black.id : view.white.id;
      const legal = new Chess(view.fen).moves({ verbose: true });
      const m = legal[Math.floor(Math.random() * legal.length)];
      const uci = `${m.from}${m.to}${m.promotion ?? ''}`;
      const t0 = performance.now();
      pendingMove.set(view.id, { ply: view.ply + 1, t0, opponent });
      let ack;
      try {
        ack = await socketOf
          .get(moverId)
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('game:move', { gameId: view.id, uci, clientSeq: view.ply });
      } catch {
        game.timeouts++;
        break;
      }
      game.rtt.push(performance.now() - t0);
      game.rttAt.push(t0 - runStarted);
      if (!ack.ok) {
        if (ack.code === 'GAME-OVER') break;
        game.refusals++;
        game.refusalCodes[ack.code] = (game.refusalCodes[ack.code] ?? 0) + 1;
        break;
      }
      game.moves++;
      view = ack.data;
    }
    if (view.status === 'over') game.ended++;
  };

  const chat = {
    sent: 0,
    acked: 0,
    refusals: 0,
    refusalCodes: {},
    timeouts: 0,
    expected: 0,
    delivered: 0,
    latency: [],
    latencyAt: [],
    duplicates: 0,
  };
  const inFlight = new Map(); // seq → { t0, to, left }
  for (const member of chatters) {
    for (const socket of member.sockets) {
      socket.on('chat:message', (message) => {
        if (message.to !== socket.userId) return; // the sender's own echo
        const seq = Number(message.text.slice(3));
        const m = inFlight.get(seq);
        if (!m) {
          chat.duplicates++;
          return;
        }
        chat.latency.push(performance.now() - m.t0);
        chat.latencyAt.push(m.t0 - runStarted);
        chat.delivered++;
        if (--m.left === 0) inFlight.delete(seq);
      });
    }
  }
  let seq = 0;
  let next = 0;
  const sendOne = () => {
    const from = chatters[next++ % chatters.length];
    let to = chatters[Math.floor(Math.random() * chatters.length)];
    if (to === from) to = chatters[(chatters.indexOf(from) + 1) % chatters.length];
    const socket = from.sockets[Math.floor(Math.random() * from.sockets.length)];
    const n = ++seq;
    inFlight.set(n, { t0: performance.now(), left: to.sockets.length });
    chat.sent++;
    chat.expected += to.sockets.length;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('chat:send', { to: to.id, text: `lb ${n}`, clientId: `lb-${n}` })
      .then(
        (ack) => {
          if (ack.ok) return void chat.acked++;
          chat.refusals++;
          chat.refusalCodes[ack.code] = (chat.refusalCodes[ack.code] ?? 0) + 1;
          chat.expected -= inFlight.get(n)?.left ?? 0; // refused: nothing to deliver
          inFlight.delete(n);
        },
        () => void chat.timeouts++,
      );
  };
  const chatting = (async () => {
    const tickMs = 10;
    while (performance.now() < runUntil) {
      const due = Math.floor(((performance.now() - runStarted) / 1000) * CHAT_RATE);
      while (seq < due) sendOne();
      await sleep(tickMs);
    }
  })();

  // The server's database connections (its pool holds 10): how many are running a statement.
  const dbBusy = [];
  const dbWaits = {};
  const activity = (async () => {
    while (performance.now() < runUntil) {
      const { rows } = await db.query(
        `select state, coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const busy = rows.filter((r) => r.state === 'active');
      dbBusy.push(busy.length);
      for (const r of busy) dbWaits[r.wait] = (dbWaits[r.wait] ?? 0) + 1;
      await sleep(250);
    }
  })();
  await Promise.all([chatting, activity, ...started.map(playGame)]);
  const runMs = performance.now() - runStarted;
  const clientCpu = process.cpuUsage(clientCpuStarted);
  const postgresCpu = postgresCpuSeconds() - postgresCpuStarted;
  const serverSched = schedSeconds(serverPid);
  const clientSched = schedSeconds(process.pid);
  phase = 'drain';
  for (let waited = 0; inFlight.size > 0 && waited < DRAIN_MS; waited += 50) await sleep(50);
  loopDelay.disable();
  const missing = chat.expected - chat.delivered;
  console.error(
    `chat: ${chat.sent} sent, ${chat.delivered}/${chat.expected} delivered; ` +
      `games: ${game.moves} moves, ${game.refusals} refusals`,
  );
  const rssEndMb = Math.round(readProc().rssMb);

  // Each round's samples (by when they were sent): the rounds' p99s are reported beside the run's.
  const roundLength = (SECONDS * 1000) / ROUNDS;
  const byRound = (values, at) =>
    Array.from({ length: ROUNDS }, (_, r) =>
      stats(values.filter((_, i) => Math.min(ROUNDS - 1, Math.floor(at[i] / roundLength)) === r)),
    );
  const chatRounds = byRound(chat.latency, chat.latencyAt);
  const moveRounds = byRound(game.rtt, game.rttAt);
  const chatStats = stats(chat.latency);
  const moveStats = stats(game.rtt);
  const percentOfRun = (seconds) => Math.round((100 * seconds) / (runMs / 1000));
  const rssPeakMb = Math.max(...samples.map((s) => s.rssMb), rssEndMb);
  const runSamples = samples.filter((s) => s.phase === 'chat+games' && s.cpuPercent !== null);
  const met = {
    sockets: allSockets.length >= TARGET_SOCKETS && disconnects.count === 0,
    chat:
      chatStats.p99 !== null &&
      chatStats.p99 <= TARGET_CHAT_P99_MS &&
      missing === 0 &&
      chat.refusals === 0 &&
      chat.timeouts === 0,
    games:
      started.length >= TARGET_GAMES &&
      moveStats.p99 !== null &&
      moveStats.p99 <= TARGET_MOVE_P99_MS &&
      game.refusals === 0 &&
      game.timeouts === 0,
    rss: rssPeakMb <= TARGET_RSS_MB,
  };
  if (serverLog.errors > 0) problems.push(`${serverLog.errors} errors in the server log`);
  results = {
    database: 'postgres',
    processes: 1,
    cpus: os.cpus().length,
    node: process.version,
    mode: 'chat and games at the same time',
    sockets: {
      connected: allSockets.length,
      gamePlayers: GAME_USERS,
      chatMembers: CHAT_USERS,
      chatMembersWithTwoTabs: TWO_TAB_USERS,
      connectBatch: CONNECT_BATCH,
      connectMs: Math.round(connectMs),
      handshakeMs: stats(handshakes),
      disconnectsDuringRun: disconnects.count,
      disconnectReasons: disconnects.reasons,
    },
    seconds: round1(runMs / 1000),
    chat: {
      ratePerSecond: CHAT_RATE,
      sent: chat.sent,
      acked: chat.acked,
      refusals: chat.refusals,
      refusalCodes: chat.refusalCodes,
      ackTimeouts: chat.timeouts,
      deliveriesExpected: chat.expected,
      delivered: chat.delivered,
      missing,
      deliveryMs: chatStats,
      roundsP99Ms: chatRounds.map((r) => r.p99),
    },
    games: {
      started: started.length,
      startMs: Math.round(challengesMs),
      timeControl: 'untimed',
      thinkMs: THINK_MS,
      moves: game.moves,
      movesPerSecond: round1(game.moves / (runMs / 1000)),
      endedByThemselves: game.ended,
      refusals: game.refusals,
      refusalCodes: game.refusalCodes,
      ackTimeouts: game.timeouts,
      moveRoundTripMs: moveStats,
      roundsP99Ms: moveRounds.map((r) => r.p99),
      opponentStateMs: stats(game.opponentMs),
    },
    server: {
      rssIdleMb,
      rssConnectedMb,
      rssEndMb,
      rssPeakMb,
      cpuPercentDuringRun: stats(runSamples.map((s) => s.cpuPercent)),
      // The event loop's thread: busy, and ready but waiting for a CPU taken by other processes.
      mainThreadOnCpuPercent: percentOfRun(serverSched.onCpu - serverSchedStarted.onCpu),
      mainThreadWaitingForCpuPercent: percentOfRun(
        serverSched.waiting - serverSchedStarted.waiting,
      ),
      rssTimelineMb: samples.map((s) => s.rssMb),
      // s start, c connect, g challenges, r chat and games, d drain
      phasesTimeline: samples.map((s) => PHASE_LETTER[s.phase]).join(''),
      logWarnings: serverLog.warnings,
      logErrors: serverLog.errors,
      firstLogLines: serverLog.first,
    },
    client: {
      cpuPercentDuringRun: percentOfRun((clientCpu.user + clientCpu.system) / 1e6),
      mainThreadWaitingForCpuPercent: percentOfRun(
        clientSched.waiting - clientSchedStarted.waiting,
      ),
      eventLoopDelayMs: {
        p50: round1(loopDelay.percentile(50) / 1e6),
        p99: round1(loopDelay.percentile(99) / 1e6),
        max: round1(loopDelay.max / 1e6),
      },
    },
    serverDatabaseConnections: {
      busyOfTen: stats(dbBusy),
      samples: dbBusy.length,
      busyWaitEvents: dbWaits,
      via: PG_SOCKET_DIR ? `unix socket in ${PG_SOCKET_DIR}` : 'tcp 127.0.0.1:5432',
    },
    // Every postgres process on the machine (others' work included): the database's share.
    postgresCpuPercentDuringRun: percentOfRun(postgresCpu),
    target: {
      sockets: TARGET_SOCKETS,
      chatP99Ms: TARGET_CHAT_P99_MS,
      games: TARGET_GAMES,
      moveP99Ms: TARGET_MOVE_P99_MS,
      rssMb: TARGET_RSS_MB,
    },
    metTargets: met,
    problems,
    met: Object.values(met).every(Boolean),
  };
} finally {
  stopping = true;
  clearInterval(sampler);
  for (const socket of allSockets) socket.close();
  await stopServer(server.child);
  await db.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}

writeResults('live-postgres', results);
const summary =
  `${results.sockets.connected} sockets (≥ ${TARGET_SOCKETS}, ` +
  `${results.sockets.disconnectsDuringRun} dropped), chat p99 ${results.chat.deliveryMs.p99} ms ` +
  `(≤ ${TARGET_CHAT_P99_MS}; ${ROUNDS} rounds: ${results.chat.roundsP99Ms.join(', ')}; ` +
  `${results.chat.missing} missing), ${results.games.started} games (≥ ${TARGET_GAMES}) with move p99 ` +
  `${results.games.moveRoundTripMs.p99} ms (≤ ${TARGET_MOVE_P99_MS}; rounds: ${results.games.roundsP99Ms.join(', ')}; ` +
  `${results.games.refusals} refused), RSS peak ${results.server.rssPeakMb} MB ` +
  `(≤ ${TARGET_RSS_MB}).`;
if (!results.met) {
  const failed = Object.entries(results.metTargets)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  console.error(`Missed the target (${failed.join(', ')}): ${summary}`);
  process.exit(1);
}
console.error(`Met the targets: ${summary}`);
process.exit(0);
