// `npm run test:deploy` (issue 35, docs/deploy.md): brings the production setup of deploy/ up on
// this machine on high ports and checks it through the proxy, as a member would meet it:
//
//   Caddy (deploy/Caddyfile, its own CA for "localhost") → two app processes started with the
//   systemd unit's ExecStart and the example environment file's settings → PostgreSQL and Redis
//   (the machine's), and a local mail catcher as the SMTP server.
//
// It checks HTTPS and HTTP/2, compression, the security and Cache-Control headers as served
// through the proxy, a sign-in, a camp registration paid with the sandbox card (and its receipt
// mailed), the metrics on each process's own port, a live game over websockets with its two
// players on different processes, and a rolling restart of both processes with the game going
// on: no acknowledged move lost, and no player disconnected for more than 5 s. Then the nightly
// backup and the monthly restore drill, as their units run them, and the admin home's report.
//
// Skipped, with a message and exit code 0, where Caddy, PostgreSQL at 127.0.0.1:5432 or Redis at
// 127.0.0.1:6379 are missing (Debian: apt-get install caddy postgresql redis-server).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';
import { deployChecks } from './lib/deploy-checks.mjs';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'kingside_deploy_test';
const HTTPS_PORT = Number(process.env.DEPLOY_HTTPS_PORT ?? 8443);
const APP_PORTS = [3301, 3302];
const METRICS_PORTS = [9301, 9302];
const SMTP_PORT = 2525;
const MAILBOX_PORT = 2580;
const CADDY_ADMIN = 'localhost:2999';

function skip(reason) {
  console.log(`test:deploy skipped: ${reason}`);
  process.exit(0);
}

const reachable = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

if (spawnSync('caddy', ['version']).status !== 0)
  skip('Caddy is not installed (Debian: apt-get install caddy)');
if (!(await reachable(5432))) skip('no PostgreSQL answers at 127.0.0.1:5432');
if (!(await reachable(6379))) skip('no Redis answers at 127.0.0.1:6379');

buildIfNeeded();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-deploy-'));
const children = new Set();
const logs = new Map();

/** Starts `command` with `env`, its output kept under `name` (printed when the test fails). */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  logs.set(name, () => output);
  children.add(child);
  child.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => (children.delete(child), resolve(code ?? signal))),
  );
  return child;
}

