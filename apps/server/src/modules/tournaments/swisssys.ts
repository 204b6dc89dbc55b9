import { entrySections, lastFirstName, type MajorEventFees } from '@kingside/shared';

/*
 * The SwissSys tournament file (`.sjson`, SwissSys 11.x JSON) of a tournament's main list, as
 * described in /work/shared/data/notes/swisssys_sjson_format.md (no public specification: the
 * keys and values are those SwissSys itself writes). Only keys whose values SwissSys is seen to
 * write are set; a pairing program fills in the rest.
 */

export type SwissSysTournament = {
  name: string;
  shortName: string;
  timeControl: string;
  tournamentDate: string;
  /** HH:MM, club-local. */
  startTime: string;
  durationMinutes: number;
  rounds: number;
  maxByes: number;
  rated: boolean;
  fideRated: boolean;
  online: boolean;
  sections: readonly string[];
  majorFees: MajorEventFees | null;
};

export type SwissSysPlayer = {
  /** The entry's id (the director's rounds name players by it). */
  id: number;
  name: string;
  email: string;
  phone: string | null;
  uscfId: string | null;
  fideId: string | null;
  rating: number;
  fideRating: number | null;
  expiryDate: string | null;
  section: string;
  byesRequested: readonly number[];
  teamName: string | null;
  schoolName: string | null;
  playup: boolean;
  schedule: string | null;
};

/**
 * A section's played rounds, when the director has run some (issue 16): each player's round
 * tokens (the `Results` strings) given the file's pair numbers, and the round counts.
 */
export type SwissSysSectionRounds = {
  roundsPaired: number;
  roundsPlayed: number;
  /** The player's tokens, one a paired round; undefined for a player not in the rounds. */
  results(entryId: number, pairNumberOf: (entryId: number) => number): string[] | undefined;
  /** "1", "½", "0" for the last played round, " " before the first. */
  currentResult(entryId: number): string;
  withdrawn(entryId: number): boolean;
};

export type SwissSysContext = {
  /** IANA time zone of the club (America/Chicago). */
  timeZone: string;
  /** The club's name (the organizer). */
  clubName: string;
  location?: { name: string; address: string } | undefined;
};

/** An unused round slot in a player's history, as SwissSys writes it. */
export const EMPTY_RESULT = '\u0000;0;-;0;0;0;0';

/** SwissSys names the time zone the Windows way; the US zones a club is likely to be in. */
const WINDOWS_TIME_ZONES: Record<string, string> = {
  'America/New_York': 'Eastern Standard Time',
  'America/Detroit': 'Eastern Standard Time',
  'America/Chicago': 'Central Standard Time',
  'America/Denver': 'Mountain Standard Time',
  'America/Phoenix': 'US Mountain Standard Time',
  'America/Los_Angeles': 'Pacific Standard Time',
  'America/Anchorage': 'Alaskan Standard Time',
  'Pacific/Honolulu': 'Hawaiian Standard Time',
};

/** "2 4 ": the rounds in order, each followed by a space (SwissSys's "Reserved byes"). */
export const reservedByes = (byes: readonly number[]) =>
  [...byes]
    .sort((a, b) => a - b)
    .map((r) => `${r} `)
    .join('');

/** The local date and time `minutes` after `date` `time`, as "YYYY-MM-DDTHH:MM:00". */
function localPlus(date: string, time: string, minutes: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi + minutes)).toISOString().slice(0, 19);
}

function playerOf(
  p: SwissSysPlayer,
  pairNumber: number,
  rounds: number,
  play: SwissSysSectionRounds | undefined,
  pairNumberOf: (entryId: number) => number,
) {
  const played = play?.results(p.id, pairNumberOf) ?? [];
  const note = [p.playup ? 'Play-up' : '', p.schedule ?? '', p.schoolName ?? '']
    .filter(Boolean)
    .join('; ');
  return {
    'Pair number': pairNumber,
    Name: lastFirstName(p.name),
    ID: p.uscfId ?? '',
    ID2: p.fideId ?? '',
    Rating: p.rating,
    Rating2: p.fideRating ?? 0,
    Provisional: false,
    Exp1: p.expiryDate ?? '',
    Club: '',
    State: '',
    Team: p.teamName ?? '',
    Email: p.email,
    Phone: p.phone ?? '',
    Note: note,
    'Player title': '',
    'Reserved byes': reservedByes(p.byesRequested),
    Withdrew: play?.withdrawn(p.id) ?? false,
    'Current result': play?.currentResult(p.id) ?? ' ',
    Results: Array.from(
      { length: Math.max(rounds, played.length) },
      (_, i) => played[i] ?? EMPTY_RESULT,
    ),
  };
}

/**
 * The `.sjson` object: the tournament's overview and one section per section of the tournament
 * (its own order; a section only entries name comes after), each with its players by rating,
 * highest first, numbered from 1. `players` is the main list only. `rounds` gives a section's
 * played rounds, when the director has run any (their results and round counts).
 */
