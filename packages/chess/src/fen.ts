/**
 * Whether a FEN is a position a game can be played from: the one rule the server applies before
 * storing a position and the web app applies before sending one (docs/decisions/0018). chess.js
 * judges the text; the rules it leaves out are added here.
 */

import { Chess, validateFen } from 'chess.js';

/** Every FEN refusal starts with this, so a message always says which field is wrong. */
const PREFIX = 'This FEN is not a legal position for play';

/** Why a FEN cannot be played from, as its message ends (after "…for play: "). */
export const FEN_PROBLEMS = {
  kings: 'each side needs exactly one king',
  pawnsOnEdge: 'pawns cannot stand on the first or last rank',
  castlingField: 'the castling field must be "-" or some of KQkq, in that order',
  castlingPieces: 'castling rights need the king and rook on their starting squares',
  notMoverInCheck: 'the side not to move is in check',
} as const;

const refuse = (reason: string) => `${PREFIX}: ${reason}.`;

/**
 * Where the king and rook must stand for each castling right. chess.js reads the rights without
 * looking at the board, and then castles a king that has no rook ("4k3/8/8/8/8/8/8/4K3 w K")
 * or whose rook stands elsewhere.
 */
const CASTLING_SQUARES = {
  K: { king: 'e1', rook: 'h1', color: 'w' },
  Q: { king: 'e1', rook: 'a1', color: 'w' },
  k: { king: 'e8', rook: 'h8', color: 'b' },
  q: { king: 'e8', rook: 'a8', color: 'b' },
} as const;

/**
 * Why `fen` is not a legal position to play from, as a message for the person who typed or built
 * it ("This FEN is not a legal position for play: …."), or null when it is one. Surrounding
 * whitespace is ignored. Checked, in this order: chess.js's validateFen (six fields, counters,
 * en passant rank, piece letters, one king a side, no pawn on the edge ranks), the castling field
 * ("-" or a subset of KQkq in order), each castling right's king and rook on their starting
 * squares, and the side not to move not in check.
 */
export function fenProblem(fen: string): string | null {
  const text = fen.trim();
  const checked = validateFen(text);
  if (!checked.ok) {
    const error = checked.error ?? '';
    // chess.js names one king ("missing white king", "too many black kings"); ours names both.
    if (/king/.test(error)) return refuse(FEN_PROBLEMS.kings);
    if (/edge rows/.test(error)) return refuse(FEN_PROBLEMS.pawnsOnEdge);
    return refuse(error.replace(/^Invalid FEN: /, '') || 'it cannot be read');
  }
  const castling = text.split(/\s+/)[2]!;
  if (!/^(-|K?Q?k?q?)$/.test(castling)) return refuse(FEN_PROBLEMS.castlingField);

  const chess = new Chess(text);
  for (const right of castling.replace('-', '')) {
    const { king, rook, color } = CASTLING_SQUARES[right as keyof typeof CASTLING_SQUARES];
    const kingThere = chess.get(king);
    const rookThere = chess.get(rook);
    if (
      kingThere?.type !== 'k' ||
      kingThere.color !== color ||
      rookThere?.type !== 'r' ||
      rookThere.color !== color
    ) {
      return refuse(FEN_PROBLEMS.castlingPieces);
    }
  }

  const mover = chess.turn();
  const [waitingKing] = chess.findPiece({ type: 'k', color: mover === 'w' ? 'b' : 'w' });
  if (waitingKing && chess.isAttacked(waitingKing, mover)) {
    return refuse(FEN_PROBLEMS.notMoverInCheck);
  }
  return null;
}

/** Whether Black moves first in a FEN (its second field is "b"). */
export const blackToMove = (fen: string) => fen.trim().split(/\s+/)[1] === 'b';
