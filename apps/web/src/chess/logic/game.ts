import type { Chess, Move, Square } from 'chess.js';
import { chessLib } from '@/chess/logic/chess-lib';

export type { Square };

/** The pieces a pawn can promote to, as chess.js letters (queen, rook, bishop, knight). */
export const PROMOTION_PIECES = ['q', 'r', 'b', 'n'] as const;
export type PromotionPiece = (typeof PROMOTION_PIECES)[number];

/** The standard starting position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** One move as played: its SAN, its squares and the position after it. */
export type PlayedMove = {
  /** Standard algebraic notation as chess.js writes it, with + or # (e.g. "Nf3", "exd8=Q+"). */
  san: string;
  from: Square;
  to: Square;
  promotion?: PromotionPiece;
  /** The side that played it. */
  color: 'w' | 'b';
  /** FEN of the position after the move. */
  fen: string;
};

/** A game being played on a board: where it started, what was played, and what can be replayed. */
export type GameState = {
  /** FEN the game started from. */
  startFen: string;
  /** FEN of the current position (startFen when no move is played). */
  fen: string;
  /** Moves played from startFen, oldest first. */
  history: PlayedMove[];
  /** Moves taken back by undo, the next one to replay last. Cleared by a new move. */
  redo: PlayedMove[];
};

export type MoveRequest = { from: Square; to: Square; promotion?: PromotionPiece };

export type MoveResult =
  { ok: true; state: GameState; move: PlayedMove } | { ok: false; error: string };

/** A game with no moves from `fen` (the start position by default). */
export function createGame(fen: string = START_FEN): GameState {
  return { startFen: fen, fen, history: [], redo: [] };
}

/** Said when a move is tried in a position chess.js refuses (a setup board may build one). */
const UNPLAYABLE = 'Moves cannot be played in this position.';

/** A chess.js move as the board keeps it. */
export function toPlayedMove(move: Move): PlayedMove {
  return {
    san: move.san,
    from: move.from,
    to: move.to,
    ...(move.promotion ? { promotion: move.promotion as PromotionPiece } : {}),
    color: move.color,
    fen: move.after,
  };
}

function played(state: GameState, move: Move): MoveResult {
  const next = toPlayedMove(move);
  return {
    ok: true,
    move: next,
    state: { ...state, fen: next.fen, history: [...state.history, next], redo: [] },
  };
}

/** Plays a move given by its squares; a new move clears the redo list. */
export function applyMove(state: GameState, request: MoveRequest): MoveResult {
  const chess = tryChess(state.fen);
  if (!chess) return { ok: false, error: UNPLAYABLE };
  try {
    // chess.js 1.x throws on an illegal move instead of returning null.
    return played(state, chess.move(request));
  } catch {
    return { ok: false, error: `Illegal move: ${request.from} to ${request.to}.` };
  }
}

/** Example moves for error messages. */
const SAN_EXAMPLES = 'e4, Nf3, exd5, e8=Q or O-O';

// A move in SAN, with the common ways people type it: castling with zeros or lower-case o,
// promotion with or without "=", an optional capture "x" and trailing check or annotation marks.
const SAN_PATTERN = /^([KQRBN])?([a-h])?([1-8])?(?:x|:)?([a-h][1-8])(?:=?([QRBNqrbn]))?$/;
const COORDINATE_PATTERN = /^([a-h][1-8])-?([a-h][1-8])([qrbn])?$/i;

/**
 * Plays a move typed in algebraic notation (e4, Nf3, exd5, e8=Q, e8Q, O-O, 0-0-0) or as squares
 * (e2e4, e7e8q). Answers a message saying why when the text is not a move, names no legal move,
 * or could mean more than one.
 */
