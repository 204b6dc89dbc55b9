/**
 * Builders for tests: a field of named players and rounds written as the digest writes them
 * ("A(W)-E"), so a worked example reads like its source.
 */

import type { Colour, Player, RoundResults, TournamentState } from './model.js';
import type { RoundPairing } from './pair-round-types.js';
import { recordRound } from './results.js';
import type { GameResult } from './results.js';

/** Players with ids 1.. in the order given; a null rating means unrated. */
export function buildField(
  entries: readonly (readonly [string, number | null])[],
): TournamentState {
  const players: Player[] = entries.map(([name, rating], i) => ({
    id: i + 1,
    name,
    rating: rating ?? 0,
    unrated: rating === null,
  }));
  return { players, rounds: [] };
}

export function idOf(state: TournamentState, name: string): number {
  const player = state.players.find((p) => p.name === name);
  if (!player) throw new Error(`No player ${name}`);
  return player.id;
}

export function nameOf(state: TournamentState, id: number): string {
  return state.players.find((p) => p.id === id)?.name ?? `#${id}`;
}

/** The boards as "White-Black" names, in board order. */
export function boardNames(state: TournamentState, pairing: RoundPairing): string[] {
  return pairing.boards.map((b) => `${nameOf(state, b.white)}-${nameOf(state, b.black)}`);
}

/**
 * Records a round from results written by the winner's name: `{ A: 'win' }` means A won his
 * game, `{ B: 'draw' }` a draw, `{ Q10: 'forfeit' }` that Q10 won by forfeit.
 */
export function recordByNames(
  state: TournamentState,
  pairing: RoundPairing,
  results: Readonly<Record<string, 'win' | 'draw' | 'forfeit'>>,
): TournamentState {
  const byBoard: Record<number, GameResult> = {};
  for (const board of pairing.boards) {
    const white = nameOf(state, board.white);
    const black = nameOf(state, board.black);
    const w = results[white];
    const b = results[black];
    if (w === 'win') byBoard[board.board] = '1-0';
    else if (b === 'win') byBoard[board.board] = '0-1';
    else if (w === 'forfeit') byBoard[board.board] = '1F-0F';
    else if (b === 'forfeit') byBoard[board.board] = '0F-1F';
    else if (w === 'draw' || b === 'draw') byBoard[board.board] = '1/2-1/2';
    else throw new Error(`No result for ${white}-${black}`);
  }
  return recordRound(state, pairing, byBoard);
}

/**
 * One score group from colour histories ("WBW", oldest first): every player won every game, each
 * against a different opponent outside the field, so only colours and ratings differ.
 */
export function buildGroup(entries: readonly (readonly [number, string])[]): TournamentState {
  const players: Player[] = entries.map(([rating], i) => ({
    id: i + 1,
    name: String(rating),
    rating,
    unrated: false,
  }));
  const rounds = entries[0]![1].length;
  const results: RoundResults[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const round: Record<number, RoundResults[number]> = {};
    entries.forEach(([, history], i) => {
      round[i + 1] = {
        kind: 'played',
        colour: history[r] as Colour,
        opponent: 1000 + r * 100 + i,
        result: 1,
      };
    });
    results.push(round);
  }
  return { players, rounds: results };
}

/**
 * A field from compact histories, one token per round: `W1` White and won, `B=` Black and drew,
 * `W0` White and lost (each against a different opponent outside the field), `F` full-point bye,
 * `H` half-point bye, `Z` zero-point bye, `+` forfeit win, `-` forfeit loss.
 */
export function buildHistories(
  entries: readonly (readonly [string, number | null, string])[],
): TournamentState {
  const state = buildField(entries.map(([name, rating]) => [name, rating] as const));
  const rounds = entries[0]![2].split(' ').filter(Boolean).length;
  const results: RoundResults[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const round: Record<number, RoundResults[number]> = {};
    entries.forEach(([, , history], i) => {
      const token = history.split(' ').filter(Boolean)[r]!;
      const opponent = 1000 + r * 100 + i;
      const simple = { F: 'fullPointBye', H: 'halfPointBye', Z: 'zeroPointBye' } as const;
      if (token in simple) round[i + 1] = { kind: simple[token as keyof typeof simple] };
      else if (token === '+') round[i + 1] = { kind: 'forfeitWin', opponent };
      else if (token === '-') round[i + 1] = { kind: 'forfeitLoss', opponent };
      else {
        const result = token[1] === '1' ? 1 : token[1] === '=' ? 0.5 : 0;
        round[i + 1] = { kind: 'played', colour: token[0] as Colour, opponent, result };
      }
    });
    results.push(round);
  }
  return { players: state.players, rounds: results };
}