export function buildSwissSys(
  t: SwissSysTournament,
  players: readonly SwissSysPlayer[],
  c: SwissSysContext,
  rounds?: (section: string) => SwissSysSectionRounds | undefined,
) {
  const start = `${t.tournamentDate}T${t.startTime}:00`;
  const end = localPlus(t.tournamentDate, t.startTime, Math.max(0, t.durationMinutes));
  const timeZone = WINDOWS_TIME_ZONES[c.timeZone];
  const names = entrySections(t);
  for (const p of players) if (!names.includes(p.section)) names.push(p.section);
  const bySection = (name: string) =>
    players
      .filter((p) => p.section === name)
      .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  return {
    Overview: {
      Program: 'SwissSys',
      Version: 11.34,
      'Tournament title': t.name,
      'Tournament time controls': t.timeControl,
      'Starting date': t.tournamentDate,
      'Ending date': end.slice(0, 10),
      'Organizer Name': c.clubName,
      'Starting date time': start,
      'Ending date time': end,
      ...(timeZone && { 'Time zone': timeZone }),
      ...(c.location && { 'Event address': c.location.address }),
      // Only "OTB" is seen in SwissSys's files; an online event leaves it out.
      ...(!t.online && { 'Event format': 'OTB' }),
      'Event type': 'Open',
      'Pairing rule': 'Swiss',
      Rounds: t.rounds,
      'Half point byes': t.maxByes,
      ...(t.rated && { 'Rating type': t.fideRated ? 'USCF_FIDE' : 'USCF' }),
    },
    Sections: names.map((name) => {
      const list = bySection(name);
      const play = rounds?.(name);
      const pairNumbers = new Map(list.map((p, i) => [p.id, i + 1]));
      const pairNumberOf = (id: number) => pairNumbers.get(id) ?? 0;
      return {
        'Section name': name,
        'Section title': name,
        Type: 0,
        'Section time control': t.timeControl,
        'Number of players': list.length,
        'Number of teams': 0,
        'Rounds paired': play?.roundsPaired ?? 0,
        'Rounds played': play?.roundsPlayed ?? 0,
        'Rating to use': 0,
        Engine: -1,
        'Last unrestricted round': 0,
        'Final round': t.rounds,
        'Lower rating limit': 0,
        'Upper rating limit': 9999,
        'Coin toss': 0,
        'Team cut': 0,
        Acceleration: 0,
        Blitz: false,
        'Got logic': false,
        'Pair table items': 0,
        'Team pair table items': 0,
        Players: list.map((p, i) => playerOf(p, i + 1, t.rounds, play, pairNumberOf)),
        Teams: [],
        Prizes: { 'Place prizes': [], 'Class prizes': [] },
      };
    }),
  };
}

/** The file's text: pretty-printed JSON, as SwissSys writes it. */
export const swissSysText = (file: ReturnType<typeof buildSwissSys>) =>
  `${JSON.stringify(file, null, 2)}\n`;

/** The file's name: `<shortName>_swisssys.sjson`, with only safe characters. */
export const swissSysFileName = (shortName: string) =>
  `${shortName.replace(/[^A-Za-z0-9._-]/g, '_')}_swisssys.sjson`;

/** The `.sjson` file to download, named after the tournament (see buildSwissSys). */
export function swissSysFile(
  t: SwissSysTournament,
  players: readonly SwissSysPlayer[],
  c: SwissSysContext,
  rounds?: (section: string) => SwissSysSectionRounds | undefined,
): { filename: string; text: string } {
  const text = swissSysText(buildSwissSys(t, players, c, rounds));
  return { filename: swissSysFileName(t.shortName), text };
}

/** A player read back from a `.sjson` file (the tests, and anyone checking an export). */
export type SwissSysReadPlayer = {
  section: string;
  pairNumber: number;
  name: string;
  uscfId: string;
  fideId: string;
  rating: number;
  reservedByes: string;
  results: string[];
};

/**
 * Reads the players of a `.sjson` file's sections (lenient: a missing key reads as empty).
 * Throws when the text is not JSON or has no Sections list.
 */
export function readSwissSys(text: string): {
  title: string;
  rounds: number;
  sections: string[];
  players: SwissSysReadPlayer[];
} {
  const file = JSON.parse(text) as {
    Overview?: Record<string, unknown>;
    Sections?: { 'Section name'?: string; Players?: Record<string, unknown>[] }[];
  };
  if (!Array.isArray(file.Sections)) throw new Error('Not a SwissSys file: no Sections');
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    title: str(file.Overview?.['Tournament title']),
    rounds: num(file.Overview?.Rounds),
    sections: file.Sections.map((s) => str(s['Section name'])),
    players: file.Sections.flatMap((s) =>
      (s.Players ?? []).map((p) => ({
        section: str(s['Section name']),
        pairNumber: num(p['Pair number']),
        name: str(p.Name),
        uscfId: str(p.ID),
        fideId: str(p.ID2),
        rating: num(p.Rating),
        reservedByes: str(p['Reserved byes']),
        results: Array.isArray(p.Results) ? p.Results.map(str) : [],
      })),
    ),
  };
}
