import { describe, expect, it } from 'vitest';
import { pairRound } from './pair-round.js';
import type { TournamentState } from './model.js';
import { boardNames, buildField, buildGroup, idOf, nameOf, recordByNames } from './test-support.js';

const sorted = (boards: string[]) => [...boards].sort();

// US Chess digest §10, Example 1 (hand-derived by the digest's author from 28J, 29C, 29E).
describe('digest §10 Example 1: eight players, four rounds, top player White', () => {
  let state = buildField([
    ['A', 2100],
    ['B', 2050],
    ['C', 1980],
    ['D', 1920],
    ['E', 1850],
    ['F', 1800],
    ['G', 1750],
    ['H', 1700],
  ]);

  it('pairs round 1 top half v bottom half with colours alternating from the toss (28J, 29E2)', () => {
    const r1 = pairRound(state, { firstBoardWhite: true });
    expect(boardNames(state, r1)).toEqual(['A-E', 'F-B', 'C-G', 'H-D']);
    expect(r1.bye).toBeNull();
    state = recordByNames(state, r1, { A: 'win', B: 'win', C: 'win', D: 'win' });
  });

  it('prefers a 50-point transposition to a 70-point interchange in round 2 (29E5e)', () => {
    const r2 = pairRound(state);
    expect(sorted(boardNames(state, r2))).toEqual(sorted(['D-A', 'B-C', 'E-H', 'G-F']));
    const top = r2.boards.find((b) => nameOf(state, b.black) === 'A')!;
    expect(top.explanation.rule).toBe('29E5e');
    expect(top.explanation.text).toContain('cost 50 points');
    expect(top.explanation.alternatives.join(' ')).toContain('interchange would cost 70');
    state = recordByNames(state, r2, { A: 'win', E: 'win', F: 'win', B: 'draw' });
  });

  it('drops the lone leader and the leftover player to the next groups in round 3 (29D1a)', () => {
    const r3 = pairRound(state);
    expect(boardNames(state, r3)).toEqual(['A-B', 'C-D', 'F-E', 'H-G']);
    expect(r3.boards[0]!.explanation.rule).toBe('29D1a');
    expect(r3.boards.every((b) => b.colour.rule === '29E3a')).toBe(true);
  });
});

// US Chess digest §10, Example 2 (hand-derived): an unrated player and an odd field.
describe('digest §10 Example 2: nine players with one unrated', () => {
  let state = buildField([
    ['P1', 1900],
    ['P2', 1850],
    ['P3', 1800],
    ['P4', 1700],
    ['P5', 1650],
    ['P6', 1600],
    ['P7', 1500],
    ['P8', 1400],
    ['U', null],
  ]);

  it('gives the round 1 bye to the lowest-rated rated player, not the unrated one (28L2)', () => {
    const r1 = pairRound(state);
    expect(r1.bye?.playerId).toBe(idOf(state, 'P8'));
    expect(r1.bye?.explanation.alternatives.join(' ')).toContain('U (unrated) is unrated');
    expect(boardNames(state, r1)).toEqual(['P1-P5', 'P6-P2', 'P3-P7', 'U-P4']);
    state = recordByNames(state, r1, { P1: 'win', P2: 'win', P7: 'win', U: 'draw' });
  });

  it('drops both players of a group whose only pair already met, higher rank first (29D2)', () => {
    const r2 = pairRound(state);
    expect(r2.bye?.playerId).toBe(idOf(state, 'P6'));
    expect(sorted(boardNames(state, r2))).toEqual(sorted(['P7-P1', 'P2-P8', 'P4-P3', 'P5-U']));
    const p4 = r2.boards.find((b) => nameOf(state, b.white) === 'P4')!;
    expect(p4.explanation.rule).toBe('29D2');
    expect(p4.explanation.text).toContain('may meet nobody left in score group 0.5');
    expect(p4.explanation.alternatives.join(' ')).toContain('already met in round 1 (27A1)');
  });
});

