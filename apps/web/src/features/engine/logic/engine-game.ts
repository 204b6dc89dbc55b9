import type { Chess } from 'chess.js';
import { chessLib } from '@/chess/logic/chess-lib';
import { applyMove, type GameState, type MoveResult, type Square } from '@/chess/logic/game';
import { parseUciMove, toUci, type EngineScore } from '@kingside/chess';

/** How a game ended, and who won ('draw' for the drawn endings). */
export type Outcome = {
  winner: 'white' | 'black' | 'draw';
  reason:
    | 'checkmate'
    | 'stalemate'
    | 'threefold repetition'
    | 'insufficient material'
    | 'fifty-move rule'
    | 'time'
    | 'resignation';
};

const sideName = (color: 'w' | 'b') => (color === 'w' ? 'white' : 'black');

/** A chess.js game at the game's position with its moves replayed (for repetitions); null while chess.js loads. */
function replay(game: GameState): Chess | null {
  const chessJs = chessLib();
  if (!chessJs) return null;
  const chess = new chessJs.Chess(game.startFen);
  for (const move of game.history)
    chess.move({ from: move.from, to: move.to, promotion: move.promotion });
  return chess;
}

/** The end of the game the board shows by the rules (mate, stalemate, draws), or null while it goes on. */
export function gameOutcome(game: GameState): Outcome | null {
  const chess = replay(game);
  if (!chess) return null;
  const toMove = chess.turn();
  if (chess.isCheckmate())
    return { winner: sideName(toMove === 'w' ? 'b' : 'w'), reason: 'checkmate' };
  if (chess.isStalemate()) return { winner: 'draw', reason: 'stalemate' };
  if (chess.isInsufficientMaterial()) return { winner: 'draw', reason: 'insufficient material' };
  if (chess.isThreefoldRepetition()) return { winner: 'draw', reason: 'threefold repetition' };
  if (chess.isDrawByFiftyMoves()) return { winner: 'draw', reason: 'fifty-move rule' };
  return null;
}

/**
 * The end when `flagged` runs out of time: a loss, unless the other side has only its king left
 * (it could never mate), which is a draw as on Lichess.
 */
export function timeoutOutcome(fen: string, flagged: 'w' | 'b'): Outcome {
  const board = fen.split(' ')[0] ?? '';
  const opponentPieces = board.replace(flagged === 'w' ? /[^a-z]/g : /[^A-Z]/g, '');
  return opponentPieces.length <= 1
    ? { winner: 'draw', reason: 'time' }
    : { winner: sideName(flagged === 'w' ? 'b' : 'w'), reason: 'time' };
}

/** The sentence shown when the game ends, e.g. "Checkmate. Black wins." */
export function describeOutcome(outcome: Outcome): string {
  const winner = outcome.winner === 'white' ? 'White' : 'Black';
  const loser = outcome.winner === 'white' ? 'Black' : 'White';
  switch (outcome.reason) {
    case 'checkmate':
      return `Checkmate. ${winner} wins.`;
    case 'resignation':
      return `${loser} resigned. ${winner} wins.`;
    case 'time':
      return outcome.winner === 'draw'
        ? 'Time ran out, but the other side cannot mate. Draw.'
        : `${loser} ran out of time. ${winner} wins.`;
    case 'stalemate':
      return 'Stalemate. Draw.';
    default:
      return `Draw by ${outcome.reason}.`;
  }
}

/** The game's moves in UCI notation, for `position fen … moves …`. */
export const uciMoves = (game: GameState): string[] =>
  game.history.map((move) => toUci({ from: move.from, to: move.to, promotion: move.promotion }));

/** Plays the engine's UCI move (e7e8q) on the game. */
export function applyUciMove(game: GameState, uci: string): MoveResult {
  const move = parseUciMove(uci);
  if (!move) return { ok: false, error: `The engine answered "${uci}", which is not a move.` };
  return applyMove(game, {
    from: move.from as Square,
    to: move.to as Square,
    ...(move.promotion ? { promotion: move.promotion } : {}),
  });
}

/**
 * An engine line (UCI moves from `fen`) in SAN with move numbers: "12. Nf3 Nc6 13. Bb5" or
 * "12... Nc6 13. Bb5"; it stops at the first move that is not legal. Empty while chess.js loads.
 */
export function lineToSan(fen: string, line: readonly string[]): string {
  const chessJs = chessLib();
  if (!chessJs) return '';
  const chess = new chessJs.Chess(fen);
  const parts: string[] = [];
  for (const [index, uci] of line.entries()) {
    const move = parseUciMove(uci);
    if (!move) break;
    const color = chess.turn();
    const number = chess.moveNumber();
    let san: string;
    try {
      san = chess.move(move).san;
    } catch {
      break;
    }
    if (color === 'w') parts.push(`${number}. ${san}`);
    else parts.push(index === 0 ? `${number}... ${san}` : san);
  }
  return parts.join(' ');
}

/** The engine's score (from the side to move's view) turned to White's view. */
export function whiteScore(score: EngineScore, fen: string): EngineScore {
  const blackToMove = fen.split(' ')[1] === 'b';
  return blackToMove ? { kind: score.kind, value: -score.value } : score;
}

/** A score from White's view as players write it: "+0.35", "-1.20", "0.00", "#3", "#-2". */
export function formatScore(score: EngineScore): string {
  if (score.kind === 'mate') return `#${score.value}`;
  const pawns = score.value / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/**
 * White's share of the evaluation bar, 0 to 1, from a score in White's view: Lichess's winning
 * chances curve over centipawns (clamped at ±1000), and full or empty for a mate.
 */
export function evalBarShare(score: EngineScore): number {
  if (score.kind === 'mate') return score.value > 0 ? 1 : score.value < 0 ? 0 : 0.5;
  const cp = Math.max(-1000, Math.min(1000, score.value));
  const winningChances = 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
  return 0.5 + winningChances / 2;
}
