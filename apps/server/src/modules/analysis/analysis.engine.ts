import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseBestMove, parseInfo, type EngineInfo, type EngineScore } from '@kingside/chess';

/**
 * Stockfish on the server (docs/decisions/0066): a UCI engine in a child process of its own,
 * talked to over its standard input and output, so a search never blocks the event loop and the
 * GPL engine is a separate program, never part of our code. By default it is the `stockfish`
 * package's single-threaded WASM build run by this Node; ANALYSIS_ENGINE names a native UCI
 * binary instead (Debian's `stockfish`). The process runs under the idle scheduling policy where
 * the machine has chrt (else at niceness 19): it only takes a core the server leaves free.
 */

/** How to start an engine: a program and its arguments. */
export type EngineCommand = { file: string; args: readonly string[] };

/** The `stockfish` package's single-threaded "lite" WASM build, run by this Node. */
export function bundledEngineCommand(): EngineCommand {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('stockfish/package.json'));
  return { file: process.execPath, args: [path.join(dir, 'bin', 'stockfish-19-lite-single.js')] };
}

/** What a search is given: a node budget (the analysis's), a depth, or both. */
export type SearchLimits = { nodes?: number; depth?: number; multiPv?: number };

/** One line of a finished search, from the side to move's point of view. */
export type SearchLine = { score: EngineScore; pv: string[]; depth: number };

export type SearchResult = {
  /** The best lines, best first (one unless MultiPV was asked for). */
  lines: SearchLine[];
  /** The engine's move; null when the side to move has none. */
  bestMove: string | null;
};

/** An engine process that stopped or failed to start. */
export class EngineError extends Error {}

/** Niceness of the engine process: the server's requests come first. */
const ENGINE_NICE = 19;
/**
 * util-linux's chrt, which starts a program under Linux's SCHED_IDLE policy: it then runs only on
 * a core nothing else wants (docs/decisions/0066). Without it, the niceness alone.
 */
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find((file) => fs.existsSync(file));

/** The command with the idle scheduling policy, where the machine has chrt. */
export const idleCommand = (command: EngineCommand): EngineCommand =>
  CHRT ? { file: CHRT, args: ['--idle', '0', command.file, ...command.args] } : command;
const READY_TIMEOUT_MS = 30_000;
/**
 * How long a task told to stop may still take before its engine is killed: on idle CPU, a busy
 * machine may leave the engine no time to answer at all (not even to start), and a stopping server
 * must not wait for it.
 */
export const ENGINE_STOP_ANSWER_MS = 1_000;

