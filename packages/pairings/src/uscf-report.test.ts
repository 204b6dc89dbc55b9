import { describe, expect, it } from 'vitest';
import { readDbf } from './dbase.js';
import { entryAt } from './model.js';
import type { RoundEntry, TournamentState } from './model.js';
import { simulateTournament } from './simulate.js';
import { buildField } from './test-support.js';
import { tdexportFields, uscfRatingReport, uscfRoundCell } from './uscf-report.js';
import type { UscfEvent, UscfSection } from './uscf-report.js';

const EVENT: UscfEvent = {
  id: '',
  name: 'Kingside Club Swiss',
  beginDate: '2026-11-27',
  endDate: '2026-11-28',
  affiliateId: 'A1234567',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'USA',
  chiefTdId: '12345678',
  assistantTdId: '23456789',
};
const DAY = new Date(Date.UTC(2026, 10, 28));

/** Each kind of round once: pair numbers are the ids here (players 1-8 in order). */
function everyKind(): TournamentState {
  const { players } = buildField([
    ['Alpha, Ann', 1850],
    ['Bravo, Ben', 1720],
    ['Charlie, Cal', 1600],
    ['Delta, Dee', 1500],
    ['Echo, Eve', 1400],
    ['Foxtrot, Fay', 1300],
    ['Golf, Gus', null],
    ['Hotel, Hal', 1100],
  ]);
  return {
    players,
    rounds: [
      {
        1: { kind: 'played', colour: 'W', opponent: 2, result: 1 },
        2: { kind: 'played', colour: 'B', opponent: 1, result: 0 },
        3: { kind: 'played', colour: 'B', opponent: 4, result: 0.5 },
        4: { kind: 'played', colour: 'W', opponent: 3, result: 0.5 },
        5: { kind: 'forfeitWin', opponent: 6 },
        6: { kind: 'forfeitLoss', opponent: 5 },
        7: { kind: 'fullPointBye' },
        8: { kind: 'halfPointBye' },
      },
      {
        1: { kind: 'played', colour: 'B', opponent: 5, result: 0 },
        5: { kind: 'played', colour: 'W', opponent: 1, result: 1 },
        6: { kind: 'withdrawn' },
        8: { kind: 'zeroPointBye' },
      },
    ],
  };
}

describe('uscfRoundCell', () => {
  const pairOf = (id: number) => id * 10;
  it.each<[string, RoundEntry, string]>([
    ['a win with White', { kind: 'played', colour: 'W', opponent: 9, result: 1 }, 'W90W'],
    ['a loss with Black', { kind: 'played', colour: 'B', opponent: 5, result: 0 }, 'L50B'],
    ['a draw with Black', { kind: 'played', colour: 'B', opponent: 1, result: 0.5 }, 'D10B'],
    ['a forfeit win', { kind: 'forfeitWin', opponent: 3 }, 'X0'],
    ['a forfeit loss', { kind: 'forfeitLoss', opponent: 3 }, 'F0'],
    ['a full-point bye', { kind: 'fullPointBye' }, 'B0'],
    ['a half-point bye', { kind: 'halfPointBye' }, 'H0'],
    ['a zero-point bye', { kind: 'zeroPointBye' }, 'U0'],
    ['a withdrawn round', { kind: 'withdrawn' }, 'U0'],
  ])('writes %s as %s', (_, entry, cell) => {
    expect(uscfRoundCell(entry, pairOf)).toBe(cell);
  });
});

