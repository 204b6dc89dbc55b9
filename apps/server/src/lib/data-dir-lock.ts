import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.js';
import type { DrillReport } from './restore-drill.js';

/**
 * The embedded database serves one process only (docs/decisions/0002), so a process that opens
 * `DATA_DIR` first takes this lock. It is a local socket the process listens on
 * (docs/decisions/0016): binding it is atomic and the kernel frees it when the process ends, however
 * it ends, so neither a dead process nor an unrelated one can hold it. The socket also answers
 * `npm run db:backup`, which asks a running server for a backup instead of opening its database.
 *
 * Linux: an abstract-namespace socket named after the directory's real path (no file at all).
 * Windows: a named pipe, which behaves the same. Elsewhere: `DATA_DIR/server.sock`, replaced when
 * nothing answers on it (a dead holder).
 */

/** What the lock holder is doing with the directory. */
/** `tool`: a command that changes the database (db:migrate, db:seed, secret:rotate). */
export type LockRole = 'server' | 'backup' | 'restore' | 'tool';

/**
 * A backup the holder wrote, as it reports it to `npm run db:backup`: the database's file and,
 * beside it, the archive of the uploaded photos (docs/decisions/0023).
 */
export type BackupReport = {
  file: string;
  bytes: number;
  ms: number;
  uploads?: { file: string; files: number; bytes: number };
};

export type DataDirLock = {
  /** Lets `npm run db:backup` ask this process for a backup (once its database is open). */
  answerBackups(run: () => Promise<BackupReport>): void;
  /** Lets `npm run db:restore-drill` ask this process for a drill against its database. */
  answerDrills(run: () => Promise<DrillReport>): void;
  /** Frees the directory; process exit frees it too. */
  release(): Promise<void>;
};

/** Another process holds the directory; `holder` is null when it did not say who it is. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; role: LockRole } | null,
  ) {
    const who = holder ? ` (pid ${holder.pid})` : '';
    super(
      holder?.role === 'backup' || holder?.role === 'restore' || holder?.role === 'tool'
        ? `A Kingside ${holder.role === 'tool' ? 'command' : holder.role}${who} is using ${dataDir}: wait for it to finish.`
        : `Another Kingside server${who} is using ${dataDir}. The embedded database serves one ` +
            'process only: stop it, or use DATABASE_URL for several processes.',
    );
  }
}

type Request = { op: 'hello' } | { op: 'backup' | 'restore-drill'; token: string };
type Answer =
  | { ok: true; pid: number; role: LockRole }
  | ({ ok: true } & BackupReport)
  | { ok: true; drill: DrillReport };
type Refusal = { ok: false; error: string };

/** Read by `npm run db:backup` to prove it may read the directory (the socket itself is open to every local user). */
const TOKEN_FILE = 'control.token';
/** Written by versions before docs/decisions/0016; nothing reads it any more. */
const LEGACY_PID_FILE = 'server.pid';
const MAX_REQUEST_BYTES = 4096;
/** Unix socket paths are limited to about 104 bytes (macOS); longer ones go to the temp dir. */
const MAX_SOCKET_PATH = 100;

type Address = { path: string; isFile: boolean };

/** Where the lock of `dataDir` listens on `platform`. */
function lockAddress(dataDir: string, platform: NodeJS.Platform = process.platform): Address {
  const real = fs.realpathSync(dataDir);
  const hash = crypto.createHash('sha256').update(real).digest('hex').slice(0, 32);
  if (platform === 'linux') return { path: `\0kingside-${hash}`, isFile: false };
  if (platform === 'win32') return { path: `\\\\.\\pipe\\kingside-${hash}`, isFile: false };
  const inDir = path.join(real, 'server.sock');
  return {
    path: inDir.length <= MAX_SOCKET_PATH ? inDir : path.join(os.tmpdir(), `kingside-${hash}.sock`),
    isFile: true,
  };
}

/** Takes the lock of `dataDir` (created if missing) or throws DataDirBusyError. */
export async function lockDataDir(
  dataDir: string,
  options: { role: LockRole; platform?: NodeJS.Platform },
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir, options.platform);
  const token = crypto.randomBytes(32).toString('hex');
  let runBackup: (() => Promise<BackupReport>) | null = null;
  let runDrill: (() => Promise<DrillReport>) | null = null;

  const answer = async (request: Request): Promise<Answer | Refusal> => {
    if (request.op === 'hello') return { ok: true, pid: process.pid, role: options.role };
    if (request.op === 'backup' || request.op === 'restore-drill') {
      const given = Buffer.from(String(request.token));
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return { ok: false, error: `refused: the token does not match ${TOKEN_FILE}` };
      }
      const run = request.op === 'backup' ? runBackup : runDrill;
      if (!run) {
        const busy =
          options.role === 'server'
            ? 'the server is still starting'
            : `a ${options.role} (pid ${process.pid}) is using it`;
        return { ok: false, error: `${busy}: try again in a moment` };
      }
      try {
        if (request.op === 'restore-drill') return { ok: true, drill: await runDrill!() };
        return { ok: true, ...(await runBackup!()) };
      } catch (err) {
        return { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    }
    return { ok: false, error: 'unknown request' };
  };

  let server = await listen(address.path, answer);
  if (!server && address.isFile && (await isStale(address.path))) {
    fs.rmSync(address.path, { force: true });
    server = await listen(address.path, answer);
  }
  if (!server) throw new DataDirBusyError(dataDir, await askHolder(address.path));

  const tokenFile = path.join(dataDir, TOKEN_FILE);
  const cleanUpFiles = () => {
    fs.rmSync(tokenFile, { force: true });
    if (address.isFile) fs.rmSync(address.path, { force: true });
  };
  // A crash or process.exit skips release(); the socket goes with the process, its files go here.
  process.on('exit', cleanUpFiles);
  fs.writeFileSync(tokenFile, token, { mode: 0o600 });
  fs.rmSync(path.join(dataDir, LEGACY_PID_FILE), { force: true });

  const listening = server;
  let released: Promise<void> | null = null;
  return {
    answerBackups(run) {
      runBackup = run;
    },
    answerDrills(run) {
      runDrill = run;
    },
    release() {
      released ??= new Promise<void>((resolve) => {
        process.off('exit', cleanUpFiles);
        cleanUpFiles();
        listening.close(() => resolve());
      });
      return released;
    },
  };
}

