/**
 * The US Chess rating report: the three dBASE III files SwissSys, WinTD and FreePair upload,
 * THEXPORT.DBF (the event), TSEXPORT.DBF (one record per section) and TDEXPORT.DBF (one record per
 * player per section, one cell per round). Field names and widths follow
 * /shared/data/notes/fide_trf16_and_uscf_reporting_formats.md §2; the choices the note could not
 * verify (forfeit codes, flags, unrated ratings) are in docs/decisions/0040.
 */

import { writeDbf } from './dbase.js';
import type { DbfField } from './dbase.js';
import { entryAt } from './model.js';
import type { RoundEntry, TournamentState } from './model.js';

export interface UscfEvent {
  /** H_EVENT_ID (12): the US Chess event id, blank when US Chess has not given one. */
  id: string;
  name: string;
  /** YYYY-MM-DD */
  beginDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  /** The affiliate's id, e.g. "A1234567". */
  affiliateId: string;
  city: string;
  /** Two-letter state. */
  state: string;
  zip: string;
  country: string;
  /** The chief TD's US Chess id. */
  chiefTdId: string;
  assistantTdId?: string;
  /** H_OTHER_TD (254), free text. */
  otherTds?: string;
  /** H_SENDCROS: whether US Chess mails the crosstables; default no. */
  sendCrosstables?: boolean;
  /** H_PROGRAM (10); default `KINGSIDE`. */
  program?: string;
}

/** What the report says of one player beyond the tournament state. */
export interface UscfPlayer {
  /** The US Chess member id; none (or blank) leaves D_MEM_ID empty. */
  uscfId?: string | null;
  /** D_NAME; the state's player name when left out. */
  name?: string;
  /** D_STATE, two letters. */
  state?: string;
}

export interface UscfSection {
  name: string;
  timeControl: string;
  /** S_R_SYSTEM: `R` (regular) unless given. */
  ratingSystem?: string;
  /** Rounds scheduled (S_TOT_RNDS); the state may hold fewer, not more. */
  rounds: number;
  state: TournamentState;
  /** US Chess ids, names and states by player id. */
  players?: Readonly<Record<number, UscfPlayer>>;
  /** Pair numbers by player id; the order of `state.players` (1, 2, …) unless given. */
  pairNumbers?: Readonly<Record<number, number>>;
  /** YYYY-MM-DD; the event's dates unless given. */
  beginDate?: string;
  endDate?: string;
  /** The event's TDs unless given. */
  chiefTdId?: string;
  assistantTdId?: string;
  /** S_TRN_TYPE: `S` (Swiss) unless given. */
  tournamentType?: string;
  /** S_SCH_LVL, blank unless given. */
  scholasticLevel?: string;
  /** S_GR_PRIX `Y`/`N` (default N) and S_GP_PTS. */
  grandPrix?: boolean;
  grandPrixPoints?: number;
  /** S_FIDE `Y`/`N`, default N. */
  fide?: boolean;
}

export interface UscfRatingReport {
  'THEXPORT.DBF': Uint8Array;
  'TSEXPORT.DBF': Uint8Array;
  'TDEXPORT.DBF': Uint8Array;
}

const f = (name: string, width: number): DbfField => ({ name, width });

export const THEXPORT_FIELDS: readonly DbfField[] = [
  f('H_FORMAT', 5),
  f('H_PROGRAM', 10),
  f('H_EVENT_ID', 12),
  f('H_NAME', 35),
  f('H_TOT_SECT', 2),
  f('H_BEG_DATE', 8),
  f('H_END_DATE', 8),
  f('H_AFF_ID', 8),
  f('H_CITY', 21),
  f('H_STATE', 2),
  f('H_ZIPCODE', 10),
  f('H_COUNTRY', 21),
  f('H_SENDCROS', 1),
  f('H_CTD_ID', 8),
  f('H_ATD_ID', 8),
  f('H_OTHER_TD', 254),
];

