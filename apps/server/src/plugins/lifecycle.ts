import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is stopping, and who wants to know when it starts to. */
    lifecycle: Lifecycle;
  }
}

/**
 * A process's stop, before its app closes (main.ts on SIGTERM): `/api/health` answers 503 from
 * then on, so that the proxy sends new requests to the other processes, and the modules that hold
 * connections tell their clients (live play: "reconnecting"), while requests are still answered.
 */
export class Lifecycle {
  private stoppingSince: number | null = null;
  private readonly listeners: (() => void)[] = [];

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }

  /** Calls `listener` once, when the process starts to stop. */
  onStopping(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Marks the process stopping and tells the listeners (once). */
  beginStopping(): void {
    if (this.stoppingSince !== null) return;
    this.stoppingSince = Date.now();
    for (const listener of this.listeners.splice(0)) listener();
  }
}

async function lifecyclePlugin(app: FastifyInstance) {
  app.decorate('lifecycle', new Lifecycle());
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
