import { describe, expect, it } from 'vitest';
import {
  applyMove,
  applySan,
  checkSquare,
  createGame,
  describeMove,
  fenToMove,
  isPromotion,
  lastMove,
  legalTargets,
  redo,
  undo,
  type GameState,
  type MoveRequest,
} from '@/chess/logic/game';

/** Plays SAN moves from a FEN (the start by default), failing the test on any refusal. */
function play(sans: string[], fen?: string): GameState {
  let state = createGame(fen);
  for (const san of sans) {
    const result = applySan(state, san);
    if (!result.ok) throw new Error(`${san}: ${result.error}`);
    state = result.state;
  }
  return state;
}

// Positions: castling with both rooks home; an en passant chance after 1. e4 a6 2. e5 d5; a
// White pawn on e7 ready to promote (e8 empty) and a Black pawn on b2 able to capture a1.
const CASTLING_FEN = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const EN_PASSANT_FEN = 'rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3';
const PROMOTION_FEN = '1k6/4P3/8/8/8/8/8/4K3 w - - 0 1';
const BLACK_PROMOTION_FEN = '4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1';

describe('applyMove', () => {
  it.each<[string, string, MoveRequest, string]>([
    ['a pawn push', createGame().fen, { from: 'e2', to: 'e4' }, 'e4'],
    ['a knight jump', createGame().fen, { from: 'g1', to: 'f3' }, 'Nf3'],
    ['king-side castling', CASTLING_FEN, { from: 'e1', to: 'g1' }, 'O-O'],
    ['queen-side castling', CASTLING_FEN, { from: 'e1', to: 'c1' }, 'O-O-O'],
    ['an en passant capture', EN_PASSANT_FEN, { from: 'e5', to: 'd6' }, 'exd6'],
    ['promotion to a queen', PROMOTION_FEN, { from: 'e7', to: 'e8', promotion: 'q' }, 'e8=Q+'],
    ['promotion to a rook', PROMOTION_FEN, { from: 'e7', to: 'e8', promotion: 'r' }, 'e8=R+'],
    ['promotion to a bishop', PROMOTION_FEN, { from: 'e7', to: 'e8', promotion: 'b' }, 'e8=B'],
    ['promotion to a knight', PROMOTION_FEN, { from: 'e7', to: 'e8', promotion: 'n' }, 'e8=N'],
    [
      'a capturing promotion by Black',
      BLACK_PROMOTION_FEN,
      { from: 'b2', to: 'a1', promotion: 'n' },
      'bxa1=N',
    ],
  ])('plays %s', (_name, fen, request, san) => {
    const result = applyMove(createGame(fen), request);
    expect(result.ok && result.move.san).toBe(san);
  });

  it.each<[string, string, MoveRequest]>([
    ['a pawn three squares', createGame().fen, { from: 'e2', to: 'e5' }],
    ['a piece of the side not to move', createGame().fen, { from: 'e7', to: 'e5' }],
    ['from an empty square', createGame().fen, { from: 'e4', to: 'e5' }],
    ['castling through the own knight', createGame().fen, { from: 'e1', to: 'g1' }],
    [
      'en passant a move too late',
      play(['e4', 'a6', 'e5', 'd5', 'a3', 'a5']).fen,
      { from: 'e5', to: 'd6' },
    ],
  ])('refuses %s', (_name, fen, request) => {
    const state = createGame(fen);
    expect(applyMove(state, request)).toEqual({
      ok: false,
      error: `Illegal move: ${request.from} to ${request.to}.`,
    });
  });

  it('records the move, the position after it and the side that played it', () => {
    const result = applyMove(createGame(), { from: 'e2', to: 'e4' });
    expect(result.ok && result.state.history).toEqual([
      {
        san: 'e4',
        from: 'e2',
        to: 'e4',
        color: 'w',
        fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      },
    ]);
  });
});

