/**
 * PGN (Portable Game Notation, 1994 standard) as data: tokenizer, parser into a move tree and
 * writer. Moves stay SAN text; legality is checked elsewhere with chess.js. parse → write → parse
 * gives the same tree (headers, moves, comments, NAGs, variations, result). A game is refused
 * beyond the limits of docs/decisions/0014 (half-moves, variation depth, comment length), so any
 * tree it gives can be walked recursively and written back.
 */

import {
  PGN_COMMENT_MAX_LENGTH,
  PGN_MAX_PLIES,
  PGN_MAX_VARIATION_DEPTH,
  PGN_MESSAGES,
} from '@kingside/shared';

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

/** Suffix annotations and the NAG each stands for (PGN standard 8.2.4, 10). */
const SUFFIX_NAGS: Record<string, number> = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

type Token =
  | { kind: 'header'; name: string; value: string; line: number }
  | { kind: 'comment'; text: string; line: number }
  | { kind: 'open' | 'close'; line: number }
  | { kind: 'nag'; nag: number; line: number }
  | { kind: 'result'; result: string; line: number }
  | { kind: 'move'; san: string; line: number };

const SYMBOL = /[A-Za-z0-9_+#=:\-/]/;

/**
 * Comment text with runs of whitespace made single spaces, so line wrapping never changes it;
 * refused when longer than PGN_COMMENT_MAX_LENGTH.
 */
function readComment(text: string, line: number): string {
  const comment = text.replace(/\s+/g, ' ').trim();
  if (comment.length > PGN_COMMENT_MAX_LENGTH) {
    throw new PgnError(PGN_MESSAGES.commentTooLong(PGN_COMMENT_MAX_LENGTH), line);
  }
  return comment;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
      // A % in the first column escapes the whole line (PGN standard 6).
      if (text[i] === '%') while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (i === 0 && c === '%') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (/\s/.test(c) || c === '.') {
      i++;
      continue;
    }
    if (c === '[') {
      const end = readHeader(text, i, line);
      tokens.push({ kind: 'header', name: end.name, value: end.value, line });
      i = end.next;
      continue;
    }
    if (c === '{') {
      const close = text.indexOf('}', i + 1);
      if (close < 0) throw new PgnError('A comment { is never closed', line);
      const body = text.slice(i + 1, close);
      tokens.push({ kind: 'comment', text: readComment(body, line), line });
      line += body.split('\n').length - 1;
      i = close + 1;
      continue;
    }
    if (c === ';') {
      let end = text.indexOf('\n', i);
      if (end < 0) end = n;
      tokens.push({ kind: 'comment', text: readComment(text.slice(i + 1, end), line), line });
      i = end;
      continue;
    }
    if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'open' : 'close', line });
      i++;
      continue;
    }
    if (c === '$') {
      let j = i + 1;
      while (j < n && /\d/.test(text[j]!)) j++;
      if (j === i + 1) throw new PgnError('A $ is not followed by a number', line);
      tokens.push({ kind: 'nag', nag: Number(text.slice(i + 1, j)), line });
      i = j;
      continue;
    }
    if (c === '!' || c === '?') {
      let j = i;
      while (j < n && (text[j] === '!' || text[j] === '?')) j++;
      const nag = SUFFIX_NAGS[text.slice(i, j)];
      if (nag === undefined) throw new PgnError(`Unknown annotation ${text.slice(i, j)}`, line);
      tokens.push({ kind: 'nag', nag, line });
      i = j;
      continue;
    }
    if (SYMBOL.test(c)) {
      let j = i;
      while (j < n && SYMBOL.test(text[j]!)) j++;
      const symbol = text.slice(i, j);
      i = j;
      if ((PGN_RESULTS as readonly string[]).includes(symbol)) {
        tokens.push({ kind: 'result', result: symbol, line });
      } else if (!/^\d+$/.test(symbol)) {
        tokens.push({ kind: 'move', san: symbol, line });
      }
      continue;
    }
    if (c === '*') {
      tokens.push({ kind: 'result', result: '*', line });
      i++;
      continue;
    }
    throw new PgnError(`Unexpected character ${JSON.stringify(c)}`, line);
  }
  return tokens;
}

