/**
 * The director's changes to a proposed round and the check of a hand-made one. Changes keep each
 * moved player's colour slot; checkRound says what a change broke, with the rule, and leaves the
 * decision to the director.
 */

import { hadFullPointBye, isWithdrawn } from './model.js';
import type { TournamentState } from './model.js';
import type { Explanation, PairedBoard, RoundPairing } from './pair-round-types.js';

export interface RoundWarning {
  /** Rule broken, e.g. '27A1'. */
  rule: string;
  text: string;
  playerIds: number[];
}

const changed = (text: string): Explanation => ({ rule: 'TD', text, alternatives: [] });

/** Where a player sits: a board and a colour, or the bye. */
function seatOf(
  pairing: RoundPairing,
  id: number,
): { board: PairedBoard; colour: 'white' | 'black' } | 'bye' {
  if (pairing.bye?.playerId === id) return 'bye';
  for (const board of pairing.boards) {
    if (board.white === id) return { board, colour: 'white' };
    if (board.black === id) return { board, colour: 'black' };
  }
  throw new Error(`Player ${id} is not paired in round ${pairing.round}.`);
}

/** Exchanges the seats of two players (board and colour, or the bye). */
function exchangeSeats(pairing: RoundPairing, x: number, y: number, text: string): RoundPairing {
  seatOf(pairing, x);
  seatOf(pairing, y);
  const swap = (id: number) => (id === x ? y : id === y ? x : id);
  return {
    ...pairing,
    boards: pairing.boards.map((b) =>
      b.white === x || b.white === y || b.black === x || b.black === y
        ? {
            ...b,
            white: swap(b.white),
            black: swap(b.black),
            explanation: changed(text),
            rematch: false,
          }
        : b,
    ),
    bye: pairing.bye && {
      playerId: swap(pairing.bye.playerId),
      explanation:
        pairing.bye.playerId === x || pairing.bye.playerId === y
          ? changed(text)
          : pairing.bye.explanation,
    },
  };
}

function opponentOf(pairing: RoundPairing, id: number): number | null {
  const seat = seatOf(pairing, id);
  if (seat === 'bye') return null;
  return seat.colour === 'white' ? seat.board.black : seat.board.white;
}

/** Two players exchange opponents; each keeps his colour. Throws if either is not on a board. */
export function swapOpponents(pairing: RoundPairing, a: number, b: number): RoundPairing {
  const oa = opponentOf(pairing, a);
  const ob = opponentOf(pairing, b);
  if (oa === null || ob === null) throw new Error('Both players must be on a board.');
  if (oa === b) return pairing;
  return exchangeSeats(pairing, oa, ob, `Director's change: opponents of ${a} and ${b} exchanged.`);
}

/**
 * Puts `a` and `b` on one board (a keeps his seat); b's seat goes to a's former opponent, or to a
 * if a had the bye. The rest of the round is left as it was for the director to check.
 */
export function forcePairing(pairing: RoundPairing, a: number, b: number): RoundPairing {
  if (a === b) throw new Error('A player cannot be paired with himself.');
  const oa = opponentOf(pairing, a);
  if (oa === b) return pairing;
  const text = `Director's pairing: ${a} v ${b}.`;
  if (oa === null) return exchangeSeats(pairing, a, opponentOf(pairing, b) ?? b, text);
  return exchangeSeats(pairing, oa, b, text);
}

/** Exchanges the colours of one board. */
export function swapColours(pairing: RoundPairing, board: number): RoundPairing {
  return {
    ...pairing,
    boards: pairing.boards.map((b) =>
      b.board === board
        ? {
            ...b,
            white: b.black,
            black: b.white,
            colour: { rule: 'TD', text: "Director's change: colours exchanged." },
          }
        : b,
    ),
  };
}

/**
 * What is wrong with a round, paired by hand or changed: a rematch (27A1), a player seated twice
 * or a withdrawn player seated (28P), an active player left out (29A), a second full-point bye or
 * one to a forfeit winner (28L3). Unplayed games are not meetings (27A1).
 */
export function checkRound(
  state: TournamentState,
  pairing: RoundPairing,
  options: { withdrawn?: readonly number[] } = {},
): RoundWarning[] {
  const warnings: RoundWarning[] = [];
  const seats = new Map<number, number>();
  const seat = (id: number) => seats.set(id, (seats.get(id) ?? 0) + 1);
  for (const b of pairing.boards) {
    seat(b.white);
    seat(b.black);
    const met = state.rounds.findIndex(
      (round) =>
        round[b.white]?.kind === 'played' &&
        (round[b.white] as { opponent: number }).opponent === b.black,
    );
    if (met !== -1) {
      warnings.push({
        rule: '27A1',
        text: `Board ${b.board}: ${b.white} and ${b.black} already met in round ${met + 1}.`,
        playerIds: [b.white, b.black],
      });
    }
  }
  if (pairing.bye) seat(pairing.bye.playerId);
  for (const r of pairing.requestedByes) seat(r.playerId);
  const withdrawn = new Set([
    ...(options.withdrawn ?? pairing.withdrawn),
    ...state.players.filter((p) => isWithdrawn(state, p.id)).map((p) => p.id),
  ]);
  for (const [id, count] of seats) {
    if (count > 1)
      warnings.push({
        rule: '29A',
        text: `Player ${id} is seated ${count} times.`,
        playerIds: [id],
      });
    if (withdrawn.has(id))
      warnings.push({
        rule: '28P',
        text: `Player ${id} is withdrawn but paired.`,
        playerIds: [id],
      });
  }
  for (const p of state.players) {
    if (!withdrawn.has(p.id) && !seats.has(p.id)) {
      warnings.push({ rule: '29A', text: `Player ${p.id} is not paired.`, playerIds: [p.id] });
    }
  }
  const bye = pairing.bye?.playerId;
  if (bye !== undefined) {
    if (hadFullPointBye(state, bye)) {
      warnings.push({
        rule: '28L3',
        text: `Player ${bye} already had a full-point bye.`,
        playerIds: [bye],
      });
    }
    if (state.rounds.some((round) => round[bye]?.kind === 'forfeitWin')) {
      warnings.push({
        rule: '28L3',
        text: `Player ${bye} has won by forfeit and may not get a full-point bye.`,
        playerIds: [bye],
      });
    }
  }
  return warnings;
}
