import { describe, expect, it } from 'vitest';
import { parseTrf16, writeTrf16 } from './trf16.js';
import { simulateTournament } from './simulate.js';
import type { TournamentState } from './model.js';
import { buildField } from './test-support.js';

// Column layout from /shared/data/notes/fide_trf16_and_uscf_reporting_formats.md §1 and the
// synthetic sample ../formats/trf16_sample_synthetic.trf.
function twoRounds(): TournamentState {
  const { players } = buildField([
    ['Alpha, Ann', 1850],
    ['Bravo, Ben', 1720],
    ['Charlie, Cal', null],
  ]);
  return {
    players,
    rounds: [
      {
        1: { kind: 'played', colour: 'W', opponent: 2, result: 1 },
        2: { kind: 'played', colour: 'B', opponent: 1, result: 0 },
        3: { kind: 'fullPointBye' },
      },
      {
        1: { kind: 'halfPointBye' },
        2: { kind: 'forfeitWin', opponent: 3 },
        3: { kind: 'forfeitLoss', opponent: 2 },
      },
    ],
  };
}

describe('writeTrf16', () => {
  const text = writeTrf16({
    name: 'Club Swiss',
    startDate: '2026/11/27',
    endDate: '2026/11/28',
    timeControl: 'G/60;d5',
    state: twoRounds(),
  });
  const lines = text.split('\r\n');

  it('writes the tournament lines 012, 042, 052, 062, 092 and 122', () => {
    expect(lines.slice(0, 7)).toEqual([
      '012 Club Swiss',
      '042 2026/11/27',
      '052 2026/11/28',
      '062 3',
      '072 2',
      '092 Individual: Swiss-System (US Chess)',
      '122 G/60;d5',
    ]);
  });

  it('puts each 001 field in its columns, with a 10-column block per round', () => {
    const line = lines.find((l) => l.includes('Alpha'))!;
    const at = (from: number, to: number) => line.slice(from - 1, to);
    expect(at(1, 3)).toBe('001');
    expect(at(5, 8)).toBe('   1');
    expect(at(15, 47)).toBe('Alpha, Ann'.padEnd(33));
    expect(at(49, 52)).toBe('1850');
    expect(at(58, 68)).toBe('          1');
    expect(at(81, 84)).toBe(' 1.5');
    expect(at(86, 89)).toBe('   1');
    expect(at(92, 101)).toBe('   2 w 1  ');
    expect(at(102, 109)).toBe('0000 - H');
  });

  it('writes the pairing bye as U, forfeits as + and -, and leaves an unrated rating blank', () => {
    const charlie = lines.find((l) => l.includes('Charlie'))!;
    expect(charlie.slice(48, 52)).toBe('    ');
    expect(charlie.slice(91)).toBe('0000 - U     2 - -');
  });
});

describe('parseTrf16', () => {
  it('reads back what writeTrf16 wrote', () => {
    const tournament = {
      name: 'Club Swiss',
      startDate: '2026/11/27',
      timeControl: 'G/60;d5',
      state: twoRounds(),
    };
    const back = parseTrf16(writeTrf16(tournament));
    expect(back).toEqual({ ...tournament, type: 'Individual: Swiss-System (US Chess)' });
  });

  it('round-trips a simulated event with byes, forfeits, withdrawals and late entries', () => {
    const { state } = simulateTournament({
      players: 40,
      rounds: 7,
      seed: 7,
      lateEntries: 3,
      withdrawalRate: 0.05,
      forfeitRate: 0.05,
      byeRate: 0.1,
    });
    const kinds = new Set(state.rounds.flatMap((r) => Object.values(r).map((e) => e.kind)));
    expect([...kinds].sort()).toEqual([
      'forfeitLoss',
      'forfeitWin',
      'fullPointBye',
      'halfPointBye',
      'played',
      'withdrawn',
      'zeroPointBye',
    ]);
    expect(parseTrf16(writeTrf16({ name: 'Sim', state })).state).toEqual(state);
  });
});
