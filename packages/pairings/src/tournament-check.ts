/**
 * The properties every simulated event must keep, for the property tests: nobody left out or
 * seated twice, no rematch unless one was unavoidable, no second full-point bye, players outside
 * their score group only as drops (29D), and the colour record (27A4).
 */

import { hadFullPointBye, opponentsMet, playedColours, colourHistory, scoreOf } from './model.js';
import type { TournamentState } from './model.js';
import { canPairAll } from './matching.js';
import type { SimulatedTournament } from './simulate.js';

export interface TournamentCheck {
  /** Broken properties, one sentence each; empty when all hold. */
  problems: string[];
  /** Colour assignments (one per player per played game). */
  games: number;
  /** Games that gave a player the same colour a third time running. */
  thirdInARow: number;
  /** Games after which a player's colour imbalance exceeded 2. */
  imbalanceOver2: number;
  /** Boards paired. */
  boards: number;
  /** Boards that gave either player a third colour in a row or an imbalance over 2. */
  boardsWithColourMiss: number;
}

const DROP_RULES = new Set(['29D1a', '29D1b', '29D2', '27A1']);

function before(state: TournamentState, round: number): TournamentState {
  return { players: state.players, rounds: state.rounds.slice(0, round) };
}

/** Checks a simulated tournament round by round against the final state. */
export function checkTournament(sim: SimulatedTournament): TournamentCheck {
  const problems: string[] = [];
  const { state } = sim;
  sim.pairings.forEach((pairing, r) => {
    const prior = before(state, r);
    const inRound = state.players.slice(0, sim.fieldSizes[r]);
    const seats = new Map<number, number>();
    const seat = (id: number) => seats.set(id, (seats.get(id) ?? 0) + 1);
    for (const b of pairing.boards) {
      seat(b.white);
      seat(b.black);
    }
    if (pairing.bye) seat(pairing.bye.playerId);
    for (const q of pairing.requestedByes) seat(q.playerId);
    for (const id of pairing.withdrawn) seat(id);
    for (const p of inRound) {
      if (seats.get(p.id) !== 1)
        problems.push(`round ${r + 1}: player ${p.id} seated ${seats.get(p.id) ?? 0} times`);
    }
    const pool = [...pairing.boards.flatMap((b) => [b.white, b.black])];
    if (pairing.bye) pool.push(pairing.bye.playerId);
    const met = new Map(pool.map((id) => [id, opponentsMet(prior, id)]));
    const forced = pairing.boards.some((b) => b.rematch);
    for (const b of pairing.boards) {
      if (met.get(b.white)!.has(b.black) && !b.rematch) {
        problems.push(`round ${r + 1}: unreported rematch ${b.white}-${b.black}`);
      }
    }
    if (forced && pool.length <= 24) {
      // Unavoidable means: no bye choice (among players without an FPB) leaves a legal pairing.
      const legal = (ids: number[]) => (i: number, j: number) => !met.get(ids[i]!)!.has(ids[j]!);
      const choices =
        pool.length % 2 === 1 ? pool.filter((id) => !hadFullPointBye(prior, id)) : [null];
      const avoidable = choices.some((bye) => {
        const ids = pool.filter((id) => id !== bye);
        return canPairAll(ids.length, legal(ids));
      });
      if (avoidable)
        problems.push(`round ${r + 1}: a rematch was reported forced but was avoidable`);
    } else if (forced) {
      problems.push(`round ${r + 1}: a forced rematch in a pool of ${pool.length}`);
    }
    if (pairing.bye && hadFullPointBye(prior, pairing.bye.playerId)) {
      if (pool.some((id) => !hadFullPointBye(prior, id))) {
        problems.push(`round ${r + 1}: second full-point bye for ${pairing.bye.playerId}`);
      }
    }
    for (const b of pairing.boards) {
      const sw = scoreOf(prior, b.white);
      const sb = scoreOf(prior, b.black);
      if (sw !== sb && !DROP_RULES.has(b.explanation.rule)) {
        problems.push(
          `round ${r + 1}: ${b.white} (${sw}) v ${b.black} (${sb}) across score groups under ${b.explanation.rule}`,
        );
      }
    }
  });

  let boards = 0;
  let boardsWithColourMiss = 0;
  sim.pairings.forEach((pairing, r) => {
    const upTo = before(state, r + 1);
    for (const b of pairing.boards) {
      if (state.rounds[r]?.[b.white]?.kind !== 'played') continue;
      boards += 1;
      const miss = [b.white, b.black].some((id) => {
        const colours = playedColours(colourHistory(upTo, id));
        const balance = colours.reduce((sum, c) => sum + (c === 'W' ? 1 : -1), 0);
        const last = colours.slice(-3);
        return Math.abs(balance) > 2 || (last.length === 3 && new Set(last).size === 1);
      });
      if (miss) boardsWithColourMiss += 1;
    }
  });

  let games = 0;
  let thirdInARow = 0;
  let imbalanceOver2 = 0;
  for (const p of state.players) {
    const colours = playedColours(colourHistory(state, p.id));
    let balance = 0;
    colours.forEach((c, i) => {
      games += 1;
      balance += c === 'W' ? 1 : -1;
      if (i >= 2 && colours[i - 1] === c && colours[i - 2] === c) thirdInARow += 1;
      if (Math.abs(balance) > 2) imbalanceOver2 += 1;
    });
  }
  return { problems, games, thirdInARow, imbalanceOver2, boards, boardsWithColourMiss };
}
