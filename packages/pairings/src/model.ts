/**
 * The tournament as data: players, and what each player did in each round. Everything else in the
 * package (pairings, standings, TRF16) reads it through the helpers below, so a rule about what
 * counts as a game, a bye or a colour lives here once (docs/decisions/0038).
 */

/** A colour in a played game. */
export type Colour = 'W' | 'B';

/** Points for a played game, from the player's side. */
export type GamePoints = 1 | 0.5 | 0;

export interface Player {
  /** Stable id (the app's entry id); also the last tie-break of the rank order. */
  id: number;
  name: string;
  /** The published rating used for pairing (28C); ignored for order when `unrated`. */
  rating: number;
  /** True for a player with no published rating, even when the director sets a pairing rating. */
  unrated: boolean;
  /** Section name for prize groups; one section when left out. */
  section?: string;
}

/** What one player did in one round. Only `played` is a game: it alone has a colour (29E1). */
export type RoundEntry =
  | { kind: 'played'; colour: Colour; opponent: number; result: GamePoints }
  /** The pairing bye of an odd pool (28L1): one point, no colour, not a meeting. */
  | { kind: 'fullPointBye' }
  /** A requested half-point bye (22C), or a late entrant's missed round when the director grants it. */
  | { kind: 'halfPointBye' }
  /** A requested zero-point bye, or a late entrant's missed round (28K). */
  | { kind: 'zeroPointBye' }
  /** Opponent did not appear: a point, no colour, not a meeting (27A1), blocks a later FPB (28L3). */
  | { kind: 'forfeitWin'; opponent: number }
  | { kind: 'forfeitLoss'; opponent: number }
  /** Withdrawn: scores 0 and is not paired (28P). */
  | { kind: 'withdrawn' };

export type RoundEntryKind = RoundEntry['kind'];

/** One round's entries, keyed by player id. A missing entry reads as a zero-point bye. */
export type RoundResults = Readonly<Record<number, RoundEntry>>;

export interface TournamentState {
  players: readonly Player[];
  /** Rounds so far, oldest first. */
  rounds: readonly RoundResults[];
}

/** Strength of a due colour (29E3a): an unequal history is strong, an equal one mild. */
export type DueStrength = 'equalization' | 'alternation';

export interface DueColour {
  colour: Colour;
  strength: DueStrength;
}

const ZERO_BYE: RoundEntry = { kind: 'zeroPointBye' };

/** The player's entry in a round (0-based), a zero-point bye when none was recorded. */
export function entryAt(state: TournamentState, playerId: number, round: number): RoundEntry {
  return state.rounds[round]?.[playerId] ?? ZERO_BYE;
}

/** Every entry of the player, oldest first, one per round so far. */
export function entriesOf(state: TournamentState, playerId: number): RoundEntry[] {
  return state.rounds.map((_, round) => entryAt(state, playerId, round));
}

/** Points an entry is worth. */
export function entryPoints(entry: RoundEntry): number {
  switch (entry.kind) {
    case 'played':
      return entry.result;
    case 'fullPointBye':
    case 'forfeitWin':
      return 1;
    case 'halfPointBye':
      return 0.5;
    default:
      return 0;
  }
}

/** Whether the entry is a game played over the board (counts for colour, meetings, opponents). */
export function isPlayed(entry: RoundEntry): entry is Extract<RoundEntry, { kind: 'played' }> {
  return entry.kind === 'played';
}

/** The player's score after every round so far. */
export function scoreOf(state: TournamentState, playerId: number): number {
  return entriesOf(state, playerId).reduce((sum, entry) => sum + entryPoints(entry), 0);
}

/**
 * Colours by round, oldest first, with `-` for a round without a game: the form 29E4 rule 4
 * compares ("BWxBW").
 */
export function colourHistory(state: TournamentState, playerId: number): ('W' | 'B' | '-')[] {
  return entriesOf(state, playerId).map((entry) => (isPlayed(entry) ? entry.colour : '-'));
}

/** Colours of played games only, oldest first (29E1: byes and forfeits carry no colour). */
export function playedColours(history: readonly ('W' | 'B' | '-')[]): Colour[] {
  return history.filter((c): c is Colour => c !== '-');
}

/** The other colour. */
export function opposite(colour: Colour): Colour {
  return colour === 'W' ? 'B' : 'W';
}

/**
 * The colour a player is due (29E3a): with more games of one colour, the other one
 * (equalization, strong); with an equal history, the opposite of the last game (alternation,
 * mild); with no games, none.
 */
export function dueColourOf(history: readonly ('W' | 'B' | '-')[]): DueColour | null {
  const played = playedColours(history);
  const whites = played.filter((c) => c === 'W').length;
  const blacks = played.length - whites;
  if (whites !== blacks) {
    return { colour: whites > blacks ? 'B' : 'W', strength: 'equalization' };
  }
  const last = played.at(-1);
  return last ? { colour: opposite(last), strength: 'alternation' } : null;
}

/** The player's due colour now (29E3a), or null before his first game. */
export function dueColourFor(state: TournamentState, playerId: number): DueColour | null {
  return dueColourOf(colourHistory(state, playerId));
}

/** White games minus black games, over played games. */
export function colourBalance(history: readonly ('W' | 'B' | '-')[]): number {
  return playedColours(history).reduce((sum, c) => sum + (c === 'W' ? 1 : -1), 0);
}

/** Whether the player has had a full-point (pairing) bye: no second one (28L3). */
export function hadFullPointBye(state: TournamentState, playerId: number): boolean {
  return entriesOf(state, playerId).some((entry) => entry.kind === 'fullPointBye');
}

/** Ids of the players this one has met over the board (forfeits are not meetings, 27A1). */
export function opponentsMet(state: TournamentState, playerId: number): Set<number> {
  const met = new Set<number>();
  for (const entry of entriesOf(state, playerId)) if (isPlayed(entry)) met.add(entry.opponent);
  return met;
}

/** Whether a player is withdrawn: his latest recorded entry says so (28P). */
export function isWithdrawn(state: TournamentState, playerId: number): boolean {
  const last = state.rounds.at(-1)?.[playerId];
  return last?.kind === 'withdrawn';
}

/**
 * Adds a late entrant (28K): every round already played becomes a zero-point bye, or a half-point
 * bye when the director grants them.
 */
export function addLateEntry(
  state: TournamentState,
  player: Player,
  missedRounds: 'zeroPointBye' | 'halfPointBye' = 'zeroPointBye',
): TournamentState {
  if (state.players.some((p) => p.id === player.id)) {
    throw new Error(`Player ${player.id} is already entered.`);
  }
  const entry: RoundEntry = { kind: missedRounds };
  return {
    players: [...state.players, player],
    rounds: state.rounds.map((round) => ({ ...round, [player.id]: entry })),
  };
}