function readHeader(text: string, start: number, line: number) {
  const match = /^\[\s*([A-Za-z0-9_]+)\s*"/.exec(text.slice(start, start + 300));
  if (!match) throw new PgnError('A header must look like [Name "value"]', line);
  let i = start + match[0].length;
  let value = '';
  while (i < text.length && text[i] !== '"') {
    if (text[i] === '\n') throw new PgnError('A header value is never closed', line);
    if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
    value += text[i];
    i++;
  }
  const close = /^"\s*\]/.exec(text.slice(i, i + 100));
  if (!close) throw new PgnError('A header value is never closed', line);
  return { name: match[1]!, value, next: i + close[0].length };
}

/** The side to move and full-move number of a FEN (defaults when the fields are missing). */
function fenTurn(fen: string): { color: 'w' | 'b'; moveNumber: number } {
  const fields = fen.trim().split(/\s+/);
  const moveNumber = Number(fields[5]);
  return {
    color: fields[1] === 'b' ? 'b' : 'w',
    moveNumber: Number.isInteger(moveNumber) && moveNumber > 0 ? moveNumber : 1,
  };
}

const nextTurn = (t: { color: 'w' | 'b'; moveNumber: number }) =>
  t.color === 'w'
    ? { color: 'b' as const, moveNumber: t.moveNumber }
    : { color: 'w' as const, moveNumber: t.moveNumber + 1 };

/** A move as PGN numbers it, for messages: "12. Qxf7", "12... Qxe5". */
export const moveLabel = (move: Pick<PgnMove, 'moveNumber' | 'color' | 'san'>) =>
  `${move.moveNumber}${move.color === 'w' ? '.' : '...'} ${move.san}`;

/** The value of a header, or undefined. */
export function getHeader(game: Pick<PgnGame, 'headers'>, name: string): string | undefined {
  return game.headers.find((h) => h.name === name)?.value;
}

/**
 * Parses the first game of a PGN text. Throws PgnError on text that is not PGN (an unclosed
 * comment or variation, a variation before any move, stray characters) and on a game beyond the
 * limits: more than PGN_MAX_PLIES half-moves, variations nested deeper than
 * PGN_MAX_VARIATION_DEPTH, a comment longer than PGN_COMMENT_MAX_LENGTH.
 */
export function parsePgn(text: string): PgnGame {
  const tokens = tokenize(text);
  const headers: PgnHeader[] = [];
  let t = 0;
  while (t < tokens.length && tokens[t]!.kind === 'header') {
    const h = tokens[t] as Extract<Token, { kind: 'header' }>;
    headers.push({ name: h.name, value: h.value });
    t++;
  }
  const fenHeader = headers.find((h) => h.name === 'FEN')?.value.trim();
  const startFen = fenHeader ? fenHeader : START_FEN;
  const game: PgnGame = { headers, comments: [], moves: [], result: '*', startFen };

  type Frame = {
    line: PgnMove[];
    /** Turn of the next move of this line. */
    turn: { color: 'w' | 'b'; moveNumber: number };
    pendingBefore: string[];
    /** Turn before the last move, where a variation of it starts. */
    lastTurn?: { color: 'w' | 'b'; moveNumber: number };
  };
  const root: Frame = { line: game.moves, turn: fenTurn(startFen), pendingBefore: [] };
  const stack: Frame[] = [root];
  let resultToken: string | undefined;
  let lastLine = 1;
  let plies = 0;

  for (; t < tokens.length; t++) {
    const token = tokens[t]!;
    lastLine = token.line;
    const frame = stack[stack.length - 1]!;
    const last = frame.line[frame.line.length - 1];
    switch (token.kind) {
      case 'header':
        if (resultToken !== undefined || game.moves.length > 0) {
          t = tokens.length;
          break;
        }
        throw new PgnError('A header appears inside the moves', token.line);
      case 'comment':
        if (last) last.commentsAfter.push(token.text);
        else if (frame === root) game.comments.push(token.text);
        else frame.pendingBefore.push(token.text);
        break;
      case 'nag':
        if (!last) throw new PgnError('An annotation appears before any move', token.line);
        last.nags.push(token.nag);
        break;
      case 'move': {
        if (resultToken !== undefined) {
          throw new PgnError(`A move (${token.san}) follows the result`, token.line);
        }
        if (++plies > PGN_MAX_PLIES) {
          throw new PgnError(PGN_MESSAGES.tooManyPlies(PGN_MAX_PLIES), token.line);
        }
        const move: PgnMove = {
          san: token.san,
          moveNumber: frame.turn.moveNumber,
          color: frame.turn.color,
          nags: [],
          commentsBefore: frame.pendingBefore,
          commentsAfter: [],
          variations: [],
        };
        frame.pendingBefore = [];
        frame.line.push(move);
        frame.lastTurn = frame.turn;
        frame.turn = nextTurn(frame.turn);
        break;
      }
      case 'open': {
        if (!last || !frame.lastTurn) {
          throw new PgnError('A variation ( appears before any move', token.line);
        }
        // The stack holds the mainline, so its length is the depth of the variation opened here.
        if (stack.length > PGN_MAX_VARIATION_DEPTH) {
          throw new PgnError(PGN_MESSAGES.variationsTooDeep(PGN_MAX_VARIATION_DEPTH), token.line);
        }
        const variation: PgnMove[] = [];
        last.variations.push(variation);
        stack.push({ line: variation, turn: frame.lastTurn, pendingBefore: [] });
        break;
      }
      case 'close':
        if (stack.length === 1) throw new PgnError('A ) closes no variation', token.line);
        if (frame.line.length === 0) throw new PgnError('A variation has no moves', token.line);
        stack.pop();
        break;
      case 'result':
        if (stack.length > 1)
          throw new PgnError('The result appears inside a variation', token.line);
        resultToken = token.result;
        break;
    }
  }
  if (stack.length > 1) throw new PgnError('A variation ( is never closed', lastLine);
  game.result = resultToken ?? getHeader(game, 'Result') ?? '*';
  if (!(PGN_RESULTS as readonly string[]).includes(game.result)) game.result = '*';
  return game;
}

/**
 * The games of a multi-game PGN text, one text each, as they are found: a new game starts where a
 * header line follows movetext (outside comments). Lines end in "\n" whatever they ended in. A
 * caller can stop early or pause between games.
 */
export function* pgnGameTexts(text: string): Generator<string, void, undefined> {
  const gameText = (start: number, end: number) => text.slice(start, end).replace(/\r\n/g, '\n');
  let gameStart = text.startsWith('\uFEFF') ? 1 : 0;
  let seenMoves = false;
  let inComment = false;
  for (let start = gameStart; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    const trimmed = line.trim();
    const isHeader = !inComment && trimmed.startsWith('[');
    if (isHeader && seenMoves) {
      const game = gameText(gameStart, start).trim();
      if (game) yield game;
      gameStart = start;
      seenMoves = false;
    }
    if (!inComment && !isHeader && !trimmed.startsWith('%') && trimmed) seenMoves = true;
    if (!isHeader) {
      // The last brace of the line decides whether a comment is still open after it.
      const open = line.lastIndexOf('{');
      const close = line.lastIndexOf('}');
      if (open !== close) inComment = open > close;
    }
    start = end + 1;
  }
  const last = gameText(gameStart, text.length).trim();
  if (last) yield last;
}

/** Cuts a file of many games into one text per game (see pgnGameTexts). */
export function splitPgnGames(text: string): string[] {
  return [...pgnGameTexts(text)];
}

/** Parses every game of a multi-game PGN text. */
export function parsePgnGames(text: string): PgnGame[] {
  return splitPgnGames(text).map(parsePgn);
}

/** Half-moves of a line and of all its variations. */
export function countPlies(line: PgnMove[]): number {
  let plies = line.length;
  for (const move of line) for (const variation of move.variations) plies += countPlies(variation);
  return plies;
}

const escapeHeader = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * Adds a comment word by word (a } cannot appear inside a {} comment, so it is written as ).
 * One push per word: spreading a long comment into one call would overflow the stack.
 */
