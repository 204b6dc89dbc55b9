import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getHeader, PgnError, START_FEN, type PgnGame } from './game.js';
import { parsePgn, parsePgnGames, splitPgnGames } from './parser.js';
import { writePgn } from './writer.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CLASSIC = fixture('classic_wch_1886-1948_gamescores.pgn');
const STUDY = fixture('study_authored_sample.pgn');

/** A compact view of a line for table rows: SAN, then NAGs, comments and variations. */
type Shape = (string | Shape[])[];
const shape = (moves: PgnGame['moves']): Shape =>
  moves.flatMap((m) => [
    ...m.commentsBefore.map((c) => `{${c}}`),
    `${m.moveNumber}${m.color === 'w' ? '.' : '...'}${m.san}`,
    ...m.nags.map((n) => `$${n}`),
    ...m.commentsAfter.map((c) => `{${c}}`),
    ...m.variations.map(shape),
  ]);

const roundTrip = (game: PgnGame) => parsePgn(writePgn(game));

describe('parsePgn', () => {
  it.each([
    ['moves and numbers', '1. e4 e5 2. Nf3 *', ['1.e4', '1...e5', '2.Nf3']],
    ['numbers without spaces', '1.e4 e5 2.Nf3 Nc6 *', ['1.e4', '1...e5', '2.Nf3', '2...Nc6']],
    ['black-move numbers and repeated numbers', '1. e4 1... e5 *', ['1.e4', '1...e5']],
    ['castling with letters and zeros', '1. O-O 0-0-0 *', ['1.O-O', '1...0-0-0']],
    [
      'promotion, check and mate marks',
      '1. e8=Q+ Kxe8 2. Qh5# *',
      ['1.e8=Q+', '1...Kxe8', '2.Qh5#'],
    ],
    ['numeric NAGs', '1. e4 $1 $14 *', ['1.e4', '$1', '$14']],
    // PGN standard 8.2.4: suffix annotations are NAGs 1 to 6.
    [
      'suffix annotations as NAGs',
      '1. e4! e5? 2. Nf3!! Nc6?? 3. Bc4!? Bc5?! *',
      [
        '1.e4',
        '$1',
        '1...e5',
        '$2',
        '2.Nf3',
        '$3',
        '2...Nc6',
        '$4',
        '3.Bc4',
        '$5',
        '3...Bc5',
        '$6',
      ],
    ],
    [
      'comments after moves, whitespace collapsed',
      '1. e4 {best\n  by test} e5 *',
      ['1.e4', '{best by test}', '1...e5'],
    ],
    ['rest-of-line comments', '1. e4 ; king pawn\ne5 *', ['1.e4', '{king pawn}', '1...e5']],
    [
      'a variation replacing the last move',
      '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *',
      ['1.e4', '1...e5', ['1...c5', '2.Nf3'], '2.Nf3'],
    ],
    [
      'nested variations and a comment before a variation move',
      '1. e4 (1. d4 d5 (1... Nf6 {Indian}) 2. c4) ( {or} 1. c4) e5 *',
      ['1.e4', ['1.d4', '1...d5', ['1...Nf6', '{Indian}'], '2.c4'], ['{or}', '1.c4'], '1...e5'],
    ],
    ['null moves', '1. e4 -- 2. d4 *', ['1.e4', '1...--', '2.d4']],
  ])('reads %s', (_name, text, expected) => {
    expect(shape(parsePgn(text).moves)).toEqual(expected);
  });

  it('keeps headers in order, with escaped quotes and backslashes', () => {
    const game = parsePgn('[Event "A \\"big\\" day"]\n[Site "C:\\\\club"]\n[White "X"]\n\n1. e4 *');
    expect(game.headers).toEqual([
      { name: 'Event', value: 'A "big" day' },
      { name: 'Site', value: 'C:\\club' },
      { name: 'White', value: 'X' },
    ]);
    expect(getHeader(game, 'White')).toBe('X');
  });

  it('keeps the comment before the first move as the game comment', () => {
    const game = parsePgn('{Intro} 1. e4 *');
    expect(game.comments).toEqual(['Intro']);
    expect(game.moves[0]!.commentsBefore).toEqual([]);
  });

  it('takes the result from the movetext, else from the Result header, else *', () => {
    expect(parsePgn('1. e4 1/2-1/2').result).toBe('1/2-1/2');
    expect(parsePgn('[Result "0-1"]\n\n1. e4').result).toBe('0-1');
    expect(parsePgn('1. e4').result).toBe('*');
  });

  it('starts from the FEN header and numbers moves from it', () => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 b - - 0 37';
    const game = parsePgn(`[SetUp "1"]\n[FEN "${fen}"]\n\n37... Kd7 38. e4 *`);
    expect(game.startFen).toBe(fen);
    expect(shape(game.moves)).toEqual(['37...Kd7', '38.e4']);
    expect(parsePgn('1. e4 *').startFen).toBe(START_FEN);
  });

  it('ignores % escape lines', () => {
    expect(shape(parsePgn('%engine data\n1. e4 *').moves)).toEqual(['1.e4']);
  });

  it.each([
    ['an unclosed comment', '1. e4 {oops', 'A comment { is never closed'],
    ['an unclosed variation', '1. e4 (1. d4 *', 'The result appears inside a variation'],
    ['a variation that never closes at the end', '1. e4 (1. d4', 'A variation ( is never closed'],
    ['a variation before any move', '( 1. e4 ) *', 'A variation ( appears before any move'],
    ['a stray close', '1. e4 ) *', 'A ) closes no variation'],
    ['a bad header', '[Event broken]\n1. e4 *', 'A header must look like [Name "value"]'],
    ['a move after the result', '1. e4 1-0 e5', 'A move (e5) follows the result'],
    ['stray characters', '1. e4 & e5', 'Unexpected character "&"'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parsePgn(text)).toThrow(PgnError);
    expect(() => parsePgn(text)).toThrow(message);
  });
});

