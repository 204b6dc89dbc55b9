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
//
// BENCH_ANALYSIS_QUEUE=500 (issue 34) measures the same traffic while a queue of that many game
// analyses drains, side by side with an idle queue in one run: before the run one game player
// uploads that many games to My Games and the server queues their analyses. The run is then
// BENCH_ROUNDS windows of BENCH_SECONDS / BENCH_ROUNDS each, idle and draining in turn (in the
// order idle, draining, draining, idle, idle, …): an idle window (the queue
// held back, and opened only once the analyses under way have finished, which takes a while: they
// are not stopped) and a draining window (the queue released, opened once an analysis runs). Chat
// deliveries and moves are counted by the window they were sent in; those sent between windows
// are left out. Target: each p99 while draining at most 1.2 × the idle one.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import crypto from 'node:crypto';
import { analysisQueue } from './lib/analysis-queue.mjs';
import { postgresBench, SERVER_MAIN, writeResults } from './lib/harness.mjs';
import { chatTraffic } from './lib/live-chat.mjs';
import { gameTraffic, startGames } from './lib/live-games.mjs';
import { insertMembers } from './lib/live-members.mjs';
import { liveResults, printSummary, queueComparison } from './lib/live-report.mjs';
import { awaitPresence, connectTabs } from './lib/live-sockets.mjs';
import {
  postgresCpuSeconds,
  readProc,
  sampleProcess,
  schedSeconds,
  watchDatabaseConnections,
  watchServerLog,
} from './lib/server-probes.mjs';

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
const ANALYSIS_QUEUE = Number(process.env.BENCH_ANALYSIS_QUEUE ?? 0);
const ACK_TIMEOUT_MS = 10_000;
const JWT_SECRET = crypto.randomBytes(32).toString('base64url'); // ≥ 32 characters

// With PG_SOCKET_DIR the server reaches PostgreSQL through its Unix socket (this process by TCP).
const viaSocket = PG_SOCKET_DIR && {
  DATABASE_URL: `postgres://postgres@localhost/kingside_bench_live?host=${encodeURIComponent(PG_SOCKET_DIR)}`,
};
const bench = await postgresBench('kingside_bench_live', { env: { ...viaSocket, JWT_SECRET } });
const { default: pg } = await import('pg');
const db = new pg.Client({ connectionString: bench.url });
await db.connect();
const gamers = await insertMembers(db, {
  prefix: 'lbplayer',
  role: 'student',
  count: GAME_USERS,
  jwtSecret: JWT_SECRET,
});
const chatters = await insertMembers(db, {
  prefix: 'lbchat',
  role: 'elite',
  count: CHAT_USERS,
  jwtSecret: JWT_SECRET,
});

