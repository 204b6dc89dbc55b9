/** A live game as PGN: the Seven Tag Roster, TimeControl and Termination, with lichess's values. */

import { pgnTimeControl, type LiveTermination } from '@kingside/shared';
import type { LiveGameState } from './live-game.js';
import { START_FEN, type PgnHeader, type PgnMove } from './pgn/game.js';
import { writePgn } from './pgn/writer.js';

const PGN_TERMINATION: Record<LiveTermination, string> = {
  checkmate: 'Normal',
  stalemate: 'Normal',
  'threefold-repetition': 'Normal',
  'insufficient-material': 'Normal',
  'fifty-move-rule': 'Normal',
  time: 'Time forfeit',
  resignation: 'Normal',
  agreement: 'Normal',
  aborted: 'Abandoned',
};

/** The game as PGN with the Seven Tag Roster, TimeControl and Termination (lichess's values). */
export function gamePgn(
  state: LiveGameState,
  names: { white: string; black: string; site: string },
): string {
  const date = new Date(state.startedAt).toISOString().slice(0, 10).replace(/-/g, '.');
  const headers: PgnHeader[] = [
    { name: 'Event', value: 'Kingside live' },
    { name: 'Site', value: names.site },
    { name: 'Date', value: date },
    { name: 'Round', value: '-' },
    { name: 'White', value: names.white },
    { name: 'Black', value: names.black },
    { name: 'Result', value: state.result },
    { name: 'TimeControl', value: pgnTimeControl(state.timeControl) },
  ];
  if (state.termination)
    headers.push({ name: 'Termination', value: PGN_TERMINATION[state.termination] });
  if (state.startFen !== START_FEN)
    headers.push({ name: 'SetUp', value: '1' }, { name: 'FEN', value: state.startFen });
  const [, color, , , , fullmove] = state.startFen.split(' ');
  const firstColor = color === 'b' ? 1 : 0;
  const moves: PgnMove[] = state.sans.map((san, i) => ({
    san,
    moveNumber: Number(fullmove ?? 1) + Math.floor((i + firstColor) / 2),
    color: (i + firstColor) % 2 === 0 ? 'w' : 'b',
    nags: [],
    commentsBefore: [],
    commentsAfter: [],
    variations: [],
  }));
  return writePgn({ headers, comments: [], moves, result: state.result, startFen: state.startFen });
}
