import { describe, expect, it } from 'vitest';
import { FakeEngineWorker } from '@/features/engine/engine/fake-engine-worker';
import { UciEngine } from '@/features/engine/engine/uci-engine';
import type { EngineInfo } from '@kingside/chess';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(options: Record<string, string | number> = {}) {
  const worker = new FakeEngineWorker();
  const engine = new UciEngine(worker);
  await engine.init(options);
  return { worker, engine };
}

describe('UciEngine', () => {
  it('starts UCI mode, sets the options and waits until the engine is ready', async () => {
    const { worker } = await started({ MultiPV: 3 });
    expect(worker.sent).toEqual(['uci', 'setoption name MultiPV value 3', 'isready']);
  });

  it('sends the position with its moves and the search limit, and answers the best move with the last line of each slot', async () => {
    const { worker, engine } = await started();
    const infos: EngineInfo[] = [];
    const search = engine.search(
      { fen: 'startpos-fen w - - 0 1', moves: ['e2e4', 'e7e5'], movetime: 300 },
      (info) => infos.push(info),
    );
    await tick();
    expect(worker.sent.slice(-2)).toEqual([
      'position fen startpos-fen w - - 0 1 moves e2e4 e7e5',
      'go movetime 300',
    ]);
    worker.emit(
      'info depth 1 multipv 1 score cp 20 pv g1f3',
      'info depth 1 multipv 2 score cp 10 pv b1c3',
      'info depth 2 multipv 1 score mate 4 pv f1c4 b8c6',
      'info string done',
      'bestmove f1c4 ponder b8c6',
    );
    const result = await search;
    expect(result?.move).toBe('f1c4');
    expect(result?.ponder).toBe('b8c6');
    expect(result?.lines.map((l) => [l.multipv, l.depth, l.pv[0]])).toEqual([
      [1, 2, 'f1c4'],
      [2, 1, 'b1c3'],
    ]);
    expect(infos).toHaveLength(3);
  });

  it('searches to a depth when asked', async () => {
    const { worker, engine } = await started();
    void engine.search({ fen: 'x w - - 0 1', depth: 18 });
    await tick();
    expect(worker.sent.at(-1)).toBe('go depth 18');
  });

  it('stops a running search for a new one, answers null for the old one and starts the new one only after its bestmove', async () => {
    const { worker, engine } = await started();
    const first = engine.search({ fen: 'one w - - 0 1', depth: 30 });
    await tick();
    const second = engine.search({ fen: 'two w - - 0 1', movetime: 100 });
    await tick();
    expect(worker.sent.at(-1)).toBe('stop');
    // Output of the stopped search is not reported as the new one's.
    worker.emit('info depth 20 score cp 5 pv a2a3', 'bestmove a2a3');
    expect(await first).toBeNull();
    await tick();
    expect(worker.sent.slice(-2)).toEqual(['position fen two w - - 0 1', 'go movetime 100']);
    worker.emit('bestmove h2h3');
    expect((await second)?.move).toBe('h2h3');
  });

  it('drops a search superseded before it started', async () => {
    const { worker, engine } = await started();
    const running = engine.search({ fen: 'one w - - 0 1', depth: 30 });
    await tick();
    const skipped = engine.search({ fen: 'two w - - 0 1', depth: 30 });
    const last = engine.search({ fen: 'three w - - 0 1', depth: 30 });
    worker.emit('bestmove a2a3');
    expect(await running).toBeNull();
    expect(await skipped).toBeNull();
    await tick();
    expect(worker.sent.filter((c) => c.startsWith('position'))).toEqual([
      'position fen one w - - 0 1',
      'position fen three w - - 0 1',
    ]);
    worker.emit('bestmove b2b3');
    expect((await last)?.move).toBe('b2b3');
  });

  it('answers no move when the engine has none', async () => {
    const { worker, engine } = await started();
    const search = engine.search({ fen: 'mated w - - 0 1', movetime: 50 });
    await tick();
    worker.emit('info depth 0 score mate 0', 'bestmove (none)');
    expect((await search)?.move).toBeNull();
  });

  it('starts a new game with ucinewgame and waits for readyok', async () => {
    const { worker, engine } = await started();
    await engine.newGame();
    expect(worker.sent.slice(-2)).toEqual(['ucinewgame', 'isready']);
  });

  it('fails pending calls and tells listeners when the worker fails, and ends the worker on terminate', async () => {
    const worker = new FakeEngineWorker();
    const engine = new UciEngine(worker);
    const failures: string[] = [];
    engine.onFailure((error) => failures.push(error.message));
    const init = engine.init();
    worker.onerror?.({ message: 'wasm missing' } as ErrorEvent);
    await expect(init).rejects.toThrow('wasm missing');
    expect(failures).toEqual(['wasm missing']);
    engine.terminate();
    expect(worker.terminated).toBe(true);
  });
});
