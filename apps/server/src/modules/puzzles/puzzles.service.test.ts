import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUZZLE_CSV_COLUMNS, PUZZLE_MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { getDatabase } from '../../test/helpers.js';
import { puzzlesRepository } from './puzzles.repository.js';
import { puzzleSolvingRepository } from './puzzles.solving.repository.js';
import {
  chessProblem,
  importPuzzleFile,
  PUZZLE_SAMPLE_FILE,
  runImport,
  themeOptions,
} from './puzzles.service.js';
import { importCommand } from './puzzles.command.js';

const HEADER = PUZZLE_CSV_COLUMNS.join(',');
const SAMPLE_LINES = fs.readFileSync(PUZZLE_SAMPLE_FILE, 'utf8').trim().split('\n').slice(1);
const GOOD =
  'zzGood,6k1/p1p2ppp/1pqp2r1/3Q4/8/1P6/P1P2PPP/4RK2 b - - 8 22,c6d5 e1e8,400,116,81,1125,' +
  'backRankMate endgame mate mateIn1 oneMove,https://lichess.org/zhWsNjI8/black#44,';

let db: Db;
let dir: string;
beforeAll(async () => {
  db = (await getDatabase()).db;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-puzzles-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a CSV (header first unless told) and answers its path. */
function csv(name: string, lines: string[], header = HEADER): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, [header, ...lines].join('\n') + '\n');
  return file;
}
/** The sample's rows with their ids prefixed, so they are new puzzles. */
const renamed = (prefix: string) => SAMPLE_LINES.map((line) => prefix + line);
const run = (file: string) =>
  importPuzzleFile(db, { file, fileName: path.basename(file), source: 'command', startedBy: null });

