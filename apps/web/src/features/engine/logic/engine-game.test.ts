import { describe, expect, it } from 'vitest';
import { applySan, createGame, type GameState } from '@/chess/logic/game';
import {
  applyUciMove,
  describeOutcome,
  evalBarShare,
  formatScore,
  gameOutcome,
  lineToSan,
  timeoutOutcome,
  uciMoves,
  whiteScore,
} from '@/features/engine/logic/engine-game';

function play(fen: string | undefined, ...sans: string[]): GameState {
  let game = createGame(fen);
  for (const san of sans) {
    const result = applySan(game, san);
    if (!result.ok) throw new Error(result.error);
    game = result.state;
  }
  return game;
}

describe('gameOutcome', () => {
  it('is null while the game goes on', () => {
    expect(gameOutcome(play(undefined, 'e4', 'e5'))).toBeNull();
  });

  it('names the winner of a checkmate (fool’s mate: Black)', () => {
    const outcome = gameOutcome(play(undefined, 'f3', 'e5', 'g4', 'Qh4#'));
    expect(outcome).toEqual({ winner: 'black', reason: 'checkmate' });
    expect(describeOutcome(outcome!)).toBe('Checkmate. Black wins.');
  });

  it('calls stalemate, bare kings and the fifty-move rule draws', () => {
    expect(gameOutcome(play('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))).toEqual({
      winner: 'draw',
      reason: 'stalemate',
    });
    expect(gameOutcome(play('8/8/8/4k3/8/8/3q4/4K3 w - - 0 1', 'Kxd2'))?.reason).toBe(
      'insufficient material',
    );
    expect(gameOutcome(play('8/8/8/4k3/8/8/8/R3K3 w - - 99 80', 'Ra2'))?.reason).toBe(
      'fifty-move rule',
    );
  });

  it('sees a threefold repetition made by moving back and forth', () => {
    const game = play(undefined, 'Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8');
    const outcome = gameOutcome(game);
    expect(outcome).toEqual({ winner: 'draw', reason: 'threefold repetition' });
    expect(describeOutcome(outcome!)).toBe('Draw by threefold repetition.');
  });
});

describe('timeoutOutcome', () => {
  it('loses on time, unless the other side has only its king', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(timeoutOutcome(start, 'b')).toEqual({ winner: 'white', reason: 'time' });
    expect(describeOutcome(timeoutOutcome(start, 'b'))).toBe('Black ran out of time. White wins.');
    expect(timeoutOutcome('8/8/8/4k3/8/8/4P3/4K3 w - - 0 1', 'w')).toEqual({
      winner: 'draw',
      reason: 'time',
    });
  });
});

describe('engine moves', () => {
  it('plays a UCI move, promotion included, and lists the game in UCI', () => {
    const played = applyUciMove(createGame('8/4P3/8/8/8/k7/8/4K3 w - - 0 1'), 'e7e8q');
    expect(played.ok && played.move.san).toBe('e8=Q');
    const game = play(undefined, 'e4', 'e5', 'Nf3');
    expect(uciMoves(game)).toEqual(['e2e4', 'e7e5', 'g1f3']);
  });

  it('refuses an engine answer that is not a legal move', () => {
    expect(applyUciMove(createGame(), 'e2e5').ok).toBe(false);
    expect(applyUciMove(createGame(), 'nonsense').ok).toBe(false);
  });

  it('writes a line in SAN with move numbers, from either side', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(lineToSan(start, ['e2e4', 'e7e5', 'g1f3'])).toBe('1. e4 e5 2. Nf3');
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(lineToSan(afterE4, ['c7c5', 'g1f3'])).toBe('1... c5 2. Nf3');
    // It stops at a move that is not legal.
    expect(lineToSan(start, ['e2e4', 'e2e4'])).toBe('1. e4');
  });
});

describe('scores', () => {
  it("turns the side to move's score to White's view and writes it as players do", () => {
    expect(whiteScore({ kind: 'cp', value: 35 }, '8/8/8/8/8/8/8/8 b - - 0 1')).toEqual({
      kind: 'cp',
      value: -35,
    });
    expect(formatScore({ kind: 'cp', value: 35 })).toBe('+0.35');
    expect(formatScore({ kind: 'cp', value: -120 })).toBe('-1.20');
    expect(formatScore({ kind: 'cp', value: 0 })).toBe('0.00');
    expect(formatScore({ kind: 'mate', value: -2 })).toBe('#-2');
  });

  it('fills the evaluation bar by winning chances: half for equal, more for White, full for mate', () => {
    expect(evalBarShare({ kind: 'cp', value: 0 })).toBe(0.5);
    expect(evalBarShare({ kind: 'cp', value: 300 })).toBeCloseTo(0.75, 1);
    expect(evalBarShare({ kind: 'cp', value: -5000 })).toBe(
      evalBarShare({ kind: 'cp', value: -1000 }),
    );
    expect(evalBarShare({ kind: 'mate', value: 3 })).toBe(1);
    expect(evalBarShare({ kind: 'mate', value: -1 })).toBe(0);
  });
});
