import { describe, expect, it } from 'vitest';
import {
  addLateEntry,
  colourHistory,
  dueColourFor,
  hadFullPointBye,
  isWithdrawn,
  opponentsMet,
  scoreOf,
} from './model.js';
import { pairRound } from './pair-round.js';
import { recordRound } from './results.js';
import { simulationTrf16 } from './simulate.js';
import { parseTrf16 } from './trf16.js';
import { buildField, idOf } from './test-support.js';

describe('the tournament model', () => {
  const start = buildField([
    ['A', 2000],
    ['B', 1900],
    ['C', 1800],
  ]);
  const r1 = pairRound(start);
  // A v B on board 1, C has the bye; B does not appear.
  const state = recordRound(start, r1, { 1: '1F-0F' });

  it('scores a forfeit win and a full-point bye as a point each, a forfeit loss as none', () => {
    expect([scoreOf(state, 1), scoreOf(state, 2), scoreOf(state, 3)]).toEqual([1, 0, 1]);
    expect(hadFullPointBye(state, idOf(state, 'C'))).toBe(true);
  });

  it('gives a forfeit no colour and no meeting, so the two may be paired again (27A1, 29E1)', () => {
    expect(colourHistory(state, 1)).toEqual(['-']);
    expect(dueColourFor(state, 1)).toBeNull();
    expect(opponentsMet(state, 1).size).toBe(0);
  });

  it('enters a late player with his missed rounds as zero- or half-point byes (28K)', () => {
    const late = addLateEntry(
      state,
      { id: 9, name: 'L', rating: 1500, unrated: false },
      'halfPointBye',
    );
    expect(scoreOf(late, 9)).toBe(0.5);
    expect(
      scoreOf(addLateEntry(state, { id: 9, name: 'L', rating: 1500, unrated: false }), 9),
    ).toBe(0);
    expect(() => addLateEntry(state, state.players[0]!)).toThrow('already entered');
  });

  it('keeps a withdrawn player out of later rounds (28P)', () => {
    const r2 = pairRound(state, { withdrawn: [2] });
    const after = recordRound(state, r2, { 1: '1-0' });
    expect(isWithdrawn(after, 2)).toBe(true);
    const r3 = pairRound(after);
    expect(r3.withdrawn).toEqual([2]);
    expect(r3.boards.flatMap((b) => [b.white, b.black])).not.toContain(2);
  });
});

describe('pairRound edge cases', () => {
  it('pairs an empty field as no boards and gives a lone player the bye', () => {
    expect(pairRound({ players: [], rounds: [] }).boards).toEqual([]);
    const one = buildField([['A', 1500]]);
    expect(pairRound(one).bye?.playerId).toBe(1);
  });

  it('refuses an unknown player id in the options', () => {
    expect(() => pairRound(buildField([['A', 1500]]), { withdrawn: [7] })).toThrow(
      'Unknown player id 7',
    );
  });
});

describe('simulationTrf16', () => {
  it('gives the same TRF16 text for the same seed, one 001 line per player', () => {
    const options = { players: 12, rounds: 4, seed: 99, lateEntries: 2 };
    const text = simulationTrf16(options);
    expect(simulationTrf16(options)).toBe(text);
    expect(parseTrf16(text).state.players).toHaveLength(12);
    expect(parseTrf16(text).state.rounds).toHaveLength(4);
  });
});
