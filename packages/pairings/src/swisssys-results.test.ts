import { describe, expect, it } from 'vitest';
import type { RoundEntry, TournamentState } from './model.js';
import { pairRound } from './pair-round.js';
import { simulateTournament } from './simulate.js';
import {
  SJSON_EMPTY_RESULT,
  pairNumbersInOrder,
  sjsonRoundCounts,
  swissSysCurrentResult,
  swissSysPairedTokens,
  swissSysResultToken,
  swissSysResultTokens,
} from './swisssys-results.js';
import { buildField } from './test-support.js';

describe('swissSysResultToken', () => {
  const pairOf = (id: number) => id + 10;
  it.each<[string, RoundEntry, number, string]>([
    [
      'a win with Black',
      { kind: 'played', colour: 'B', opponent: 9, result: 1 },
      1,
      '+;19;B;1;0;0;0',
    ],
    [
      'a loss with White',
      { kind: 'played', colour: 'W', opponent: 2, result: 0 },
      4,
      '-;12;W;4;0;0;0',
    ],
    [
      'a draw with White',
      { kind: 'played', colour: 'W', opponent: 6, result: 0.5 },
      3,
      '=;16;W;3;0;0;0',
    ],
    ['a forfeit win', { kind: 'forfeitWin', opponent: 5 }, 2, 'X;15;-;2;0;0;0'],
    ['a forfeit loss', { kind: 'forfeitLoss', opponent: 5 }, 2, 'F;15;-;2;0;0;0'],
    ['a full-point bye', { kind: 'fullPointBye' }, 7, 'B;0;-;0;0;0;0'],
    ['a half-point bye', { kind: 'halfPointBye' }, 0, 'H;0;-;0;0;0;0'],
    ['a zero-point bye', { kind: 'zeroPointBye' }, 0, 'U;0;-;0;0;0;0'],
    ['a withdrawn round', { kind: 'withdrawn' }, 0, 'U;0;-;0;0;0;0'],
  ])('writes %s as %s', (_, entry, board, token) => {
    expect(swissSysResultToken(entry, pairOf, board)).toBe(token);
  });
});

function twoRounds(): TournamentState {
  const { players } = buildField([
    ['A', 1900],
    ['B', 1800],
    ['C', 1700],
  ]);
  return {
    players,
    rounds: [
      {
        1: { kind: 'played', colour: 'W', opponent: 2, result: 0.5 },
        2: { kind: 'played', colour: 'B', opponent: 1, result: 0.5 },
        3: { kind: 'fullPointBye' },
      },
      {
        1: { kind: 'forfeitWin', opponent: 3 },
        3: { kind: 'forfeitLoss', opponent: 1 },
        2: { kind: 'halfPointBye' },
      },
    ],
  };
}

describe('swissSysResultTokens', () => {
  const state = twoRounds();
  const pairs = pairNumbersInOrder(state);
  const pairOf = (id: number) => pairs.get(id)!;

  it('gives one token per round, boards from boardOf and 0 without it', () => {
    expect(swissSysResultTokens(state, 1, pairOf, (round) => round)).toEqual([
      '=;2;W;1;0;0;0',
      'X;3;-;2;0;0;0',
    ]);
    expect(swissSysResultTokens(state, 3, pairOf)).toEqual(['B;0;-;0;0;0;0', 'F;1;-;0;0;0;0']);
  });

  it('pads to the scheduled rounds with the empty slot SwissSys writes', () => {
    expect(swissSysResultTokens(state, 2, pairOf, undefined, 4)).toEqual([
      '=;1;B;0;0;0;0',
      'H;0;-;0;0;0;0',
      SJSON_EMPTY_RESULT,
      SJSON_EMPTY_RESULT,
    ]);
    expect(SJSON_EMPTY_RESULT).toBe('\u0000;0;-;0;0;0;0');
  });

  it("matches every player's entries in a simulated event", () => {
    const sim = simulateTournament({ players: 9, rounds: 3, seed: 3, byeRate: 0.2 }).state;
    const order = pairNumbersInOrder(sim);
    for (const player of sim.players) {
      const tokens = swissSysResultTokens(sim, player.id, (id) => order.get(id)!);
      expect(tokens).toHaveLength(3);
      tokens.forEach((t, r) => {
        const entry = sim.rounds[r]![player.id] ?? { kind: 'zeroPointBye' };
        const [result, opponent, colour] = t.split(';');
        if (entry.kind === 'played') {
          expect(result).toBe(entry.result === 1 ? '+' : entry.result === 0 ? '-' : '=');
          expect(Number(opponent)).toBe(order.get(entry.opponent));
          expect(colour).toBe(entry.colour);
        } else {
          expect(colour).toBe('-');
        }
        expect(t.split(';')).toHaveLength(7);
      });
    }
  });
});

describe('swissSysPairedTokens', () => {
  it('marks the boards of a round paired but not played with ~, and the byes', () => {
    const { players } = buildField([
      ['A', 1900],
      ['B', 1800],
      ['C', 1700],
      ['D', 1600],
    ]);
    const state: TournamentState = { players, rounds: [] };
    const pairing = pairRound(state, {
      firstBoardWhite: true,
      requestedByes: [{ playerId: 4, points: 0.5 }],
    });
    const pairs = pairNumbersInOrder(state);
    const tokens = swissSysPairedTokens(pairing, (id) => pairs.get(id)!);
    const board = pairing.boards[0]!;
    expect(tokens.get(board.white)).toBe(`~;${board.black};W;1;0;0;0`);
    expect(tokens.get(board.black)).toBe(`~;${board.white};B;1;0;0;0`);
    expect(tokens.get(pairing.bye!.playerId)).toBe('B;0;-;0;0;0;0');
    expect(tokens.get(4)).toBe('H;0;-;0;0;0;0');
    expect(sjsonRoundCounts(state, true)).toEqual({ roundsPaired: 1, roundsPlayed: 0 });
  });
});

describe('swissSysCurrentResult and sjsonRoundCounts', () => {
  it("shows the latest round's points as 1, ½ or 0, and a space before round 1", () => {
    const state = twoRounds();
    expect([1, 2, 3].map((id) => swissSysCurrentResult(state, id))).toEqual(['1', '½', '0']);
    expect(swissSysCurrentResult({ players: state.players, rounds: [] }, 1)).toBe(' ');
  });

  it('counts the rounds of the state as paired and played', () => {
    expect(sjsonRoundCounts(twoRounds())).toEqual({ roundsPaired: 2, roundsPlayed: 2 });
  });
});
