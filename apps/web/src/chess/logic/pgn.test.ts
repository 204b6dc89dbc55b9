import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { applySan, createGame, undo } from '@/chess/logic/game';
import { loadPgnMainline, pgnFromHistory } from '@/chess/logic/pgn';
// 141 World Championship games, 1886-1948 (public-domain scores; see /work/shared/data/SOURCES.md).
import worldChampionships from '@/chess/logic/fixtures/classic_wch_1886-1948_gamescores.pgn?raw';

/** The games of a PGN file: each starts at its [Event] tag, after a blank line. */
const GAMES = worldChampionships
  .split(/\r?\n\s*\r?\n(?=\[Event )/)
  .map((game) => game.trim())
  .filter(Boolean);

const label = (pgn: string, index: number) => {
  const tag = (name: string) => new RegExp(`\\[${name} "([^"]*)"\\]`).exec(pgn)?.[1] ?? '?';
  return `${index + 1}. ${tag('White')} - ${tag('Black')}, ${tag('Event')} round ${tag('Round')}`;
};

describe('the World Championship fixture', () => {
  it('holds 141 games', () => {
    expect(GAMES).toHaveLength(141);
  });

  it.each(GAMES.map((pgn, index) => [label(pgn, index), pgn]))(
    'keeps the moves and final position of game %s through export and re-import',
    (_label, pgn) => {
      const reference = new Chess();
      reference.loadPgn(pgn);

      const loaded = loadPgnMainline(pgn);
      if (!loaded.ok) throw new Error(loaded.error);
      expect(loaded.state.history.map((m) => m.san)).toEqual(reference.history());
      expect(loaded.state.fen).toBe(reference.fen());
      expect(loaded.headers.White).toBe(reference.getHeaders().White);

      const exported = pgnFromHistory(loaded.state, loaded.headers);
      const reloaded = loadPgnMainline(exported);
      if (!reloaded.ok) throw new Error(reloaded.error);
      expect(reloaded.state.history.map((m) => m.san)).toEqual(reference.history());
      expect(reloaded.state.fen).toBe(reference.fen());
      expect(reloaded.headers).toEqual(loaded.headers);

      // Every position's FEN reads back as itself.
      for (const move of loaded.state.history) expect(new Chess(move.fen).fen()).toBe(move.fen);
    },
  );
});

describe('pgnFromHistory', () => {
  it('writes the moves played, not the ones waiting to be redone', () => {
    let state = createGame();
    for (const san of ['e4', 'e5', 'Nf3']) {
      const result = applySan(state, san);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
    }
    expect(pgnFromHistory(undo(state))).toMatch(/\n\n1\. e4 e5 \*$/);
  });

  it('records a setup start position in the FEN header and reads it back', () => {
    const fen = '4k3/4P3/8/8/8/8/8/4K3 w - - 0 1';
    const result = applySan(createGame(fen), 'Kd2');
    if (!result.ok) throw new Error(result.error);
    const pgn = pgnFromHistory(result.state);
    expect(pgn).toContain(`[FEN "${fen}"]`);
    const loaded = loadPgnMainline(pgn);
    expect(loaded.ok && loaded.state.startFen).toBe(fen);
    expect(loaded.ok && loaded.state.fen).toBe(result.state.fen);
  });
});

describe('loadPgnMainline', () => {
  it('keeps the main line and drops comments and variations', () => {
    const loaded = loadPgnMainline('1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 *');
    expect(loaded.ok && loaded.state.history.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3']);
  });

  it('reads a PGN with headers and no moves as the start position', () => {
    const loaded = loadPgnMainline('[Event "Casual"]\n\n*');
    expect(loaded.ok && loaded.state).toEqual(createGame());
  });

  it('answers chess.js message for an illegal move', () => {
    const loaded = loadPgnMainline('1. e4 e4 *');
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.error).toMatch(/e4/);
  });
});
