import { z } from 'zod';
import { pageOf, pageQuery } from './common.js';

/**
 * Puzzle data (spec 2 §3 "Puzzle", "Theme option", §7; issue 14; docs/decisions/0033): puzzles
 * imported from the Lichess puzzle CSV, and the theme and opening lists they are searched by.
 * A puzzle's id is the Lichess PuzzleId (the spec's puzzle "name"). Paths are under /api.
 *
 * | Method and path                  | Access         | Body / answer |
 * | GET puzzles/themes               | studentOrCoach | `PuzzleThemes`: "value,text" strings, sorted by text |
 * | GET puzzles/openings             | studentOrCoach | `PuzzleOpenings`: families and their variations |
 * | POST admin/puzzles/imports       | admin          | multipart, one CSV `file` → 202 `{ id }` (409 while one runs) |
 * | GET admin/puzzles/imports        | admin          | `PuzzleImportPage`, newest first |
 * | GET admin/puzzles/imports/{id}   | admin          | `PuzzleImport`: status, counts, percent, first errors |
 */

/** The header line of a Lichess puzzle CSV, column by column. */
export const PUZZLE_CSV_COLUMNS = [
  'PuzzleId',
  'FEN',
  'Moves',
  'Rating',
  'RatingDeviation',
  'Popularity',
  'NbPlays',
  'Themes',
  'GameUrl',
  'OpeningTags',
] as const;

/** The multipart field an import upload's CSV file comes in. */
export const PUZZLE_IMPORT_FIELD = 'file';
/** The largest CSV file an upload takes (413 past it): the whole Lichess database is about 1 GB. */
export const PUZZLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** How many bad rows an import keeps, with their line numbers (the rest are only counted). */
export const PUZZLE_IMPORT_ERRORS_KEPT = 200;
export const PUZZLE_IMPORT_PAGE_SIZE_MAX = 100;

export const PUZZLE_IMPORT_SOURCES = ['upload', 'command'] as const;
export type PuzzleImportSource = (typeof PUZZLE_IMPORT_SOURCES)[number];
export const PUZZLE_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type PuzzleImportStatus = (typeof PUZZLE_IMPORT_STATUSES)[number];

export const PUZZLE_MESSAGES = {
  noFile: 'Choose a CSV file of puzzles to upload.',
  tooLarge: `The file is larger than ${PUZZLE_IMPORT_MAX_BYTES / 1024 ** 3} GB.`,
  importRunning: 'A puzzle import is already running. Wait for it to finish.',
  notFound: 'No puzzle import with that id.',
  wrongHeader: `The first line is not the Lichess puzzle header (${PUZZLE_CSV_COLUMNS.join(',')}).`,
  emptyFile: 'The file is empty.',
  interrupted: 'Interrupted by a server restart.',
} as const;

/** One puzzle as read from a CSV row (the server then checks its FEN and replays its moves). */
export type PuzzleCsvRow = {
  id: string;
  fen: string;
  /** Space-separated moves in coordinate notation (UCI), the opponent's move first. */
  moves: string;
  rating: number;
  ratingDeviation: number;
  popularity: number;
  nbPlays: number;
  themes: string[];
  gameUrl: string | null;
  /** The first opening tag ("Sicilian_Defense"), the family. */
  openingFamily: string | null;
  /** The second opening tag ("Sicilian_Defense_Najdorf_Variation"), if any. */
  openingVariation: string | null;
};

export type PuzzleCsvParse = { ok: true; puzzle: PuzzleCsvRow } | { ok: false; reason: string };

/**
 * The fields of one CSV line. Lichess writes no quotes, but a quoted field ("a,b", "" for a quote)
 * is read too, so a file saved by a spreadsheet still imports.
 */
