import { describe, expect, it } from 'vitest';
import { blackToMove, fenProblem, FEN_PROBLEMS } from './fen.js';
import { START_FEN } from './pgn/game.js';

const refused = (reason: string) => `This FEN is not a legal position for play: ${reason}.`;

// One table for the server (games, chapters, PGN start positions) and the web app (game form,
// /board's FEN box, the PGN viewer): both call fenProblem, so these rows are the whole rule.
describe('fenProblem', () => {
  it.each([
    ['the start position', START_FEN],
    ['the start position with surrounding whitespace', `  ${START_FEN}\n`],
    ['kings and a pawn', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'],
    ['the side to move in check', '4k3/8/8/8/8/8/8/4R1K1 b - - 0 1'],
    ['White short castling with king and rook home', '4k3/8/8/8/8/8/8/4K2R w K - 0 1'],
    ['Black long castling with king and rook home', 'r3k3/8/8/8/8/8/8/4K3 b q - 0 1'],
    ['every right with every rook home', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'],
    [
      'an en passant square after 1. e4',
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    ],
  ])('accepts %s', (_name, fen) => {
    expect(fenProblem(fen)).toBeNull();
  });

  it.each([
    ['an empty board', '8/8/8/8/8/8/8/8 w - - 0 1', FEN_PROBLEMS.kings],
    ['no black king', '8/8/8/8/8/8/8/4K3 w - - 0 1', FEN_PROBLEMS.kings],
    ['two white kings', '4k3/8/8/8/8/8/8/3KK3 w - - 0 1', FEN_PROBLEMS.kings],
    ['a pawn on the last rank', '3Pk3/8/8/8/8/8/8/4K3 w - - 0 1', FEN_PROBLEMS.pawnsOnEdge],
    ['a pawn on the first rank', '4k3/8/8/8/8/8/8/p3K3 w - - 0 1', FEN_PROBLEMS.pawnsOnEdge],
    [
      'White to move with Black in check',
      '4k3/8/8/8/8/8/8/4R1K1 w - - 0 1',
      FEN_PROBLEMS.notMoverInCheck,
    ],
    // The disagreement behind docs/decisions/0018: the server accepted these (chess.js's
    // validateFen does not look at the board for castling, and chess.js then plays 1. O-O with
    // no rook), while the web's setup board refused them.
    ['a castling right with no rook', '4k3/8/8/8/8/8/8/4K3 w K - 0 1', FEN_PROBLEMS.castlingPieces],
    [
      'a castling right with the king off e1',
      '4k3/8/8/8/8/8/8/5K1R w K - 0 1',
      FEN_PROBLEMS.castlingPieces,
    ],
    [
      'a castling right with the rook off a8',
      '1r2k3/8/8/8/8/8/8/4K3 b q - 0 1',
      FEN_PROBLEMS.castlingPieces,
    ],
    [
      'a castling right with the other side’s rook in the corner',
      'R3k3/8/8/8/8/8/8/4K3 b q - 0 1',
      FEN_PROBLEMS.castlingPieces,
    ],
    [
      'a castling right with a queen in the rook’s corner',
      '4k3/8/8/8/8/8/8/Q3K3 w Q - 0 1',
      FEN_PROBLEMS.castlingPieces,
    ],
    // chess.js accepts any mix of K, Q, k, q and "-" (validateFen's 5th criterion).
    [
      'a dash among the rights',
      'r3k2r/8/8/8/8/8/8/R3K2R w KQ-kq - 0 1',
      FEN_PROBLEMS.castlingField,
    ],
    ['a right given twice', '4k3/8/8/8/8/8/8/4K2R w KK - 0 1', FEN_PROBLEMS.castlingField],
    ['rights out of order', 'r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1', FEN_PROBLEMS.castlingField],
    // The rest are chess.js's own words.
    [
      'a missing field',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -',
      'must contain six space-delimited fields',
    ],
    [
      'an unknown piece letter',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - 0 1',
      'piece data is invalid (invalid piece)',
    ],
    [
      'an en passant square on the mover’s side',
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1',
      'illegal en-passant square',
    ],
    ['an empty text', '', 'must contain six space-delimited fields'],
  ])('refuses %s', (_name, fen, reason) => {
    expect(fenProblem(fen)).toBe(refused(reason));
  });
});

describe('blackToMove', () => {
  it.each([
    [START_FEN, false],
    ['4k3/8/8/8/8/8/8/4K3 b - - 0 1', true],
    ['  4k3/8/8/8/8/8/8/4K3   b - - 0 1', true],
  ])('reads the side to move of %s', (fen, black) => {
    expect(blackToMove(fen)).toBe(black);
  });
});