/**
 * Asks the process holding `dataDir` for a restore drill against its database. Answers null when
 * no process holds it, so the caller may open the database itself (after taking the lock).
 */
export async function requestRestoreDrill(dataDir: string): Promise<DrillReport | null> {
  const answer = await askHolderFor(dataDir, 'restore-drill');
  if (!answer) return null;
  if (!('drill' in answer)) throw new Error('The Kingside server answered something unexpected.');
  return answer.drill;
}

/** Sends an operation that needs the token; null when nobody holds the directory. */
async function askHolderFor(
  dataDir: string,
  op: 'backup' | 'restore-drill',
): Promise<Answer | null> {
  if (!fs.existsSync(dataDir)) return null;
  const address = lockAddress(dataDir);
  const tokenFile = path.join(dataDir, TOKEN_FILE);
  let token: string;
  try {
    token = fs.readFileSync(tokenFile, 'utf8');
  } catch {
    if (await isStale(address.path)) return null;
    throw new Error(
      `A Kingside process holds ${dataDir} but ${tokenFile} cannot be read: run this as the ` +
        'user that runs the server.',
    );
  }
  let answer: Answer | Refusal | null;
  try {
    answer = await send<Answer | Refusal>(address.path, { op, token }, 30 * 60_000);
  } catch (err) {
    if (isNobodyThere(err)) return null;
    throw err;
  }
  if (!answer) throw new Error(`The process holding ${dataDir} closed the connection.`);
  if (!answer.ok) {
    throw new Error(
      `No ${op === 'backup' ? 'backup' : 'restore drill'} of ${dataDir}: ${answer.error}`,
    );
  }
  return answer;
}

/**
 * Asks the process holding `dataDir` for a backup. Answers null when no process holds it, so the
 * caller may open the database itself (after taking the lock).
 */
export async function requestBackup(dataDir: string): Promise<BackupReport | null> {
  const answer = await askHolderFor(dataDir, 'backup');
  if (!answer) return null;
  if (!('file' in answer)) throw new Error('The Kingside server answered something unexpected.');
  const { uploads } = answer as BackupReport;
  return {
    file: answer.file,
    bytes: answer.bytes,
    ms: answer.ms,
    ...(uploads && typeof uploads.file === 'string'
      ? { uploads: { file: uploads.file, files: uploads.files, bytes: uploads.bytes } }
      : {}),
  };
}

async function listen(
  address: string,
  answer: (request: Request) => Promise<Answer | Refusal>,
): Promise<net.Server | null> {
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST_BYTES) {
        socket.destroy();
        return;
      }
      const end = input.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      let request: unknown;
      try {
        request = JSON.parse(input.slice(0, end));
      } catch {
        request = null;
      }
      const reply: Promise<Answer | Refusal> =
        typeof request === 'object' && request !== null && 'op' in request
          ? answer(request as Request)
          : Promise.resolve({ ok: false, error: 'bad request' });
      void reply.then((r) => socket.end(`${JSON.stringify(r)}\n`));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(null);
      else reject(err);
    });
    server.listen(address, () => {
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** A socket file nobody listens on any more (its process died). */
async function isStale(address: string): Promise<boolean> {
  try {
    await send(address, { op: 'hello' }, 2000);
    return false;
  } catch (err) {
    return isNobodyThere(err);
  }
}

async function askHolder(address: string): Promise<{ pid: number; role: LockRole } | null> {
  try {
    const answer = await send<Answer | Refusal>(address, { op: 'hello' }, 2000);
    return answer?.ok && 'pid' in answer ? { pid: answer.pid, role: answer.role } : null;
  } catch {
    return null;
  }
}

const isNobodyThere = (err: unknown) =>
  ['ECONNREFUSED', 'ENOENT'].includes((err as NodeJS.ErrnoException).code ?? '');

/** One request, one answer line; null when the holder closed without answering. */
function send<T>(address: string, request: Request, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let input = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the lock holder did not answer')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (input += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const line = input.split('\n')[0];
      if (!line) return resolve(null);
      try {
        resolve(JSON.parse(line) as T);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

/**
 * Runs `work` on the embedded database of `dataDir`, opened under the directory's lock so no server
 * or other tool writes beside it; throws DataDirBusyError while another process holds it.
 */
export async function withLockedDatabase<T>(
  dataDir: string,
  role: LockRole,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const lock = await lockDataDir(dataDir, { role });
  try {
    const database = await openDatabase({ dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}
