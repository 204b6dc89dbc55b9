/**
 * A player's round history as SwissSys writes it in a `.sjson` file's `Results` array
 * (/shared/data/notes/swisssys_sjson_format.md): one token per round,
 * `<result>;<opponent pair no>;<color>;<board>;<logic1>;<logic2>;<game points>`. SwissSys
 * publishes no specification; the fields we cannot derive are in docs/decisions/0040.
 */

import { entriesOf, entryAt, entryPoints } from './model.js';
import type { RoundEntry, TournamentState } from './model.js';
import type { RoundPairing } from './pair-round-types.js';

/** An unused round slot, as SwissSys writes it. */
export const SJSON_EMPTY_RESULT = '\u0000;0;-;0;0;0;0';

/**
 * The tail of every token we write: logic1, logic2 and game points. SwissSys keeps pairing
 * internals in the first two and "usually zero" in the third; we write 0 for all three
 * (unverified: SwissSys is expected to recompute them, the section saying `Got logic: false`).
 */
const TAIL = '0;0;0';

const token = (result: string, opponent: number, colour: string, board: number) =>
  `${result};${opponent};${colour};${board};${TAIL}`;

/**
 * One round's token: `+`/`-`/`=` with the opponent's pair number, `W`/`B` and the board for a
 * game; `X` (forfeit win) and `F` (forfeit loss) with the opponent and the board but colour `-`
 * (a forfeit has no colour in the model); `B;0;-;0` full-point bye, `H;0;-;0` half-point bye, and
 * `U;0;-;0` for a zero-point bye or a withdrawn round.
 */
export function swissSysResultToken(
  entry: RoundEntry,
  pairNumberOf: (playerId: number) => number,
  board = 0,
): string {
  switch (entry.kind) {
    case 'played': {
      const result = entry.result === 1 ? '+' : entry.result === 0 ? '-' : '=';
      return token(result, pairNumberOf(entry.opponent), entry.colour, board);
    }
    case 'forfeitWin':
      return token('X', pairNumberOf(entry.opponent), '-', board);
    case 'forfeitLoss':
      return token('F', pairNumberOf(entry.opponent), '-', board);
    case 'fullPointBye':
      return token('B', 0, '-', 0);
    case 'halfPointBye':
      return token('H', 0, '-', 0);
    case 'zeroPointBye':
    case 'withdrawn':
      return token('U', 0, '-', 0);
  }
}

/**
 * The player's `Results` tokens, one per round of the state. `boardOf(round, playerId)` (round
 * 1-based) gives the board of a game or forfeit, 0 when left out or unknown. With `slots`, the
 * list is padded to that many with the empty slot (SwissSys writes one slot per scheduled round).
 */
export function swissSysResultTokens(
  state: TournamentState,
  playerId: number,
  pairNumberOf: (playerId: number) => number,
  boardOf?: (round: number, playerId: number) => number | undefined,
  slots = 0,
): string[] {
  const tokens = entriesOf(state, playerId).map((entry, r) =>
    swissSysResultToken(entry, pairNumberOf, boardOf?.(r + 1, playerId) ?? 0),
  );
  while (tokens.length < slots) tokens.push(SJSON_EMPTY_RESULT);
  return tokens;
}

/**
 * The tokens of a round that is paired but has no results yet, by player id: `~` with the
 * opponent, colour and board for a board (SwissSys's "paired, not played"), `B` for the pairing
 * bye, `H`/`U` for requested byes and `U` for the withdrawn. A player the pairing does not name
 * gets none (the caller leaves his slot empty).
 */
export function swissSysPairedTokens(
  pairing: RoundPairing,
  pairNumberOf: (playerId: number) => number,
): Map<number, string> {
  const tokens = new Map<number, string>();
  for (const id of pairing.withdrawn) tokens.set(id, token('U', 0, '-', 0));
  for (const b of pairing.requestedByes) {
    tokens.set(b.playerId, token(b.points === 0.5 ? 'H' : 'U', 0, '-', 0));
  }
  if (pairing.bye) tokens.set(pairing.bye.playerId, token('B', 0, '-', 0));
  for (const b of pairing.boards) {
    tokens.set(b.white, token('~', pairNumberOf(b.black), 'W', b.board));
    tokens.set(b.black, token('~', pairNumberOf(b.white), 'B', b.board));
  }
  return tokens;
}

/**
 * `Current result`: the points of the player's latest round as SwissSys shows them, `1`, `½` or
 * `0`, and a space before the first round.
 */
export function swissSysCurrentResult(state: TournamentState, playerId: number): string {
  if (state.rounds.length === 0) return ' ';
  const points = entryPoints(entryAt(state, playerId, state.rounds.length - 1));
  return points === 1 ? '1' : points === 0.5 ? '½' : '0';
}

/**
 * `Rounds paired` and `Rounds played` of a section. A state holds only rounds with results, so
 * both are its round count, and paired is one more while `roundPaired` (a round paired, results
 * not yet in).
 */
export function sjsonRoundCounts(
  state: TournamentState,
  roundPaired = false,
): { roundsPaired: number; roundsPlayed: number } {
  const played = state.rounds.length;
  return { roundsPaired: played + (roundPaired ? 1 : 0), roundsPlayed: played };
}

/** Pair numbers by player id in the order of the state's players, 1 first. */
export function pairNumbersInOrder(state: TournamentState): Map<number, number> {
  return new Map(state.players.map((p, i) => [p.id, i + 1]));
}
