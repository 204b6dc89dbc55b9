import { describe, expect, it } from 'vitest';
import { START_FEN } from '@/chess/logic/game';
import {
  EMPTY_FEN,
  movePieceFreely,
  placePiece,
  readSetup,
  removePiece,
  setCastling,
  setSideToMove,
} from '@/chess/logic/setup';

describe('setup helpers', () => {
  it('places a piece on an empty board and replaces one already there', () => {
    const withKing = placePiece(EMPTY_FEN, 'e1', 'wK');
    expect(withKing).toBe('8/8/8/8/8/8/8/4K3 w - - 0 1');
    expect(placePiece(withKing, 'e1', 'bQ')).toBe('8/8/8/8/8/8/8/4q3 w - - 0 1');
  });

  it('removes a piece', () => {
    expect(removePiece(START_FEN, 'd1')).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1',
    );
  });

  it('moves a piece anywhere, capturing what stands there, with no legality check', () => {
    expect(movePieceFreely(START_FEN, 'a1', 'a7')).toBe(
      'rnbqkbnr/Rppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1',
    );
    expect(movePieceFreely(START_FEN, 'e2', 'e8')).toBe(
      'rnbqPbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1',
    );
  });

  it('ignores a move from an empty square or onto the same square', () => {
    expect(movePieceFreely(START_FEN, 'e4', 'e5')).toBe(START_FEN);
    expect(movePieceFreely(START_FEN, 'e2', 'e2')).toBe(START_FEN);
  });

  it('sets the side to move and the castling rights, and clears en passant', () => {
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
    expect(setSideToMove(afterE4, 'w')).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1',
    );
    expect(setCastling(START_FEN, { K: true, Q: false, k: false, q: true })).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1',
    );
    expect(setCastling(START_FEN, { K: false, Q: false, k: false, q: false })).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
    );
  });

  it('reads the side to move, castling rights and move counters', () => {
    const position = readSetup('4k3/8/8/8/8/8/8/4K2R b K - 3 40');
    expect(position).toMatchObject({
      turn: 'b',
      castling: { K: true, Q: false, k: false, q: false },
      halfmove: 3,
      fullmove: 40,
    });
    expect([...position.pieces]).toEqual([
      ['e8', 'bK'],
      ['e1', 'wK'],
      ['h1', 'wR'],
    ]);
  });
});
