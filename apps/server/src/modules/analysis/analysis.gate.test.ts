import { afterEach, describe, expect, it } from 'vitest';
import { BusyGate } from './analysis.gate.js';

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // the event loop is busy
  }
};
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let gate: BusyGate | undefined;
afterEach(() => gate?.stop());

describe('BusyGate', () => {
  it('lets the analysis go at once while the event loop is idle', async () => {
    gate = new BusyGate({ busyAbove: 0.5, sampleMs: 20, maxWaitMs: 1000 });
    gate.start();
    // Idle as the gate measures it: a busy machine (CI runs suites side by side) can make a
    // sample of the test runner's own work count as busy, and then the gate rightly waits.
    await tick(50);
    const idleBy = performance.now() + 5_000;
    while (gate.utilization > 0.5 && performance.now() < idleBy) await tick(20);
    expect(gate.utilization).toBeLessThanOrEqual(0.5);
    const started = performance.now();
    await gate.wait();
    expect(performance.now() - started).toBeLessThan(15);
  });

  it('holds it while requests kept the loop busy, and lets it go when they stop', async () => {
    gate = new BusyGate({ busyAbove: 0.5, sampleMs: 30, maxWaitMs: 1000 });
    gate.start();
    gate.sample();
    spin(100);
    gate.sample();
    expect(gate.utilization).toBeGreaterThan(0.5);
    const started = performance.now();
    await gate.wait();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(gate.utilization).toBeLessThanOrEqual(0.5);
  });

  it('waits no longer than its limit when the loop stays busy, and stops on abort', async () => {
    gate = new BusyGate({ busyAbove: -1, sampleMs: 10, maxWaitMs: 60 });
    gate.start();
    const started = performance.now();
    await gate.wait();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    await expect(gate.wait(AbortSignal.abort())).rejects.toThrow();
  });
});
