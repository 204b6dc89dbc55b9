import { cloneElement } from 'react';
import { defaultPieces, type PieceRenderObject } from 'react-chessboard';

const PIECE_NAMES: Record<string, string> = {
  P: 'pawn',
  N: 'knight',
  B: 'bishop',
  R: 'rook',
  Q: 'queen',
  K: 'king',
};

/** "White knight on g1", or "White knight" for a spare piece (its `square` is its code). */
export function pieceName(code: string, square?: string) {
  const name = `${code.startsWith('w') ? 'White' : 'Black'} ${PIECE_NAMES[code.slice(1)] ?? code}`;
  return square && /^[a-h][1-8]$/.test(square) ? `${name} on ${square}` : name;
}

/**
 * react-chessboard's pieces, each image named. The drag library makes every piece a focusable
 * button; the name it takes from its image is what a screen reader says and what every button
 * needs (Lighthouse and axe flag nameless ones).
 */
export const NAMED_PIECES: PieceRenderObject = Object.fromEntries(
  Object.entries(defaultPieces).map(([code, render]) => [
    code,
    (props) =>
      cloneElement(render(props), { role: 'img', 'aria-label': pieceName(code, props?.square) }),
  ]),
);
