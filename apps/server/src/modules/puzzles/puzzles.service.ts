import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { fenProblem } from '@kingside/chess';
import {
  parsePuzzleCsvLine,
  PUZZLE_IMPORT_ERRORS_KEPT,
  PUZZLE_MESSAGES,
  puzzleCsvHeaderProblem,
  puzzleOpeningText,
  puzzleThemeText,
  type DatabaseKind,
  type PuzzleCsvRow,
  type PuzzleImportError,
  type PuzzleImportSource,
  type PuzzleOpenings,
} from '@kingside/shared';
import { Chess } from 'chess.js';
import type { DbOrTx } from '../../db/client.js';
import { runInSlices } from '../../lib/cpu-slices.js';
import { puzzlesRepository, type ImportProgress } from './puzzles.repository.js';

/*
 * The puzzle import (docs/decisions/0033), shared by `npm run puzzles:import` and the admin upload:
 * a CSV file is read line by line (memory stays flat whatever its size), each row checked (its
 * shape in @kingside/shared, its FEN with fenProblem and its moves by replay here), and the good
 * rows upserted by id in batches of BATCH_SIZE, one statement each. The import's row is updated
 * after each batch, so its progress can be followed, and the theme and opening lists are rebuilt
 * at the end.
 */

/**
 * The CC0 sample of the Lichess puzzle database (1,494 puzzles) the demo database is seeded with.
 * Resolved from the server package root, so the same path serves src (tests, dev) and dist.
 */
export const PUZZLE_SAMPLE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/modules/puzzles/data/lichess_puzzles_sample.csv',
);

/** Puzzles per upsert statement. */
export const BATCH_SIZE = 2_000;

/**
 * Puzzles per upsert statement for an import that runs while the server serves. The embedded
 * database runs each statement in the server's own thread, so a statement holds every request:
 * 2,000 puzzles took about 90 ms there, 500 about a quarter of that. PostgreSQL runs elsewhere.
 */
export const servingBatchSize = (kind: DatabaseKind) => (kind === 'pglite' ? 500 : BATCH_SIZE);

/** How one import ended. */
export type ImportOutcome = {
  status: 'done' | 'failed';
  message: string | null;
  progress: ImportProgress;
  /** Bad rows in all (only the first PUZZLE_IMPORT_ERRORS_KEPT are in progress.errors). */
  errorCount: number;
};

const board = new Chess();

/** A move as chess.js generates it internally: 0x88 squares, the promotion piece if any. */
type RawMove = { from: number; to: number; promotion?: string };
/**
 * chess.js's own move generator and mover, without what `move()` adds for a caller (every legal
 * move of the position, each tried; the move's SAN; check and mate tests; FENs before and after):
 * the one move is found among its square's pseudo-legal moves (castling through check is already
 * left out there), made, and refused if it leaves the mover's king attacked. That made the check
 * about three times faster, which the million-row target needs. Pinned with chess.js 1.4.0; when
 * these are missing, `move()` is used instead.
 */
const raw = board as unknown as {
  _moves?: (options: { legal: boolean; square: string }) => RawMove[];
  _makeMove?: (move: RawMove) => void;
  _isKingAttacked?: (color: 'w' | 'b') => boolean;
};
const hasRawMoves =
  typeof raw._moves === 'function' &&
  typeof raw._makeMove === 'function' &&
  typeof raw._isKingAttacked === 'function';

/** The 0x88 index chess.js numbers a square by ("a8" 0, "h1" 119). */
const ox88 = (square: string) =>
  (8 - Number(square[1])) * 16 + (square.charCodeAt(0) - 'a'.charCodeAt(0));

