import { describe, expect, it } from 'vitest';
import { pairRound } from './pair-round.js';
import { boardNames, buildGroup, buildHistories, idOf } from './test-support.js';

// Full-point bye recipient, digest §5.4-5.5 (28L2-28L4) and §9.11 (0-point byes do not block).
describe('full-point bye eligibility', () => {
  it.each([
    [
      'skips a player who already had a full-point bye (28L3)',
      [
        ['Z', 2000, 'W1 B1'],
        ['X', 1900, 'W0 B1'],
        ['Y', 1500, 'F B0'],
      ],
      'X',
      'already had a full-point bye (28L3)',
    ],
    [
      'skips a player who won by forfeit (28L3)',
      [
        ['Z', 2000, 'W1 B1'],
        ['X', 1900, 'W0 B1'],
        ['Y', 1500, '+ B0'],
      ],
      'X',
      'won by forfeit in round 1 (28L3)',
    ],
    [
      'skips a half-point bye taker while another is eligible (28L4)',
      [
        ['Z', 2000, 'W1 B1'],
        ['X', 1900, 'W0 B1'],
        ['Y', 1500, 'H W='],
      ],
      'X',
      'took a half-point bye (28L4)',
    ],
    [
      'passes over an unrated player while a rated one is eligible (28L2)',
      [
        ['Z', 2000, 'W1 B1'],
        ['X', 1900, 'W0 B1'],
        ['U', null, 'B1 W0'],
      ],
      'X',
      'is unrated',
    ],
    [
      'lets a zero-point bye taker have the bye (§9.11)',
      [
        ['Z', 2000, 'W1 B1'],
        ['X', 1900, 'W0 B1'],
        ['Y', 1500, 'Z W1'],
      ],
      'Y',
      '',
    ],
  ] as const)('%s', (_name, field, expected, alternative) => {
    const state = buildHistories(field);
    const pairing = pairRound(state);
    expect(pairing.bye?.playerId).toBe(idOf(state, expected));
    expect(pairing.bye?.explanation.alternatives.join(' ')).toContain(alternative);
  });

  it('gives the bye to a half-point bye taker when everyone else in the group has had a bye (28L4)', () => {
    const state = buildHistories([
      ['Z', 2000, 'W1 B1'],
      ['X', 1900, 'F W0'],
      ['Y', 1500, 'H W='],
    ]);
    const pairing = pairRound(state);
    expect(pairing.bye?.playerId).toBe(idOf(state, 'Y'));
    expect(pairing.bye?.explanation.rule).toBe('28L4');
  });

  it('moves up a score group when nobody in the lowest is eligible (§5.5 default)', () => {
    const state = buildHistories([
      ['Z', 2000, 'W1 B1'],
      ['X', 1900, 'B1 W1'],
      ['Y', 1500, 'F B0'],
    ]);
    const pairing = pairRound(state);
    expect(pairing.bye?.playerId).toBe(idOf(state, 'X'));
    expect(pairing.bye?.explanation.text).toContain('moves up');
  });
});

