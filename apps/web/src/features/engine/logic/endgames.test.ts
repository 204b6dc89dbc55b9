import { describe, expect, it } from 'vitest';
import { fenProblem } from '@kingside/chess';
import { ENDGAME_POSITIONS, findEndgame } from '@/features/engine/logic/endgames';
import { engineThinkTime, ENGINE_LEVELS } from '@/features/engine/logic/levels';

describe('end-game presets', () => {
  it('are the eight positions of spec 2 §2, in its order, each a legal position with White to move', () => {
    expect(ENDGAME_POSITIONS.map((p) => p.name)).toEqual([
      'Two Rooks',
      'Queen and Rook',
      'Rook only',
      'Queen only',
      'Pawn only non-rook pawn',
      'Pawn only rook pawn',
      'Lucena Position',
      'Three pawns',
    ]);
    for (const position of ENDGAME_POSITIONS) {
      expect(fenProblem(position.fen), position.name).toBeNull();
      expect(position.fen.split(' ')[1], position.name).toBe('w');
    }
  });

  it('is found by its slug or its number in the list; anything else is null', () => {
    expect(findEndgame('lucena')?.name).toBe('Lucena Position');
    expect(findEndgame('Lucena')?.name).toBe('Lucena Position');
    expect(findEndgame('1')?.name).toBe('Two Rooks');
    expect(findEndgame('8')?.name).toBe('Three pawns');
    expect(findEndgame('9')).toBeNull();
    expect(findEndgame('0')).toBeNull();
    expect(findEndgame('')).toBeNull();
    expect(findEndgame(null)).toBeNull();
  });
});

describe('engine think time', () => {
  it("keeps the level's time untimed and cuts it to fit a short clock", () => {
    const strongest = ENGINE_LEVELS.at(-1)!;
    expect(engineThinkTime(strongest, null, 0)).toBe(1_000);
    // 3 s + 1.5 s: 3000/20 + 750 = 900 ms.
    expect(engineThinkTime(strongest, 3_000, 1_500)).toBe(900);
    expect(engineThinkTime(strongest, 100, 0)).toBe(50);
  });
});
