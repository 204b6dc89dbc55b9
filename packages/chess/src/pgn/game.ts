/**
 * PGN (Portable Game Notation, 1994 standard) as data: the game tree the parser gives and the
 * writer takes, and what reads it (headers, move labels, counts). Moves stay SAN text; legality
 * is checked elsewhere with chess.js (replay.ts).
 */

/** The standard starting position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** One tag pair, e.g. { name: 'White', value: 'Morphy, Paul' }; order is kept. */
export type PgnHeader = { name: string; value: string };

/** One move of a line, with what the PGN attaches to it. */
export type PgnMove = {
  /** The move as written (SAN text, without suffix annotations, which become NAGs). */
  san: string;
  /** Full-move number of this move, counted from the starting position. */
  moveNumber: number;
  /** Side that plays this move. */
  color: 'w' | 'b';
  /** Numeric annotation glyphs: `$1` and `!` are both 1 (`?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6). */
  nags: number[];
  /** Comments before the move; only the first move of a variation has them. */
  commentsBefore: string[];
  /** Comments after the move (and its NAGs). */
  commentsAfter: string[];
  /** Alternatives to this move, each a line starting from the position before it. */
  variations: PgnMove[][];
};

export type PgnGame = {
  headers: PgnHeader[];
  /** Comments before the first move of the mainline (a chapter's introduction). */
  comments: string[];
  moves: PgnMove[];
  /** Game termination: '1-0', '0-1', '1/2-1/2' or '*'. */
  result: string;
  /** Starting position: the FEN header when present, else the standard start. */
  startFen: string;
};

/** A PGN that cannot be read; `line` is 1-based within the text given to the parser. */
export class PgnError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
  }
}

export const PGN_RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;

/** A move as PGN numbers it, for messages: "12. Qxf7", "12... Qxe5". */
export const moveLabel = (move: Pick<PgnMove, 'moveNumber' | 'color' | 'san'>) =>
  `${move.moveNumber}${move.color === 'w' ? '.' : '...'} ${move.san}`;

/** The value of a header, or undefined. */
export function getHeader(game: Pick<PgnGame, 'headers'>, name: string): string | undefined {
  return game.headers.find((h) => h.name === name)?.value;
}

/** Half-moves of a line and of all its variations. */
export function countPlies(line: PgnMove[]): number {
  let plies = line.length;
  for (const move of line) for (const variation of move.variations) plies += countPlies(variation);
  return plies;
}

const known = (value: string | undefined) =>
  value && value.trim() && !/^\?+$/.test(value.trim()) ? value.trim() : undefined;

/** A title from the headers: "White – Black (Event, Year)", leaving out unknown parts. */
export function describeGame(game: Pick<PgnGame, 'headers'>): string | undefined {
  const white = known(getHeader(game, 'White'));
  const black = known(getHeader(game, 'Black'));
  const event = known(getHeader(game, 'Event'));
  const year = /^\d{4}/.exec(getHeader(game, 'Date') ?? '')?.[0];
  const players = white || black ? `${white ?? '?'} – ${black ?? '?'}` : undefined;
  const details = [event, year].filter(Boolean).join(', ');
  if (!players) return event;
  return details ? `${players} (${details})` : players;
}