/** `plies` half-moves of knights going out and back, numbered: always legal. */
const knightDance = (plies: number) =>
  Array.from({ length: plies }, (_, i) => {
    const san = ['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]!;
    return i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san;
  }).join(' ');
/** A line whose every move has a variation that has a variation, `depth` deep. */
const nested = (depth: number) => `1. e4 ${'(1. d4 '.repeat(depth)}${')'.repeat(depth)} *`;

// Limits from docs/decisions/0014: what one game may hold, so that no PGN can exhaust the stack,
// the memory or the time of whoever reads it.
describe('parsePgn limits', () => {
  it('reads 2,000 half-moves and refuses the 2,001st, variations included', () => {
    expect(parsePgn(`${knightDance(2_000)} *`).moves).toHaveLength(2_000);
    expect(() => parsePgn(`${knightDance(2_001)} *`)).toThrow(
      'A game may have at most 2,000 half-moves, variations included (line 1)',
    );
    expect(() => parsePgn(`${knightDance(1_999)} (1000. Nf6 Ng1) *`)).toThrow(
      'A game may have at most 2,000 half-moves, variations included (line 1)',
    );
  });

  it('reads variations nested 50 deep and refuses deeper ones, even thousands deep', () => {
    let line = parsePgn(nested(50)).moves;
    for (let depth = 0; depth < 50; depth++) line = line[0]!.variations[0]!;
    expect(line.map((m) => m.san)).toEqual(['d4']);
    for (const depth of [51, 5_000]) {
      expect(() => parsePgn(nested(depth))).toThrow(PgnError);
      expect(() => parsePgn(nested(depth))).toThrow(
        'Variations may be nested at most 50 deep (line 1)',
      );
    }
  });

  it('reads a comment of 10,000 characters and refuses a longer one, of either kind', () => {
    const words = (length: number) => 'ab '.repeat(length).slice(0, length);
    expect(parsePgn(`1. e4 {${words(10_000)}} *`).moves[0]!.commentsAfter[0]).toHaveLength(10_000);
    // Whitespace is collapsed first, so only the text as stored counts.
    expect(parsePgn(`1. e4 {${' x '.repeat(5_000)}} *`).moves[0]!.commentsAfter).toHaveLength(1);
    expect(() => parsePgn(`1. e4 {${words(10_001)}} *`)).toThrow(
      'A comment may be at most 10,000 characters long (line 1)',
    );
    expect(() => parsePgn(`1. e4 ;${words(3_000_000)}\n*`)).toThrow(
      'A comment may be at most 10,000 characters long (line 1)',
    );
  });
});

describe('splitPgnGames', () => {
  it('splits where headers follow movetext, not at headers inside comments', () => {
    const text = '[Event "1"]\n\n1. e4 {see\n[Event "not a header"]} *\n\n[Event "2"]\n\n1. d4 *\n';
    const games = splitPgnGames(text);
    expect(games).toHaveLength(2);
    expect(parsePgn(games[1]!).headers).toEqual([{ name: 'Event', value: '2' }]);
  });

  it('reads Windows line ends, a byte-order mark and a header right after a comment line', () => {
    const text = '\uFEFF[Event "1"]\r\n\r\n1. e4 {a\r\n} *\r\n[Event "2"]\r\n\r\n1. d4 *\r\n';
    expect(splitPgnGames(text)).toEqual(['[Event "1"]\n\n1. e4 {a\n} *', '[Event "2"]\n\n1. d4 *']);
  });

  it('finds every game of the classic file (141) and of the study (3)', () => {
    expect(splitPgnGames(CLASSIC)).toHaveLength(141);
    expect(parsePgnGames(STUDY).map((g) => getHeader(g, 'White'))).toEqual([
      'Morphy, Paul',
      'Anderssen, Adolf',
      'Anderssen, Adolf',
    ]);
  });
});

describe('writePgn', () => {
  it('writes headers, a blank line, numbered movetext and the result', () => {
    const text = writePgn(
      parsePgn('[White "A"]\n[Black "B"]\n\n1. e4 e5!? (1... c5) 2. Nf3 {ok} 1-0'),
    );
    expect(text).toBe('[White "A"]\n[Black "B"]\n\n1. e4 e5 $5 (1... c5) 2. Nf3 { ok } 1-0\n');
  });

  it('wraps movetext at 80 columns', () => {
    const text = writePgn(parsePgnGames(CLASSIC)[0]!);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('writes a comment of any length (one argument per word would overflow the stack)', () => {
    const game = parsePgn('1. e4 *');
    game.moves[0]!.commentsAfter.push('word '.repeat(1_000_000).trim());
    expect(writePgn(game)).toHaveLength(5_000_012);
  });

  it('round-trips the authored study: comments, NAGs and variations survive', () => {
    const [first] = parsePgnGames(STUDY);
    const again = roundTrip(first!);
    expect(again).toEqual(first);
    expect(first!.comments[0]).toMatch(/^Chapter 1: rapid development/);
    expect(shape(first!.moves).slice(5, 10)).toEqual([
      '3.d4',
      '3...Bg4',
      '$6',
      '{Pinning the knight, but Black will soon have to give up the bishop pair.}',
      [
        '3...exd4',
        '{is the main alternative, releasing the central tension.}',
        '4.Nxd4',
        '4...Nf6',
        '5.Nc3',
      ],
    ]);
  });

  it.each(parsePgnGames(STUDY).map((g, i) => [i + 1, g] as const))(
    'round-trips study chapter %i without loss',
    (_n, game) => {
      expect(roundTrip(game)).toEqual(game);
      expect(writePgn(roundTrip(game))).toBe(writePgn(game));
    },
  );

  it.each(parsePgnGames(CLASSIC).map((g, i) => [i + 1, getHeader(g, 'Round'), g] as const))(
    'round-trips classic game %i (round %s) without loss',
    (_n, _round, game) => {
      expect(game.moves.length).toBeGreaterThan(0);
      expect(roundTrip(game)).toEqual(game);
    },
  );
});
