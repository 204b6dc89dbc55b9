/**
 * Standings with the US Chess tiebreaks (rule 34) in their default order, and the groups prizes
 * are paid by. Defaults where the rules are silent are in docs/decisions/0038.
 */

import { entriesOf, entryPoints, isPlayed } from './model.js';
import type { RoundEntry, TournamentState } from './model.js';

export const TIEBREAKS = [
  'modifiedMedian',
  'solkoff',
  'cumulative',
  'cumulativeOfOpposition',
] as const;

/** 34E1 Modified Median, 34E2 Solkoff, 34E3 Cumulative, 34E9 Cumulative of Opposition. */
export type Tiebreak = (typeof TIEBREAKS)[number];

export interface StandingsOptions {
  /** Order of tiebreaks; the US Chess default (34) unless the event posted another. */
  tiebreaks?: readonly Tiebreak[];
  /**
   * Points a half-point bye takes off Cumulative (34E3 names only unplayed wins). Default 0.5:
   * the bye's half point is as unplayed as an FPB's full one.
   */
  cumulativeHalfByeDeduction?: number;
}

export interface Standing {
  playerId: number;
  name: string;
  rating: number;
  unrated: boolean;
  section: string;
  score: number;
  tiebreaks: Record<Tiebreak, number>;
  /** Place by score, ties shared: "1", "3-5". */
  place: string;
  /** 1-based order after score and tiebreaks. */
  position: number;
}

const isUnplayedWin = (e: RoundEntry) => e.kind === 'fullPointBye' || e.kind === 'forfeitWin';

/** Score where each unplayed round counts ½ (34E1: how an opponent's score is adjusted). */
function adjustedScore(entries: readonly RoundEntry[]): number {
  return entries.reduce((sum, e) => sum + (isPlayed(e) ? e.result : 0.5), 0);
}

/**
 * The cumulative tiebreak (34E3): the sum of the running scores after each round, less 1 for each
 * unplayed win and `halfByeDeduction` for each half-point bye.
 */
function cumulative(entries: readonly RoundEntry[], halfByeDeduction: number): number {
  let running = 0;
  let total = 0;
  for (const e of entries) {
    running += entryPoints(e);
    total += running;
    if (isUnplayedWin(e)) total -= 1;
    if (e.kind === 'halfPointBye') total -= halfByeDeduction;
  }
  return total;
}

/**
 * Modified Median (34E1): opponents' adjusted scores with the player's own unplayed rounds as 0,
 * dropping the lowest for a plus score, the highest for a minus score, both for an even score;
 * two at each end from nine rounds on.
 */
function modifiedMedian(values: readonly number[], score: number, rounds: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const drop = rounds >= 9 ? 2 : 1;
  const half = rounds / 2;
  const low = score >= half ? drop : 0;
  const high = score <= half ? drop : 0;
  return sorted.slice(low, Math.max(low, sorted.length - high)).reduce((a, b) => a + b, 0);
}

const byScoreThenTiebreaks =
  (order: readonly Tiebreak[]) =>
  (a: Omit<Standing, 'place' | 'position'>, b: Omit<Standing, 'place' | 'position'>) => {
    if (a.score !== b.score) return b.score - a.score;
    for (const t of order)
      if (a.tiebreaks[t] !== b.tiebreaks[t]) return b.tiebreaks[t] - a.tiebreaks[t];
    return Number(a.unrated) - Number(b.unrated) || b.rating - a.rating || a.playerId - b.playerId;
  };

/** Places by score with ties shared, over a list already in order. */
function withPlaces<T extends { score: number }>(
  rows: readonly T[],
): (T & { place: string; position: number })[] {
  return rows.map((row, i) => {
    const first = rows.findIndex((r) => r.score === row.score) + 1;
    let last = first;
    while (last < rows.length && rows[last]!.score === row.score) last += 1;
    return { ...row, place: first === last ? String(first) : `${first}-${last}`, position: i + 1 };
  });
}

