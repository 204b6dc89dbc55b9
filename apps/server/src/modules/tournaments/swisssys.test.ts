import { describe, expect, it } from 'vitest';
import {
  buildSwissSys,
  EMPTY_RESULT,
  readSwissSys,
  reservedByes,
  swissSysFileName,
  swissSysText,
  type SwissSysPlayer,
  type SwissSysTournament,
} from './swisssys.js';

const T: SwissSysTournament = {
  name: 'Spring Open',
  shortName: 'spring-open-2026',
  timeControl: 'G/60 d5',
  tournamentDate: '2026-04-04',
  startTime: '09:00',
  durationMinutes: 31 * 60,
  rounds: 5,
  maxByes: 2,
  rated: true,
  fideRated: false,
  online: false,
  sections: ['Open', 'U1200'],
  majorFees: null,
};

const player = (over: Partial<SwissSysPlayer>): SwissSysPlayer => ({
  name: 'Ada Quill',
  email: 'ada@example.com',
  phone: null,
  uscfId: null,
  fideId: null,
  rating: 0,
  fideRating: null,
  expiryDate: null,
  section: 'Open',
  byesRequested: [],
  teamName: null,
  schoolName: null,
  playup: false,
  schedule: null,
  ...over,
});

describe('SwissSys export', () => {
  it('writes reserved byes as rounds each followed by a space', () => {
    expect(reservedByes([4, 2])).toBe('2 4 ');
    expect(reservedByes([])).toBe('');
  });

  it('writes the overview SwissSys reads, ending on the second day of a two-day event', () => {
    const file = buildSwissSys(T, [], {
      timeZone: 'America/Chicago',
      clubName: 'Example Club',
      location: { name: 'Main Hall', address: '1 Example St' },
    });
    expect(file.Overview).toMatchObject({
      Program: 'SwissSys',
      'Tournament title': 'Spring Open',
      'Tournament time controls': 'G/60 d5',
      'Starting date': '2026-04-04',
      'Ending date': '2026-04-05',
      'Starting date time': '2026-04-04T09:00:00',
      'Ending date time': '2026-04-05T16:00:00',
      'Time zone': 'Central Standard Time',
      'Event address': '1 Example St',
      'Event format': 'OTB',
      'Pairing rule': 'Swiss',
      Rounds: 5,
      'Half point byes': 2,
      'Rating type': 'USCF',
    });
    expect(file.Sections.map((s) => s['Section name'])).toEqual(['Open', 'U1200']);
  });

  it('puts each player in their section by rating, numbered from 1, and reads back the same', () => {
    const players = [
      player({ name: 'Ben Rook', rating: 1100, section: 'U1200', uscfId: '30000002' }),
      player({
        name: 'Mary Ann Fischer',
        rating: 1900,
        uscfId: '30000001',
        fideId: '2000001',
        byesRequested: [4, 2],
      }),
      player({ name: 'Cy Pawn', rating: 2100 }),
      player({ name: 'Dee Odd', section: 'Blitz Side', rating: 900 }),
    ];
    const text = swissSysText(
      buildSwissSys(T, players, { timeZone: 'Europe/Paris', clubName: 'Example Club' }),
    );
    expect(text).toContain('"\\u0000;0;-;0;0;0;0"');
    const back = readSwissSys(text);
    expect(back.title).toBe('Spring Open');
    expect(back.sections).toEqual(['Open', 'U1200', 'Blitz Side']);
    expect(back.players).toEqual([
      expect.objectContaining({ section: 'Open', pairNumber: 1, name: 'Pawn, Cy', rating: 2100 }),
      {
        section: 'Open',
        pairNumber: 2,
        name: 'Fischer, Mary Ann',
        uscfId: '30000001',
        fideId: '2000001',
        rating: 1900,
        reservedByes: '2 4 ',
        results: Array(5).fill(EMPTY_RESULT),
      },
      expect.objectContaining({ section: 'U1200', pairNumber: 1, name: 'Rook, Ben' }),
      expect.objectContaining({ section: 'Blitz Side', pairNumber: 1, name: 'Odd, Dee' }),
    ]);
    // An unknown time zone is left out rather than guessed.
    expect(JSON.parse(text).Overview['Time zone']).toBeUndefined();
  });

  it('names the file after the short name', () => {
    expect(swissSysFileName('spring-open-2026')).toBe('spring-open-2026_swisssys.sjson');
    expect(swissSysFileName('a"b/c')).toBe('a_b_c_swisssys.sjson');
  });
});
