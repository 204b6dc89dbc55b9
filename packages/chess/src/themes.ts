/**
 * The theme tagger of a member's own puzzles (issue 34, docs/decisions/0067): what the better
 * move in a position does, told from the board alone, in the Lichess puzzle themes' names where
 * one exists (fork, pin, hangingPiece, backRankMate) and `missedMate` for a mate the player did
 * not play. It names only what it can tell for sure; a move it cannot describe gets no theme.
 */

import { Chess, type Color, type PieceSymbol, type Square } from 'chess.js';
import { uciMove } from './puzzles.js';

export const MISTAKE_THEMES = [
  'missedMate',
  'backRankMate',
  'fork',
  'pin',
  'hangingPiece',
] as const;
export type MistakeTheme = (typeof MISTAKE_THEMES)[number];

/** Piece values for "worth more than the piece attacking it". */
const VALUE: Record<PieceSymbol, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 };

const FILES = 'abcdefgh';
const squareAt = (file: number, rank: number): Square | null =>
  file >= 0 && file < 8 && rank >= 0 && rank < 8 ? (`${FILES[file]}${rank + 1}` as Square) : null;
const fileOf = (square: Square) => FILES.indexOf(square[0]!);
const rankOf = (square: Square) => Number(square[1]) - 1;

const ROOK_RAYS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const BISHOP_RAYS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
const RAYS: Partial<Record<PieceSymbol, readonly (readonly [number, number])[]>> = {
  r: ROOK_RAYS,
  b: BISHOP_RAYS,
  q: [...ROOK_RAYS, ...BISHOP_RAYS],
};

/** The opponent's pieces on the board. */
function piecesOf(chess: Chess, color: Color): { square: Square; type: PieceSymbol }[] {
  const found: { square: Square; type: PieceSymbol }[] = [];
  for (const row of chess.board())
    for (const cell of row) if (cell && cell.color === color) found.push(cell);
  return found;
}

/**
 * A fork: the moved piece attacks two or more of the opponent's pieces that are each the king,
 * worth more than it, or undefended.
 */
function isFork(chess: Chess, to: Square, mover: PieceSymbol, me: Color, them: Color): boolean {
  let targets = 0;
  for (const piece of piecesOf(chess, them)) {
    if (piece.type === 'p') continue;
    if (!chess.attackers(piece.square, me).includes(to)) continue;
    const undefended = piece.type !== 'k' && !chess.isAttacked(piece.square, them);
    if (piece.type === 'k' || VALUE[piece.type] > VALUE[mover] || undefended) targets++;
  }
  return targets >= 2;
}

/**
 * A pin: the moved long-range piece attacks an opponent's piece with a more valuable one of
 * theirs (the king, or a piece worth more) right behind it on the same line.
 */
function isPin(chess: Chess, to: Square, mover: PieceSymbol, them: Color): boolean {
  for (const [df, dr] of RAYS[mover] ?? []) {
    let front: PieceSymbol | null = null;
    for (let step = 1; step < 8; step++) {
      const square = squareAt(fileOf(to) + df * step, rankOf(to) + dr * step);
      if (!square) break;
      const cell = chess.get(square);
      if (!cell) continue;
      if (cell.color !== them) break;
      if (front === null) {
        if (cell.type === 'k') break;
        front = cell.type;
        continue;
      }
      if (cell.type === 'k' || VALUE[cell.type] > VALUE[front]) return true;
      break;
    }
  }
  return false;
}

/**
 * The themes of `bestUci` played in `fen` (the player to move is the one the puzzle is for);
 * `missedMate` when the game's analysis found a forced mate the player did not play.
 */
export function mistakeThemes(
  fen: string,
  bestUci: string,
  { missedMate = false }: { missedMate?: boolean } = {},
): MistakeTheme[] {
  let chess: Chess;
  try {
    chess = new Chess(fen);
  } catch {
    return [];
  }
  const me = chess.turn();
  const them: Color = me === 'w' ? 'b' : 'w';
  const from = bestUci.slice(0, 2) as Square;
  const to = bestUci.slice(2, 4) as Square;
  const mover = chess.get(from);
  if (!mover || mover.color !== me) return [];
  const captured = chess.get(to);
  try {
    chess.move(uciMove(bestUci));
  } catch {
    return [];
  }
  const moved = chess.get(to)?.type ?? mover.type;
  const themes: MistakeTheme[] = [];
  if (missedMate) themes.push('missedMate');
  if (chess.isCheckmate()) {
    const king = piecesOf(chess, them).find((p) => p.type === 'k');
    const backRank = them === 'w' ? 0 : 7;
    if (
      king &&
      rankOf(king.square) === backRank &&
      (moved === 'r' || moved === 'q') &&
      rankOf(to) === backRank
    ) {
      themes.push('backRankMate');
    }
    return themes;
  }
  if (isFork(chess, to, moved, me, them)) themes.push('fork');
  if (isPin(chess, to, moved, them)) themes.push('pin');
  if (captured && captured.color === them && captured.type !== 'p') {
    if (!chess.isAttacked(to, them)) themes.push('hangingPiece');
  }
  return themes;
}