describe('chessProblem', () => {
  it('passes a legal position and moves, and names a bad FEN or an illegal move', () => {
    expect(chessProblem({ fen: GOOD.split(',')[1]!, moves: 'c6d5 e1e8' })).toBeNull();
    expect(chessProblem({ fen: '8/8/8/8/8/8/8/8 w - - 0 1', moves: 'a1a2 a2a3' })).toMatch(
      /^FEN: This FEN is not a legal position for play: each side needs exactly one king/,
    );
    expect(chessProblem({ fen: GOOD.split(',')[1]!, moves: 'c6c1 e1e8' })).toBe(
      'Moves: move 1 (c6c1) is not legal in the position',
    );
    // Into check, and castling out of check: both refused.
    expect(chessProblem({ fen: '4k3/8/8/8/8/8/4r3/4K3 w - - 0 1', moves: 'e1d2 e8d8' })).toBe(
      'Moves: move 1 (e1d2) is not legal in the position',
    );
    expect(chessProblem({ fen: '4k3/8/8/8/8/8/8/R3K2r w Q - 0 1', moves: 'e1c1 e8d8' })).toBe(
      'Moves: move 1 (e1c1) is not legal in the position',
    );
    expect(
      chessProblem({ fen: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', moves: 'e1g1 e8d8' }),
    ).toBeNull();
    expect(chessProblem({ fen: '4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1', moves: 'e1c1 e8d8' })).toBe(
      'Moves: move 1 (e1c1) is not legal in the position',
    );
    expect(chessProblem({ fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', moves: 'a7a8q e8d7' })).toBeNull();
    expect(chessProblem({ fen: GOOD.split(',')[1]!, moves: 'c6d5 f1f3' })).toBe(
      'Moves: move 2 (f1f3) is not legal in the position',
    );
  });
});

describe('importPuzzleFile', () => {
  it('the demo database holds the CC0 sample, imported through the same service', async () => {
    const repo = puzzlesRepository(db);
    expect(await repo.countPuzzles()).toBeGreaterThanOrEqual(SAMPLE_LINES.length);
    expect(await repo.findPuzzle('CJi0b')).toMatchObject({
      moves: 'c6d5 e1e8',
      rating: 400,
      themes: ['backRankMate', 'endgame', 'mate', 'mateIn1', 'oneMove', 'queenRookEndgame'],
      gameUrl: 'https://lichess.org/zhWsNjI8/black#44',
      openingFamily: null,
      volatility: expect.closeTo(0.09, 5),
    });
  });

  it('imports the 1,494 sample rows, and a re-import changes nothing', async () => {
    const file = csv('sample.csv', renamed('a1'));
    const first = await run(file);
    expect(first).toMatchObject({
      status: 'done',
      errorCount: 0,
      progress: { linesRead: 1495, added: 1494, updated: 0, unchanged: 0, skipped: 0 },
    });
    const again = await run(file);
    expect(again.progress).toMatchObject({ added: 0, updated: 0, unchanged: 1494, skipped: 0 });
    const stored = await puzzlesRepository(db).findImport(again.id);
    expect(stored).toMatchObject({
      status: 'done',
      source: 'command',
      linesRead: 1495,
      unchanged: 1494,
      bytesRead: fs.statSync(file).size,
      fileSize: fs.statSync(file).size,
      finishedAt: expect.any(Date),
    });
  });

  it('the original sample, already seeded, is all unchanged', async () => {
    const outcome = await run(PUZZLE_SAMPLE_FILE);
    expect(outcome.progress).toMatchObject({ added: 0, updated: 0, unchanged: 1494 });
  });

  it('counts a changed row as updated', async () => {
    const lines = renamed('b2');
    await run(csv('before.csv', lines));
    const fields = lines[3]!.split(',');
    fields[3] = '2999';
    lines[3] = fields.join(',');
    const outcome = await run(csv('after.csv', lines));
    expect(outcome.progress).toMatchObject({ added: 0, updated: 1, unchanged: 1493 });
    expect(await puzzlesRepository(db).findPuzzle(fields[0]!)).toMatchObject({ rating: 2999 });
  });

  it("keeps the club's own rating and plays of a puzzle played here, file changed or not", async () => {
    const lines = renamed('c3');
    await run(csv('club-before.csv', lines));
    const id = lines[0]!.split(',')[0]!;
    await puzzleSolvingRepository(db).countFirstPlay(id, {
      rating: 2345,
      deviation: 88,
      volatility: 0.09,
    });
    expect((await run(csv('club-same.csv', lines))).progress).toMatchObject({
      updated: 0,
      unchanged: 1494,
    });
    const fields = lines[0]!.split(',');
    fields[3] = '999';
    fields[7] = `${fields[7]} fork`;
    lines[0] = fields.join(',');
    expect((await run(csv('club-after.csv', lines))).progress).toMatchObject({ updated: 1 });
    expect(await puzzlesRepository(db).findPuzzle(id)).toMatchObject({
      rating: 2345,
      ratingDeviation: 88,
      themes: expect.arrayContaining(['fork']),
    });
  });

  it('skips bad rows and reports each by line number and reason', async () => {
    const fen = GOOD.split(',')[1]!;
    const file = csv('bad.csv', [
      GOOD, // line 2
      'zzShort,a,b', // 3
      GOOD.replace('zzGood', 'zzNoKing').replace(fen, '8/8/8/8/8/8/8/8 w - - 0 1'), // 4
      GOOD.replace('zzGood', 'zzMove').replace('c6d5 e1e8', 'c6c1 e1e8'), // 5
      GOOD.replace('zzGood', 'zzUci').replace('c6d5 e1e8', 'Qd5 Re8'), // 6
      GOOD.replace('zzGood', 'zzRating').replace(',400,', ',4x0,'), // 7
      '', // 8: blank, ignored
      GOOD, // 9: the same id again
      GOOD.replace('zzGood', 'zzGood2'), // 10
    ]);
    const outcome = await run(file);
    expect(outcome.status).toBe('done');
    expect(outcome.progress).toMatchObject({ linesRead: 10, added: 2, skipped: 6 });
    expect(outcome.progress.errors).toEqual([
      { line: 3, reason: 'expected 10 columns, found 3' },
      {
        line: 4,
        reason: 'FEN: This FEN is not a legal position for play: each side needs exactly one king.',
      },
      { line: 5, reason: 'Moves: move 1 (c6c1) is not legal in the position' },
      { line: 6, reason: 'Moves: not UCI moves' },
      { line: 7, reason: 'Rating: not a whole number' },
      { line: 9, reason: 'PuzzleId: zzGood repeats line 2' },
    ]);
  });

  it('fails an import whose header is not the Lichess one, or whose file is empty', async () => {
    const wrong = await run(csv('wrong.csv', [GOOD], 'id,fen,moves'));
    expect(wrong).toMatchObject({ status: 'failed', message: PUZZLE_MESSAGES.wrongHeader });
    const emptyFile = path.join(dir, 'empty.csv');
    fs.writeFileSync(emptyFile, '');
    expect(await run(emptyFile)).toMatchObject({
      status: 'failed',
      message: PUZZLE_MESSAGES.emptyFile,
    });
  });

  it('refreshes the theme list at the end of an import', async () => {
    await run(csv('theme.csv', [GOOD.replace('zzGood', 'zzTheme').replace('oneMove', 'xRayTest')]));
    expect(await themeOptions(db)).toContain('xRayTest,X Ray Test');
  });
});

describe('runImport', () => {
  it('stops after the batch it is writing when the server shuts down, marked interrupted', async () => {
    const repo = puzzlesRepository(db);
    const file = csv('stopped.csv', renamed('stop'));
    const id = await repo.startImport({
      source: 'upload',
      fileName: 'stopped.csv',
      fileSize: fs.statSync(file).size,
      startedBy: null,
    });
    const stopping = new AbortController();
    stopping.abort();
    const outcome = await runImport(db, id, file, { signal: stopping.signal });
    expect(outcome).toMatchObject({ status: 'failed', message: PUZZLE_MESSAGES.interrupted });
    expect(await repo.findImport(id)).toMatchObject({
      status: 'failed',
      message: PUZZLE_MESSAGES.interrupted,
    });
    expect(await repo.hasRunningImport()).toBe(false);
  });
});

describe('importCommand', () => {
  it('prints the counts and each bad row, and exits 0 (bad rows are not a failure)', async () => {
    const out: string[] = [];
    const code = await importCommand(
      db,
      csv('cmd.csv', [GOOD.replace('zzGood', 'zzCmd'), 'x']),
      (l) => out.push(l),
    );
    expect(code).toBe(0);
    expect(out[0]).toBe('line 3: expected 10 columns, found 1');
    expect(out[1]).toMatch(
      /^Import \d+ done in [\d.]+ s: 3 lines, 1 added, 0 updated, 0 unchanged, 1 skipped\.$/,
    );
  });

  it('exits 1 on an unreadable file or a wrong header', async () => {
    const out: string[] = [];
    expect(await importCommand(db, path.join(dir, 'missing.csv'), (l) => out.push(l))).toBe(1);
    expect(out[0]).toMatch(/^Cannot read .*missing\.csv\.$/);
    expect(await importCommand(db, csv('hdr.csv', [], 'a,b'), (l) => out.push(l))).toBe(1);
    expect(out[1]).toMatch(/^Import \d+ failed: The first line is not the Lichess puzzle header/);
  });
});
