/**
 * The next round of a US Chess Swiss (rules 27–29 of the 7th edition, as digested in
 * /shared/data/notes/uscf_swiss_pairing.md), with the reason for every board. The method and
 * every choice the rules leave open are in docs/decisions/0038.
 */

import { allocateColours, colourConflict } from './colours.js';
import type { ColourConflict } from './colours.js';
import { canPairAll, leastPenaltyPairing } from './matching.js';
import { colourHistory, dueColourOf, entriesOf, isWithdrawn, scoreOf } from './model.js';
import type { Colour, DueColour, Player, TournamentState } from './model.js';
import { lotNumber } from './random.js';

/** Rating limits for switches made only for colour (29E5a, 29E5b). */
export interface RatingLimits {
  /** Largest switch to fix an alternation miss, in rating points (29E5a: 80). */
  alternation: number;
  /** Largest switch to fix an equalization miss or three in a row (29E5b: 200). */
  equalization: number;
}

export const DEFAULT_RATING_LIMITS: RatingLimits = { alternation: 80, equalization: 200 };

/** A bye the player asked for before the round: half a point (22C) or none ("Bye Zone"). */
export interface RequestedBye {
  playerId: number;
  points: 0.5 | 0;
}

export interface PairRoundOptions {
  /** Limits for colour switches; the director may change them. Default 80/200. */
  ratingLimits?: RatingLimits;
  /** The toss (28J, 29E2): whether the top board's higher-ranked player has White. Default true. */
  firstBoardWhite?: boolean;
  /** Byes requested for this round; taken out of the pool before testing whether it is odd. */
  requestedByes?: readonly RequestedBye[];
  /** Players withdrawn from this round on, besides those whose last entry is a withdrawal. */
  withdrawn?: readonly number[];
  /** Seed of the lot that orders equal ratings and unrated players (28A). Default 0. */
  seed?: number;
  /** Pairs that must not meet besides rematches: teammates (28N), requested non-pairings (28T). */
  avoidPairs?: readonly (readonly [number, number])[];
  /**
   * Accelerated pairings, announced before the event: 'addedScore' is 28R1, the upper half of the
   * field by rating counting one extra point for pairing (not for standings) in rounds 1 and 2.
   */
  acceleration?: 'addedScore';
  /**
   * Boards the director has decided (forcePairing with the rest re-paired): kept as given, their
   * players out of the pool before the odd test; colours still follow 29E.
   */
  fixedPairs?: readonly (readonly [number, number])[];
}

/** Why a board or bye is what it is: the rule, a sentence, and why the obvious choice was not. */
export interface Explanation {
  /** The deciding rule, e.g. '29C1', '29D1a', '29E5e', '28L2'. */
  rule: string;
  text: string;
  /** Each rejected obvious alternative, with the rule that rejected it. */
  alternatives: string[];
}

export interface PairedBoard {
  /** 1 is the top board (§9.14: higher score, then combined score, then rank). */
  board: number;
  white: number;
  black: number;
  explanation: Explanation;
  /** Why White is White (29E2, 29E3a, 29E4). */
  colour: { rule: string; text: string };
  /** True only for a rematch forced because no legal pairing exists (27A1). */
  rematch: boolean;
}

export interface RoundPairing {
  /** Round number, 1-based. */
  round: number;
  boards: PairedBoard[];
  /** The full-point bye of an odd pool (28L), if any. */
  bye: { playerId: number; explanation: Explanation } | null;
  requestedByes: RequestedBye[];
  /** Players not paired because they are withdrawn. */
  withdrawn: number[];
}

/** One player as the engine sees him this round. */
interface Entrant {
  id: number;
  name: string;
  rating: number;
  unrated: boolean;
  score: number;
  history: ('W' | 'B' | '-')[];
  due: DueColour | null;
  /** Opponent id → the last round (1-based) they met over the board. */
  met: Map<number, number>;
  avoid: Set<number>;
  hadFullPointBye: boolean;
  /** Round (1-based) of a forfeit win, if any (28L3). */
  forfeitWinRound: number | null;
  hadHalfPointBye: boolean;
  /** Position in the round's ranking (29A): 0 is the top. */
  rank: number;
}

