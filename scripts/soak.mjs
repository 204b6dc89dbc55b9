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
import { benchEnv, ROOT, SERVER_MAIN, sql, startServer } from '../bench/lib/harness.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { clubScenarios, makeUploads } from './lib/soak-club.mjs';
import { sleep, soakClient } from './lib/soak-client.mjs';
import { reportHealth, startHealthProbe } from './lib/soak-health.mjs';
import { liveScenarios } from './lib/soak-live.mjs';

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
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
const log = (what) =>
  console.log(`[${elapsed()} ${new Date().toISOString().slice(11, 19)}] ${what}`);

const uploads = makeUploads(shared);

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

const run = crypto.randomBytes(2).toString('hex');
const client = soakClient(BASE, { password: PASSWORD, run });
const admin = await client.login('admin', 'chessclub');
await client.api('PUT', '/api/live/settings', { studentsMayChatWithStudents: true }, admin);

const labels = [
  ...['chat-a', 'chat-b', 'chat-c', 'chat-d', 'chat-e', 'chat-f'],
  ...['asker', 'ignorer', 'quitter-a', 'quitter-b', 'slow-a', 'slow-b', 'mate-a', 'mate-b'],
  ...['uploader', 'payer', 'waiter-a', 'waiter-b'],
];
const m = {};
for (const label of labels) m[label] = await client.member(label, admin);
for (const label of labels.slice(0, 14)) await client.connect(m[label]);
log(`${labels.length} members, 14 of them on live play`);

// The soak proper starts now: the members are set up.
// /api/health from another thread, all the time from now on.
const probe = startHealthProbe(`${BASE}/api/health`, HEALTH_EVERY_MS);
const soakStart = Date.now();
const endAt = soakStart + MINUTES * 60_000;
const running = () => Date.now() < endAt - 15_000;

const live = liveScenarios({ client, m, shared, check, running });
const club = clubScenarios({ client, m, admin, run, shared, check, uploads });

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
  live.chatter(m['chat-a'], m['chat-b']),
  live.chatter(m['chat-b'], m['chat-a']),
  live.chatter(m['chat-c'], m['chat-d']),
  live.chatter(m['chat-e'], m['chat-f']),
  // Members arrive over a few seconds, as people do.
  at(5, live.abandonedChallenge),
  at(7, live.abandonedGame),
  at(9, live.lostOnTime),
  at(11, club.holdsAndOffers),
  at(14, live.mateLoop),
  at(20, club.pgnUpload),
  at(60, club.puzzleImport),
  at(120, club.entriesUpload),
];
await Promise.all(actors);
await sleep(Math.max(0, endAt - Date.now()));

const { chat } = live;
check(chat.sent > 0 && chat.refused === 0, `chat: ${chat.sent} sent, ${chat.refused} refused`);
check(
  chat.delivered === chat.sent,
  `chat: every message sent was delivered (${chat.delivered} of ${chat.sent})`,
);
check(live.mates() > 0, `${live.mates()} games played to mate`);

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
probe.stop();
if (code === 'late') server.child.kill('SIGKILL');
check(
  code !== 'late' && stopMs <= STOP_BUDGET_MS,
  `SIGTERM stopped the server in ${(stopMs / 1000).toFixed(1)} s (exit ${code})`,
);
for (const label of labels) m[label].socket?.disconnect();

// Health asked before SIGTERM (after it the server is meant to stop answering).
reportHealth(await probe.samples(), stopSentAt, HEALTH_BUDGET_MS, check);

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
