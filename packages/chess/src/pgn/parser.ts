/**
 * The PGN parser: text to a move tree (parsePgn), and a file of many games to one text per game
 * (pgnGameTexts). parse → write → parse gives the same tree (headers, moves, comments, NAGs,
 * variations, result). A game is refused beyond the limits of docs/decisions/0014 (half-moves,
 * variation depth, comment length), so any tree it gives can be walked recursively and written
 * back.
 */

import { PGN_MAX_PLIES, PGN_MAX_VARIATION_DEPTH, PGN_MESSAGES } from '@kingside/shared';
import {
  getHeader,
  PGN_RESULTS,
  PgnError,
  START_FEN,
  type PgnGame,
  type PgnHeader,
  type PgnMove,
} from './game.js';
import { tokenize, type Token } from './tokenizer.js';

/** Who plays a line's next move, and its full-move number. */
type Turn = { color: 'w' | 'b'; moveNumber: number };

/** The side to move and full-move number of a FEN (defaults when the fields are missing). */
function fenTurn(fen: string): Turn {
  const fields = fen.trim().split(/\s+/);
  const moveNumber = Number(fields[5]);
  return {
    color: fields[1] === 'b' ? 'b' : 'w',
    moveNumber: Number.isInteger(moveNumber) && moveNumber > 0 ? moveNumber : 1,
  };
}

const nextTurn = (t: Turn): Turn =>
  t.color === 'w'
    ? { color: 'b', moveNumber: t.moveNumber }
    : { color: 'w', moveNumber: t.moveNumber + 1 };

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
    turn: Turn;
    pendingBefore: string[];
    /** Turn before the last move, where a variation of it starts. */
    lastTurn?: Turn;
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
