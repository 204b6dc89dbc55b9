import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters: about 35 ms a hash on this machine.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: one core fewer than the machine has, at least one. Each takes a core for about
 * 35 ms on the thread pool; a burst of logins (a class signing in together) running them all at
 * once took both cores of a small server from its event loop, and every request waited. Queued,
 * a login waits a few hashes longer instead (the same reasoning as docs/decisions/0044).
 */
const SLOTS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
let running = 0;
const queue: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => queue.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => inSlot(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
