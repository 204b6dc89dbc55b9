/** One score group's own pairing: upper half v lower half, with transpositions or interchanges (29C). */

import { improveColours } from './colour-switches.js';
import { canPair, draft, legal, who } from './entrants.js';
import type { Context, Draft, Entrant } from './entrants.js';

/**
 * Upper half v lower half (29C1), with forbidden pairs fixed by the nearest transposition of the
 * lower half (29C2): each upper player tries his natural opponent, then the next lower ones, then
 * the ones above. Null when the halves cannot be matched.
 */
function assignHalves(upper: Entrant[], lower: Entrant[]): number[] | null {
  const half = upper.length;
  const used = new Array<boolean>(half).fill(false);
  const perm = new Array<number>(half).fill(-1);
  let steps = 0;
  const solve = (i: number): boolean => {
    if (i === half) return true;
    const order = [];
    for (let j = i; j < half; j += 1) order.push(j);
    for (let j = i - 1; j >= 0; j -= 1) order.push(j);
    for (const j of order) {
      steps += 1;
      if (steps > 20_000) return false;
      if (used[j] || !legal(upper[i]!, lower[j]!)) continue;
      used[j] = true;
      perm[i] = j;
      if (solve(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return solve(0) ? perm : null;
}

/**
 * Any legal pairing of the group, each player taking the legal opponent nearest his natural one:
 * used when the halves cannot be matched (interchanges, 29C2). Small groups are checked at every
 * step so the search never fails when a pairing exists.
 */
function pairAny(members: Entrant[]): [Entrant, Entrant][] | null {
  const n = members.length;
  const half = n / 2;
  const used = new Array<boolean>(n).fill(false);
  const pairs: [Entrant, Entrant][] = [];
  let steps = 0;
  const small = n <= 30;
  const solve = (): boolean => {
    const p = used.indexOf(false);
    if (p === -1) return true;
    used[p] = true;
    const order = members
      .map((_, j) => j)
      .filter((j) => !used[j])
      .sort((x, y) => Math.abs(x - p - half) - Math.abs(y - p - half) || x - y);
    for (const j of order) {
      steps += 1;
      if (steps > 50_000) break;
      if (!legal(members[p]!, members[j]!)) continue;
      used[j] = true;
      if (!small || canPair(members.filter((_, k) => !used[k]))) {
        pairs.push([members[p]!, members[j]!]);
        if (solve()) return true;
        pairs.pop();
      }
      used[j] = false;
    }
    used[p] = false;
    return false;
  };
  return solve() ? pairs : null;
}

/** Pairs an even set of players of one score group (29C), or null when it cannot be paired. */
export function pairEven(members: Entrant[], label: string, ctx: Context): Draft[] | null {
  const n = members.length;
  if (n === 0) return [];
  const half = n / 2;
  const upper = members.slice(0, half);
  const lower = members.slice(half);
  const perm = assignHalves(upper, lower);
  let boards: Draft[];
  if (perm) {
    boards = upper.map((u, i) => {
      const j = perm[i]!;
      const l = lower[j]!;
      const natural = lower[i]!;
      const where = `#${i + 1} v #${half + j + 1} of ${n}`;
      if (j === i) {
        return draft(u, l, {
          rule: '29C1',
          text: `Score group ${label}: upper half v lower half (29C1), ${where}.`,
          alternatives: [],
        });
      }
      const reason = legal(u, natural)
        ? `The natural opponent ${who(natural)} was needed on another board to avoid a forbidden pair (29C2).`
        : u.met.has(natural.id)
          ? `The natural opponent ${who(natural)} was already met in round ${u.met.get(natural.id)} (27A1).`
          : `The natural opponent ${who(natural)} may not be paired with ${who(u)} (28N/28T).`;
      return draft(u, l, {
        rule: '29C2',
        text: `Score group ${label}: upper half v lower half with the nearest transposition that avoids a forbidden pair (29C2), ${where}.`,
        alternatives: [reason],
      });
    });
  } else {
    const pairs = pairAny(members);
    if (!pairs) return null;
    boards = pairs.map(([a, b]) =>
      draft(a, b, {
        rule: '29C2',
        text: `Score group ${label}: no upper v lower pairing avoids every forbidden pair, so the halves were interchanged as little as possible (29C2, 29D1b).`,
        alternatives: [],
      }),
    );
  }
  improveColours(boards, ctx);
  return boards;
}