describe('odd players, forbidden pairs and limits', () => {
  it('drops the next-lowest player when that removes an equalization miss within 200 (29D1b)', () => {
    const state = buildHistories([
      ['A', 2000, 'B1'],
      ['B', 1950, 'B1'],
      ['C', 1900, 'W1'],
      ['D', 1500, 'W0'],
    ]);
    const pairing = pairRound(state);
    expect(boardNames(state, pairing)).toEqual(['A-C', 'B-D']);
    expect(pairing.boards[1]!.explanation.rule).toBe('29D1b');
  });

  it('keeps the natural pairing when the director sets the colour limits to zero (29E5a, 29E5b)', () => {
    const state = buildGroup([
      [2000, 'WB'],
      [1980, 'BW'],
      [1800, 'WB'],
      [1500, 'BW'],
    ]);
    const pairing = pairRound(state, { ratingLimits: { alternation: 0, equalization: 0 } });
    expect(pairing.boards.map((b) => b.explanation.rule)).toEqual(['29C1', '29C1']);
  });

  it('keeps requested non-pairings apart like rematches (28T)', () => {
    const state = buildGroup([
      [2000, 'W'],
      [1900, 'B'],
      [1800, 'W'],
      [1700, 'B'],
    ]);
    const pairing = pairRound(state, { avoidPairs: [[1, 3]] });
    const pairs = pairing.boards.map((b) => [b.white, b.black].sort().join('-'));
    expect(pairs).not.toContain('1-3');
  });

  it('explains a transposition forced by a rematch (29C2, 27A1)', () => {
    const state = buildHistories([
      ['A', 2000, 'W1'],
      ['B', 1900, 'B1'],
      ['C', 1800, 'W1'],
      ['D', 1700, 'B1'],
    ]);
    // A and C met in round 1: rewrite A's and C's opponents to each other.
    const [round] = state.rounds;
    const withMeeting = {
      ...state,
      rounds: [
        {
          ...round,
          1: { kind: 'played', colour: 'W', opponent: 3, result: 1 },
          3: { kind: 'played', colour: 'B', opponent: 1, result: 1 },
        },
      ],
    } as typeof state;
    const pairing = pairRound(withMeeting);
    const a = pairing.boards.find((b) => b.white === 1 || b.black === 1)!;
    expect([a.white, a.black]).not.toContain(3);
    expect(a.explanation.alternatives.join(' ')).toContain('already met in round 1 (27A1)');
  });

  it('allows a rematch only when no legal pairing exists, and says so (27A1)', () => {
    // Four players after a complete round robin: every pairing is a rematch.
    const state = buildHistories([
      ['A', 2000, 'W1 B1 W1'],
      ['B', 1900, 'B0 W1 B1'],
      ['C', 1800, 'W1 B0 W0'],
      ['D', 1700, 'B0 W0 B0'],
    ]);
    const rounds = [
      { 1: 2, 2: 1, 3: 4, 4: 3 },
      { 1: 3, 3: 1, 2: 4, 4: 2 },
      { 1: 4, 4: 1, 2: 3, 3: 2 },
    ].map((opponents, r) =>
      Object.fromEntries(
        Object.entries(opponents).map(([id, opponent]) => [
          id,
          { ...state.rounds[r]![Number(id)]!, opponent },
        ]),
      ),
    );
    const pairing = pairRound({ players: state.players, rounds: rounds as typeof state.rounds });
    expect(pairing.boards.every((b) => b.rematch)).toBe(true);
    expect(pairing.boards[0]!.explanation.rule).toBe('27A1');
    expect(pairing.boards[0]!.explanation.text).toContain('No pairing of the 4 players');
  });
});

// Digest §8.1: under 28R1 round 1 is quarter 1 v quarter 2 and quarter 3 v quarter 4.
describe('accelerated pairings (28R1 added score)', () => {
  const field = buildHistories([
    ['A', 2100, ''],
    ['B', 2050, ''],
    ['C', 1980, ''],
    ['D', 1920, ''],
    ['E', 1850, ''],
    ['F', 1800, ''],
    ['G', 1750, ''],
    ['H', 1700, ''],
  ]);

  it('pairs round 1 quarter 1 v quarter 2 and quarter 3 v quarter 4', () => {
    const pairing = pairRound(field, { acceleration: 'addedScore' });
    expect(boardNames(field, pairing)).toEqual(['A-C', 'D-B', 'E-G', 'H-F']);
  });

  it('stops adding the point after round 2', () => {
    const state = { ...field, rounds: [{}, {}] };
    const pairing = pairRound(state, { acceleration: 'addedScore' });
    expect(boardNames(state, pairing)).toEqual(['A-E', 'F-B', 'C-G', 'H-D']);
  });
});