export function applySan(state: GameState, text: string): MoveResult {
  const typed = text.trim();
  const cleaned = typed.replace(/[+#!?]+$/, '');
  if (!cleaned) return { ok: false, error: `Type a move, e.g. ${SAN_EXAMPLES}.` };

  const chess = tryChess(state.fen);
  if (!chess) return { ok: false, error: UNPLAYABLE };
  const legal = chess.moves({ verbose: true });
  const castling = /^[O0o]-[O0o](-[O0o])?$/.exec(cleaned);
  const coordinates = COORDINATE_PATTERN.exec(cleaned);
  const san = SAN_PATTERN.exec(cleaned);

  let candidates: Move[];
  if (castling) {
    const long = castling[1] !== undefined;
    candidates = legal.filter((m) => (long ? m.isQueensideCastle() : m.isKingsideCastle()));
  } else if (coordinates) {
    const [, from, to, promotion] = coordinates;
    candidates = legal.filter(
      (m) =>
        m.from === from?.toLowerCase() &&
        m.to === to?.toLowerCase() &&
        (!promotion || m.promotion === promotion.toLowerCase()),
    );
  } else if (san) {
    const [, piece, fromFile, fromRank, to, promotion] = san;
    candidates = legal.filter(
      (m) =>
        m.piece === (piece ?? 'P').toLowerCase() &&
        m.to === to &&
        (!fromFile || m.from[0] === fromFile) &&
        (!fromRank || m.from[1] === fromRank) &&
        (!promotion || m.promotion === promotion.toLowerCase()),
    );
  } else {
    return {
      ok: false,
      error: `"${typed}" is not a move. Type a move in algebraic notation, e.g. ${SAN_EXAMPLES}.`,
    };
  }

  if (candidates.length === 0) {
    return { ok: false, error: `"${typed}" is not a legal move in this position.` };
  }
  const first = candidates[0] as Move;
  // Several candidates on the same squares are the four promotions of one pawn move.
  if (
    candidates.length > 1 &&
    candidates.every((m) => m.from === first.from && m.to === first.to)
  ) {
    return { ok: false, error: `"${typed}" promotes a pawn: add the piece, e.g. ${first.to}=Q.` };
  }
  if (candidates.length > 1) {
    const options = candidates
      .map((m) => m.san)
      .sort()
      .join(' or ');
    return { ok: false, error: `"${typed}" is ambiguous: type ${options}.` };
  }
  return played(state, chess.move(first));
}

/** Takes back the last move onto the redo list; the same state when nothing was played. */
export function undo(state: GameState): GameState {
  const last = state.history.at(-1);
  if (!last) return state;
  const history = state.history.slice(0, -1);
  return {
    ...state,
    fen: history.at(-1)?.fen ?? state.startFen,
    history,
    redo: [...state.redo, last],
  };
}

/** Replays the last undone move; the same state when there is none. */
export function redo(state: GameState): GameState {
  const next = state.redo.at(-1);
  if (!next) return state;
  return {
    ...state,
    fen: next.fen,
    history: [...state.history, next],
    redo: state.redo.slice(0, -1),
  };
}

/** The last move played (for highlighting), or null at the start. */
export function lastMove(state: GameState): PlayedMove | null {
  return state.history.at(-1) ?? null;
}

/**
 * A chess.js game at `fen`, or null when chess.js refuses the FEN (setup boards may be illegal)
 * or has not loaded yet (chess-lib.ts).
 */
function tryChess(fen: string): Chess | null {
  const chessJs = chessLib();
  if (!chessJs) return null;
  try {
    return new chessJs.Chess(fen);
  } catch {
    return null;
  }
}

/** The squares the piece on `square` may legally move to (none when it is not that side's turn). */
export function legalTargets(fen: string, square: Square): Square[] {
  const chess = tryChess(fen);
  if (!chess) return [];
  return [...new Set(chess.moves({ square, verbose: true }).map((m) => m.to))];
}

/** Whether moving from `from` to `to` is a legal pawn promotion (the board then asks for a piece). */
export function isPromotion(fen: string, from: Square, to: Square): boolean {
  const chess = tryChess(fen);
  if (!chess) return false;
  return chess.moves({ square: from, verbose: true }).some((m) => m.to === to && m.isPromotion());
}

/** The square of the king in check (the side to move's), or null. */
export function checkSquare(fen: string): Square | null {
  const chess = tryChess(fen);
  if (!chess?.inCheck()) return null;
  return chess.findPiece({ type: 'k', color: chess.turn() })[0] ?? null;
}

/** The number of the full move a FEN's position is at (its sixth field; 1 when missing). */
export function fullMoveNumber(fen: string): number {
  return Number(fen.split(' ')[5]) || 1;
}

/** "White to Move" or "Black To Move", as the spec's labels are written. */
export function fenToMove(fen: string): 'White to Move' | 'Black To Move' {
  return fen.split(' ')[1] === 'b' ? 'Black To Move' : 'White to Move';
}

/** The sentence a screen reader hears for a move, e.g. "White played e4", "Black played Nf6, check". */
export function describeMove(move: PlayedMove): string {
  const side = move.color === 'w' ? 'White' : 'Black';
  const san = move.san.replace(/[+#]$/, '');
  const chess = tryChess(move.fen);
  let outcome = '';
  if (chess?.isCheckmate()) outcome = ', checkmate';
  else if (chess?.inCheck()) outcome = ', check';
  else if (chess?.isStalemate()) outcome = ', stalemate';
  return `${side} played ${san}${outcome}`;
}
