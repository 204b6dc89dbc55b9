import { Chess } from 'chess.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { UciEngine } from './analysis.engine.js';
import { bundledEngineCommand, ENGINE_STOP_ANSWER_MS, EnginePool } from './analysis.engine.js';

// The real engine (the stockfish package's WASM build in a child process), on tiny budgets.

/** A Lichess puzzle (CC0): after Black's Qxd5, Re8 mates. */
const MATE_IN_ONE = (() => {
  const chess = new Chess('6k1/p1p2ppp/1pqp2r1/3Q4/8/1P6/P1P2PPP/4RK2 b - - 8 22');
  chess.move({ from: 'c6', to: 'd5' });
  return chess.fen();
})();

// At the server's priority: on idle CPU only, other files busy on the cores could starve it.
const pool = new EnginePool(bundledEngineCommand(), 1, { idleCpu: false });
afterAll(() => pool.close());

describe('the engine on the server', () => {
  it('finds a mate in one and says so from the side to move', async () => {
    const result = await pool.use((engine) => engine.search(MATE_IN_ONE, { depth: 6 }));
    expect(result.bestMove).toBe('e1e8');
    expect(result.lines[0]?.score).toEqual({ kind: 'mate', value: 1 });
  });

  it('gives two lines when asked, best first', async () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const result = await pool.use((engine) => engine.search(start, { nodes: 5000, multiPv: 2 }));
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]!.pv[0]).toBe(result.bestMove);
  });

  it('starts a fresh engine for the next task when one has died', async () => {
    let first: UciEngine | undefined;
    await pool.use(async (engine) => {
      first = engine;
      engine.close();
    });
    const result = await pool.use(async (engine) => {
      expect(engine).not.toBe(first);
      return engine.search(MATE_IN_ONE, { depth: 4 });
    });
    expect(result.bestMove).toBe('e1e8');
  });

  it('fails a task whose engine cannot start, without hanging', async () => {
    const broken = new EnginePool({ file: '/nonexistent/stockfish', args: [] }, 1);
    await expect(broken.use((engine) => engine.search(MATE_IN_ONE, { depth: 1 }))).rejects.toThrow(
      /engine/i,
    );
    broken.close();
  });

  it('fails a task whose engine stops reading, without an uncaught error', async () => {
    // A process that closes its input, answers uciok and lives on: the next command fails (EPIPE).
    const deaf = new EnginePool({ file: 'sh', args: ['-c', 'exec 0<&-; echo uciok; sleep 5'] }, 1);
    await expect(deaf.use((engine) => engine.search(MATE_IN_ONE, { depth: 1 }))).rejects.toThrow(
      /engine/i,
    );
    deaf.close();
  });

  /** A pool of one engine that starts (or, `ready: false`, never answers) and then says nothing. */
  const mutePool = (ready: boolean) =>
    new EnginePool(
      {
        file: process.execPath,
        args: [
          '-e',
          `require('readline').createInterface({ input: process.stdin }).on('line', (l) => {
             if (${ready} && l === 'uci') console.log('uciok');
             if (${ready} && l === 'isready') console.log('readyok');
           });`,
        ],
      },
      1,
      { idleCpu: false },
    );

  /** Aborts `stop` once `ready`; answers how long `task` took to fail after it. */
  async function failsAfterStop(
    task: Promise<unknown>,
    stop: AbortController,
    ready: Promise<unknown>,
  ) {
    await ready;
    const stoppedAt = performance.now();
    stop.abort();
    await expect(task).rejects.toThrow(/engine stopped \(SIGKILL\)/);
    return performance.now() - stoppedAt;
  }

  // An engine on idle CPU that a busy machine leaves no time to answer looks like these: a
  // stopping server must not wait for it.
  it('kills an engine that does not answer a stop, so the task ends anyway', async () => {
    const pool = mutePool(true);
    const stop = new AbortController();
    let engine: UciEngine | undefined;
    let searching!: () => void;
    const started = new Promise<void>((resolve) => (searching = resolve));
    const task = pool.use((e) => {
      engine = e;
      setTimeout(searching, 200);
      return e.search(MATE_IN_ONE, { depth: 30 }, stop.signal);
    }, stop.signal);
    const took = await failsAfterStop(task, stop, started);
    expect(took).toBeGreaterThanOrEqual(ENGINE_STOP_ANSWER_MS - 50);
    expect(took).toBeLessThan(ENGINE_STOP_ANSWER_MS + 3_000);
    expect(engine!.alive).toBe(false);
    pool.close();
  });

  it('kills an engine that has not started when told to stop, and gives up the wait for one', async () => {
    const pool = mutePool(false);
    const stop = new AbortController();
    const starting = pool.use(() => Promise.resolve('never'), stop.signal);
    // The pool's only engine is starting: a second task waits for it, until it is told to stop.
    const waiting = expect(pool.use(() => Promise.resolve('never'), stop.signal)).rejects.toThrow(
      /abort/i,
    );
    const took = await failsAfterStop(
      starting,
      stop,
      new Promise((resolve) => setTimeout(resolve, 200)),
    );
    expect(took).toBeLessThan(ENGINE_STOP_ANSWER_MS + 3_000);
    await waiting;
    pool.close();
  });
});