describe('uscfRatingReport', () => {
  const section: UscfSection = {
    name: 'Open',
    timeControl: 'G/60;d5',
    rounds: 3,
    state: everyKind(),
    players: {
      1: { uscfId: '30000001', state: 'IL' },
      2: { uscfId: '30000002', name: 'BRAVO, BEN' },
      3: { uscfId: null },
    },
  };
  const report = uscfRatingReport(EVENT, [section], DAY);

  it('writes the event header of the note, one record', () => {
    const table = readDbf(report['THEXPORT.DBF']);
    expect(table.fields.map((f) => `${f.name}(${f.width})`).join(' ')).toBe(
      'H_FORMAT(5) H_PROGRAM(10) H_EVENT_ID(12) H_NAME(35) H_TOT_SECT(2) H_BEG_DATE(8) ' +
        'H_END_DATE(8) H_AFF_ID(8) H_CITY(21) H_STATE(2) H_ZIPCODE(10) H_COUNTRY(21) ' +
        'H_SENDCROS(1) H_CTD_ID(8) H_ATD_ID(8) H_OTHER_TD(254)',
    );
    expect(table.records).toEqual([
      [
        '2C',
        'KINGSIDE',
        '',
        'Kingside Club Swiss',
        '1',
        '20261127',
        '20261128',
        'A1234567',
        'Springfield',
        'IL',
        '62701',
        'USA',
        'N',
        '12345678',
        '23456789',
        '',
      ],
    ]);
    expect(table.lastUpdate).toBe('261128');
  });

  it('writes one section record with the rounds, the last pair number and the defaults', () => {
    const table = readDbf(report['TSEXPORT.DBF']);
    expect(table.fields.map((f) => `${f.name}(${f.width})`).join(' ')).toBe(
      'S_EVENT_ID(12) S_SEC_NUM(2) S_SEC_NAME(30) S_R_SYSTEM(1) S_TIMECTL(40) S_CTD_ID(8) ' +
        'S_ATD_ID(8) S_TRN_TYPE(1) S_TOT_RNDS(2) S_LST_PAIR(4) S_BEG_DATE(8) S_END_DATE(8) ' +
        'S_SCH_LVL(1) S_GR_PRIX(1) S_GP_PTS(3) S_FIDE(1)',
    );
    expect(table.records).toEqual([
      [
        '',
        '1',
        'Open',
        'R',
        'G/60;d5',
        '12345678',
        '23456789',
        'S',
        '3',
        '8',
        '20261127',
        '20261128',
        '',
        'N',
        '',
        'N',
      ],
    ]);
  });

  it('writes a player record per player with each kind of round, U0 for a round not yet held', () => {
    const table = readDbf(report['TDEXPORT.DBF']);
    expect(table.fields).toEqual(tdexportFields(3));
    const row = (pair: number) => table.records.find((r) => r[2] === String(pair))!;
    expect(row(1)).toEqual([
      '',
      '1',
      '1',
      '30000001',
      'Alpha, Ann',
      'IL',
      '1850',
      'W2W',
      'L5B',
      'U0',
    ]);
    expect(row(2).slice(3)).toEqual(['30000002', 'BRAVO, BEN', '', '1720', 'L1B', 'U0', 'U0']);
    expect(row(3).slice(7)).toEqual(['D4B', 'U0', 'U0']);
    expect(row(4).slice(7)).toEqual(['D3W', 'U0', 'U0']);
    expect(row(5).slice(7)).toEqual(['X0', 'W1W', 'U0']);
    expect(row(6).slice(7)).toEqual(['F0', 'U0', 'U0']);
    expect(row(7).slice(6)).toEqual(['', 'B0', 'U0', 'U0']);
    expect(row(8).slice(7)).toEqual(['H0', 'U0', 'U0']);
  });

  it('leaves the member id empty for a player with no US Chess id', () => {
    const table = readDbf(report['TDEXPORT.DBF']);
    expect(table.records.filter((r) => r[3] === '').map((r) => r[2])).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });

  it('uses given pair numbers for the order and the opponents', () => {
    const reversed = uscfRatingReport(
      EVENT,
      [{ ...section, pairNumbers: { 1: 8, 2: 7, 3: 6, 4: 5, 5: 4, 6: 3, 7: 2, 8: 1 } }],
      DAY,
    );
    const records = readDbf(reversed['TDEXPORT.DBF']).records;
    expect(records.map((r) => r[4])[0]).toBe('Hotel, Hal');
    expect(records.find((r) => r[2] === '8')!.slice(7, 9)).toEqual(['W7W', 'L4B']);
  });

  it('truncates long names to their widths and folds them to ASCII, and never exceeds a width', () => {
    const long = `${'Ñúñez-Þórsdóttir, '.repeat(3)}Zoë`;
    const state: TournamentState = {
      players: [{ id: 1, name: long, rating: 1500, unrated: false }],
      rounds: [],
    };
    const result = uscfRatingReport(
      { ...EVENT, name: 'The Very Long Name of a Weekend Chess Festival', city: 'São Paulo' },
      [{ name: 'Sección Abierta Para Todos Los Jugadores', timeControl: 'x', rounds: 1, state }],
      DAY,
    );
    const header = readDbf(result['THEXPORT.DBF']).records[0]!;
    expect(header[3]).toBe('The Very Long Name of a Weekend Che');
    expect(header[8]).toBe('Sao Paulo');
    expect(readDbf(result['TSEXPORT.DBF']).records[0]![2]).toBe('Seccion Abierta Para Todos Los');
    const name = readDbf(result['TDEXPORT.DBF']).records[0]![4]!;
    expect(name).toBe('Nunez-Thorsdottir, Nunez-Thors');
    for (const file of Object.values(result)) {
      const { fields } = readDbf(file);
      const headerLength = 32 + 32 * fields.length + 1;
      const recordLength = 1 + fields.reduce((s, f) => s + f.width, 0);
      expect(file.length).toBe(headerLength + recordLength * readDbf(file).records.length + 1);
      expect([...file.subarray(headerLength, -1)].every((b) => b >= 0x20 && b < 0x7f)).toBe(true);
    }
  });

  it('refuses an id longer than its field rather than cut it', () => {
    expect(() =>
      uscfRatingReport(EVENT, [{ ...section, players: { 1: { uscfId: '123456789' } } }]),
    ).toThrow(/US Chess id of Alpha, Ann/);
    expect(() => uscfRatingReport({ ...EVENT, beginDate: '11/27/2026' }, [section])).toThrow(
      /YYYY-MM-DD/,
    );
  });

  it('refuses a section whose state holds more rounds than scheduled', () => {
    expect(() => uscfRatingReport(EVENT, [{ ...section, rounds: 1 }])).toThrow(
      /2 rounds recorded, 1 scheduled/,
    );
  });
});