/** A pair before colours: `high` is the higher-ranked player. */
interface Draft {
  high: Entrant;
  low: Entrant;
  explanation: Explanation;
  rematch: boolean;
}

interface Context {
  limits: RatingLimits;
}

const fmtScore = (score: number) => String(score);
const who = (e: Entrant) => `${e.name} (${e.unrated ? 'unrated' : e.rating})`;
const legal = (a: Entrant, b: Entrant) => a !== b && !a.met.has(b.id) && !a.avoid.has(b.id);
const byRank = (a: Entrant, b: Entrant) => a.rank - b.rank;

/** Why two players may not meet, for an explanation. */
function whyNot(a: Entrant, b: Entrant): string {
  const round = a.met.get(b.id);
  if (round !== undefined) return `${who(a)} and ${who(b)} already met in round ${round} (27A1).`;
  return `${who(a)} and ${who(b)} may not be paired (28N/28T).`;
}

/** Whether every player of the set can be paired without a forbidden pair. */
function canPair(players: readonly Entrant[]): boolean {
  const ids = new Set(players.map((p) => p.id));
  return canPairAll(
    players.length,
    (i, j) => legal(players[i]!, players[j]!),
    (i) => {
      let blocked = 0;
      const p = players[i]!;
      for (const id of p.met.keys()) if (ids.has(id)) blocked += 1;
      for (const id of p.avoid) if (ids.has(id) && !p.met.has(id)) blocked += 1;
      return blocked;
    },
  );
}

/** Rating gap of a switch; switches involving an unrated player are exempt (29E5g). */
function gap(a: Entrant, b: Entrant): number {
  return a.unrated || b.unrated ? 0 : Math.abs(a.rating - b.rating);
}

function conflict(a: Entrant, b: Entrant): ColourConflict {
  const [high, low] = a.rank < b.rank ? [a, b] : [b, a];
  return colourConflict({ history: high.history }, { history: low.history });
}

function draft(a: Entrant, b: Entrant, explanation: Explanation, rematch = false): Draft {
  const [high, low] = a.rank < b.rank ? [a, b] : [b, a];
  return { high, low, explanation, rematch };
}

/** Equalization and alternation misses of some boards, as a comparable pair. */
function misses(boards: readonly { high: Entrant; low: Entrant }[]): [number, number] {
  let eq = 0;
  let alt = 0;
  for (const b of boards) {
    const c = conflict(b.high, b.low);
    if (c === 2) eq += 1;
    else if (c === 1) alt += 1;
  }
  return [eq, alt];
}

const lessThan = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

const dueWord = (e: Entrant) =>
  e.due ? `due ${e.due.colour === 'W' ? 'White' : 'Black'}` : 'no due colour';

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

interface Switch {
  kind: 'transposition' | 'interchange';
  j: number;
  cost: number;
  after: [number, number];
  /** The two players whose rating difference is the cost. */
  swapped: [Entrant, Entrant];
}

/**
 * Colour switches (29E5, Look Ahead 29E6a): top down, a board with a colour miss looks at every
 * other board for a transposition or an interchange that lowers the misses of the two boards,
 * within 200 points when it fixes an equalization miss and 80 otherwise (unrated players exempt,
 * 29E5g). The most effective switch wins; among equally effective ones a transposition within 80
 * beats an interchange, else the smaller switch (29E5e).
 */