/** Every player's score and tiebreaks, best first. */
export function computeStandings(
  state: TournamentState,
  options: StandingsOptions = {},
): Standing[] {
  const order = options.tiebreaks ?? TIEBREAKS;
  const halfBye = options.cumulativeHalfByeDeduction ?? 0.5;
  const rounds = state.rounds.length;
  const entries = new Map(state.players.map((p) => [p.id, entriesOf(state, p.id)]));
  const adjusted = new Map([...entries].map(([id, e]) => [id, adjustedScore(e)]));
  const cumulatives = new Map([...entries].map(([id, e]) => [id, cumulative(e, halfBye)]));
  const rows = state.players.map((p) => {
    const own = entries.get(p.id)!;
    const score = own.reduce((sum, e) => sum + entryPoints(e), 0);
    const opposition = own.map((e) => (isPlayed(e) ? (adjusted.get(e.opponent) ?? 0) : 0));
    const opponents = own.filter(isPlayed).map((e) => e.opponent);
    const tiebreaks: Record<Tiebreak, number> = {
      modifiedMedian: modifiedMedian(opposition, score, rounds),
      solkoff: opposition.reduce((a, b) => a + b, 0),
      cumulative: cumulatives.get(p.id)!,
      cumulativeOfOpposition: opponents.reduce((sum, id) => sum + (cumulatives.get(id) ?? 0), 0),
    };
    return {
      playerId: p.id,
      name: p.name,
      rating: p.rating,
      unrated: p.unrated,
      section: p.section ?? '',
      score,
      tiebreaks,
    };
  });
  return withPlaces(rows.sort(byScoreThenTiebreaks(order)));
}

/** A prize class: players rated from `minRating` (default no floor) to `maxRating`. */
export interface RatingClass {
  name: string;
  maxRating: number;
  minRating?: number;
  /** Whether unrated players may win it (usually only an unrated prize or the top prizes). */
  includeUnrated?: boolean;
}

export interface PrizeGroup {
  section: string;
  /** 'Overall' or the class name. */
  group: string;
  standings: Standing[];
}

/**
 * Standings split for prizes: per section, the overall group, then one group per class, each with
 * its own shared places. A player can be in several groups (a U1600 player is also overall).
 */
export function groupForPrizes(
  standings: readonly Standing[],
  classes: readonly RatingClass[],
): PrizeGroup[] {
  const sections = [...new Set(standings.map((s) => s.section))];
  const groups: PrizeGroup[] = [];
  for (const section of sections) {
    const inSection = standings.filter((s) => s.section === section);
    groups.push({ section, group: 'Overall', standings: withPlaces(inSection) });
    for (const c of classes) {
      const members = inSection.filter((s) =>
        s.unrated
          ? c.includeUnrated === true
          : s.rating <= c.maxRating && s.rating >= (c.minRating ?? -Infinity),
      );
      groups.push({ section, group: c.name, standings: withPlaces(members) });
    }
  }
  return groups;
}

/**
 * A wall chart's round cells for each player of the standings, keyed by player id: `W12`, `L5`,
 * `D3` (a game against the player at that position of the standings), `X12`/`F12` (a forfeit won
 * or lost), `B` (full-point bye), `H` (half-point bye), `U` (zero-point bye, not paired, withdrawn).
 */
export function wallChartCells(
  state: TournamentState,
  standings: readonly Pick<Standing, 'playerId' | 'position'>[],
): Map<number, string[]> {
  const positionOf = new Map(standings.map((s) => [s.playerId, s.position]));
  const at = (id: number) => positionOf.get(id) ?? 0;
  const cell = (e: RoundEntry): string => {
    switch (e.kind) {
      case 'played':
        return `${e.result === 1 ? 'W' : e.result === 0 ? 'L' : 'D'}${at(e.opponent)}`;
      case 'forfeitWin':
        return `X${at(e.opponent)}`;
      case 'forfeitLoss':
        return `F${at(e.opponent)}`;
      case 'fullPointBye':
        return 'B';
      case 'halfPointBye':
        return 'H';
      default:
        return 'U';
    }
  };
  return new Map(
    standings.map((s) => [s.playerId, entriesOf(state, s.playerId).map(cell)] as const),
  );
}
