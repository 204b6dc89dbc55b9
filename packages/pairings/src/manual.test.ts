import { describe, expect, it } from 'vitest';
import { checkRound, forcePairing, swapColours, swapOpponents } from './manual.js';
import { pairRound } from './pair-round.js';
import { boardNames, buildField, idOf, recordByNames } from './test-support.js';

// Digest §10 Example 1 after round 1, so round 2 has a known proposal (D-A, B-C, E-H, G-F).
function example1() {
  const start = buildField([
    ['A', 2100],
    ['B', 2050],
    ['C', 1980],
    ['D', 1920],
    ['E', 1850],
    ['F', 1800],
    ['G', 1750],
    ['H', 1700],
  ]);
  const state = recordByNames(start, pairRound(start), { A: 'win', B: 'win', C: 'win', D: 'win' });
  return { state, proposal: pairRound(state), id: (name: string) => idOf(state, name) };
}

describe("the director's changes", () => {
  it('exchanges two players\u2019 opponents, each keeping his colour', () => {
    const { state, proposal, id } = example1();
    const changed = swapOpponents(proposal, id('A'), id('B'));
    expect(boardNames(state, changed)).toEqual(['C-A', 'B-D', 'E-H', 'G-F']);
    expect(changed.boards[0]!.explanation.rule).toBe('TD');
  });

  it('forces a pairing and seats the former opponents together', () => {
    const { state, proposal, id } = example1();
    const changed = forcePairing(proposal, id('A'), id('E'));
    expect(boardNames(state, changed)).toEqual(['E-A', 'B-C', 'D-H', 'G-F']);
  });

  it('re-pairs the rest of the round around a director\u2019s pairing (fixedPairs)', () => {
    const { state, id } = example1();
    const pairing = pairRound(state, { fixedPairs: [[id('A'), id('B')]] });
    const fixed = pairing.boards.find((b) => b.explanation.rule === 'TD')!;
    expect([fixed.white, fixed.black].sort()).toEqual([id('A'), id('B')].sort());
    expect(pairing.boards).toHaveLength(4);
    expect(checkRound(state, pairing)).toEqual([]);
  });

  it('exchanges the colours of one board', () => {
    const { state, proposal } = example1();
    expect(boardNames(state, swapColours(proposal, 1))[0]).toBe('A-D');
  });
});

describe('checkRound', () => {
  it('finds nothing wrong with the engine\u2019s own round', () => {
    const { state, proposal } = example1();
    expect(checkRound(state, proposal)).toEqual([]);
  });

  it('reports a rematch made by hand (27A1)', () => {
    const { state, proposal, id } = example1();
    const warnings = checkRound(state, forcePairing(proposal, id('A'), id('E')));
    expect(warnings.map((w) => w.rule)).toEqual(['27A1', '27A1']);
    expect(warnings[0]!.text).toContain('already met in round 1');
  });

  it('reports a player seated twice and a player left out (29A)', () => {
    const { state, proposal, id } = example1();
    const broken = {
      ...proposal,
      boards: proposal.boards.map((b) => (b.board === 4 ? { ...b, white: id('A') } : b)),
    };
    expect(checkRound(state, broken).map((w) => w.text)).toEqual([
      `Player ${id('A')} is seated 2 times.`,
      `Player ${id('G')} is not paired.`,
    ]);
  });

  it('reports a second full-point bye (28L3)', () => {
    const start = buildField([
      ['A', 2000],
      ['B', 1900],
      ['C', 1800],
    ]);
    const r1 = pairRound(start);
    const state = recordByNames(start, r1, { A: 'win' });
    const r2 = {
      ...pairRound(state),
      bye: { playerId: r1.bye!.playerId, explanation: r1.bye!.explanation },
    };
    const r2Boards = {
      ...r2,
      boards: [{ ...r2.boards[0]!, white: idOf(state, 'A'), black: idOf(state, 'B') }],
    };
    const rules = checkRound(state, r2Boards).map((w) => w.rule);
    expect(rules).toContain('28L3');
  });
});
