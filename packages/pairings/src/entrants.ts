/** The engine's view of each player this round, and the pair tests every pairing step shares. */

import { colourConflict } from './colours.js';
import type { ColourConflict } from './colours.js';
import { canPairAll } from './matching.js';
import { colourHistory, dueColourOf, entriesOf, scoreOf } from './model.js';
import type { DueColour, Player, TournamentState } from './model.js';
import type { Explanation, PairRoundOptions, RatingLimits } from './pair-round-types.js';
import { lotNumber } from './random.js';

/** One player as the engine sees him this round. */
export interface Entrant {
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
export interface Draft {
  high: Entrant;
  low: Entrant;
  explanation: Explanation;
  rematch: boolean;
}

export interface Context {
  limits: RatingLimits;
}

export const fmtScore = (score: number) => String(score);
export const who = (e: Entrant) => `${e.name} (${e.unrated ? 'unrated' : e.rating})`;
export const legal = (a: Entrant, b: Entrant) => a !== b && !a.met.has(b.id) && !a.avoid.has(b.id);
export const byRank = (a: Entrant, b: Entrant) => a.rank - b.rank;

/** Why two players may not meet, for an explanation. */
export function whyNot(a: Entrant, b: Entrant): string {
  const round = a.met.get(b.id);
  if (round !== undefined) return `${who(a)} and ${who(b)} already met in round ${round} (27A1).`;
  return `${who(a)} and ${who(b)} may not be paired (28N/28T).`;
}

/** Whether every player of the set can be paired without a forbidden pair. */
export function canPair(players: readonly Entrant[]): boolean {
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
export function gap(a: Entrant, b: Entrant): number {
  return a.unrated || b.unrated ? 0 : Math.abs(a.rating - b.rating);
}

export function conflict(a: Entrant, b: Entrant): ColourConflict {
  const [high, low] = a.rank < b.rank ? [a, b] : [b, a];
  return colourConflict({ history: high.history }, { history: low.history });
}

export function draft(a: Entrant, b: Entrant, explanation: Explanation, rematch = false): Draft {
  const [high, low] = a.rank < b.rank ? [a, b] : [b, a];
  return { high, low, explanation, rematch };
}

/** Equalization and alternation misses of some boards, as a comparable pair. */
export function misses(boards: readonly { high: Entrant; low: Entrant }[]): [number, number] {
  let eq = 0;
  let alt = 0;
  for (const b of boards) {
    const c = conflict(b.high, b.low);
    if (c === 2) eq += 1;
    else if (c === 1) alt += 1;
  }
  return [eq, alt];
}

export const lessThan = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

export const dueWord = (e: Entrant) =>
  e.due ? `due ${e.due.colour === 'W' ? 'White' : 'Black'}` : 'no due colour';

export function buildEntrants(
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
