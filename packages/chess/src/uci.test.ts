import { describe, expect, it } from 'vitest';
import { parseBestMove, parseInfo, parseUciMove, toUci } from './uci.js';

describe('parseInfo', () => {
  it('reads depth, line number, centipawn score and the line of a MultiPV info', () => {
    const info = parseInfo(
      'info depth 14 seldepth 19 multipv 2 score cp -31 nodes 201344 nps 402688 hashfull 78 tbhits 0 time 500 pv e7e5 g1f3 b8c6',
    );
    expect(info).toEqual({
      depth: 14,
      multipv: 2,
      score: { kind: 'cp', value: -31 },
      bound: null,
      pv: ['e7e5', 'g1f3', 'b8c6'],
      nps: 402688,
    });
  });

  it('reads a mate score, negative when the side to move is mated, and a bound', () => {
    expect(parseInfo('info depth 5 score mate -3 upperbound pv h7h6')?.score).toEqual({
      kind: 'mate',
      value: -3,
    });
    expect(parseInfo('info depth 5 score mate -3 upperbound pv h7h6')?.bound).toBe('upper');
    expect(parseInfo('info depth 9 score cp 40 lowerbound pv e2e4')?.bound).toBe('lower');
  });

  it('counts a line without multipv as the first, and keeps promotions in the line', () => {
    const info = parseInfo('info depth 3 score cp 900 pv a7a8q b2b1 a8b8');
    expect(info?.multipv).toBe(1);
    expect(info?.pv).toEqual(['a7a8q', 'b2b1', 'a8b8']);
  });

  it('ignores lines that carry neither a score nor a line', () => {
    expect(parseInfo('info string NNUE evaluation using nn-37f18f62d772.nnue')).toBeNull();
    expect(parseInfo('info depth 10 currmove e2e4 currmovenumber 1')).toBeNull();
    expect(parseInfo('readyok')).toBeNull();
    expect(parseInfo('info nodes 12 time 3')).toBeNull();
  });
});

describe('parseBestMove', () => {
  it('reads the move and the move it expects in reply', () => {
    expect(parseBestMove('bestmove e2e4 ponder e7e5')).toEqual({ move: 'e2e4', ponder: 'e7e5' });
    expect(parseBestMove('bestmove e7e8q')).toEqual({ move: 'e7e8q', ponder: null });
  });

  it('answers no move when the side to move has none (mate or stalemate)', () => {
    expect(parseBestMove('bestmove (none)')).toEqual({ move: null, ponder: null });
  });

  it('is null for any other line', () => {
    expect(parseBestMove('info depth 1 score cp 0 pv e2e4')).toBeNull();
  });
});

describe('UCI moves', () => {
  it('splits a move into squares and promotion and writes it back', () => {
    expect(parseUciMove('e7e8q')).toEqual({ from: 'e7', to: 'e8', promotion: 'q' });
    expect(parseUciMove('g1f3')).toEqual({ from: 'g1', to: 'f3' });
    expect(parseUciMove('e9e8')).toBeNull();
    expect(toUci({ from: 'e7', to: 'e8', promotion: 'q' })).toBe('e7e8q');
  });
});
