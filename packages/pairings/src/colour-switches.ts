/**
 * Colour switches within a score group (29E5, Look Ahead 29E6a): transpositions and interchanges
 * that give more players their due colour, within the rating limits.
 */

import { conflict, draft, dueWord, gap, legal, lessThan, misses, who } from './entrants.js';
import type { Context, Draft, Entrant } from './entrants.js';
import type { Explanation } from './pair-round-types.js';

/** The kinds of switch, in the order they are tried (of two equal switches, the first stays). */
const SWITCH_KINDS = ['transposition', 'interchange'] as const;
type SwitchKind = (typeof SWITCH_KINDS)[number];
type Pair = [Entrant, Entrant];

interface Switch {
  kind: SwitchKind;
  j: number;
  cost: number;
  after: [number, number];
  /** The two players whose rating difference is the cost. */
  swapped: Pair;
}

/**
 * Colour switches (29E5, Look Ahead 29E6a): top down, a board with a colour miss looks at every
 * other board for a transposition or an interchange that lowers the misses of the two boards,
 * within 200 points when it fixes an equalization miss and 80 otherwise (unrated players exempt,
 * 29E5g). The most effective switch wins; among equally effective ones a transposition within 80
 * beats an interchange, else the smaller switch (29E5e).
 */
export function improveColours(boards: Draft[], ctx: Context): void {
  for (let pass = 0; pass < 3; pass += 1) {
    let changed = false;
    for (let i = 0; i < boards.length; i += 1) {
      const bi = boards[i]!;
      if (conflict(bi.high, bi.low) === 0) continue;
      let best: Switch | null = null;
      let bestOther: Switch | null = null;
      for (let j = 0; j < boards.length; j += 1) {
        if (j === i) continue;
        const bj = boards[j]!;
        const before = misses([bi, bj]);
        for (const kind of SWITCH_KINDS) {
          const option = switchOf(kind, bi, bj, j);
          if (!option || !lessThan(option.after, before)) continue;
          const limit =
            option.after[0] < before[0] ? ctx.limits.equalization : ctx.limits.alternation;
          if (option.cost > limit) continue;
          const gain: [number, number] = [before[0] - option.after[0], before[1] - option.after[1]];
          if (!best || betterSwitch(option, gain, best, boards, i, ctx)) {
            if (best && best.kind !== option.kind) bestOther = best;
            best = option;
          } else if (best.kind !== option.kind && (!bestOther || option.cost < bestOther.cost)) {
            bestOther = option;
          }
        }
      }
      if (!best) continue;
      applySwitch(boards, i, best, bestOther, ctx);
      changed = true;
    }
    if (!changed) return;
  }
}

/**
 * What a switch of boards bi and bj does: the two pairs it makes, and the two exchanges of players
 * that make them (a transposition exchanges the lower or the higher players, an interchange one's
 * lower with the other's higher); its cost is the cheaper exchange's rating difference.
 */
function layout(
  kind: SwitchKind,
  bi: Draft,
  bj: Draft,
): { pairs: [Pair, Pair]; exchanges: [Pair, Pair] } {
  return kind === 'transposition'
    ? {
        pairs: [
          [bi.high, bj.low],
          [bj.high, bi.low],
        ],
        exchanges: [
          [bi.low, bj.low],
          [bi.high, bj.high],
        ],
      }
    : {
        pairs: [
          [bi.high, bj.high],
          [bi.low, bj.low],
        ],
        exchanges: [
          [bi.low, bj.high],
          [bi.high, bj.low],
        ],
      };
}

/** The switch of `kind` between board bi and board j (bj), or null when it would pair illegally. */
function switchOf(kind: SwitchKind, bi: Draft, bj: Draft, j: number): Switch | null {
  const {
    pairs: [first, second],
    exchanges: [x, y],
  } = layout(kind, bi, bj);
  if (!legal(...first) || !legal(...second)) return null;
  const a = gap(...x);
  const b = gap(...y);
  return {
    kind,
    j,
    cost: Math.min(a, b),
    after: misses([draft(...first, bi.explanation), draft(...second, bi.explanation)]),
    swapped: a <= b ? x : y,
  };
}

/** 29E5e order between two improving switches for board i. */
function betterSwitch(
  option: Switch,
  gain: [number, number],
  best: Switch,
  boards: Draft[],
  i: number,
  ctx: Context,
): boolean {
  const bi = boards[i]!;
  const bestBefore = misses([bi, boards[best.j]!]);
  const bestGain: [number, number] = [bestBefore[0] - best.after[0], bestBefore[1] - best.after[1]];
  if (gain[0] !== bestGain[0]) return gain[0] > bestGain[0];
  if (gain[1] !== bestGain[1]) return gain[1] > bestGain[1];
  const preferred = (s: Switch) =>
    s.kind === 'transposition' && s.cost <= ctx.limits.alternation ? 0 : 1;
  if (preferred(option) !== preferred(best)) return preferred(option) < preferred(best);
  return option.cost < best.cost;
}

function applySwitch(
  boards: Draft[],
  i: number,
  s: Switch,
  other: Switch | null,
  ctx: Context,
): void {
  const bi = boards[i]!;
  const bj = boards[s.j]!;
  const before = misses([bi, bj]);
  const fixedEq = s.after[0] < before[0];
  const limit = fixedEq ? ctx.limits.equalization : ctx.limits.alternation;
  const limitRule = fixedEq ? '29E5b' : '29E5a';
  const [x, y] = s.swapped;
  const what = s.kind === 'transposition' ? 'Transposition' : 'Interchange';
  const effect =
    s.after[0] + s.after[1] === 0
      ? 'gives every player of both boards his due colour'
      : 'leaves fewer colour misses';
  const cost =
    x.unrated || y.unrated
      ? 'no cost: unrated players are exempt from the rating limits, 29E5g'
      : `cost ${s.cost} points, within the ${limit}-point limit`;
  const text = `${what} of ${who(x)} and ${who(y)} (${cost}) ${effect} (${limitRule}, 29E5e).`;
  const alternatives = [
    `Natural pairing ${who(bi.high)} v ${who(bi.low)}: ${dueWord(bi.high)} and ${dueWord(bi.low)}.`,
  ];
  if (other) {
    alternatives.push(
      `${other.kind === 'interchange' ? 'An interchange' : 'A transposition'} would cost ${other.cost} points; the ${s.kind} costs ${s.cost} (29E5e).`,
    );
  }
  const explanation: Explanation = { rule: '29E5e', text, alternatives };
  const [first, second] = layout(s.kind, bi, bj).pairs;
  boards[i] = draft(...first, explanation);
  boards[s.j] = draft(...second, explanation);
}
