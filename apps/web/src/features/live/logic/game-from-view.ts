import type { LiveGameView } from '@kingside/shared';
import {
  applyMove,
  createGame,
  type GameState,
  type PromotionPiece,
  type Square,
} from '@/chess/logic/game';

/** A move in UCI ("e2e4", "e7e8q") as the board's move request. */
export function uciToMove(uci: string): { from: Square; to: Square; promotion?: PromotionPiece } {
  const promotion = uci[4] as PromotionPiece | undefined;
  return {
    from: uci.slice(0, 2) as Square,
    to: uci.slice(2, 4) as Square,
    ...(promotion && { promotion }),
  };
}

/** A played move in UCI, the wire format of game:move. */
export const moveToUci = (move: { from: string; to: string; promotion?: string }): string =>
  `${move.from}${move.to}${move.promotion ?? ''}`;

/**
 * The board's game for a live game: its moves replayed from the start position, so the last move
 * is highlighted. Before chess.js has loaded (or if a move will not replay) it is the current
 * position without history.
 */
export function gameFromView(view: Pick<LiveGameView, 'startFen' | 'fen' | 'ucis'>): GameState {
  let state = createGame(view.startFen);
  for (const uci of view.ucis) {
    const result = applyMove(state, uciToMove(uci));
    if (!result.ok) return createGame(view.fen);
    state = result.state;
  }
  return state;
}