function pushComment(atoms: string[], text: string): void {
  atoms.push('{');
  for (const word of text.replace(/}/g, ')').split(' ')) atoms.push(word);
  atoms.push('}');
}

function lineAtoms(line: PgnMove[], atoms: string[]): void {
  let needNumber = true;
  for (const move of line) {
    for (const c of move.commentsBefore) pushComment(atoms, c);
    if (move.color === 'w') atoms.push(`${move.moveNumber}.`);
    else if (needNumber || move.commentsBefore.length > 0) atoms.push(`${move.moveNumber}...`);
    atoms.push(move.san);
    for (const nag of move.nags) atoms.push(`$${nag}`);
    for (const c of move.commentsAfter) pushComment(atoms, c);
    for (const variation of move.variations) {
      atoms.push('(');
      lineAtoms(variation, atoms);
      atoms.push(')');
    }
    needNumber = move.commentsAfter.length > 0 || move.variations.length > 0;
  }
}

/** Writes a game as PGN export text: headers, a blank line, then movetext wrapped at 80 columns. */
export function writePgn(game: PgnGame): string {
  const header = game.headers.map((h) => `[${h.name} "${escapeHeader(h.value)}"]`).join('\n');
  const atoms: string[] = [];
  for (const c of game.comments) pushComment(atoms, c);
  lineAtoms(game.moves, atoms);
  atoms.push(game.result);

  const lines: string[] = [];
  let current = '';
  for (let k = 0; k < atoms.length; k++) {
    const atom = atoms[k]!;
    // No space after ( or before ), as PGN exporters write them.
    const glue = current === '' || current.endsWith('(') || atom === ')' ? '' : ' ';
    if (current !== '' && current.length + glue.length + atom.length > 79 && glue === ' ') {
      lines.push(current);
      current = atom;
    } else {
      current += glue + atom;
    }
  }
  if (current) lines.push(current);
  // A line starting with % would be read as an escape line.
  const movetext = lines.map((l) => (l.startsWith('%') ? ` ${l}` : l)).join('\n');
  return header ? `${header}\n\n${movetext}\n` : `${movetext}\n`;
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
