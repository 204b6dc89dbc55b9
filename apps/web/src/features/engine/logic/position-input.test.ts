import { describe, expect, it } from 'vitest';
import { goToPly, readPositionInput } from '@/features/engine/logic/position-input';

describe('readPositionInput', () => {
  it('loads a legal FEN', () => {
    const result = readPositionInput('  8/8/8/4k3/8/8/8/R3K2R w - - 0 1 ');
    expect(result.ok && result.game.fen).toBe('8/8/8/4k3/8/8/8/R3K2R w - - 0 1');
  });

  it('explains why a FEN cannot be played', () => {
    const result = readPositionInput('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/each side needs exactly one king/);
  });

  it('loads a PGN at its first position with every move ready to step through', () => {
    const result = readPositionInput('[Event "Casual"]\n\n1. e4 e5 2. Nf3 Nc6 *');
    if (!result.ok) throw new Error(result.error);
    expect(result.game.history).toHaveLength(0);
    expect(result.game.redo.map((m) => m.san).reverse()).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
    const third = goToPly(result.game, 3);
    expect(third.history.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3']);
    expect(goToPly(third, 1).history.map((m) => m.san)).toEqual(['e4']);
  });

  it('keeps the main line of a PGN with comments and variations', () => {
    const result = readPositionInput('1. e4 {best by test} (1. d4 d5) e5 *');
    expect(result.ok && result.game.redo.map((m) => m.san).reverse()).toEqual(['e4', 'e5']);
  });

  it('says what is wrong with an unreadable PGN and with empty text', () => {
    const bad = readPositionInput('1. e4 e5 2. Ke3 Nc6');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toBe('This PGN cannot be played: 2. Ke3 is not a legal move.');
    expect(readPositionInput('   ')).toEqual({ ok: false, error: 'Paste a FEN or a PGN first.' });
    expect(readPositionInput('hello there')).toEqual({
      ok: false,
      error: 'This PGN cannot be played: 1. hello is not a legal move.',
    });
    expect(readPositionInput('*')).toEqual({
      ok: false,
      error: 'This is neither a FEN nor a PGN with moves.',
    });
  });
});
