/**
 * Seeded randomness: the lot for equal ratings (§9.1 of the US Chess digest: "seeded lot; store
 * the seed") and the simulator. The same seed always gives the same numbers, so a pairing or a
 * simulated event can be reproduced from its seed.
 */

/** mulberry32: a 32-bit generator returning floats in [0, 1). Small, fast, good enough for lot. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A player's lot number for a seed: orders equal ratings and unrated players (28A, 28B). */
export function lotNumber(seed: number, playerId: number): number {
  return mulberry32((seed ^ Math.imul(playerId, 0x9e3779b1)) >>> 0)();
}