function improveColours(boards: Draft[], ctx: Context): void {
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
        const options: Switch[] = [];
        if (legal(bi.high, bj.low) && legal(bj.high, bi.low)) {
          const a = gap(bi.low, bj.low);
          const b = gap(bi.high, bj.high);
          options.push({
            kind: 'transposition',
            j,
            cost: Math.min(a, b),
            after: misses([
              draft(bi.high, bj.low, bi.explanation),
              draft(bj.high, bi.low, bi.explanation),
            ]),
            swapped: a <= b ? [bi.low, bj.low] : [bi.high, bj.high],
          });
        }
        if (legal(bi.high, bj.high) && legal(bi.low, bj.low)) {
          const a = gap(bi.low, bj.high);
          const b = gap(bi.high, bj.low);
          options.push({
            kind: 'interchange',
            j,
            cost: Math.min(a, b),
            after: misses([
              draft(bi.high, bj.high, bi.explanation),
              draft(bi.low, bj.low, bi.explanation),
            ]),
            swapped: a <= b ? [bi.low, bj.high] : [bi.high, bj.low],
          });
        }
        for (const option of options) {
          if (!lessThan(option.after, before)) continue;
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
  const pairs: [Entrant, Entrant][] =
    s.kind === 'transposition'
      ? [
          [bi.high, bj.low],
          [bj.high, bi.low],
        ]
      : [
          [bi.high, bj.high],
          [bi.low, bj.low],
        ];
  boards[i] = draft(pairs[0]![0], pairs[0]![1], explanation);
  boards[s.j] = draft(pairs[1]![0], pairs[1]![1], explanation);
}

/** Pairs an even set of players of one score group (29C), or null when it cannot be paired. */
function pairEven(members: Entrant[], label: string, ctx: Context): Draft[] | null {
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

/** Odd-player candidates (29D1a, 29D1b): lowest-rated rated player first, unrated last. */
function oddOrder(members: Entrant[]): Entrant[] {
  const rated = members
    .filter((m) => !m.unrated)
    .sort((a, b) => a.rating - b.rating || b.rank - a.rank);
  const unrated = members.filter((m) => m.unrated).sort((a, b) => b.rank - a.rank);
  return [...rated, ...unrated];
}

interface GroupResult {
  boards: Draft[];
  dropped: Floater[];
}

/**
 * One score group's own pairing once its floaters are placed: players with no legal opponent in
 * the group drop (29D2); an odd group drops its lowest-rated rated player (29D1a) unless another
 * choice within the limits has fewer colour misses (29D1b); more players drop only when the rest
 * of the field could not otherwise be paired. `below` is every unpaired player under the group.
 */
function pairScoreGroup(
  members: Entrant[],
  below: Entrant[],
  label: string,
  ctx: Context,
): GroupResult {
  const dropped: GroupResult['dropped'] = [];
  let pool = [...members];
  for (;;) {
    const alone = pool.filter((m) => !pool.some((o) => legal(m, o)));
    // A group of one is an odd group (29D1a), not a group whose players may not meet.
    if (alone.length === 0 || pool.length === 1) break;
    for (const m of alone) {
      dropped.push({
        player: m,
        rule: '29D2',
        reason: `${who(m)} may meet nobody left in score group ${label} and drops (29D2).`,
        notes: pool.filter((o) => o !== m).map((o) => whyNot(m, o)),
      });
    }
    pool = pool.filter((m) => !alone.includes(m));
  }
  const rest = [...below, ...dropped.map((d) => d.player)];
  const failures = new Map<Entrant, string>();
  const attempt = (drops: Entrant[]) => {
    const boards = pairEven(
      pool.filter((m) => !drops.includes(m)),
      label,
      ctx,
    );
    const [first] = drops;
    if (!boards) {
      if (first) failures.set(first, `the rest of score group ${label} could not be paired (27A1)`);
      return null;
    }
    if (!canPair([...rest, ...drops])) {
      if (first) failures.set(first, 'the lower groups could not be completed (29D1a)');
      return null;
    }
    return { boards, misses: misses(boards) };
  };

  if (pool.length % 2 === 0) {
    const whole = attempt([]);
    if (whole) return { boards: whole.boards, dropped };
  } else {
    const candidates = oddOrder(pool);
    for (let c = 0; c < candidates.length; c += 1) {
      const odd = candidates[c]!;
      const natural = attempt([odd]);
      if (!natural) continue;
      const skipped = candidates.slice(0, c);
      const which = c === 0 ? '' : ' who can drop';
      let chosen = {
        odd,
        result: natural,
        rule: '29D1a',
        reason:
          pool.length === 1
            ? `${who(odd)} is alone in score group ${label} and drops (29D1a).`
            : `${who(odd)}, the lowest-rated player of odd score group ${label}${which}, drops (29D1a).`,
      };
      // 29D1b: the next-lowest player drops instead only when that removes colour misses within
      // the limits (§9.5: stop at the first such option).
      if (natural.misses[0] + natural.misses[1] > 0) {
        for (const alt of candidates.slice(c + 1, c + 7)) {
          const result = attempt([alt]);
          if (!result || !lessThan(result.misses, natural.misses)) continue;
          const limit =
            result.misses[0] < natural.misses[0] ? ctx.limits.equalization : ctx.limits.alternation;
          if (gap(alt, odd) > limit) continue;
          chosen = {
            odd: alt,
            result,
            rule: '29D1b',
            reason: `${who(alt)} drops from odd score group ${label} instead of the lower-rated ${who(odd)}: the switch costs ${gap(alt, odd)} points, within the ${limit}-point limit, and leaves fewer colour misses (29D1b).`,
          };
          break;
        }
      }
      dropped.push({
        player: chosen.odd,
        rule: chosen.rule,
        reason: chosen.reason,
        notes: skipped.map((s) => `${who(s)} could not drop: ${failures.get(s) ?? 'no pairing'}.`),
      });
      return { boards: chosen.result.boards, dropped };
    }
  }
  // More players must drop so the lower groups can be completed (29D2; §9.15 backtracking).
  const order = oddOrder(pool);
  for (let k = (pool.length % 2) + 2; k <= pool.length; k += 2) {
    const drops = order.slice(0, k);
    const result = attempt(drops);
    if (result) {
      for (const d of drops) {
        dropped.push({
          player: d,
          rule: '29D2',
          reason: `${who(d)} drops from score group ${label} so that every lower group can be completed (29D2).`,
          notes: [],
        });
      }
      return { boards: result.boards, dropped };
    }
  }
  throw new Error(`Score group ${label} cannot be paired: the field has no legal pairing.`);
}

/**
 * A floater's opponent (29D1a): the highest-rated player of the group he may meet, keeping the
 * rest pairable; a lower one only for colour and within the limits (29E5).
 */
function placeFloater(
  floater: Floater,
  members: Entrant[],
  others: Entrant[],
  label: string,
  ctx: Context,
): Draft | null {
  const f = floater.player;
  const skipped: string[] = [...floater.notes];
  const fits = (m: Entrant) => canPair([...others, ...members.filter((o) => o !== m)]);
  let top: Entrant | null = null;
  for (const m of members) {
    if (!legal(f, m)) {
      skipped.push(whyNot(f, m));
      continue;
    }
    if (!fits(m)) {
      skipped.push(`Pairing ${who(m)} would leave the lower groups unpairable (29D1a).`);
      continue;
    }
    top = m;
    break;
  }
  if (!top) return null;
  let chosen = top;
  let colourNote = '';
  const topConflict = conflict(f, top);
  if (topConflict > 0) {
    const limit = topConflict === 2 ? ctx.limits.equalization : ctx.limits.alternation;
    const better = members.find(
      (m) =>
        m.rank > top.rank &&
        legal(f, m) &&
        gap(m, top) <= limit &&
        conflict(f, m) < topConflict &&
        fits(m),
    );
    if (better) {
      chosen = better;
      skipped.push(
        `${who(top)} is higher rated, but ${who(f)} and he are both ${dueWord(f)}; ${who(better)} is ${gap(better, top)} points lower, within the ${limit}-point limit (29E5).`,
      );
      colourNote = ' A lower opponent within the limit gives both their due colours (29E5).';
    }
  }
  return draft(f, chosen, {
    rule: floater.rule,
    text: `${floater.reason} He plays the highest-rated player he may meet in score group ${label}, ${who(chosen)} (29D1a).${colourNote}`,
    alternatives: skipped,
  });
}

/** A player dropped to a lower score group, with why (29D). */
interface Floater {
  player: Entrant;
  rule: string;
  /** Sentence naming the player and the rule that dropped him. */
  reason: string;
  /** Why the obvious alternatives were not taken. */
  notes: string[];
}

/** Pairs the pool score group by score group, top down, with floaters moving only down (29B). */
function pairGroups(pool: Entrant[], ctx: Context): Draft[] {
  const scores = [...new Set(pool.map((p) => p.score))].sort((a, b) => b - a);
  const groups = scores.map((s) => pool.filter((p) => p.score === s));
  const boards: Draft[] = [];
  let carry: Floater[] = [];
  for (let g = 0; g < groups.length; g += 1) {
    const label = fmtScore(scores[g]!);
    let members = [...groups[g]!];
    const below = groups.slice(g + 1).flat();
    const stillFloating: Floater[] = [];
    for (let k = 0; k < carry.length; k += 1) {
      const floater = carry[k]!;
      const others = [
        ...carry.slice(k + 1).map((c) => c.player),
        ...stillFloating.map((c) => c.player),
        ...below,
      ];
      const placed = placeFloater(floater, members, others, label, ctx);
      if (placed) {
        boards.push(placed);
        members = members.filter((m) => m !== placed.low && m !== placed.high);
      } else {
        stillFloating.push(floater);
      }
    }
    const isLast = g === groups.length - 1;
    if (isLast) {
      const leftover = [...stillFloating.map((f) => f.player), ...members].sort(byRank);
      const result = pairEven(leftover, label, ctx) ?? [];
      if (result.length * 2 !== leftover.length) {
        throw new Error(
          'The lowest score group cannot be completed: the field has no legal pairing.',
        );
      }
      for (const b of result) {
        if (stillFloating.some((f) => f.player === b.high || f.player === b.low)) {
          b.explanation = {
            rule: '29D2',
            text: `Players who could not be paired higher up meet in the lowest score group ${label} (29D2). ${b.explanation.text}`,
            alternatives: b.explanation.alternatives,
          };
        }
      }
      boards.push(...result);
      break;
    }
    const result = pairScoreGroup(
      members,
      [...stillFloating.map((f) => f.player), ...below],
      label,
      ctx,
    );
    boards.push(...result.boards);
    carry = [...stillFloating, ...result.dropped].sort((a, b) => byRank(a.player, b.player));
  }
  return boards;
}

/** 28L3/28L4 standing of a bye candidate: lower is more eligible. */
function byeTier(e: Entrant): number {
  if (e.hadFullPointBye) return 5;
  if (e.forfeitWinRound !== null) return 4;
  if (e.hadHalfPointBye) return 3;
  return e.unrated ? 2 : 1;
}

function byeOrder(pool: Entrant[]): Entrant[] {
  const scores = [...new Set(pool.map((p) => p.score))].sort((a, b) => a - b);
  const order: Entrant[] = [];
  const lowestFirst = (a: Entrant, b: Entrant) =>
    a.unrated || b.unrated ? b.rank - a.rank : a.rating - b.rating || b.rank - a.rank;
  // Lowest group first, moving up a group when nobody in it is eligible (§9 default); forfeit
  // winners and second byes only when nobody else in the whole field is.
  for (const s of scores) {
    const group = pool.filter((p) => p.score === s);
    for (const tier of [1, 2, 3]) {
      order.push(...group.filter((p) => byeTier(p) === tier).sort(lowestFirst));
    }
  }
  for (const tier of [4, 5]) {
    for (const s of scores) {
      order.push(...pool.filter((p) => p.score === s && byeTier(p) === tier).sort(lowestFirst));
    }
  }
  return order;
}

function byeReasonAgainst(e: Entrant): string {
  switch (byeTier(e)) {
    case 5:
      return `${who(e)} already had a full-point bye (28L3).`;
    case 4:
      return `${who(e)} won by forfeit in round ${e.forfeitWinRound} (28L3).`;
    case 3:
      return `${who(e)} took a half-point bye (28L4).`;
    case 2:
      return `${who(e)} is unrated, and a rated player is eligible (28L2).`;
    default:
      return `Giving ${who(e)} the bye would leave the rest unpairable.`;
  }
}

function chooseBye(
  pool: Entrant[],
  round: number,
): { player: Entrant; explanation: Explanation; feasible: boolean } {
  const order = byeOrder(pool);
  // No second full-point bye (28L3) outranks 27A1 here: 27A1 itself allows a rematch when no
  // legal pairing exists, 28L3 has no such exception.
  const eligible = order.filter((c) => byeTier(c) < 5);
  const candidates = eligible.length > 0 ? eligible : order;
  let index = candidates.findIndex((c) => canPair(pool.filter((p) => p !== c)));
  const feasible = index !== -1;
  if (!feasible) index = 0;
  const player = order[index]!;
  const lowest = Math.min(...pool.map((p) => p.score));
  // The players a reader would have expected first: everyone ranked below the one chosen.
  const alternatives = pool
    .filter((p) => p.rank > player.rank)
    .reverse()
    .slice(0, 5)
    .map((p) =>
      order.indexOf(p) < index
        ? `Giving ${who(p)} the bye would leave the rest unpairable.`
        : byeReasonAgainst(p),
    );
  let rule = '28L2';
  let text =
    round === 1
      ? `The pool is odd: the bye goes to the lowest-rated rated player (28L2).`
      : `The pool is odd: the bye goes to the lowest-rated eligible player of the lowest score group (28L2), score ${fmtScore(player.score)}.`;
  const tier = byeTier(player);
  if (player.score !== lowest && tier <= 3) {
    text += ` Nobody in a lower score group is eligible, so it moves up.`;
  }
  if (tier === 3) {
    rule = '28L4';
    text += ` Everyone else in the group has had a bye or a forfeit win, so a half-point bye taker is eligible (28L4).`;
  } else if (tier === 4) {
    rule = '28L3';
    text += ` Nobody else is eligible, so a forfeit winner gets it despite 28L3.`;
  } else if (tier === 5) {
    rule = '28L3';
    text += ` Every player has had a full-point bye: a second one cannot be avoided (28L3).`;
  } else if (tier === 2) {
    text += ` No rated player in the group is eligible.`;
  }
  return { player, explanation: { rule, text, alternatives }, feasible };
}

function buildEntrants(
  state: TournamentState,
  seed: number,
  avoidPairs: PairRoundOptions['avoidPairs'],
  accelerated: boolean,
) {
  const entrants = state.players.map((p: Player): Entrant => {
    const entries = entriesOf(state, p.id);
    const history = colourHistory(state, p.id);
    const met = new Map<number, number>();
    let forfeitWinRound: number | null = null;
    entries.forEach((entry, r) => {
      if (entry.kind === 'played') met.set(entry.opponent, r + 1);
      if (entry.kind === 'forfeitWin' && forfeitWinRound === null) forfeitWinRound = r + 1;
    });
    return {
      id: p.id,
      name: p.name,
      rating: p.rating,
      unrated: p.unrated,
      score: scoreOf(state, p.id),
      history,
      due: dueColourOf(history),
      met,
      avoid: new Set(),
      hadFullPointBye: entries.some((e) => e.kind === 'fullPointBye'),
      forfeitWinRound,
      hadHalfPointBye: entries.some((e) => e.kind === 'halfPointBye'),
      rank: 0,
    };
  });
  const byId = new Map(entrants.map((e) => [e.id, e]));
  for (const [a, b] of avoidPairs ?? []) {
    byId.get(a)?.avoid.add(b);
    byId.get(b)?.avoid.add(a);
  }
  const lots = new Map(entrants.map((e) => [e.id, lotNumber(seed, e.id)]));
  const byRating = (a: Entrant, b: Entrant) =>
    Number(a.unrated) - Number(b.unrated) ||
    (a.unrated ? 0 : b.rating - a.rating) ||
    lots.get(a.id)! - lots.get(b.id)!;
  if (accelerated) {
    const upper = [...entrants].sort(byRating).slice(0, Math.ceil(entrants.length / 2));
    for (const e of upper) e.score += 1;
  }
  entrants.sort((a, b) => b.score - a.score || byRating(a, b));
  entrants.forEach((e, i) => {
    e.rank = i;
  });
  return { entrants, byId };
}

/** The fewest rematches when no legal pairing exists (27A1), closest scores first. */
function forcedPairing(pool: Entrant[]): Draft[] {
  const pairs = leastPenaltyPairing(pool.length, (i, j) => {
    const a = pool[i]!;
    const b = pool[j]!;
    return (legal(a, b) ? 0 : 1_000_000) + Math.abs(a.score - b.score) * 1000 + Math.abs(i - j);
  });
  return pairs.map(([i, j]) => {
    const a = pool[i]!;
    const b = pool[j]!;
    const rematch = !legal(a, b);
    return draft(
      a,
      b,
      {
        rule: '27A1',
        text: rematch
          ? `No pairing of the ${pool.length} players avoids every rematch (searched exhaustively), so this rematch is one of the fewest possible (27A1). ${whyNot(a, b)}`
          : `No pairing of the ${pool.length} players avoids every rematch, so the round was paired for the fewest rematches, closest scores first (27A1).`,
        alternatives: [],
      },
      rematch,
    );
  });
}

/**
 * Pairs the next round. Pure: the same state and options give the same pairing. Throws only when
 * an id in the options is unknown.
 */
export function pairRound(state: TournamentState, options: PairRoundOptions = {}): RoundPairing {
  const round = state.rounds.length + 1;
  const ctx: Context = { limits: options.ratingLimits ?? DEFAULT_RATING_LIMITS };
  const toss: Colour = (options.firstBoardWhite ?? true) ? 'W' : 'B';
  const { entrants, byId } = buildEntrants(
    state,
    options.seed ?? 0,
    options.avoidPairs,
    options.acceleration === 'addedScore' && round <= 2,
  );
  const fixedIds = (options.fixedPairs ?? []).flat();
  for (const id of [
    ...(options.withdrawn ?? []),
    ...(options.requestedByes ?? []).map((b) => b.playerId),
    ...fixedIds,
  ]) {
    if (!byId.has(id)) throw new Error(`Unknown player id ${id}.`);
  }
  const withdrawn = new Set([
    ...(options.withdrawn ?? []),
    ...state.players.filter((p) => isWithdrawn(state, p.id)).map((p) => p.id),
  ]);
  const requestedByes = (options.requestedByes ?? []).filter((b) => !withdrawn.has(b.playerId));
  const requested = new Set(requestedByes.map((b) => b.playerId));
  const fixed = new Set(fixedIds);
  let pool = entrants.filter(
    (e) => !withdrawn.has(e.id) && !requested.has(e.id) && !fixed.has(e.id),
  );

  let bye: RoundPairing['bye'] = null;
  let feasible: boolean;
  if (pool.length % 2 === 1) {
    const chosen = chooseBye(pool, round);
    bye = { playerId: chosen.player.id, explanation: chosen.explanation };
    feasible = chosen.feasible;
    pool = pool.filter((p) => p !== chosen.player);
  } else {
    feasible = canPair(pool);
  }
  const drafts = feasible ? pairGroups(pool, ctx) : forcedPairing(pool);
  for (const [a, b] of options.fixedPairs ?? []) {
    const x = byId.get(a)!;
    const y = byId.get(b)!;
    drafts.push(
      draft(
        x,
        y,
        {
          rule: 'TD',
          text: `Director's pairing: ${who(x)} v ${who(y)}; the rest of the round was paired around it.`,
          alternatives: legal(x, y) ? [] : [whyNot(x, y)],
        },
        !legal(x, y),
      ),
    );
  }
  return {
    round,
    boards: orderBoards(drafts, toss),
    bye,
    requestedByes,
    withdrawn: entrants.filter((e) => withdrawn.has(e.id)).map((e) => e.id),
  };
}

/** Board order (§9.14) and colours (29E2–29E4). */
function orderBoards(drafts: Draft[], toss: Colour): PairedBoard[] {
  const sorted = [...drafts].sort(
    (x, y) =>
      Math.max(y.high.score, y.low.score) - Math.max(x.high.score, x.low.score) ||
      y.high.score + y.low.score - (x.high.score + x.low.score) ||
      x.high.rank - y.high.rank,
  );
  let tossed = 0;
  return sorted.map((d, i) => {
    const neither = !d.high.due && !d.low.due;
    const tossColour: Colour = (tossed % 2 === 0) === (toss === 'W') ? 'W' : 'B';
    if (neither) tossed += 1;
    const colours = allocateColours(
      { history: d.high.history },
      { history: d.low.history },
      tossColour,
    );
    const [white, black] = colours.higher === 'W' ? [d.high, d.low] : [d.low, d.high];
    return {
      board: i + 1,
      white: white.id,
      black: black.id,
      explanation: d.explanation,
      colour: {
        rule: colours.rule,
        text: neither
          ? `Neither player has a due colour: the toss, alternating down the boards, gives ${who(d.high)} ${colours.higher === 'W' ? 'White' : 'Black'} (29E2).`
          : colours.text,
      },
      rematch: d.rematch,
    };
  });
}