export const TSEXPORT_FIELDS: readonly DbfField[] = [
  f('S_EVENT_ID', 12),
  f('S_SEC_NUM', 2),
  f('S_SEC_NAME', 30),
  f('S_R_SYSTEM', 1),
  f('S_TIMECTL', 40),
  f('S_CTD_ID', 8),
  f('S_ATD_ID', 8),
  f('S_TRN_TYPE', 1),
  f('S_TOT_RNDS', 2),
  f('S_LST_PAIR', 4),
  f('S_BEG_DATE', 8),
  f('S_END_DATE', 8),
  f('S_SCH_LVL', 1),
  f('S_GR_PRIX', 1),
  f('S_GP_PTS', 3),
  f('S_FIDE', 1),
];

/** TDEXPORT's fields for `rounds` round columns, D_RND01 … D_RNDnn. */
export function tdexportFields(rounds: number): DbfField[] {
  const cells = Array.from({ length: rounds }, (_, r) =>
    f(`D_RND${String(r + 1).padStart(2, '0')}`, 7),
  );
  return [
    f('D_EVENT_ID', 12),
    f('D_SEC_NUM', 2),
    f('D_PAIR_NUM', 4),
    f('D_MEM_ID', 8),
    f('D_NAME', 30),
    f('D_STATE', 2),
    f('D_RATING', 4),
    ...cells,
  ];
}

/** A cell for a round that is not a game and has no opponent: unplayed, zero points. */
export const USCF_UNPLAYED = 'U0';

/**
 * One D_RNDnn cell: `W`/`L`/`D`, the opponent's pair number and the colour for a game (`W9B`,
 * `D16W`); `B0` full-point bye, `H0` half-point bye, `U0` zero-point bye or withdrawn. Forfeits,
 * which are not games, are `X0` (won) and `F0` (lost) without opponent or colour: SwissSys's own
 * result letters, unverified against US Chess (docs/decisions/0040).
 */
export function uscfRoundCell(
  entry: RoundEntry,
  pairNumberOf: (playerId: number) => number,
): string {
  switch (entry.kind) {
    case 'played': {
      const letter = entry.result === 1 ? 'W' : entry.result === 0 ? 'L' : 'D';
      return `${letter}${pairNumberOf(entry.opponent)}${entry.colour}`;
    }
    case 'forfeitWin':
      return 'X0';
    case 'forfeitLoss':
      return 'F0';
    case 'fullPointBye':
      return 'B0';
    case 'halfPointBye':
      return 'H0';
    case 'zeroPointBye':
    case 'withdrawn':
      return USCF_UNPLAYED;
  }
}