/** One engine process, searching one position at a time. */
export class UciEngine {
  private readonly waiting: ((line: string) => boolean)[] = [];
  private exited: EngineError | null = null;
  private busy = false;
  private closing = false;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      // Each waiter looks at every line until it says it is done.
      for (let i = 0; i < this.waiting.length;) {
        if (this.waiting[i]!(line)) this.waiting.splice(i, 1);
        else i++;
      }
    });
    child.stderr.resume();
    // A write to an engine that died (or never started) fails with EPIPE on its input: the exit
    // or error below already tells the waiters; unhandled, it would stop the server.
    child.stdin.on('error', (err) => {
      this.exited ??= new EngineError(`The engine stopped reading: ${err.message}`);
      for (const waiter of this.waiting.splice(0)) waiter('');
    });
    child.on('exit', (code, signal) => {
      this.exited = new EngineError(`The engine stopped (${signal ?? `exit code ${code}`}).`);
      for (const waiter of this.waiting.splice(0)) waiter('');
    });
    child.on('error', (err) => {
      this.exited = new EngineError(`The engine could not run: ${err.message}`);
      for (const waiter of this.waiting.splice(0)) waiter('');
    });
  }

  /**
   * Starts an engine process, on idle CPU only unless `idleCpu` is false; `handshake` then waits
   * until it is ready.
   */
  static spawn(command: EngineCommand, { idleCpu = true }: { idleCpu?: boolean } = {}): UciEngine {
    const run = idleCpu ? idleCommand(command) : command;
    const child = spawn(run.file, [...run.args], { stdio: ['pipe', 'pipe', 'pipe'] });
    if (idleCpu && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, ENGINE_NICE);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    return new UciEngine(child);
  }

  /** Waits until a new engine answers `readyok`; closes it when it fails to. */
  async handshake(options: { hashMb?: number } = {}): Promise<void> {
    try {
      await this.exchange('uci', (line) => line === 'uciok');
      this.send(`setoption name Hash value ${options.hashMb ?? 16}`);
      await this.ready();
    } catch (err) {
      this.close();
      throw err;
    }
  }

  get alive(): boolean {
    return this.exited === null && !this.closing;
  }

  private send(command: string) {
    if (this.exited) throw this.exited;
    this.child.stdin.write(`${command}\n`);
  }

  /** Sends `command` and resolves when `done` accepts a line (or rejects when the engine stops). */
  private exchange(
    command: string | null,
    done: (line: string) => boolean,
    timeoutMs = 0,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter = (line: string) => {
        if (this.exited) {
          clearTimeout(timer);
          reject(this.exited);
          return true;
        }
        if (!done(line)) return false;
        clearTimeout(timer);
        resolve();
        return true;
      };
      this.waiting.push(waiter);
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new EngineError(`The engine did not answer ${command ?? ''} in time.`));
        }, timeoutMs);
      }
      if (command !== null) {
        try {
          this.send(command);
        } catch (err) {
          waiter('');
          reject(err as Error);
        }
      }
    });
  }

  /** Waits until the engine has done what it was told. */
  ready(): Promise<void> {
    return this.exchange('isready', (line) => line === 'readyok', READY_TIMEOUT_MS);
  }

  /** Forgets what it learnt of the last game (its hash), before another game. */
  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.ready();
  }

  /**
   * Searches `fen` within `limits`; `signal` stops the search early (its best so far answers).
   * One search at a time.
   */
  async search(fen: string, limits: SearchLimits, signal?: AbortSignal): Promise<SearchResult> {
    if (this.busy) throw new EngineError('The engine is already searching.');
    signal?.throwIfAborted();
    this.busy = true;
    const multiPv = limits.multiPv ?? 1;
    const lines = new Map<number, EngineInfo>();
    let bestMove: string | null = null;
    const onAbort = () => {
      if (this.alive) this.send('stop');
    };
    try {
      this.send(`setoption name MultiPV value ${multiPv}`);
      this.send(`position fen ${fen}`);
      const go = ['go'];
      if (limits.nodes) go.push('nodes', String(limits.nodes));
      if (limits.depth) go.push('depth', String(limits.depth));
      signal?.addEventListener('abort', onAbort, { once: true });
      await this.exchange(go.join(' '), (line) => {
        const info = parseInfo(line);
        // A bound is not the line's value yet: keep the last exact one.
        if (info?.score && info.pv.length > 0 && info.bound === null) {
          lines.set(info.multipv, info);
        }
        const best = parseBestMove(line);
        if (!best) return false;
        bestMove = best.move;
        return true;
      });
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.busy = false;
    }
    const found = [...lines.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, info]) => ({ score: info.score!, pv: info.pv, depth: info.depth }));
    return { lines: found, bestMove };
  }

  /** Ends the process at once, whatever it is doing: what waits on it fails. */
  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** Ends the process. */
  close(): void {
    if (this.closing) return;
    this.closing = true;
    if (this.exited === null) {
      try {
        this.child.stdin.end('quit\n');
      } catch {
        // Already gone.
      }
    }
    setTimeout(() => this.child.kill('SIGKILL'), 1_000).unref();
  }
}

/**
 * At most `size` engines, started when first needed and kept for the next game; a task waits for
 * a free one. An engine that died is replaced by the next task that needs one.
 */
export class EnginePool {
  private readonly idle: UciEngine[] = [];
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly command: EngineCommand,
    readonly size: number,
    private readonly options: { hashMb?: number; idleCpu?: boolean } = {},
  ) {}

  /**
   * Runs `task` with an engine of its own. `signal` gives up the wait for a free engine at once;
   * an engine that is still starting, or still busy with the task, `ENGINE_STOP_ANSWER_MS` after
   * it is raised is killed, so the task fails however busy the machine is.
   */
  async use<T>(task: (engine: UciEngine) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.closed) throw new EngineError('The engines are shut down.');
    signal?.throwIfAborted();
    if (this.running >= this.size) await this.freePlace(signal);
    this.running++;
    let engine = this.idle.pop();
    let unanswered: NodeJS.Timeout | undefined;
    const onAbort = () => {
      unanswered = setTimeout(() => engine?.kill(), ENGINE_STOP_ANSWER_MS);
      unanswered.unref();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (!engine?.alive) {
        engine = UciEngine.spawn(this.command, this.options);
        await engine.handshake(this.options);
      }
      const result = await task(engine);
      if (engine.alive && !this.closed) this.idle.push(engine);
      else engine.close();
      return result;
    } catch (err) {
      // An engine that failed a task may be in any state: start a fresh one next time.
      engine?.close();
      throw err;
    } finally {
      clearTimeout(unanswered);
      signal?.removeEventListener('abort', onAbort);
      this.running--;
      this.queue.shift()?.();
    }
  }

  /** Waits until a running task ends and leaves its place; `signal` gives the wait up. */
  private freePlace(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', giveUp);
        resolve();
      };
      const giveUp = () => {
        const at = this.queue.indexOf(turn);
        if (at >= 0) this.queue.splice(at, 1);
        reject(signal!.reason as Error);
      };
      this.queue.push(turn);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }

  /** Stops every idle engine (running ones stop when their task ends). */
  close(): void {
    this.closed = true;
    for (const engine of this.idle.splice(0)) engine.close();
  }
}
