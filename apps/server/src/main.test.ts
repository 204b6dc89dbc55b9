import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SETTINGS } from './test/helpers.js';
import { entryArgs } from './test/server-process.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-main-'));
const children: ChildProcess[] = [];

/** Runs an entry point of the server package (`main` or a command-line tool, `cli/backup`). */
function run(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...entryArgs(entry), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const startServer = (env: Record<string, string>) => run('main', [], env);

async function runCli(tool: 'backup' | 'restore' | 'migrate', args: string[]) {
  const cli = run(`cli/${tool}`, args, { DATA_DIR: dataDir });
  return { code: await cli.exited, output: cli.output() };
}

async function waitForHealth(port: number, server: ReturnType<typeof run>) {
  for (let i = 0; i < 300 && server.child.exitCode === null; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * JSON, on a connection of its own: after the server's event loop was busy (a backup), its idle
 * keep-alive sockets close as the next request reuses one ("other side closed"), a race of the
 * client's connection pool and not of the server.
 */
const json = { 'content-type': 'application/json', connection: 'close' };

/** A registration; when the request fails, the error carries what the server printed. */
async function register(port: number, username: string, server?: { output(): string }) {
  try {
    return await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password: 'secret1',
        name: 'Kept',
        registerFor: 'privateClass',
      }),
    });
  } catch (err) {
    const cause = err instanceof Error ? `${err.message} (${String(err.cause)})` : String(err);
    throw new Error(`registering ${username} failed: ${cause}\n${server?.output() ?? ''}`, {
      cause: err,
    });
  }
}

const login = (port: number, username: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/authenticate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });

/** What a server leaves in the data directory besides its database, backups and uploaded photos. */
const leftovers = () =>
  fs
    .readdirSync(dataDir)
    .filter(
      (f) =>
        !['pglite', 'backups', 'uploads'].includes(f) &&
        !f.endsWith('.tar.gz') &&
        !f.endsWith('.uploads.tar'),
    );

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database is what this exercises; the PostgreSQL run skips it.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process', () => {
  it('stops at start-up with a readable list of bad settings', async () => {
    const { exited, output } = startServer({
      DATA_DIR: dataDir,
      PORT: 'eighty',
      SMTP_URL: 'http://x',
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toMatch(/PORT/);
    expect(output()).toMatch(/SMTP_URL: must start with smtp:\/\//);
  }, 30_000);

  it('refuses a production start on the embedded payment sandboxes before touching any data', async () => {
    const fresh = path.join(dataDir, 'production-refused');
    const { exited, output } = startServer({ DATA_DIR: fresh, ...PRODUCTION_SETTINGS });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/Refusing to start: NODE_ENV=production .* embedded sandbox/);
    expect(fs.existsSync(fresh)).toBe(false);
  }, 30_000);

  it('creates and seeds its data directory, refuses a second process, shuts down on SIGTERM and keeps data', async () => {
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, first);
    expect((await login(port, 'admin', 'chessclub')).status).toBe(200);
    expect((await register(port, 'kept_user')).status).toBe(201);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      new RegExp(`Another Kingside server \\(pid ${first.child.pid}\\) is using`),
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(leftovers()).toEqual([]);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, again);
    expect((await login(port, 'kept_user', 'secret1')).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('starts although a server.pid left by an older version names a live process that is not Kingside', async () => {
    // pid 1 is always alive and never a Kingside server.
    const pidFile = path.join(dataDir, 'server.pid');
    fs.writeFileSync(pidFile, '1');
    try {
      const port = await freePort();
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitForHealth(port, server);
      expect(leftovers()).not.toContain('server.pid');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      fs.rmSync(pidFile, { force: true });
    }
  }, 60_000);

  it('starts again after the previous server was killed with SIGKILL', async () => {
    const port = await freePort();
    const killed = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, killed);
    killed.child.kill('SIGKILL');
    await killed.exited;

    const next = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, next);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);

  it('frees the data directory when a start fails after taking it (port in use)', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    try {
      const failed = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await failed.exited).toBe(1);
      expect(failed.output()).toMatch(/EADDRINUSE|address already in use/);
      expect(leftovers()).toEqual([]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const next = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, next);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);

  // Six processes start and stop in it (the server twice, four command-line tools through tsx): 54 s
  // alone, over 120 s when the whole suite shares the two cores with it.
  it('backs up while serving, refuses to restore or migrate under a running server, and restores once it stops', async () => {
    const file = path.join(dataDir, 'manual.tar.gz');
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, server);
    expect((await register(port, 'before_backup', server)).status).toBe(201);
    // An uploaded photo (docs/decisions/0023) goes into the backup beside the database.
    const photo = path.join(dataDir, 'uploads', '0123456789abcdef01234567-480w.webp');
    fs.writeFileSync(photo, 'a photo');

    const backup = await runCli('backup', [file]);
    expect(backup.output).toMatch(/Backup written by the running server to .*backups/);
    expect(backup.output).toMatch(
      /Uploaded photos from \S+uploads written to \S+\.uploads\.tar \(1 file,/,
    );
    expect(backup.output).toMatch(/Copied the photos to \S+manual\.uploads\.tar/);
    expect(backup.code).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
    const kept = /to (\S+backups\S+\.tar\.gz)/.exec(backup.output)![1]!;
    expect(fs.readFileSync(kept)).toEqual(fs.readFileSync(file));
    expect(fs.readFileSync(path.join(dataDir, 'manual.uploads.tar'))).toEqual(
      fs.readFileSync(kept.replace('.tar.gz', '.uploads.tar')),
    );
    expect((await register(port, 'after_backup', server)).status).toBe(201);

    const refused = await runCli('restore', [file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(`server \\(pid ${server.child.pid}\\) is running on .*: stop it before restoring`),
    );

    // A tool that writes the database waits for the server too: two writers would lose writes.
    const migrate = await runCli('migrate', []);
    expect(migrate.code).toBe(1);
    expect(migrate.output).toMatch(`Another Kingside server (pid ${server.child.pid}) is using`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(photo);
    const restore = await runCli('restore', [file]);
    expect(restore.output).toMatch(/Restored .*manual\.tar\.gz/);
    expect(restore.output).toMatch(
      /Restored the uploaded photos of \S+manual\.uploads\.tar into \S+uploads \(1 added, 0 already there\)/,
    );
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(photo, 'utf8')).toBe('a photo');
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);

    const offline = await runCli('backup', []);
    expect(offline.output).toMatch(/Backup written with no server running/);
    expect(offline.output).toMatch(
      /Uploaded photos from \S+ written to \S+backups\S+\.uploads\.tar/,
    );
    expect(offline.code).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toContain(
      path.basename(/to (\S+\.tar\.gz)/.exec(offline.output)![1]!),
    );

    const restored = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, restored);
    expect((await login(port, 'before_backup', 'secret1')).status).toBe(200);
    expect((await login(port, 'after_backup', 'secret1')).status).toBe(401);
    restored.child.kill('SIGTERM');
    expect(await restored.exited).toBe(0);
  }, 240_000);
});
