/**
 * A seeded tournament simulator: a field, results by the Elo expectation, requested byes,
 * withdrawals, forfeits and late entries, each round paired by pairRound. It feeds the property
 * tests and the `pairings:simulate` script, so the same seed always gives the same event.
 */

import { addLateEntry } from './model.js';
import type { Player, TournamentState } from './model.js';
import { pairRound } from './pair-round.js';
import type { PairRoundOptions, RequestedBye, RoundPairing } from './pair-round-types.js';
import { mulberry32 } from './random.js';
import { recordRound } from './results.js';
import type { GameResult } from './results.js';
import { writeTrf16 } from './trf16.js';

export interface SimulationOptions {
  /** Players in all, late entries included. */
  players: number;
  rounds: number;
  seed: number;
  /** Chance that an active player requests a bye for a round (one in five of them worth 0). */
  byeRate?: number;
  /** Chance that an active player withdraws before a round. */
  withdrawalRate?: number;
  /** Players who join in round 2 or 3, their missed rounds as zero- or half-point byes (28K). */
  lateEntries?: number;
  /** Share of unrated players. */
  unratedShare?: number;
  /** Chance that a game is forfeited; the absent player is then withdrawn (§9.12). */
  forfeitRate?: number;
  /** The pairing function, replaceable to time it; pairRound by default. */
  pair?: (state: TournamentState, options: PairRoundOptions) => RoundPairing;
}

export interface SimulatedTournament {
  state: TournamentState;
  /** Each round's pairing, in order. */
  pairings: RoundPairing[];
  /** The options each round was paired with. */
  roundOptions: PairRoundOptions[];
  /** How many players (the first ones of `state.players`) had entered when each round was paired. */
  fieldSizes: number[];
}

const DEFAULTS = {
  byeRate: 0.03,
  withdrawalRate: 0.01,
  lateEntries: 0,
  unratedShare: 0.08,
  forfeitRate: 0.005,
} as const;

/** Game result drawn from the Elo expectation; draws likeliest between equals. */
function drawResult(random: () => number, white: number, black: number): GameResult {
  const expected = 1 / (1 + 10 ** ((black - white) / 400));
  const draw = 0.3 * (1 - Math.abs(expected - 0.5) * 2);
  const roll = random();
  if (roll < expected - draw / 2) return '1-0';
  if (roll < expected + draw / 2) return '1/2-1/2';
  return '0-1';
}

/** Simulates a whole event. Pure: the same options give the same tournament. */
export function simulateTournament(options: SimulationOptions): SimulatedTournament {
  const settings = { ...DEFAULTS, ...options };
  const random = mulberry32(options.seed);
  const pair = options.pair ?? pairRound;
  const field: Player[] = [];
  const strength = new Map<number, number>();
  for (let id = 1; id <= options.players; id += 1) {
    const rating = Math.round(600 + random() * 1800);
    const unrated = random() < settings.unratedShare;
    field.push({ id, name: `Player ${id}`, rating: unrated ? 0 : rating, unrated });
    strength.set(id, rating);
  }
  const lateCount = Math.min(settings.lateEntries, Math.max(0, options.players - 2));
  const late = field.slice(field.length - lateCount).map((player) => ({
    player,
    round: 2 + Math.floor(random() * 2),
    missed: random() < 0.5 ? ('halfPointBye' as const) : ('zeroPointBye' as const),
  }));
  let state: TournamentState = { players: field.slice(0, field.length - lateCount), rounds: [] };
  const withdrawn = new Set<number>();
  const pairings: RoundPairing[] = [];
  const roundOptions: PairRoundOptions[] = [];
  const fieldSizes: number[] = [];
  const firstBoardWhite = random() < 0.5;

  for (let round = 1; round <= options.rounds; round += 1) {
    for (const entry of late) {
      if (entry.round === round) state = addLateEntry(state, entry.player, entry.missed);
    }
    const requestedByes: RequestedBye[] = [];
    for (const p of state.players) {
      if (withdrawn.has(p.id)) continue;
      if (round > 1 && random() < settings.withdrawalRate) withdrawn.add(p.id);
      else if (random() < settings.byeRate) {
        requestedByes.push({ playerId: p.id, points: random() < 0.2 ? 0 : 0.5 });
      }
    }
    const optionsForRound: PairRoundOptions = {
      firstBoardWhite,
      requestedByes,
      withdrawn: [...withdrawn],
      seed: options.seed,
    };
    const pairing = pair(state, optionsForRound);
    fieldSizes.push(state.players.length);
    const results: Record<number, GameResult> = {};
    for (const board of pairing.boards) {
      if (random() < settings.forfeitRate) {
        const whiteAbsent = random() < 0.5;
        results[board.board] = whiteAbsent ? '0F-1F' : '1F-0F';
        withdrawn.add(whiteAbsent ? board.white : board.black);
      } else {
        results[board.board] = drawResult(
          random,
          strength.get(board.white)!,
          strength.get(board.black)!,
        );
      }
    }
    state = recordRound(state, pairing, results);
    pairings.push(pairing);
    roundOptions.push(optionsForRound);
  }
  return { state, pairings, roundOptions, fieldSizes };
}

/** A simulated event as TRF16 text: what `npm run pairings:simulate` prints. */
export function simulationTrf16(options: SimulationOptions): string {
  const { state } = simulateTournament(options);
  return writeTrf16({
    name: `Simulated Swiss, ${options.players} players, seed ${options.seed}`,
    state,
  });
}
