import { describe, expect, it } from 'vitest';
import {
  csvFields,
  parsePuzzleCsvLine,
  PUZZLE_MESSAGES,
  puzzleCsvHeaderProblem,
  puzzleOpeningText,
  puzzleThemeText,
} from './puzzles.js';

const FEN = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
const row = (fields: Partial<Record<number, string>> = {}) => {
  const base = [
    '00sHx',
    FEN,
    'f1c4 g8f6 f3g5',
    '1760',
    '80',
    '83',
    '72',
    'advantage middlegame short',
    'https://lichess.org/yyznGmXs/black#34',
    'Italian_Game Italian_Game_Two_Knights_Defense',
  ];
  for (const [i, value] of Object.entries(fields)) base[Number(i)] = value!;
  return base.join(',');
};
const reason = (line: string) => {
  const parsed = parsePuzzleCsvLine(line);
  return parsed.ok ? null : parsed.reason;
};

describe('parsePuzzleCsvLine', () => {
  it('reads a good row', () => {
    expect(parsePuzzleCsvLine(row())).toEqual({
      ok: true,
      puzzle: {
        id: '00sHx',
        fen: FEN,
        moves: 'f1c4 g8f6 f3g5',
        rating: 1760,
        ratingDeviation: 80,
        popularity: 83,
        nbPlays: 72,
        themes: ['advantage', 'middlegame', 'short'],
        gameUrl: 'https://lichess.org/yyznGmXs/black#34',
        openingFamily: 'Italian_Game',
        openingVariation: 'Italian_Game_Two_Knights_Defense',
      },
    });
  });

  it('takes empty themes, game address and opening tags, and a negative popularity', () => {
    expect(parsePuzzleCsvLine(row({ 5: '-12', 7: '', 8: '', 9: '' }))).toMatchObject({
      ok: true,
      puzzle: { popularity: -12, themes: [], gameUrl: null, openingFamily: null },
    });
  });

  it('gives a clear reason for each bad field', () => {
    expect(reason('a,b,c,d,e,f,g')).toBe('expected 10 columns, found 7');
    expect(reason(row({ 0: '' }))).toBe('PuzzleId: missing');
    expect(reason(row({ 0: 'a b' }))).toBe('PuzzleId: only letters, digits, _ and -, up to 32');
    expect(reason(row({ 1: '' }))).toBe('FEN: missing');
    expect(reason(row({ 1: '8/8/8 w' }))).toBe('FEN: not six fields');
    expect(reason(row({ 2: 'Nf3 Nc6' }))).toBe('Moves: not UCI moves');
    expect(reason(row({ 2: 'e2e4' }))).toBe(
      "Moves: need the opponent's move and at least one reply (at most 60 moves)",
    );
    expect(reason(row({ 3: '17.5' }))).toBe('Rating: not a whole number');
    expect(reason(row({ 4: 'x' }))).toBe('RatingDeviation: not a whole number');
    expect(reason(row({ 5: '' }))).toBe('Popularity: not a whole number');
    expect(reason(row({ 6: '-1' }))).toBe('NbPlays: below 0');
    expect(reason(row({ 7: 'mate-in-2' }))).toBe('Themes: "mate-in-2" is not a theme name');
    expect(reason(row({ 8: 'lichess.org/x' }))).toBe('GameUrl: not a web address');
  });

  it('reads quoted fields', () => {
    expect(csvFields('"a,b",c,"say ""hi"""')).toEqual(['a,b', 'c', 'say "hi"']);
  });
});

describe('puzzleCsvHeaderProblem', () => {
  it('accepts the Lichess header (with a byte-order mark) and refuses any other', () => {
    const header =
      'PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags';
    expect(puzzleCsvHeaderProblem(header)).toBeNull();
    expect(puzzleCsvHeaderProblem(`\uFEFF${header}`)).toBeNull();
    expect(puzzleCsvHeaderProblem('id,fen,moves')).toBe(PUZZLE_MESSAGES.wrongHeader);
  });
});

describe('theme and opening texts', () => {
  it('spells camelCase themes as capitalised words and tags with spaces', () => {
    expect(puzzleThemeText('mateIn2')).toBe('Mate In 2');
    expect(puzzleThemeText('backRankMate')).toBe('Back Rank Mate');
    expect(puzzleThemeText('endgame')).toBe('Endgame');
    expect(puzzleOpeningText('Sicilian_Defense_Najdorf_Variation')).toBe(
      'Sicilian Defense Najdorf Variation',
    );
  });
});