// US Chess digest §10, Example 3 (hand-derived): toss Black, a requested half-point bye, a
// forfeit and a withdrawal.
describe('digest §10 Example 3: ten players, toss gives the top player Black', () => {
  let state: TournamentState = buildField([
    ['Q1', 2200],
    ['Q2', 2150],
    ['Q3', 2080],
    ['Q4', 2000],
    ['Q5', 1950],
    ['Q6', 1900],
    ['Q7', 1850],
    ['Q8', 1780],
    ['Q9', 1700],
    ['Q10', 1600],
  ]);

  it('alternates colours down the upper half from a Black toss (28J)', () => {
    const r1 = pairRound(state, { firstBoardWhite: false });
    expect(boardNames(state, r1)).toEqual(['Q6-Q1', 'Q2-Q7', 'Q8-Q3', 'Q4-Q9', 'Q10-Q5']);
    state = recordByNames(state, r1, { Q1: 'win', Q2: 'win', Q3: 'win', Q9: 'win', Q10: 'draw' });
  });

  it('removes a requested half-point bye before the odd test and gives the FPB to Q7 (22C, 28L2)', () => {
    const r2 = pairRound(state, {
      firstBoardWhite: false,
      requestedByes: [{ playerId: idOf(state, 'Q8'), points: 0.5 }],
    });
    expect(r2.bye?.playerId).toBe(idOf(state, 'Q7'));
    expect(sorted(boardNames(state, r2))).toEqual(sorted(['Q1-Q3', 'Q9-Q2', 'Q5-Q4', 'Q6-Q10']));
    const q1 = r2.boards.find((b) => nameOf(state, b.white) === 'Q1')!;
    expect(q1.colour.rule).toBe('29E4 rule 5');
    state = recordByNames(state, r2, { Q1: 'draw', Q5: 'draw', Q2: 'win', Q10: 'forfeit' });
  });

  it('passes over the half-point bye taker for the bye and honours the forfeit (28L4, 29E1)', () => {
    const r3 = pairRound(state, { firstBoardWhite: false, withdrawn: [idOf(state, 'Q6')] });
    expect(r3.bye?.playerId).toBe(idOf(state, 'Q4'));
    expect(r3.bye?.explanation.alternatives.join(' ')).toContain('half-point bye (28L4)');
    expect(boardNames(state, r3)).toEqual(['Q2-Q1', 'Q3-Q10', 'Q7-Q5', 'Q9-Q8']);
    expect(r3.withdrawn).toEqual([idOf(state, 'Q6')]);
    const q9 = r3.boards.find((b) => nameOf(state, b.white) === 'Q9')!;
    expect(q9.colour.rule).toBe('29E4 rule 1');
  });
});

// The published examples of the digest §10: items 1-3 are rulebook examples of 29E5c and 29E5e
// (as paraphrased in FreePair docs/USCF_RULES.md), item 4 is SwissSys's output in US Chess forum
// thread 974, item 5 thread 22721.
describe('published single-group examples (digest §10)', () => {
  it.each([
    [
      '29E5c round 3: a 20-point transposition',
      [
        [2000, 'WB'],
        [1980, 'BW'],
        [1800, 'WB'],
        [1500, 'BW'],
      ],
      ['2000-1500', '1800-1980'],
      'cost 20 points',
    ],
    [
      '29E5e example 1 round 4: a 70-point transposition beats a 20-point interchange',
      [
        [2050, 'WBW'],
        [1870, 'BWB'],
        [1850, 'WBW'],
        [1780, 'BWB'],
      ],
      ['1780-2050', '1870-1850'],
      'Transposition',
    ],
    [
      '29E5e example 2: a 100-point transposition fails the 80-point rule, so the interchange',
      [
        [2050, 'WBW'],
        [1870, 'BWB'],
        [1850, 'WBW'],
        [1750, 'BWB'],
      ],
      ['1870-2050', '1750-1850'],
      'A transposition would cost 100 points; the interchange costs 20',
    ],
    [
      'thread 974 round 2: a 59-point interchange beats a 157-point transposition',
      [
        [2279, 'B'],
        [2062, 'W'],
        [2003, 'B'],
        [1846, 'W'],
      ],
      ['2279-2062', '2003-1846'],
      'cost 59 points',
    ],
  ] as const)('%s', (_name, group, expected, phrase) => {
    const state = buildGroup(group);
    const pairing = pairRound(state);
    expect(sorted(boardNames(state, pairing))).toEqual(sorted([...expected]));
    const told = pairing.boards.flatMap((b) => [b.explanation.text, ...b.explanation.alternatives]);
    expect(told.join(' ')).toContain(phrase);
  });

  it('pairs thread 22721 round 2 upper half v lower half: 2400-2250 and 2210-2013', () => {
    const state = buildGroup([
      [2400, 'W'],
      [2250, 'B'],
      [2210, 'W'],
      [2013, 'B'],
    ]);
    const pairing = pairRound(state);
    const pairs = pairing.boards.map((b) =>
      [nameOf(state, b.white), nameOf(state, b.black)].sort().join('/'),
    );
    expect(pairs.sort()).toEqual(['2013/2210', '2250/2400']);
  });
});
