/**
 * Recording a paired round's results into the tournament state, so the next pairing, the
 * standings and the TRF16 file all read the same entries.
 */

import type { RoundEntry, TournamentState } from './model.js';
import type { RoundPairing } from './pair-round-types.js';

/**
 * A board's result, White's first. `1F-0F`: Black did not appear (forfeit); `0F-0F`: neither did.
 * Forfeits are not games: no colour, not a meeting (27A1, 29E1).
 */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '1F-0F' | '0F-1F' | '0F-0F';

export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2', '1F-0F', '0F-1F', '0F-0F'] as const;

function boardEntries(white: number, black: number, result: GameResult): [RoundEntry, RoundEntry] {
  switch (result) {
    case '1-0':
    case '0-1':
    case '1/2-1/2': {
      const w = result === '1-0' ? 1 : result === '0-1' ? 0 : 0.5;
      return [
        { kind: 'played', colour: 'W', opponent: black, result: w },
        { kind: 'played', colour: 'B', opponent: white, result: (1 - w) as 1 | 0.5 | 0 },
      ];
    }
    case '1F-0F':
      return [
        { kind: 'forfeitWin', opponent: black },
        { kind: 'forfeitLoss', opponent: white },
      ];
    case '0F-1F':
      return [
        { kind: 'forfeitLoss', opponent: black },
        { kind: 'forfeitWin', opponent: white },
      ];
    case '0F-0F':
      return [
        { kind: 'forfeitLoss', opponent: black },
        { kind: 'forfeitLoss', opponent: white },
      ];
  }
}

/**
 * The state after a round: each board's result (keyed by board number), the bye, the requested
 * byes and the withdrawals of the pairing. A player in none of these (entered after the pairing)
 * gets a zero-point bye. Throws when a board has no result.
 */
export function recordRound(
  state: TournamentState,
  pairing: RoundPairing,
  results: Readonly<Record<number, GameResult>>,
): TournamentState {
  const entries: Record<number, RoundEntry> = {};
  for (const p of state.players) entries[p.id] = { kind: 'zeroPointBye' };
  for (const id of pairing.withdrawn) entries[id] = { kind: 'withdrawn' };
  for (const b of pairing.requestedByes) {
    entries[b.playerId] = { kind: b.points === 0.5 ? 'halfPointBye' : 'zeroPointBye' };
  }
  if (pairing.bye) entries[pairing.bye.playerId] = { kind: 'fullPointBye' };
  for (const board of pairing.boards) {
    const result = results[board.board];
    if (!result) throw new Error(`Board ${board.board} has no result.`);
    const [w, b] = boardEntries(board.white, board.black, result);
    entries[board.white] = w;
    entries[board.black] = b;
  }
  return { players: state.players, rounds: [...state.rounds, entries] };
}
