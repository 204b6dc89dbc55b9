import { describe, expect, it } from 'vitest';
import { mistakeThemes } from './themes.js';

describe('mistakeThemes', () => {
  it('names a knight fork of king and rook', () => {
    // White's Nc7+ forks the king on e8 and the rook on a8.
    expect(mistakeThemes('r3k3/8/8/3N4/8/8/8/4K3 w - - 0 1', 'd5c7')).toEqual(['fork']);
  });

  it('names a pin against the king', () => {
    // Bb5 pins the knight on c6 to the king on e8; Bd3 pins nothing.
    expect(mistakeThemes('4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1', 'f1b5')).toEqual(['pin']);
    expect(mistakeThemes('4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1', 'f1d3')).toEqual([]);
  });

  it('names a free piece taken', () => {
    expect(mistakeThemes('4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1', 'd1d5')).toEqual(['hangingPiece']);
    // Defended by the pawn on e6: not free.
    expect(mistakeThemes('4k3/8/4p3/3n4/8/8/8/3RK3 w - - 0 1', 'd1d5')).toEqual([]);
  });

  it('names a back-rank mate, and a mate the player missed', () => {
    const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
    expect(mistakeThemes(fen, 'a1a8')).toEqual(['backRankMate']);
    expect(mistakeThemes(fen, 'a1a8', { missedMate: true })).toEqual([
      'missedMate',
      'backRankMate',
    ]);
  });

  it('gives nothing for a quiet move, an illegal one or a bad position', () => {
    expect(mistakeThemes('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'e2e4')).toEqual([]);
    expect(mistakeThemes('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'e2e5')).toEqual([]);
    expect(mistakeThemes('not a fen', 'e2e4')).toEqual([]);
  });
});