export function csvFields(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/** Null when `line` is the Lichess puzzle header (a byte-order mark and spaces ignored). */
export function puzzleCsvHeaderProblem(line: string): string | null {
  const names = csvFields(line.replace(/^\uFEFF/, '')).map((f) => f.trim());
  const same =
    names.length === PUZZLE_CSV_COLUMNS.length &&
    names.every((name, i) => name === PUZZLE_CSV_COLUMNS[i]);
  return same ? null : PUZZLE_MESSAGES.wrongHeader;
}

const PUZZLE_ID = /^[A-Za-z0-9_-]{1,32}$/;
const UCI_MOVES = /^[a-h][1-8][a-h][1-8][qrbn]?( [a-h][1-8][a-h][1-8][qrbn]?)*$/;
const THEME = /^[A-Za-z0-9]{1,64}$/;
const OPENING_TAG = /^[^\s,]{1,200}$/;
const WHOLE = /^-?\d{1,9}$/;

/**
 * Reads one data line of a Lichess puzzle CSV: the puzzle, or why the row is refused ("Moves: not
 * UCI moves"). The shape of every field is checked here; whether the FEN is a legal position and
 * the moves legal in it is the server's check (it needs the chess rules).
 */
export function parsePuzzleCsvLine(line: string): PuzzleCsvParse {
  const fields = csvFields(line);
  if (fields.length !== PUZZLE_CSV_COLUMNS.length) {
    return {
      ok: false,
      reason: `expected ${PUZZLE_CSV_COLUMNS.length} columns, found ${fields.length}`,
    };
  }
  const [id, fen, moves, rating, deviation, popularity, plays, themes, gameUrl, openings] =
    fields.map((f) => f.trim()) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
  const bad = (reason: string): PuzzleCsvParse => ({ ok: false, reason });
  if (!id) return bad('PuzzleId: missing');
  if (!PUZZLE_ID.test(id)) return bad('PuzzleId: only letters, digits, _ and -, up to 32');
  if (!fen) return bad('FEN: missing');
  if (fen.length > 100 || fen.split(/\s+/).length !== 6) return bad('FEN: not six fields');
  if (!UCI_MOVES.test(moves)) return bad('Moves: not UCI moves');
  const moveList = moves.split(' ');
  if (moveList.length < 2 || moveList.length > 60) {
    return bad("Moves: need the opponent's move and at least one reply (at most 60 moves)");
  }
  const numbers: [string, string, number][] = [
    ['Rating', rating, 0],
    ['RatingDeviation', deviation, 0],
    ['Popularity', popularity, -100],
    ['NbPlays', plays, 0],
  ];
  for (const [name, text, min] of numbers) {
    if (!WHOLE.test(text)) return bad(`${name}: not a whole number`);
    if (Number(text) < min) return bad(`${name}: below ${min}`);
  }
  const themeList = themes ? themes.split(/\s+/) : [];
  const badTheme = themeList.find((t) => !THEME.test(t));
  if (badTheme !== undefined) return bad(`Themes: "${badTheme.slice(0, 40)}" is not a theme name`);
  if (gameUrl && (!/^https?:\/\/\S+$/.test(gameUrl) || gameUrl.length > 300)) {
    return bad('GameUrl: not a web address');
  }
  const tags = openings ? openings.split(/\s+/) : [];
  if (tags.some((t) => !OPENING_TAG.test(t))) return bad('OpeningTags: not opening tags');
  return {
    ok: true,
    puzzle: {
      id,
      fen,
      moves,
      rating: Number(rating),
      ratingDeviation: Number(deviation),
      popularity: Number(popularity),
      nbPlays: Number(plays),
      themes: [...new Set(themeList)],
      gameUrl: gameUrl || null,
      openingFamily: tags[0] ?? null,
      openingVariation: tags[1] ?? null,
    },
  };
}

/** A theme's words from its camelCase value, capitalised: "mateIn2" → "Mate In 2". */
export function puzzleThemeText(value: string): string {
  return value
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** An opening tag as words: "Sicilian_Defense_Najdorf_Variation" → "Sicilian Defense Najdorf Variation". */
export const puzzleOpeningText = (tag: string) => tag.replace(/_/g, ' ');

/** GET /api/puzzles/themes: "value,text" options (spec 2 §3 "Theme option"), sorted by text. */
export const PuzzleThemesSchema = z.array(z.string());
export type PuzzleThemes = z.infer<typeof PuzzleThemesSchema>;

export const PuzzleOpeningVariationSchema = z.object({ value: z.string(), text: z.string() });
export const PuzzleOpeningSchema = z.object({
  family: z.string(),
  familyText: z.string(),
  variations: z.array(PuzzleOpeningVariationSchema),
});
/** GET /api/puzzles/openings: every opening family with its variations, sorted by text. */
export const PuzzleOpeningsSchema = z.array(PuzzleOpeningSchema);
export type PuzzleOpenings = z.infer<typeof PuzzleOpeningsSchema>;

export const PuzzleImportErrorSchema = z.object({ line: z.number().int(), reason: z.string() });
export type PuzzleImportError = z.infer<typeof PuzzleImportErrorSchema>;

/** One import, as the history lists it. */
export const PuzzleImportSummarySchema = z.object({
  id: z.number().int(),
  source: z.enum(PUZZLE_IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(PUZZLE_IMPORT_STATUSES),
  linesRead: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** Bytes read / file size, 0 to 100; null when the size is not known. */
  percent: z.number().nullable(),
  startedBy: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type PuzzleImportSummary = z.infer<typeof PuzzleImportSummarySchema>;

/** GET /api/admin/puzzles/imports/{id}: the import and its first bad rows, by line number. */
export const PuzzleImportSchema = PuzzleImportSummarySchema.extend({
  errors: z.array(PuzzleImportErrorSchema),
});
export type PuzzleImport = z.infer<typeof PuzzleImportSchema>;

export const PuzzleImportListQuerySchema = z.object({
  ...pageQuery(PUZZLE_IMPORT_PAGE_SIZE_MAX, 10),
});
export type PuzzleImportListQuery = z.input<typeof PuzzleImportListQuerySchema>;
export const PuzzleImportPageSchema = pageOf(PuzzleImportSummarySchema);
export type PuzzleImportPage = z.infer<typeof PuzzleImportPageSchema>;

/** POST /api/admin/puzzles/imports: 202, the import that now runs. */
export const PuzzleImportStartedSchema = z.object({ id: z.number().int() });
export type PuzzleImportStarted = z.infer<typeof PuzzleImportStartedSchema>;
