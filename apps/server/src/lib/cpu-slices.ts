/**
 * Long CPU work in a request (reading a PGN upload) runs in slices, and the event loop serves
 * other requests between them (docs/decisions/0014). The slice is shared by the whole process:
 * however many such jobs run at once, about SLICE_MS of their work runs before the loop turns, so
 * two uploads queue behind each other rather than doubling everyone else's wait.
 */

/** Milliseconds of sliced work between two turns of the event loop. */
const SLICE_MS = 10;

let sliceEndsAt = 0;
let nextTurn: Promise<void> | undefined;

/** Resolves at once while the current slice lasts; else after the event loop has turned. */
export async function shareCpu(): Promise<void> {
  while (performance.now() >= sliceEndsAt) {
    nextTurn ??= new Promise((resolve) =>
      setImmediate(() => {
        nextTurn = undefined;
        sliceEndsAt = performance.now() + SLICE_MS;
        resolve();
      }),
    );
    await nextTurn;
  }
}

/**
 * Runs work written as a generator that yields after each small step (a move, a game), pausing
 * for other requests whenever a slice is used up. Answers what the generator returns.
 */
export async function runInSlices<T>(steps: Generator<void, T, undefined>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await shareCpu();
  }
}

/** Runs the same work at once, for trusted input that is known to be small (the demo data). */
export function runAtOnce<T>(steps: Generator<void, T, undefined>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
