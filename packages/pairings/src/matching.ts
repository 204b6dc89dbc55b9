/**
 * Whether a set of players can all be paired without a forbidden pair. The pairing engine asks
 * this before every commitment, so a choice high in the wall chart never leaves the bottom
 * unpairable (29D1a: "check first that both groups stay pairable").
 */

/** Largest set searched exactly with a memo of bit masks. */
const EXACT_LIMIT = 30;
/** Search steps before a large set that fails Dirac's test is taken as pairable. */
const SEARCH_CAP = 200_000;

/**
 * Whether the players (indices 0..n-1, `legal(i, j)` for a permitted pair) have a perfect
 * matching. Dirac's theorem answers most calls at once: when every player may meet at least half
 * of the others there is a Hamiltonian cycle, so an even set pairs. Only small or crowded sets are
 * searched.
 */
export function canPairAll(
  n: number,
  legal: (i: number, j: number) => boolean,
  /** How many of the others player i may not meet, when the caller can count it faster. */
  blocked?: (i: number) => number,
): boolean {
  if (n === 0) return true;
  if (n % 2 === 1) return false;
  let minDegree = n;
  for (let i = 0; i < n && minDegree >= n / 2; i += 1) {
    let degree = 0;
    if (blocked) degree = n - 1 - blocked(i);
    else for (let j = 0; j < n; j += 1) if (j !== i && legal(i, j)) degree += 1;
    minDegree = Math.min(minDegree, degree);
  }
  if (minDegree >= n / 2) return true;
  if (minDegree === 0) return false;
  return n <= EXACT_LIMIT ? exactSearch(n, legal) : cappedSearch(n, legal);
}

function exactSearch(n: number, legal: (i: number, j: number) => boolean): boolean {
  const failed = new Set<number>();
  const full = n === 30 ? 0x3fffffff : (1 << n) - 1;
  const solve = (mask: number): boolean => {
    if (mask === 0) return true;
    if (failed.has(mask)) return false;
    const i = 31 - Math.clz32(mask & -mask);
    for (let j = i + 1; j < n; j += 1) {
      if (mask & (1 << j) && legal(i, j) && solve(mask & ~(1 << i) & ~(1 << j))) return true;
    }
    failed.add(mask);
    return false;
  };
  return solve(full);
}

function cappedSearch(n: number, legal: (i: number, j: number) => boolean): boolean {
  const used = new Array<boolean>(n).fill(false);
  let steps = 0;
  const solve = (): boolean => {
    const i = used.indexOf(false);
    if (i === -1) return true;
    used[i] = true;
    for (let j = i + 1; j < n; j += 1) {
      steps += 1;
      if (steps > SEARCH_CAP) return true;
      if (used[j] || !legal(i, j)) continue;
      used[j] = true;
      if (solve()) return true;
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return solve();
}

/**
 * A pairing of players 0..n-1 with the fewest pairs for which `penalty` is positive, then the
 * smallest total penalty: the fallback when no legal pairing exists (27A1 allows a rematch only
 * then). Exact up to 20 players (a rematch can only be forced in small fields); larger sets take
 * each player's cheapest free partner in turn.
 */
export function leastPenaltyPairing(
  n: number,
  penalty: (i: number, j: number) => number,
): [number, number][] {
  if (n > 20) {
    const used = new Array<boolean>(n).fill(false);
    const pairs: [number, number][] = [];
    for (let i = 0; i < n; i += 1) {
      if (used[i]) continue;
      let best = -1;
      for (let j = i + 1; j < n; j += 1) {
        if (!used[j] && (best === -1 || penalty(i, j) < penalty(i, best))) best = j;
      }
      used[i] = true;
      used[best] = true;
      pairs.push([i, best]);
    }
    return pairs;
  }
  // Only each mask's cost and first partner are kept; the pairs are rebuilt at the end.
  const memo = new Map<number, { cost: number; partner: number }>();
  const solve = (mask: number): number => {
    if (mask === 0) return 0;
    const known = memo.get(mask);
    if (known) return known.cost;
    const i = 31 - Math.clz32(mask & -mask);
    let best = { cost: Infinity, partner: -1 };
    for (let j = i + 1; j < n; j += 1) {
      if (!(mask & (1 << j))) continue;
      const cost = solve(mask & ~(1 << i) & ~(1 << j)) + penalty(i, j);
      if (cost < best.cost) best = { cost, partner: j };
    }
    memo.set(mask, best);
    return best.cost;
  };
  let mask = (1 << n) - 1;
  solve(mask);
  const pairs: [number, number][] = [];
  while (mask !== 0) {
    const i = 31 - Math.clz32(mask & -mask);
    const j = memo.get(mask)!.partner;
    pairs.push([i, j]);
    mask &= ~(1 << i) & ~(1 << j);
  }
  return pairs;
}