/** The entry a cell stands for, opponents by pair number; forfeits and U0 cannot say more. */
function matchesCell(cell: string, entry: RoundEntry, pairOf: (id: number) => number): boolean {
  const game = /^([WLD])(\d+)([WB])$/.exec(cell);
  if (game) {
    const result = game[1] === 'W' ? 1 : game[1] === 'L' ? 0 : 0.5;
    return (
      entry.kind === 'played' &&
      entry.result === result &&
      pairOf(entry.opponent) === Number(game[2]) &&
      entry.colour === game[3]
    );
  }
  const kinds: Record<string, RoundEntry['kind'][]> = {
    X0: ['forfeitWin'],
    F0: ['forfeitLoss'],
    B0: ['fullPointBye'],
    H0: ['halfPointBye'],
    U0: ['zeroPointBye', 'withdrawn'],
  };
  return kinds[cell]?.includes(entry.kind) ?? false;
}

describe('a simulated event through the three files', () => {
  const open = simulateTournament({
    players: 11,
    rounds: 3,
    seed: 11,
    byeRate: 0.15,
    withdrawalRate: 0.05,
    forfeitRate: 0.1,
  }).state;
  const reserve = simulateTournament({ players: 6, rounds: 2, seed: 5, byeRate: 0.2 }).state;
  const sections: UscfSection[] = [
    { name: 'Open', timeControl: 'G/90;d5', rounds: 3, state: open },
    { name: 'Reserve', timeControl: 'G/90;d5', rounds: 2, state: reserve },
  ];
  const report = uscfRatingReport(EVENT, sections, DAY);
  const details = readDbf(report['TDEXPORT.DBF']);

  it('covers games, byes and forfeits', () => {
    const kinds = new Set(
      [open, reserve].flatMap((s) => s.rounds.flatMap((r) => Object.values(r).map((e) => e.kind))),
    );
    expect([...kinds]).toEqual(
      expect.arrayContaining(['played', 'fullPointBye', 'halfPointBye', 'forfeitWin']),
    );
  });

  it('lists both sections and every player once, with round columns for the longest section', () => {
    expect(readDbf(report['THEXPORT.DBF']).records[0]![4]).toBe('2');
    expect(readDbf(report['TSEXPORT.DBF']).records.map((r) => [r[1], r[2], r[8], r[9]])).toEqual([
      ['1', 'Open', '3', '11'],
      ['2', 'Reserve', '2', '6'],
    ]);
    expect(details.fields.map((f) => f.name).slice(7)).toEqual(['D_RND01', 'D_RND02', 'D_RND03']);
    expect(details.records.map((r) => `${r[1]}/${r[2]}`)).toEqual([
      ...open.players.map((_, i) => `1/${i + 1}`),
      ...reserve.players.map((_, i) => `2/${i + 1}`),
    ]);
  });

  it("reads back every player's cells as his entries in the state", () => {
    sections.forEach((section, s) => {
      const pairOf = (id: number) => section.state.players.findIndex((p) => p.id === id) + 1;
      section.state.players.forEach((player, i) => {
        const record = details.records.find(
          (r) => r[1] === String(s + 1) && r[2] === String(i + 1),
        )!;
        expect(record[4]).toBe(player.name);
        expect(record[6]).toBe(player.unrated ? '' : String(player.rating));
        for (let r = 0; r < 3; r += 1) {
          const cell = record[7 + r]!;
          if (r >= section.rounds) expect(cell).toBe('U0');
          else expect(matchesCell(cell, entryAt(section.state, player.id, r), pairOf)).toBe(true);
        }
      });
    });
  });
});
