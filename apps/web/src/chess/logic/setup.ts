import type { Square } from 'chess.js';

/**
 * Editing a position on the setup board: placing, moving and removing pieces with no legality
 * checks (a coach may build any position). Every helper takes and returns a FEN; en passant is
 * always "-". Whether the result can be played is fenProblem's answer (@kingside/chess), the
 * same rule the server applies.
 */

/** A piece as react-chessboard names it: colour (w, b) then the upper-case piece letter. */
export type PieceCode = `${'w' | 'b'}${'K' | 'Q' | 'R' | 'B' | 'N' | 'P'}`;

/** The spare pieces of each side, in tray order. */
export const SPARE_PIECES = {
  white: ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP'],
  black: ['bK', 'bQ', 'bR', 'bB', 'bN', 'bP'],
} as const satisfies Record<string, readonly PieceCode[]>;

/** No pieces, White to move, no castling rights. */
export const EMPTY_FEN = '8/8/8/8/8/8/8/8 w - - 0 1';

/** Castling rights: K and Q are White's king and queen side, k and q Black's. */
export type CastlingRights = { K: boolean; Q: boolean; k: boolean; q: boolean };

/** A FEN split into its fields, with the placement as a square-to-piece map. */
export type SetupPosition = {
  pieces: Map<Square, PieceCode>;
  turn: 'w' | 'b';
  castling: CastlingRights;
  halfmove: number;
  fullmove: number;
};

const FILES = 'abcdefgh';

function toCode(letter: string): PieceCode {
  const white = letter === letter.toUpperCase();
  return `${white ? 'w' : 'b'}${letter.toUpperCase()}` as PieceCode;
}

function toLetter(code: PieceCode): string {
  return code[0] === 'w' ? code.charAt(1) : code.charAt(1).toLowerCase();
}

/**
 * Reads a FEN's fields without judging the position; missing or unreadable fields fall back to
 * White to move, no castling, move 1. Unknown placement characters are skipped.
 */
export function readSetup(fen: string): SetupPosition {
  const [placement = '', turn, castling = '-', , halfmove, fullmove] = fen.trim().split(/\s+/);
  const pieces = new Map<Square, PieceCode>();
  placement.split('/').forEach((row, index) => {
    const rank = 8 - index;
    let file = 0;
    for (const char of row) {
      if (/[1-8]/.test(char)) file += Number(char);
      else if (/[KQRBNP]/i.test(char) && file < 8 && rank >= 1) {
        pieces.set(`${FILES[file]}${rank}` as Square, toCode(char));
        file += 1;
      }
    }
  });
  return {
    pieces,
    turn: turn === 'b' ? 'b' : 'w',
    castling: {
      K: castling.includes('K'),
      Q: castling.includes('Q'),
      k: castling.includes('k'),
      q: castling.includes('q'),
    },
    halfmove: Number.parseInt(halfmove ?? '', 10) || 0,
    fullmove: Number.parseInt(fullmove ?? '', 10) || 1,
  };
}

/** Writes a setup position as a FEN (en passant "-"), whatever the pieces. */
export function writeSetup(position: SetupPosition): string {
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const code = position.pieces.get(`${file}${rank}` as Square);
      if (!code) {
        empty += 1;
        continue;
      }
      row += (empty || '') + toLetter(code);
      empty = 0;
    }
    rows.push(row + (empty || ''));
  }
  const castling = (['K', 'Q', 'k', 'q'] as const).filter((r) => position.castling[r]).join('');
  return [
    rows.join('/'),
    position.turn,
    castling || '-',
    '-',
    position.halfmove,
    position.fullmove,
  ].join(' ');
}

function editPieces(fen: string, edit: (pieces: Map<Square, PieceCode>) => void): string {
  const position = readSetup(fen);
  edit(position.pieces);
  return writeSetup(position);
}

/** Puts `piece` on `square`, replacing whatever stood there. */
export function placePiece(fen: string, square: Square, piece: PieceCode): string {
  return editPieces(fen, (pieces) => pieces.set(square, piece));
}

/** Empties `square`. */
export function removePiece(fen: string, square: Square): string {
  return editPieces(fen, (pieces) => pieces.delete(square));
}

/** Moves the piece on `from` to `to` (capturing anything there) with no legality check. */
export function movePieceFreely(fen: string, from: Square, to: Square): string {
  return editPieces(fen, (pieces) => {
    const piece = pieces.get(from);
    if (!piece || from === to) return;
    pieces.delete(from);
    pieces.set(to, piece);
  });
}

/** Sets the side to move. */
export function setSideToMove(fen: string, turn: 'w' | 'b'): string {
  return writeSetup({ ...readSetup(fen), turn });
}

/** Sets the castling rights, whether or not the kings and rooks stand where they need to. */
export function setCastling(fen: string, castling: CastlingRights): string {
  return writeSetup({ ...readSetup(fen), castling });
}
