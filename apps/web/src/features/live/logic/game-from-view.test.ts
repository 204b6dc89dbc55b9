import { describe, expect, it } from 'vitest';
import { START_FEN } from '@/chess/logic/game';
import { gameFromView, moveToUci, uciToMove } from '@/features/live/logic/game-from-view';

describe('gameFromView', () => {
  it("replays the live game's moves so the board knows the last move", () => {
    const game = gameFromView({ startFen: START_FEN, fen: 'ignored', ucis: ['e2e4', 'e7e5'] });
    expect(game.history.map((move) => move.san)).toEqual(['e4', 'e5']);
    expect(game.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  it('shows the current position when a move will not replay', () => {
    const fen = '8/8/8/8/8/8/8/K1k5 w - - 0 1';
    expect(gameFromView({ startFen: START_FEN, fen, ucis: ['e2e5'] }).fen).toBe(fen);
  });
});

describe('UCI', () => {
  it('reads and writes promotions', () => {
    expect(uciToMove('e7e8q')).toEqual({ from: 'e7', to: 'e8', promotion: 'q' });
    expect(uciToMove('g1f3')).toEqual({ from: 'g1', to: 'f3' });
    expect(moveToUci({ from: 'e7', to: 'e8', promotion: 'n' })).toBe('e7e8n');
  });
});