/** Plays a UCI move on the board; false when it is not legal there. */
function playUci(uci: string): boolean {
  const from = uci.slice(0, 2);
  const to = uci.slice(2, 4);
  const promotion = uci[4];
  if (hasRawMoves) {
    const mover = board.turn();
    const target = ox88(to);
    const move = raw._moves!({ legal: false, square: from }).find(
      (m) => m.to === target && m.promotion === promotion,
    );
    if (!move) return false;
    raw._makeMove!(move);
    return !raw._isKingAttacked!(mover);
  }
  try {
    board.move(promotion ? { from, to, promotion } : { from, to });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the puzzle's position or moves are not playable, or null: the FEN must be a legal position
 * and every move legal in turn from it (a bad first move is a bad row like any other).
 */
export function chessProblem(puzzle: Pick<PuzzleCsvRow, 'fen' | 'moves'>): string | null {
  const fenIssue = fenProblem(puzzle.fen);
  if (fenIssue) return `FEN: ${fenIssue}`;
  board.load(puzzle.fen, { skipValidation: true });
  const moves = puzzle.moves.split(' ');
  for (const [i, uci] of moves.entries()) {
    if (!playUci(uci)) return `Moves: move ${i + 1} (${uci}) is not legal in the position`;
  }
  return null;
}

type Pending = { line: number; puzzle: PuzzleCsvRow };

/** Checks a batch's positions and moves, yielding after each puzzle (runInSlices). */
function* checkSteps(
  batch: Pending[],
  errors: PuzzleImportError[],
): Generator<void, PuzzleCsvRow[]> {
  const good: PuzzleCsvRow[] = [];
  for (const { line, puzzle } of batch) {
    const reason = chessProblem(puzzle);
    if (reason) errors.push({ line, reason });
    else good.push(puzzle);
    yield;
  }
  return good;
}

/** Thrown inside an import when its signal says the server is shutting down. */
export class ImportInterrupted extends Error {
  constructor() {
    super('The import was interrupted by a stopping server; it goes on at the next start.');
  }
}

/**
 * Reads the CSV at `file` into the puzzles for import `importId`, saving its progress after each
 * batch and calling `onProgress` then; answers how it ended and records that on the import. A
 * wrong header or an unreadable file fails the import; bad rows are skipped and reported by line.
 * When `signal` aborts (the server is stopping) the import ends after the batch it is writing,
 * marked interrupted: what it wrote stays (upserts by id, so the same file again finishes it).
 */
export async function runImport(
  db: DbOrTx,
  importId: number,
  file: string,
  options: {
    onProgress?: (progress: ImportProgress) => void;
    signal?: AbortSignal;
    /** Puzzles per statement (BATCH_SIZE unless given; see servingBatchSize). */
    batchSize?: number;
    /**
     * The `puzzles.import` job: a stop leaves the import running and throws ImportInterrupted, so
     * the job runs it again from the start of the file on the next server (upserts by id).
     */
    resumable?: boolean;
  } = {},
): Promise<ImportOutcome> {
  const { onProgress, signal, batchSize = BATCH_SIZE, resumable = false } = options;
  const repo = puzzlesRepository(db);
  const progress: ImportProgress = {
    linesRead: 0,
    bytesRead: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    errors: [],
  };
  let errorCount = 0;
  const finish = async (status: 'done' | 'failed', message: string | null) => {
    await repo.finishImport(importId, { status, message });
    return { status, message, progress, errorCount };
  };

  let batch: Pending[] = [];
  /** The bad rows of the lines read since the last batch went out, in line order once sorted. */
  let batchErrors: PuzzleImportError[] = [];
  /** Ids of the batch, to refuse a repeated id (one statement cannot write a row twice). */
  let batchIds = new Map<string, number>();
  /** The batch being written while the next one is read (its error, if it failed). */
  let writing: Promise<unknown> | null = null;

  const recordErrors = (errors: PuzzleImportError[]) => {
    errors.sort((a, b) => a.line - b.line);
    progress.skipped += errors.length;
    errorCount += errors.length;
    const room = PUZZLE_IMPORT_ERRORS_KEPT - progress.errors.length;
    if (room > 0) progress.errors.push(...errors.slice(0, room));
  };

  const flush = async (bytesRead: number, linesRead: number) => {
    const pending = batch;
    const errors = batchErrors;
    batch = [];
    batchErrors = [];
    batchIds = new Map();
    const good = await runInSlices(checkSteps(pending, errors));
    // One batch is written while the next is read and checked; its failure ends the import.
    if (writing) {
      const failure = await writing;
      if (failure) throw failure;
    }
    recordErrors(errors);
    writing = (async () => {
      const counts = await repo.upsert(good);
      progress.added += counts.added;
      progress.updated += counts.updated;
      progress.unchanged += counts.unchanged;
      progress.linesRead = linesRead;
      progress.bytesRead = bytesRead;
      await repo.saveProgress(importId, progress);
      onProgress?.(progress);
    })().then(
      () => null,
      (err: unknown) => err,
    );
  };

  const input = fs.createReadStream(file);
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  try {
    for await (const line of lines) {
      if (signal?.aborted) throw new ImportInterrupted();
      lineNo++;
      if (lineNo === 1) {
        const problem = puzzleCsvHeaderProblem(line);
        if (problem) {
          lines.close();
          input.destroy();
          return await finish('failed', problem);
        }
        continue;
      }
      if (line.trim() === '') continue;
      const parsed = parsePuzzleCsvLine(line);
      if (!parsed.ok) {
        batchErrors.push({ line: lineNo, reason: parsed.reason });
      } else {
        const earlier = batchIds.get(parsed.puzzle.id);
        if (earlier !== undefined) {
          batchErrors.push({
            line: lineNo,
            reason: `PuzzleId: ${parsed.puzzle.id} repeats line ${earlier}`,
          });
        } else {
          batchIds.set(parsed.puzzle.id, lineNo);
          batch.push({ line: lineNo, puzzle: parsed.puzzle });
        }
      }
      // Bad rows count too, so a file of nothing else still goes out in batches (flat memory).
      if (batch.length + batchErrors.length >= batchSize) await flush(input.bytesRead, lineNo);
    }
    if (lineNo === 0) return await finish('failed', PUZZLE_MESSAGES.emptyFile);
    await flush(input.bytesRead, lineNo);
    const failure = await writing;
    if (failure) throw failure;
    await repo.refreshLists();
    return await finish('done', null);
  } catch (err) {
    // A write still under way must end before the import is marked failed.
    if (writing) await writing;
    if (resumable && err instanceof ImportInterrupted) throw err;
    const message =
      err instanceof ImportInterrupted
        ? PUZZLE_MESSAGES.interrupted
        : (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'The file cannot be read.'
          : `The import stopped: ${err instanceof Error ? err.message : String(err)}`;
    return await finish('failed', message);
  } finally {
    lines.close();
    input.destroy();
  }
}

/** Starts an import's record and runs it (the command, the demo seed; the upload runs it apart). */
export async function importPuzzleFile(
  db: DbOrTx,
  options: {
    file: string;
    fileName: string;
    source: PuzzleImportSource;
    startedBy: number | null;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportOutcome & { id: number }> {
  const fileSize = fs.statSync(options.file).size;
  const id = await puzzlesRepository(db).startImport({
    source: options.source,
    fileName: options.fileName,
    fileSize,
    startedBy: options.startedBy,
  });
  return { id, ...(await runImport(db, id, options.file, { onProgress: options.onProgress })) };
}

/** The demo database's puzzles: the CC0 sample, imported only into an empty puzzles table. */
export async function seedDemoPuzzles(db: DbOrTx): Promise<void> {
  if ((await puzzlesRepository(db).countPuzzles()) > 0) return;
  await importPuzzleFile(db, {
    file: PUZZLE_SAMPLE_FILE,
    fileName: path.basename(PUZZLE_SAMPLE_FILE),
    source: 'command',
    startedBy: null,
  });
}

/** GET /api/puzzles/themes: "value,text" options sorted by text. */
export async function themeOptions(db: DbOrTx): Promise<string[]> {
  const rows = await puzzlesRepository(db).themes();
  return rows
    .map((r) => ({ value: r.theme, text: puzzleThemeText(r.theme) }))
    .sort((a, b) => a.text.localeCompare(b.text) || a.value.localeCompare(b.value))
    .map((t) => `${t.value},${t.text}`);
}

/** GET /api/puzzles/openings: the families, each with its variations, sorted by text. */
export async function openingOptions(db: DbOrTx): Promise<PuzzleOpenings> {
  const families = new Map<string, string[]>();
  for (const row of await puzzlesRepository(db).openings()) {
    const variations = families.get(row.family) ?? [];
    families.set(row.family, variations);
    if (row.variation !== null) variations.push(row.variation);
  }
  const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text);
  return [...families]
    .map(([family, variations]) => ({
      family,
      familyText: puzzleOpeningText(family),
      text: puzzleOpeningText(family),
      variations: variations
        .map((value) => ({ value, text: puzzleOpeningText(value) }))
        .sort(byText),
    }))
    .sort(byText)
    .map(({ family, familyText, variations }) => ({ family, familyText, variations }));
}