const CPU_PROF = process.env.BENCH_CPU_PROF;
const serverArgs = CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`, SERVER_MAIN]
  : [SERVER_MAIN];
const server = bench.start(PORT, serverArgs, { stdout: 'pipe' });
const serverPid = server.child.pid;
// The server's log (JSON lines on stdout): warnings and errors are counted and the first kept.
const serverLog = watchServerLog(server.child.stdout);

// The server's memory and CPU every second; the client's event-loop delay (a busy client
// inflates every latency measured here, so it is reported next to them).
let phase = 'start';
const sampler = sampleProcess(serverPid, () => phase);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

let results;
const pool = { sockets: [], disconnects: { count: 0, reasons: {} }, stopping: false };

try {
  await server.ready;
  const base = server.base;
  const profile = await fetch(`${base}/api/profile`, {
    headers: { authorization: `Bearer ${chatters[0].token}` },
  });
  if (profile.status !== 200)
    throw new Error(`GET /api/profile with a bench token answered ${profile.status}`);
  const rssIdleMb = Math.round(readProc(serverPid).rssMb);
  const queue = ANALYSIS_QUEUE > 0 && analysisQueue(db);
  if (queue) {
    const queued = await queue.fill(base, `Bearer ${gamers[0].token}`, ANALYSIS_QUEUE);
    await queue.hold();
    console.error(`${queued} analyses queued and held`);
  }

  // 1. Connect ----------------------------------------------------------------------------------
  phase = 'connect';
  const tabs = [
    ...gamers,
    ...chatters,
    ...chatters.slice(0, TWO_TAB_USERS), // second tabs
  ];
  const { handshakes, connectMs } = await connectTabs(base, tabs, CONNECT_BATCH, pool);
  console.error(`${pool.sockets.length} sockets connected in ${Math.round(connectMs)} ms`);
  await awaitPresence(db, pool.sockets.length);
  const rssConnectedMb = Math.round(readProc(serverPid).rssMb);

  // 2. Start the games ----------------------------------------------------------------------------
  phase = 'challenges';
  const { started, challengesMs } = await startGames(gamers, ACK_TIMEOUT_MS);
  console.error(`${started.length} games started in ${Math.round(challengesMs)} ms`);
  const games = gameTraffic(gamers, { thinkMs: THINK_MS, ackTimeoutMs: ACK_TIMEOUT_MS });

  // 3. Chat and games together --------------------------------------------------------------------
  phase = 'chat+games';
  loopDelay.enable();
  const runStarted = performance.now();
  const clientCpuStarted = process.cpuUsage();
  const postgresCpuStarted = postgresCpuSeconds();
  const serverSchedStarted = schedSeconds(serverPid);
  const clientSchedStarted = schedSeconds(process.pid);
  // With the analysis queue the windows decide when the run ends (at most three times as long).
  const times = { runStarted, runUntil: runStarted + SECONDS * 1000 * (queue ? 3 : 1) };

  const chat = chatTraffic(chatters, { rate: CHAT_RATE, ackTimeoutMs: ACK_TIMEOUT_MS });
  const chatting = chat.run(times);
  // The server's database connections (its pool holds 10): how many are running a statement.
  const activity = watchDatabaseConnections(db, times);
  const alternating = queue ? alternateQueue(queue, times) : Promise.resolve(null);
  const [, database, queueWindows] = await Promise.all([
    chatting,
    activity,
    alternating,
    ...started.map((view) => games.play(view, times)),
  ]);
  const runMs = performance.now() - runStarted;
  const clientCpu = process.cpuUsage(clientCpuStarted);
  const postgresCpu = postgresCpuSeconds() - postgresCpuStarted;
  const serverSched = schedSeconds(serverPid);
  const clientSched = schedSeconds(process.pid);
  phase = 'drain';
  await chat.drain(DRAIN_MS);
  loopDelay.disable();
  console.error(
    `chat: ${chat.chat.sent} sent, ${chat.chat.delivered}/${chat.chat.expected} delivered; ` +
      `games: ${games.game.moves} moves, ${games.game.refusals} refusals`,
  );
  const rssEndMb = Math.round(readProc(serverPid).rssMb);

  results = liveResults({
    settings: {
      gameUsers: GAME_USERS,
      chatUsers: CHAT_USERS,
      twoTabUsers: TWO_TAB_USERS,
      connectBatch: CONNECT_BATCH,
      chatRate: CHAT_RATE,
      thinkMs: THINK_MS,
      rounds: ROUNDS,
      seconds: queue ? runMs / 1000 : SECONDS,
      pgSocketDir: PG_SOCKET_DIR,
    },
    connected: { sockets: pool.sockets, handshakes, connectMs, disconnects: pool.disconnects },
    games: { started, challengesMs, game: games.game },
    chat: chat.chat,
    server: {
      rssIdleMb,
      rssConnectedMb,
      rssEndMb,
      samples: sampler.samples,
      sched: { start: serverSchedStarted, end: serverSched },
      log: serverLog,
    },
    client: {
      cpu: clientCpu,
      sched: { start: clientSchedStarted, end: clientSched },
      loopDelay,
    },
    database,
    postgresCpu,
    runMs,
  });
  if (queueWindows) {
    results.analysisQueue = queueComparison({
      windows: queueWindows.windows,
      chat: chat.chat,
      game: games.game,
      queued: ANALYSIS_QUEUE,
      analysed: (await queue.analysed()) - queueWindows.analysedBefore,
    });
  }
} finally {
  pool.stopping = true;
  sampler.stop();
  for (const socket of pool.sockets) socket.close();
  await db.end();
  await bench.finish();
}

writeResults(ANALYSIS_QUEUE > 0 ? 'live-postgres-analysis-queue' : 'live-postgres', results);
process.exit(printSummary(results, ROUNDS) ? 0 : 1);

/**
 * The idle and draining windows of a run with the analysis queue (see the top): each is
 * { label, from, to } in ms into the run. Ends the run (`times.runUntil`) after the last one.
 */
async function alternateQueue(queue, times) {
  const windowMs = (SECONDS * 1000) / ROUNDS;
  const sinceStart = () => performance.now() - times.runStarted;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const windows = [];
  const analysedBefore = await queue.analysed();
  for (let r = 0; r < ROUNDS && performance.now() < times.runUntil; r++) {
    // Idle, draining, draining, idle, idle, …: each condition's windows are as early as the
    // other's on average, so a drift over the run (the server's heap grows) favours neither.
    const label = ((r + 1) >> 1) % 2 === 0 ? 'idle' : 'draining';
    if (label === 'idle') await queue.hold({ settleMs: times.runUntil - performance.now() });
    else await queue.release({ startMs: 30_000 });
    const running = await queue.running();
    if ((label === 'idle') !== (running === 0)) {
      console.error(`window ${r + 1} (${label}) did not start: ${running} analyses running`);
      continue;
    }
    const from = sinceStart();
    await sleep(Math.min(windowMs, times.runUntil - performance.now()));
    windows.push({ label, from, to: sinceStart() });
    console.error(`window ${r + 1}: ${label} from ${Math.round(from / 1000)} s`);
  }
  times.runUntil = performance.now();
  return { windows, analysedBefore };
}
