import { parseBestMove, parseInfo, type BestMove, type EngineInfo } from '@kingside/chess';

/** What the client needs of a Web Worker; tests pass a fake. */
export type EngineWorker = {
  postMessage(message: string): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

/** What to search: the position (a start FEN and the UCI moves played from it) and for how long. */
export type SearchRequest = {
  fen: string;
  /** UCI moves played from `fen` (lets the engine see repetitions). */
  moves?: readonly string[];
  /** Think for this many milliseconds. */
  movetime?: number;
  /** Or search to this depth in plies. */
  depth?: number;
};

/** A finished search: the move (null when the side to move has none) and the last line of each MultiPV slot. */
export type SearchResult = BestMove & { lines: EngineInfo[] };

type Running = {
  onInfo: ((info: EngineInfo) => void) | undefined;
  lines: Map<number, EngineInfo>;
  resolve: (result: SearchResult | null) => void;
  reject: (error: Error) => void;
  cancelled: boolean;
};

/**
 * A small UCI client over a worker running an engine. One search runs at a time: a new search
 * stops the one running (whose promise then answers null) and starts once its `bestmove` has
 * arrived, so an answer always belongs to the position asked about.
 */
export class UciEngine {
  private readonly worker: EngineWorker;
  private waiters: {
    until: (line: string) => boolean;
    resolve: () => void;
    reject: (error: Error) => void;
  }[] = [];
  private running: Running | null = null;
  /** Searches are started in order, each after the previous one's bestmove. */
  private queue: Promise<unknown> = Promise.resolve();
  private failure: Error | null = null;
  private readonly failureListeners = new Set<(error: Error) => void>();
  private latest = 0;

  constructor(worker: EngineWorker) {
    this.worker = worker;
    worker.onmessage = (event) => {
      if (typeof event.data === 'string')
        for (const line of event.data.split('\n')) this.read(line);
    };
    worker.onerror = (event) => {
      this.fail(new Error(event.message || 'The engine could not start.'));
    };
  }

  /** Starts UCI mode and waits until the engine is ready; `options` are set on the way. */
  async init(options: Record<string, string | number> = {}): Promise<void> {
    await this.send('uci', (line) => line === 'uciok');
    for (const [name, value] of Object.entries(options)) this.setOption(name, value);
    await this.ready();
  }

  /** `setoption name … value …` (e.g. MultiPV 3, Skill Level 5). */
  setOption(name: string, value: string | number): void {
    this.worker.postMessage(`setoption name ${name} value ${value}`);
  }

  /** Waits for `readyok` (every command sent before has been handled). */
  ready(): Promise<void> {
    return this.send('isready', (line) => line === 'readyok');
  }

  /** Tells the engine a new game starts (clears its hash), after any running search. */
  newGame(): Promise<void> {
    this.stop();
    const next = this.queue.then(() => {
      this.worker.postMessage('ucinewgame');
      return this.ready();
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Searches a position; `onInfo` hears every line with a score or variation. Answers null when
   * a later search or `stop` superseded it before the engine answered for this one.
   */
  search(
    request: SearchRequest,
    onInfo?: (info: EngineInfo) => void,
  ): Promise<SearchResult | null> {
    const id = ++this.latest;
    this.stop();
    const next = this.queue.then(() => (id === this.latest ? this.run(request, onInfo) : null));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stops the running search (its promise answers null); nothing when none runs. */
  stop(): void {
    if (this.running && !this.running.cancelled) {
      this.running.cancelled = true;
      this.worker.postMessage('stop');
    }
  }

  /** Subscribes to the engine failing (the worker or its WebAssembly could not load). */
  onFailure(listener: (error: Error) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** Ends the worker; pending calls never answer after it. */
  terminate(): void {
    this.latest += 1;
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
  }

  private run(request: SearchRequest, onInfo?: (info: EngineInfo) => void) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<SearchResult | null>((resolve, reject) => {
      this.running = { onInfo, lines: new Map(), resolve, reject, cancelled: false };
      const moves = request.moves?.length ? ` moves ${request.moves.join(' ')}` : '';
      this.worker.postMessage(`position fen ${request.fen}${moves}`);
      const limit =
        request.depth !== undefined
          ? `depth ${request.depth}`
          : `movetime ${Math.max(1, Math.round(request.movetime ?? 1000))}`;
      this.worker.postMessage(`go ${limit}`);
    });
  }

  private send(command: string, until: (line: string) => boolean): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ until, resolve, reject });
      this.worker.postMessage(command);
    });
  }

  private read(line: string): void {
    const text = line.trim();
    if (!text) return;
    const waiter = this.waiters.find((w) => w.until(text));
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve();
      return;
    }
    const running = this.running;
    if (!running) return;
    const best = parseBestMove(text);
    if (best) {
      this.running = null;
      running.resolve(
        running.cancelled
          ? null
          : { ...best, lines: [...running.lines.values()].sort((a, b) => a.multipv - b.multipv) },
      );
      return;
    }
    const info = parseInfo(text);
    if (info && !running.cancelled) {
      if (info.pv.length > 0) running.lines.set(info.multipv, info);
      running.onInfo?.(info);
    }
  }

  private fail(error: Error): void {
    this.failure = error;
    this.running?.reject(error);
    this.running = null;
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters = [];
    for (const listener of this.failureListeners) listener(error);
  }
}
