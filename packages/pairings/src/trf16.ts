/**
 * FIDE TRF16 (Handbook C.04 Annex 2), the fixed-column text every pairing program reads:
 * tournament lines (012 … 122) and one 001 line per player with a 10-column block per round.
 * Columns follow /shared/data/notes/fide_trf16_and_uscf_reporting_formats.md §1 (1-based).
 */

import type { Player, RoundEntry, RoundResults, TournamentState } from './model.js';
import { computeStandings } from './standings.js';

export interface TrfTournament {
  name: string;
  city?: string;
  federation?: string;
  /** YYYY/MM/DD */
  startDate?: string;
  /** YYYY/MM/DD */
  endDate?: string;
  /** Free text, e.g. "Individual: Swiss-System (US Chess)". */
  type?: string;
  /** Allotted time, e.g. "G/60;d5". */
  timeControl?: string;
  /** Players in starting-rank order (rank 1 first) and their rounds. */
  state: TournamentState;
}

const TYPE = 'Individual: Swiss-System (US Chess)';

/** Writes `text` into `line` so that it starts at 1-based column `col`. */
function put(line: string[], col: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) line[col - 1 + i] = text[i]!;
}

const right = (text: string, width: number) => text.slice(-width).padStart(width);

function roundBlock(entry: RoundEntry | undefined, rankOf: (id: number) => number): string {
  const rank = (id: number) => right(String(rankOf(id)), 4);
  if (!entry || entry.kind === 'withdrawn') return '';
  switch (entry.kind) {
    case 'played': {
      const result = entry.result === 1 ? '1' : entry.result === 0 ? '0' : '=';
      return `${rank(entry.opponent)} ${entry.colour === 'W' ? 'w' : 'b'} ${result}`;
    }
    case 'forfeitWin':
      return `${rank(entry.opponent)} - +`;
    case 'forfeitLoss':
      return `${rank(entry.opponent)} - -`;
    // The pairing bye is "U" (pairing-allocated bye, full point); "F" is read back as the same.
    case 'fullPointBye':
      return '0000 - U';
    case 'halfPointBye':
      return '0000 - H';
    case 'zeroPointBye':
      return '0000 - Z';
  }
}

/**
 * The tournament as TRF16 text, lines ending CRLF. A withdrawn round is a blank block (not
 * paired); forfeits carry no colour, as in the model (29E1).
 */
export function writeTrf16(tournament: TrfTournament): string {
  const { state } = tournament;
  const lines: string[] = [`012 ${tournament.name}`];
  if (tournament.city) lines.push(`022 ${tournament.city}`);
  if (tournament.federation) lines.push(`032 ${tournament.federation}`);
  if (tournament.startDate) lines.push(`042 ${tournament.startDate}`);
  if (tournament.endDate) lines.push(`052 ${tournament.endDate}`);
  lines.push(`062 ${state.players.length}`);
  lines.push(`072 ${state.players.filter((p) => !p.unrated).length}`);
  lines.push(`092 ${tournament.type ?? TYPE}`);
  if (tournament.timeControl) lines.push(`122 ${tournament.timeControl}`);

  const startRank = new Map(state.players.map((p, i) => [p.id, i + 1]));
  const standings = computeStandings(state);
  const position = new Map(standings.map((s) => [s.playerId, s]));
  for (const player of state.players) {
    const line = new Array<string>(89 + 10 * state.rounds.length).fill(' ');
    const standing = position.get(player.id)!;
    put(line, 1, '001');
    put(line, 5, right(String(startRank.get(player.id)), 4));
    put(line, 15, player.name.slice(0, 33));
    if (!player.unrated) put(line, 49, right(String(player.rating), 4));
    put(line, 58, right(String(player.id), 11));
    put(line, 81, right(standing.score.toFixed(1), 4));
    put(line, 86, right(String(standing.position), 4));
    state.rounds.forEach((round, r) => {
      put(
        line,
        92 + 10 * r,
        roundBlock(round[player.id], (id) => startRank.get(id) ?? 0),
      );
    });
    lines.push(line.join('').trimEnd());
  }
  return lines.map((l) => `${l}\r\n`).join('');
}

/** 1-based inclusive columns of a line, trimmed. */
const cols = (line: string, from: number, to: number) => line.slice(from - 1, to).trim();

function readBlock(block: string, idOf: (rank: number) => number): RoundEntry {
  const opponentRank = Number(block.slice(0, 4).trim() || '0');
  const colour = block[5];
  const result = block[7] ?? ' ';
  const opponent = idOf(opponentRank);
  switch (result) {
    case '1':
    case 'W':
      return { kind: 'played', colour: colour === 'b' ? 'B' : 'W', opponent, result: 1 };
    case '=':
    case 'D':
      return { kind: 'played', colour: colour === 'b' ? 'B' : 'W', opponent, result: 0.5 };
    case '0':
    case 'L':
      return { kind: 'played', colour: colour === 'b' ? 'B' : 'W', opponent, result: 0 };
    case '+':
      return { kind: 'forfeitWin', opponent };
    case '-':
      return { kind: 'forfeitLoss', opponent };
    case 'H':
      return { kind: 'halfPointBye' };
    case 'F':
    case 'U':
      return { kind: 'fullPointBye' };
    case 'Z':
      return { kind: 'zeroPointBye' };
    default:
      return { kind: 'withdrawn' };
  }
}

/**
 * Reads TRF16 text written by writeTrf16 (or another program using the same codes). The player id
 * is the ID column when it holds a number, else the starting rank; a blank rating is unrated.
 * Throws on a 001 line too short to hold a name.
 */
export function parseTrf16(text: string): TrfTournament {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const field = (code: string) =>
    lines
      .find((l) => l.startsWith(`${code} `))
      ?.slice(4)
      .trim();
  const records = lines.filter((l) => l.startsWith('001'));
  const players: Player[] = [];
  const idByRank = new Map<number, number>();
  for (const line of records) {
    if (line.length < 15) throw new Error(`TRF16 player line too short: "${line}"`);
    const rank = Number(cols(line, 5, 8));
    const idText = cols(line, 58, 68);
    const id = /^\d+$/.test(idText) ? Number(idText) : rank;
    const ratingText = cols(line, 49, 52);
    const rating = Number(ratingText || '0');
    players.push({ id, name: cols(line, 15, 47), rating, unrated: rating === 0 });
    idByRank.set(rank, id);
  }
  const roundCount = Math.max(0, ...records.map((l) => Math.ceil((l.length - 91) / 10)));
  const rounds: Record<number, RoundEntry>[] = Array.from({ length: roundCount }, () => ({}));
  records.forEach((line, i) => {
    for (let r = 0; r < roundCount; r += 1) {
      const block = line.slice(91 + 10 * r, 101 + 10 * r).padEnd(10);
      rounds[r]![players[i]!.id] = readBlock(block, (rank) => idByRank.get(rank) ?? 0);
    }
  });
  const tournament: TrfTournament = {
    name: field('012') ?? '',
    state: { players, rounds: rounds as RoundResults[] },
  };
  const optional = {
    city: field('022'),
    federation: field('032'),
    startDate: field('042'),
    endDate: field('052'),
    type: field('092'),
    timeControl: field('122'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(tournament, { [key]: value });
  }
  return tournament;
}
