import { describe, expect, it } from 'vitest';
import { parsePgn } from './pgn/parser.js';
import { replayGame, replaySteps } from './replay.js';

describe('replayGame', () => {
  it('plays the mainline and answers its final position and SAN with check marks', () => {
    const replay = replayGame(parsePgn('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 *'));
    expect(replay).toEqual({
      ok: true,
      sans: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
      finalFen: 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4',
    });
  });

  it('starts from the FEN header', () => {
    const replay = replayGame(
      parsePgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n1. O-O *'),
    );
    expect(replay).toMatchObject({
      ok: true,
      sans: ['O-O'],
      finalFen: '4k3/8/8/8/8/8/8/5RK1 b - - 1 1',
    });
  });

  it('names the first illegal move, in a variation too', () => {
    expect(replayGame(parsePgn('1. e4 e4 *'))).toEqual({
      ok: false,
      error: '1... e4 is not a legal move.',
    });
    expect(replayGame(parsePgn('1. e4 e5 (1... Ke7) 2. Nf3 *'))).toEqual({
      ok: false,
      error: '1... Ke7 is not a legal move.',
    });
  });

  it('refuses castling rights without the rook before chess.js can castle the king alone', () => {
    const game = parsePgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/4K3 w K - 0 1"]\n\n1. O-O *');
    expect(replayGame(game)).toEqual({
      ok: false,
      error:
        'This FEN is not a legal position for play: castling rights need the king and rook on their starting squares.',
    });
  });
});

describe('replaySteps', () => {
  it('yields once per move, variations included, so a caller can pause between moves', () => {
    const steps = replaySteps(parsePgn('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *'));
    let yields = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) yields++;
    expect(yields).toBe(5);
  });
});
