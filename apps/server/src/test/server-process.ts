import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { needsBuild } from '../../../../scripts/build-if-needed.mjs';

/**
 * A real server process for the tests that need one: crashes (SIGKILL), time passing for real,
 * shutdown. It runs the server's entry point as `entryArgs` says; `env` adds to (or, with an
 * empty string, blanks) the test process's own environment.
 */
export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  url(pathname: string): string;
};

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

let buildIsCurrent: boolean | undefined;

/**
 * Node's arguments for one of the server's entry points (`main`, `cli/backup`, ...), run from the
 * server's folder: the built file when the build is newer than every source (CI builds before it
 * tests, so each start skips compiling the server through tsx: a second or two each, some twenty
 * starts), otherwise the source through tsx, so a test never runs stale code and needs no build.
 */
export function entryArgs(entry: string): string[] {
  buildIsCurrent ??= !needsBuild();
  return buildIsCurrent
    ? [path.join('dist', `${entry}.js`)]
    : ['--import', 'tsx', '--conditions=@kingside/source', path.join('src', `${entry}.ts`)];
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on `dataDir` (and DATABASE_URL when given) and waits until it answers. */
export async function startServerProcess(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, entryArgs('main'), {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    port,
    child,
    output: () => output,
    exited,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
  };
  for (let i = 0; i < 600 && child.exitCode === null && child.signalCode === null; i++) {
    if ((await timedHealth(server, 1_000)).status === 200) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

/** GET /api/health: its status (0 when it did not answer within `timeoutMs`) and how long it took. */
export async function timedHealth(
  server: Pick<ServerProcess, 'url'>,
  timeoutMs = 5_000,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(server.url('/api/health'), { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** SIGKILL, as a crash or an out-of-memory kill: nothing runs after it. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM; answers how long the server took to exit, or throws after `withinMs`. */
export async function stopServerProcess(server: ServerProcess, withinMs = 10_000): Promise<number> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return 0;
  const started = performance.now();
  server.child.kill('SIGTERM');
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), withinMs).unref());
  if ((await Promise.race([server.exited, timer])) === 'late') {
    server.child.kill('SIGKILL');
    throw new Error(
      `the server did not stop within ${withinMs} ms of SIGTERM:\n${server.output()}`,
    );
  }
  return performance.now() - started;
}

/** The JSON API as a member of the club would call it. */
export function apiCaller(server: Pick<ServerProcess, 'url'>) {
  return async <T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(server.url(url), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

/**
 * Runs one of the server's command-line tools (`cli/backup`, `cli/restore`, …) to its end, as
 * `npm run db:…` does, with `env` added to this process's; answers its exit code and output.
 */
export function runTool(
  tool: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...entryArgs(`cli/${tool}`), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}