async function sql(statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The example environment file's settings, with what only a test may change. */
function appEnvironment() {
  const example = fs.readFileSync(path.join(ROOT, 'deploy/kingside.env.example'), 'utf8');
  const env = {};
  for (const line of example.split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]] = m[2];
  }
  return {
    ...env,
    PUBLIC_URL: `https://localhost:${HTTPS_PORT}`,
    DATABASE_URL: `${POSTGRES}/${DATABASE}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
    DATA_DIR: path.join(work, 'data'),
    BACKUP_URL: path.join(work, 'backups'),
    RESTORE_DRILL_DATABASE_URL: `${POSTGRES}/${DATABASE}_restore_drill`,
    // The embedded sandboxes take the test card; a real club uses its gateways' credentials.
    AUTHNET_ENVIRONMENT: 'embedded',
    PAYPAL_ENVIRONMENT: 'embedded',
    ALLOW_EMBEDDED_PAYMENTS: 'true',
    LOG_LEVEL: 'info',
  };
}

/** A systemd unit's ExecStart, as arguments of this machine's node. */
function unitCommand(unit = 'kingside@.service') {
  const text = fs.readFileSync(path.join(ROOT, 'deploy/systemd', unit), 'utf8');
  const exec = /^ExecStart=(\S+) (.*)$/m.exec(text);
  if (!exec) throw new Error(`deploy/systemd/${unit} has no ExecStart`);
  return exec[2].split(/\s+/);
}

/** Runs a oneshot unit's ExecStart (the backup, the restore drill) to its end: { code, output }. */
async function runUnit(unit) {
  const child = start(unit, process.execPath, unitCommand(unit), appEnv);
  const code = await child.exited;
  return { code, output: logs.get(unit)() };
}

const appEnv = appEnvironment();
const appArgs = unitCommand();

/** App process `i` (0 or 1), as systemd would start instance i + 1 (on the test's ports). */
function startApp(i) {
  return start(`app ${i + 1}`, process.execPath, appArgs, {
    ...appEnv,
    PORT: String(APP_PORTS[i]),
    METRICS_PORT: String(METRICS_PORTS[i]),
  });
}

async function waitFor(what, probe, withinMs = 60_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not come up within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const appReady = (i) => () =>
  fetch(`http://127.0.0.1:${APP_PORTS[i]}/api/health`).then((r) => r.status === 200);

let failed = false;
const apps = [];
try {
  console.log(`test:deploy in ${work}`);
  await sql(`drop database if exists ${DATABASE} with (force)`);
  await sql(`create database ${DATABASE}`);
  // The guide's empty database for the restore drill.
  await sql(`drop database if exists ${DATABASE}_restore_drill with (force)`);
  await sql(`create database ${DATABASE}_restore_drill`);
  // The guide's first start: migrate and (here) add the demo club.
  const seed = spawnSync(process.execPath, ['apps/server/dist/cli/seed.js'], {
    cwd: ROOT,
    env: { ...process.env, ...appEnv },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`db:seed failed:\n${seed.stdout}${seed.stderr}`);

  start('mail catcher', process.execPath, ['apps/server/dist/cli/mail-catcher.js'], {
    MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT),
    MAIL_CATCHER_HTTP_PORT: String(MAILBOX_PORT),
  });
  apps.push(startApp(0), startApp(1));
  const caddyHome = path.join(work, 'caddy');
  fs.mkdirSync(caddyHome);
  const caddy = start(
    'caddy',
    'caddy',
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    {
      KINGSIDE_SITE: `localhost:${HTTPS_PORT}`,
      KINGSIDE_UPSTREAMS: APP_PORTS.map((p) => `127.0.0.1:${p}`).join(' '),
      KINGSIDE_CADDY_ADMIN: CADDY_ADMIN,
      KINGSIDE_ACCESS_LOG: path.join(work, 'access.log'),
      HOME: caddyHome,
      XDG_DATA_HOME: path.join(caddyHome, 'data'),
      XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
    },
  );
  await waitFor('app 1', appReady(0));
  await waitFor('app 2', appReady(1));
  const rootCa = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
  await waitFor('Caddy', async () => fs.existsSync(rootCa) && (await reachable(HTTPS_PORT)));

  const results = await deployChecks({
    base: `https://localhost:${HTTPS_PORT}`,
    ca: fs.readFileSync(rootCa),
    rootCaFile: rootCa,
    metricsPorts: METRICS_PORTS,
    mailbox: `http://127.0.0.1:${MAILBOX_PORT}/messages`,
    accessLog: path.join(work, 'access.log'),
    runUnit,
    /** A rolling restart's step: app `i` stops as systemd stops it (SIGTERM), then starts again. */
    async restart(i) {
      const stopped = Date.now();
      apps[i].kill('SIGTERM');
      const code = await apps[i].exited;
      const stopMs = Date.now() - stopped;
      apps[i] = startApp(i);
      await waitFor(`app ${i + 1} after its restart`, appReady(i));
      return { code, stopMs };
    },
  });
  for (const r of results)
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.detail ? `: ${r.detail}` : ''}`);
  failed = results.some((r) => !r.ok);
  if (caddy.exitCode !== null) failed = true;
} catch (err) {
  failed = true;
  console.error(`test:deploy failed: ${err instanceof Error ? err.stack : err}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all([...children].map((child) => child.exited));
  if (failed) {
    for (const [name, output] of logs) {
      const text = output().trim();
      if (text) console.error(`\n--- ${name} ---\n${text.split('\n').slice(-40).join('\n')}`);
    }
  }
  await sql(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  await sql(`drop database if exists ${DATABASE}_restore_drill with (force)`).catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(failed ? 'test:deploy FAILED' : 'test:deploy passed');
process.exit(failed ? 1 : 0);
