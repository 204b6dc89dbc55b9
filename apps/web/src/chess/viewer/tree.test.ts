import { describe, expect, it } from 'vitest';
import { parsePgn } from '@kingside/chess';
import {
  buildViewerTree,
  fenAt,
  gameStateAt,
  lastMoveId,
  nextMoveId,
  pathTo,
  previousMoveId,
  type ViewerTree,
} from '@/chess/viewer/tree';

const tree = (pgn: string) => buildViewerTree(parsePgn(pgn));
/** The id of the move written `label` ("1. e4", "2... Nc6"), wherever it is in the tree. */
const idOf = (t: ViewerTree, label: string) => {
  const move = t.moves.find(
    (m) => `${m.moveNumber}${m.color === 'w' ? '.' : '...'} ${m.san}` === label,
  );
  if (!move) throw new Error(`No move ${label}`);
  return move.id;
};
const sans = (t: ViewerTree, id: number | null) => pathTo(t, id).map((m) => m.san);

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const AFTER_E4_C5 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

describe('buildViewerTree', () => {
  // Each case: a PGN, a move label, the FEN after it and the moves leading to it.
  it.each([
    {
      name: 'mainline',
      pgn: '1. e4 e5 2. Nf3 *',
      move: '1... e5',
      fen: AFTER_E4_E5,
      path: ['e4', 'e5'],
    },
    {
      name: 'a variation replacing black’s first move',
      pgn: '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *',
      move: '1... c5',
      fen: AFTER_E4_C5,
      path: ['e4', 'c5'],
    },
    {
      // The variation's 2. Nf3 is numbered before the mainline's, so idOf finds it.
      name: 'a variation continuing past its first move',
      pgn: '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *',
      move: '2. Nf3',
      fen: 'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
      path: ['e4', 'c5', 'Nf3'],
    },
    {
      name: 'a nested variation',
      pgn: '1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) *',
      move: '2... d5',
      fen: 'rnbqkbnr/pp2pppp/8/2pp4/4P3/2P5/PP1P1PPP/RNBQKBNR w KQkq - 0 3',
      path: ['e4', 'c5', 'c3', 'd5'],
    },
    {
      // Lichess study exports start chapters from a position with [SetUp "1"] [FEN ...].
      name: 'a [FEN] start with black to move',
      pgn: '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]\n\n40... Kd7 41. e4 *',
      move: '41. e4',
      fen: '8/3k4/8/8/4P3/8/8/4K3 b - - 0 41',
      path: ['Kd7', 'e4'],
    },
  ])('plays $name', ({ pgn, move, fen, path }) => {
    const t = tree(pgn);
    const id = idOf(t, move);
    expect(fenAt(t, id)).toBe(fen);
    expect(sans(t, id)).toEqual(path);
    expect(t.errors).toEqual([]);
  });

  it('keeps comments before the game, before a variation and after moves', () => {
    const t = tree('{Intro} 1. e4 {Best by test} e5 ({Or} 1... c5 {Sicilian}) *');
    expect(t.comments).toEqual(['Intro']);
    expect(t.moves[idOf(t, '1. e4')]?.commentsAfter).toEqual(['Best by test']);
    const c5 = t.moves[idOf(t, '1... c5')];
    expect(c5?.commentsBefore).toEqual(['Or']);
    expect(c5?.commentsAfter).toEqual(['Sicilian']);
  });

  it('writes SAN as chess.js does, with check marks the PGN left out', () => {
    const t = tree('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 *');
    expect(t.mainline.at(-1)?.san).toBe('Qxf7#');
  });

  it('cuts a line at an illegal move and says which', () => {
    const t = tree('1. e4 e5 (1... Ke7 2. Qh5) 2. Nf3 *');
    expect(t.errors).toEqual(['1... Ke7 is not a legal move.']);
    expect(t.mainline.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3']);
    expect(t.moves[idOf(t, '1... e5')]?.variations).toEqual([]);
  });

  it('reports a start position chess.js refuses', () => {
    const t = tree('[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*');
    expect(t.mainline).toEqual([]);
    expect(t.errors).toHaveLength(1);
  });

  it('reports a start position the server refuses, rather than castle a king without a rook', () => {
    const t = tree('[FEN "4k3/8/8/8/8/8/8/4K3 w K - 0 1"]\n\n1. O-O *');
    expect(t.mainline).toEqual([]);
    expect(t.errors).toEqual([
      'This FEN is not a legal position for play: castling rights need the king and rook on their starting squares.',
    ]);
  });
});

describe('stepping', () => {
  const t = tree('1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 Nc6 *');
  /** The move reached by playing `path` from the start (null for the empty path). */
  const at = (path: string[]) =>
    path.length === 0
      ? null
      : (t.moves.find((m) => sans(t, m.id).join(' ') === path.join(' '))?.id ?? -1);
  const mainEnd = ['e4', 'e5', 'Nf3', 'Nc6'];
  const variationEnd = ['e4', 'c5', 'Nf3', 'd6'];

  // Inside a variation, Next and Last follow the variation; Previous leads back towards the start.
  it.each([
    { from: [], next: ['e4'], previous: [], last: mainEnd },
    { from: ['e4'], next: ['e4', 'e5'], previous: [], last: mainEnd },
    { from: ['e4', 'e5'], next: ['e4', 'e5', 'Nf3'], previous: ['e4'], last: mainEnd },
    { from: ['e4', 'c5'], next: ['e4', 'c5', 'Nf3'], previous: ['e4'], last: variationEnd },
    { from: variationEnd, next: null, previous: ['e4', 'c5', 'Nf3'], last: variationEnd },
    { from: mainEnd, next: null, previous: ['e4', 'e5', 'Nf3'], last: mainEnd },
  ])('from $from: next $next, previous $previous, last $last', (row) => {
    const from = at(row.from);
    expect(nextMoveId(t, from)).toBe(row.next === null ? null : at(row.next));
    expect(previousMoveId(t, from)).toBe(at(row.previous));
    expect(lastMoveId(t, from)).toBe(at(row.last));
  });

  it('gives the board the path as its history, so the last move is highlighted', () => {
    const c5 = idOf(t, '1... c5');
    const state = gameStateAt(t, c5);
    expect(state.fen).toBe(AFTER_E4_C5);
    expect(state.history.map((m) => [m.from, m.to])).toEqual([
      ['e2', 'e4'],
      ['c7', 'c5'],
    ]);
    expect(gameStateAt(t, null).history).toEqual([]);
    expect(fenAt(t, idOf(t, '1. e4'))).toBe(AFTER_E4);
  });
});
