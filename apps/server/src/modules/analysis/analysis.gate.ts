import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Game analysis gives way to requests (docs/decisions/0066): the engine searches between requests,
 * not beside them. Every SAMPLE_MS this process measures how busy its event loop was (Node's
 * event-loop utilization); before each position the analysis waits while that was above
 * `busyAbove`, up to `maxWaitMs` in a row (a server that is always busy still analyses, slowly).
 */
export class BusyGate {
  private last: EventLoopUtilization = performance.eventLoopUtilization();
  private busy = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: { busyAbove: number; sampleMs: number; maxWaitMs: number },
  ) {}

  /** How busy the event loop was over the last sample, 0 to 1. */
  get utilization(): number {
    return this.busy;
  }

  /** Measures the event loop since the last measure (the timer does this every sampleMs). */
  sample(): void {
    const now = performance.eventLoopUtilization();
    this.busy = performance.eventLoopUtilization(now, this.last).utilization;
    this.last = now;
  }

  /** Starts measuring (once). */
  start(): void {
    if (this.timer) return;
    this.last = performance.eventLoopUtilization();
    this.timer = setInterval(() => this.sample(), this.options.sampleMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Resolves once the event loop is not busy (or after maxWaitMs); rejects when `signal` aborts. */
  async wait(signal?: AbortSignal): Promise<void> {
    const until = Date.now() + this.options.maxWaitMs;
    while (this.timer && this.busy > this.options.busyAbove && Date.now() < until) {
      signal?.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, this.options.sampleMs));
    }
    signal?.throwIfAborted();
  }
}
