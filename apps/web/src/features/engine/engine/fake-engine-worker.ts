import type { EngineWorker } from '@/features/engine/engine/uci-engine';

/**
 * A stand-in for the Stockfish worker in tests (jsdom cannot run its WebAssembly): it records
 * every command, answers `uci` and `isready` at once, and answers `go` with `respond`, if given,
 * on the next tick. Tests may also push any engine line with `emit`.
 */
export class FakeEngineWorker implements EngineWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: string[] = [];
  terminated = false;
  /** The lines to answer a `go` with (given the last `position` command), or null to stay silent. */
  respond: ((position: string) => string[] | null) | null = null;
  private position = '';

  postMessage(message: string): void {
    this.sent.push(message);
    if (message === 'uci') this.later(['id name Fake', 'uciok']);
    else if (message === 'isready') this.later(['readyok']);
    else if (message.startsWith('position ')) this.position = message;
    else if (message.startsWith('go') && this.respond) {
      const lines = this.respond(this.position);
      if (lines) this.later(lines);
    } else if (message === 'stop' && this.respond) this.later(['bestmove 0000']);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Sends engine output to the client now. */
  emit(...lines: string[]): void {
    for (const line of lines) this.onmessage?.({ data: line } as MessageEvent);
  }

  private later(lines: string[]): void {
    setTimeout(() => this.emit(...lines), 0);
  }
}