describe('applySan', () => {
  it.each([
    ['e4', [], 'e4'],
    ['Nf3', [], 'Nf3'],
    ['  nf3 ', [], null],
    ['exd5', ['e4', 'd5'], 'exd5'],
    ['ed5 (capture without x)', ['e4', 'd5'], 'exd5'],
    ['e2e4 (squares)', [], 'e4'],
    ['g1-f3 (squares with a dash)', [], 'Nf3'],
    ['Nf3+ (a needless check mark)', [], 'Nf3'],
    ['Bb5!? (annotation marks)', ['e4', 'e5', 'Nf3', 'Nc6'], 'Bb5'],
    ['O-O', ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'], 'O-O'],
    ['0-0 (zeros)', ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'], 'O-O'],
    ['o-o (lower case)', ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'], 'O-O'],
    ['0-0-0', ['d4', 'd5', 'Nc3', 'Nc6', 'Bf4', 'Bf5', 'Qd2', 'Qd7'], 'O-O-O'],
    ['Ngf3 (over-specified is fine when it names one knight)', ['d4'], null],
  ])('reads %s', (text, before, san) => {
    const input = text.split(' (')[0] as string;
    const result = applySan(play(before), input);
    if (san === null) {
      expect(result.ok).toBe(false);
    } else {
      expect(result.ok && result.move.san).toBe(san);
    }
  });

  it.each([
    ['e8=Q', 'e8=Q+'],
    ['e8Q', 'e8=Q+'],
    ['e8q', 'e8=Q+'],
    ['e8=N', 'e8=N'],
    ['e7e8r', 'e8=R+'],
  ])('reads the promotion %s', (text, san) => {
    const result = applySan(createGame(PROMOTION_FEN), text);
    expect(result.ok && result.move.san).toBe(san);
  });

  it.each([
    ['', 'Type a move, e.g. e4, Nf3, exd5, e8=Q or O-O.'],
    [
      'hello',
      '"hello" is not a move. Type a move in algebraic notation, e.g. e4, Nf3, exd5, e8=Q or O-O.',
    ],
    ['e5', '"e5" is not a legal move in this position.'],
    ['Nf6', '"Nf6" is not a legal move in this position.'],
    ['O-O', '"O-O" is not a legal move in this position.'],
  ])('explains why %j is refused at the start', (text, error) => {
    expect(applySan(createGame(), text)).toEqual({ ok: false, error });
  });

  it('asks which piece when two knights can reach the square', () => {
    const state = play(['d4', 'd5', 'Nf3', 'Nf6']);
    expect(applySan(state, 'Nd2')).toEqual({
      ok: false,
      error: '"Nd2" is ambiguous: type Nbd2 or Nfd2.',
    });
    const result = applySan(state, 'Nfd2');
    expect(result.ok && result.move.from).toBe('f3');
  });

  it('asks for the piece when a promotion names none', () => {
    expect(applySan(createGame(PROMOTION_FEN), 'e8')).toEqual({
      ok: false,
      error: '"e8" promotes a pawn: add the piece, e.g. e8=Q.',
    });
  });
});

describe('undo and redo', () => {
  it('takes moves back onto the redo list and replays them in order', () => {
    const played = play(['e4', 'e5', 'Nf3']);
    const once = undo(played);
    const twice = undo(once);
    expect(twice.history.map((m) => m.san)).toEqual(['e4']);
    expect(twice.redo.map((m) => m.san)).toEqual(['Nf3', 'e5']);
    expect(twice.fen).toBe(played.history[0]?.fen);
    expect(redo(twice)).toEqual(once);
    expect(redo(redo(twice))).toEqual(played);
  });

  it('returns to the start position after undoing every move', () => {
    const start = createGame(CASTLING_FEN);
    const afterTwo = applySan(start, 'O-O');
    if (!afterTwo.ok) throw new Error(afterTwo.error);
    expect(undo(afterTwo.state).fen).toBe(start.fen);
  });

  it('clears the redo list when a new move is played', () => {
    const undone = undo(undo(play(['e4', 'e5'])));
    expect(undone.redo).toHaveLength(2);
    const result = applySan(undone, 'd4');
    expect(result.ok && result.state.redo).toEqual([]);
    expect(result.ok && redo(result.state)).toEqual(result.ok && result.state);
  });

  it('does nothing with nothing to undo or redo', () => {
    const start = createGame();
    expect(undo(start)).toBe(start);
    expect(redo(start)).toBe(start);
  });
});

describe('board queries', () => {
  it.each([
    ['e2', ['e3', 'e4']],
    ['g1', ['f3', 'h3']],
    ['e1', []],
    ['e7', []],
  ] as const)('lists the legal targets of %s at the start', (square, targets) => {
    expect(legalTargets(createGame().fen, square).sort()).toEqual([...targets].sort());
  });

  it('lists each promotion square once', () => {
    expect(legalTargets(PROMOTION_FEN, 'e7')).toEqual(['e8']);
  });

  it('answers no targets for a FEN chess.js refuses', () => {
    expect(legalTargets('8/8/8/8/8/8/8/8 w - - 0 1', 'e2')).toEqual([]);
  });

  it.each([
    [PROMOTION_FEN, 'e7', 'e8', true],
    [BLACK_PROMOTION_FEN, 'b2', 'a1', true],
    [BLACK_PROMOTION_FEN, 'b2', 'b1', true],
    [createGame().fen, 'e2', 'e4', false],
    [PROMOTION_FEN, 'e7', 'd8', false],
  ] as const)('knows whether %s %s-%s is a promotion', (fen, from, to, expected) => {
    expect(isPromotion(fen, from, to)).toBe(expected);
  });

  it('finds the king in check, and no square without check', () => {
    expect(checkSquare(play(['e4', 'f5', 'Qh5']).fen)).toBe('e8');
    expect(checkSquare(play(['f3', 'e5', 'g4', 'Qh4']).fen)).toBe('e1');
    expect(checkSquare(createGame().fen)).toBeNull();
  });

  it('knows the last move', () => {
    expect(lastMove(createGame())).toBeNull();
    expect(lastMove(play(['e4', 'c5']))).toMatchObject({ from: 'c7', to: 'c5' });
  });

  it.each([
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'White to Move'],
    ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 'Black To Move'],
  ])('names the side to move of %s', (fen, text) => {
    expect(fenToMove(fen)).toBe(text);
  });
});

describe('describeMove', () => {
  it.each([
    [['e4'], 'White played e4'],
    [['e4', 'Nf6'], 'Black played Nf6'],
    [['e4', 'f5', 'Qh5'], 'White played Qh5, check'],
    [['f3', 'e5', 'g4', 'Qh4#'], 'Black played Qh4, checkmate'],
    [['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O'], 'White played O-O'],
  ])('announces the last of %j as %j', (sans, text) => {
    const move = lastMove(play(sans));
    expect(move && describeMove(move)).toBe(text);
  });

  it('announces stalemate', () => {
    const result = applySan(createGame('k7/8/8/8/8/8/1Q6/7K w - - 0 1'), 'Kg2');
    const stalemate = applySan(createGame('k7/8/2Q5/8/8/8/8/7K w - - 0 1'), 'Qb6');
    expect(result.ok && describeMove(result.move)).toBe('White played Kg2');
    expect(stalemate.ok && describeMove(stalemate.move)).toBe('White played Qb6, stalemate');
  });
});

describe('a position chess.js refuses', () => {
  it('shows as a game but plays no moves', () => {
    const state = createGame('8/8/8/8/8/8/4P3/8 w - - 0 1');
    const error = 'Moves cannot be played in this position.';
    expect(applyMove(state, { from: 'e2', to: 'e4' })).toEqual({ ok: false, error });
    expect(applySan(state, 'e4')).toEqual({ ok: false, error });
  });
});
