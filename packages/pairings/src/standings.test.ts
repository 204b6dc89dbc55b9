import { describe, expect, it } from 'vitest';
import { computeStandings, groupForPrizes, wallChartCells } from './standings.js';
import type { TournamentState } from './model.js';
import { buildField } from './test-support.js';

/**
 * Three rounds, hand-computed below (34E1-34E3, 34E9 as digested in §7):
 * R1 A(W) 1-0 C, B(W) ½-½ D, E full-point bye;
 * R2 E(W) 0-1 A, B(W) 0-1 C, D half-point bye;
 * R3 D withdrawn, A(W) 0-1 B, C(W) ½-½ E.
 */
function smallEvent(): TournamentState {
  const { players } = buildField([
    ['A', 2000],
    ['B', 1800],
    ['C', 1600],
    ['D', 1400],
    ['E', 1200],
  ]);
  const game = (colour: 'W' | 'B', opponent: number, result: 1 | 0.5 | 0) =>
    ({ kind: 'played', colour, opponent, result }) as const;
  return {
    players,
    rounds: [
      {
        1: game('W', 3, 1),
        3: game('B', 1, 0),
        2: game('W', 4, 0.5),
        4: game('B', 2, 0.5),
        5: { kind: 'fullPointBye' },
      },
      {
        5: game('W', 1, 0),
        1: game('B', 5, 1),
        2: game('W', 3, 0),
        3: game('B', 2, 1),
        4: { kind: 'halfPointBye' },
      },
      {
        4: { kind: 'withdrawn' },
        1: game('W', 2, 0),
        2: game('B', 1, 1),
        3: game('W', 5, 0.5),
        5: game('B', 3, 0.5),
      },
    ],
  };
}

describe('computeStandings', () => {
  // Adjusted scores (unplayed rounds count ½): A 2, B 1.5, C 1.5, D 1.5 (½-bye and withdrawal
  // count ½ each), E 1 (the FPB counts ½). Own unplayed rounds count as a 0 opponent.
  it.each([
    // name, score, place, modified median, solkoff, cumulative, cumulative of opposition
    ['A', 2, '1', 3, 4, 5, 7.5], // plus score: drops E's 1; cumulative 1+2+2
    ['B', 1.5, '2-4', 1.5, 5, 2.5, 9.5], // even score: drops 2 and 1.5
    ['C', 1.5, '2-4', 1.5, 4.5, 2.5, 10],
    ['E', 1.5, '2-4', 1.5, 3.5, 2.5, 7.5], // cumulative 1+1+1.5 less 1 for the FPB
    ['D', 1, '5', 0, 1.5, 2, 2.5], // minus score drops the highest; ½ off for the ½-bye
  ])(
    'scores %s: %d points, place %s, MM %d, Solkoff %d, Cumulative %d, CoO %d',
    (name, score, place, mm, solkoff, cumulative, coo) => {
      const standings = computeStandings(smallEvent());
      const row = standings.find((s) => s.name === name)!;
      expect(row).toMatchObject({
        score,
        place,
        tiebreaks: { modifiedMedian: mm, solkoff, cumulative, cumulativeOfOpposition: coo },
      });
    },
  );

  it('orders tied players by the tiebreaks in the default order (34)', () => {
    expect(computeStandings(smallEvent()).map((s) => s.name)).toEqual(['A', 'B', 'C', 'E', 'D']);
  });

  it('follows a posted tiebreak order', () => {
    const standings = computeStandings(smallEvent(), { tiebreaks: ['cumulativeOfOpposition'] });
    expect(standings.map((s) => s.name)).toEqual(['A', 'C', 'B', 'E', 'D']);
  });

  it('can keep the half-point bye in Cumulative when the event says so', () => {
    const standings = computeStandings(smallEvent(), { cumulativeHalfByeDeduction: 0 });
    expect(standings.find((s) => s.name === 'D')!.tiebreaks.cumulative).toBe(2.5);
  });

  it('drops two at each end of the Modified Median from nine rounds on (34E1)', () => {
    const { players } = buildField([
      ['A', 2000],
      ['B', 1900],
    ]);
    const rounds = Array.from({ length: 9 }, (_, r) => ({
      1: { kind: 'played', colour: r % 2 ? 'B' : 'W', opponent: 2, result: 0.5 },
      2: { kind: 'played', colour: r % 2 ? 'W' : 'B', opponent: 1, result: 0.5 },
    })) as TournamentState['rounds'];
    const a = computeStandings({ players, rounds }).find((s) => s.name === 'A')!;
    // Even score 4.5 of 9: nine values of 4.5, two dropped at each end leaves five.
    expect(a.tiebreaks.modifiedMedian).toBe(22.5);
  });
});

describe('wallChartCells', () => {
  it('writes each round as result and the opponent’s position, byes and withdrawals by letter', () => {
    const state = smallEvent();
    const standings = computeStandings(state);
    const at = (name: string) => standings.find((s) => s.name === name)!.position;
    const cells = wallChartCells(state, standings);
    const of = (name: string) => cells.get(standings.find((s) => s.name === name)!.playerId);
    expect(of('A')).toEqual([`W${at('C')}`, `W${at('E')}`, `L${at('B')}`]);
    expect(of('B')).toEqual([`D${at('D')}`, `L${at('C')}`, `W${at('A')}`]);
    expect(of('D')).toEqual([`D${at('B')}`, 'H', 'U']);
    expect(of('E')).toEqual(['B', `L${at('A')}`, `D${at('C')}`]);
  });

  it('writes forfeits as X and F with the opponent’s position', () => {
    const { players } = buildField([
      ['A', 2000],
      ['B', 1800],
    ]);
    const state: TournamentState = {
      players,
      rounds: [{ 1: { kind: 'forfeitWin', opponent: 2 }, 2: { kind: 'forfeitLoss', opponent: 1 } }],
    };
    const cells = wallChartCells(state, computeStandings(state));
    expect(cells.get(1)).toEqual(['X2']);
    expect(cells.get(2)).toEqual(['F1']);
  });
});

describe('groupForPrizes', () => {
  it('groups by section and rating class, with places shared inside each group', () => {
    const state = smallEvent();
    const groups = groupForPrizes(computeStandings(state), [{ name: 'U1700', maxRating: 1699 }]);
    expect(groups.map((g) => [g.group, g.standings.map((s) => `${s.name} ${s.place}`)])).toEqual([
      ['Overall', ['A 1', 'B 2-4', 'C 2-4', 'E 2-4', 'D 5']],
      ['U1700', ['C 1-2', 'E 1-2', 'D 3']],
    ]);
  });

  it('keeps sections apart and leaves unrated players out of a class unless it admits them', () => {
    const state = buildField([
      ['A', 1500],
      ['U', null],
    ]);
    const players = state.players.map((p) => ({
      ...p,
      section: p.name === 'A' ? 'Open' : 'Reserve',
    }));
    const groups = groupForPrizes(computeStandings({ players, rounds: [] }), [
      { name: 'U1600', maxRating: 1599 },
      { name: 'Unrated', maxRating: -1, includeUnrated: true },
    ]);
    const names = (section: string, group: string) =>
      groups.find((g) => g.section === section && g.group === group)!.standings.map((s) => s.name);
    expect(names('Open', 'U1600')).toEqual(['A']);
    expect(names('Reserve', 'U1600')).toEqual([]);
    expect(names('Reserve', 'Unrated')).toEqual(['U']);
  });
});
