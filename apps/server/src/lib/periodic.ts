import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` when the app is ready and then every `intervalMs`, on every server. Each run waits
 * for the one before; a failure is logged as `failure` and the next run goes on. Closing the app
 * stops the timer and waits for the run in hand; the timer never keeps the process (or a test)
 * alive. Issue 31 replaces these timers with one durable job queue.
 */
export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await work();
      } catch (err) {
        app.log.warn({ err }, failure);
      }
    });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