/** YYYY-MM-DD as YYYYMMDD; throws on anything else. */
function ymd(date: string, what: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${what} "${date}" is not YYYY-MM-DD.`);
  return date.replaceAll('-', '');
}

/** An id or code that must fit whole: truncating it would report someone else. */
function whole(value: string | null | undefined, width: number, what: string): string {
  const text = (value ?? '').trim();
  if (text.length > width) throw new Error(`${what} "${text}" is longer than ${width} characters.`);
  return text;
}

const yesNo = (flag: boolean | undefined) => (flag ? 'Y' : 'N');

/** Pair numbers by player id: the given ones, or the order of the state's players. */
function pairNumbersOf(section: UscfSection): Map<number, number> {
  const { players } = section.state;
  const numbers = new Map(
    players.map((p, i) => [p.id, section.pairNumbers ? section.pairNumbers[p.id] : i + 1]),
  );
  const seen = new Set<number>();
  for (const [id, n] of numbers) {
    if (n === undefined || !Number.isInteger(n) || n < 1 || n > 9999) {
      throw new Error(`Section ${section.name}: player ${id} has no pair number from 1 to 9999.`);
    }
    if (seen.has(n)) throw new Error(`Section ${section.name}: pair number ${n} is used twice.`);
    seen.add(n);
  }
  return numbers as Map<number, number>;
}

/**
 * The three files of a US Chess rating report. Sections are numbered 1, 2, … in the order given;
 * TDEXPORT lists each section's players by pair number, with as many round columns as the
 * longest section, a shorter section's extra columns being `U0`, as is a scheduled round the
 * state does not hold yet. Names, cities and time controls are folded to ASCII and truncated to
 * their widths; an id, date, state or zip that does not fit throws, as does a section whose
 * state holds more rounds than scheduled or a game against a player outside the section.
 */
export function uscfRatingReport(
  event: UscfEvent,
  sections: readonly UscfSection[],
  date?: Date,
): UscfRatingReport {
  const eventId = whole(event.id, 12, 'Event id');
  const begin = ymd(event.beginDate, 'Begin date');
  const end = ymd(event.endDate, 'End date');
  const chiefTd = whole(event.chiefTdId, 8, 'Chief TD id');
  const assistantTd = whole(event.assistantTdId, 8, 'Assistant TD id');
  if (sections.length > 99) throw new Error('A report holds at most 99 sections.');

  const header = [
    '2C',
    whole(event.program ?? 'KINGSIDE', 10, 'Program'),
    eventId,
    event.name,
    String(sections.length),
    begin,
    end,
    whole(event.affiliateId, 8, 'Affiliate id'),
    event.city,
    whole(event.state, 2, 'State'),
    whole(event.zip, 10, 'Zip code'),
    event.country,
    yesNo(event.sendCrosstables),
    chiefTd,
    assistantTd,
    event.otherTds ?? '',
  ];

  const maxRounds = Math.max(1, ...sections.map((s) => s.rounds));
  const sectionRecords: string[][] = [];
  const playerRecords: string[][] = [];
  sections.forEach((section, s) => {
    const number = String(s + 1);
    if (!Number.isInteger(section.rounds) || section.rounds < 1 || section.rounds > 99) {
      throw new Error(`Section ${section.name}: ${section.rounds} rounds is not 1 to 99.`);
    }
    if (section.state.rounds.length > section.rounds) {
      throw new Error(
        `Section ${section.name}: ${section.state.rounds.length} rounds recorded, ${section.rounds} scheduled.`,
      );
    }
    const pairs = pairNumbersOf(section);
    const pairNumberOf = (id: number) => {
      const n = pairs.get(id);
      if (n === undefined) throw new Error(`Section ${section.name}: player ${id} is not in it.`);
      return n;
    };
    sectionRecords.push([
      eventId,
      number,
      section.name,
      whole(section.ratingSystem ?? 'R', 1, 'Rating system'),
      section.timeControl,
      whole(section.chiefTdId ?? chiefTd, 8, 'Chief TD id'),
      whole(section.assistantTdId ?? assistantTd, 8, 'Assistant TD id'),
      whole(section.tournamentType ?? 'S', 1, 'Tournament type'),
      String(section.rounds),
      String(Math.max(0, ...pairs.values())),
      section.beginDate ? ymd(section.beginDate, 'Section begin date') : begin,
      section.endDate ? ymd(section.endDate, 'Section end date') : end,
      whole(section.scholasticLevel, 1, 'Scholastic level'),
      yesNo(section.grandPrix),
      whole(
        section.grandPrixPoints === undefined ? '' : String(section.grandPrixPoints),
        3,
        'Grand Prix points',
      ),
      yesNo(section.fide),
    ]);
    const players = [...section.state.players].sort((a, b) => pairs.get(a.id)! - pairs.get(b.id)!);
    for (const player of players) {
      const info = section.players?.[player.id] ?? {};
      const cells = Array.from({ length: maxRounds }, (_, r) =>
        r < section.rounds
          ? uscfRoundCell(entryAt(section.state, player.id, r), pairNumberOf)
          : USCF_UNPLAYED,
      );
      playerRecords.push([
        eventId,
        number,
        String(pairs.get(player.id)),
        whole(info.uscfId, 8, `US Chess id of ${player.name}`),
        info.name ?? player.name,
        whole(info.state, 2, `State of ${player.name}`),
        player.unrated ? '' : whole(String(player.rating), 4, `Rating of ${player.name}`),
        ...cells,
      ]);
    }
  });

  return {
    'THEXPORT.DBF': writeDbf(THEXPORT_FIELDS, [header], date),
    'TSEXPORT.DBF': writeDbf(TSEXPORT_FIELDS, sectionRecords, date),
    'TDEXPORT.DBF': writeDbf(tdexportFields(maxRounds), playerRecords, date),
  };
}
