import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-main-'));
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@kingside/source', 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const json = { 'content-type': 'application/json' };

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

  it('creates and seeds its data directory, refuses a second process, shuts down on SIGTERM and keeps data', async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/authenticate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'admin', password: 'chessclub' }),
    });
    expect(login.status).toBe(200);
    const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username: 'kept_user',
        email: 'k@example.com',
        password: 'secret1',
        name: 'Kept',
        registerFor: 'privateClass',
      }),
    });
    expect(register.status).toBe(201);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Kingside server/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const kept = await fetch(`http://127.0.0.1:${port}/api/authenticate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'kept_user', password: 'secret1' }),
    });
    expect(kept.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
