import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PUZZLE_MESSAGES,
  type PuzzleImport,
  type PuzzleImportPage,
  type PuzzleOpenings,
} from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { multipartFile } from '../../test/images.js';
import { puzzlesRepository } from './puzzles.repository.js';
import { PUZZLE_SAMPLE_FILE } from './puzzles.service.js';

let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-puzzle-uploads-'));
  t = await buildTestApp({ dataDir });
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
  student = bearer(await loginAs(t.app, 'student', DEMO_PASSWORD));
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sample = fs.readFileSync(PUZZLE_SAMPLE_FILE, 'utf8');
const upload = (text: string, headers = admin, field = 'file') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/puzzles/imports',
    ...(() => {
      const file = multipartFile(Buffer.from(text), {
        field,
        fileName: 'puzzles.csv',
        type: 'text/csv',
      });
      return { payload: file.payload, headers: { ...headers, ...file.headers } };
    })(),
  });
const importOf = async (id: number) =>
  (
    await t.app.inject({ url: `/api/admin/puzzles/imports/${id}`, headers: admin })
  ).json<PuzzleImport>();
/** Runs the import's job (the tests run no job runner), then polls until it is no longer running. */
async function finished(id: number): Promise<PuzzleImport> {
  await t.app.jobs.drain(['puzzles.import']);
  for (;;) {
    const found = await importOf(id);
    if (found.status !== 'running') return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/puzzles/themes and /api/puzzles/openings', () => {
  it('refuses a visitor (401) and a signed-up user with no role (403 via the matrix)', async () => {
    expect((await t.app.inject({ url: '/api/puzzles/themes' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/puzzles/openings' })).statusCode).toBe(401);
  });

  it('answers the themes as "value,text" options sorted by text', async () => {
    const res = await t.app.inject({ url: '/api/puzzles/themes', headers: student });
    expect(res.statusCode).toBe(200);
    const themes = res.json<string[]>();
    expect(themes).toEqual(
      expect.arrayContaining([
        'mateIn2,Mate In 2',
        'backRankMate,Back Rank Mate',
        'endgame,Endgame',
      ]),
    );
    const texts = themes.map((t) => t.split(',')[1]!);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b)));
  });

  it('answers the opening families with their variations, sorted by text', async () => {
    const res = await t.app.inject({ url: '/api/puzzles/openings', headers: student });
    expect(res.statusCode).toBe(200);
    const openings = res.json<PuzzleOpenings>();
    expect(openings.find((o) => o.family === 'Petrovs_Defense')).toMatchObject({
      familyText: 'Petrovs Defense',
      variations: expect.arrayContaining([
        { value: 'Petrovs_Defense_Three_Knights_Game', text: 'Petrovs Defense Three Knights Game' },
      ]),
    });
    const texts = openings.map((o) => o.familyText);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b)));
  });
});

describe('POST /api/admin/puzzles/imports', () => {
  it('refuses a student (403), a visitor (401) and a request without the file (400)', async () => {
    expect((await upload(sample, student)).statusCode).toBe(403);
    expect((await upload(sample, {})).statusCode).toBe(401);
    const wrongField = await upload(sample, admin, 'other');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ fieldErrors: { file: [PUZZLE_MESSAGES.noFile] } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/puzzles/imports',
      headers: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 409 while an import is running', async () => {
    const repo = puzzlesRepository(t.ctx.database.db);
    const id = await repo.startImport({
      source: 'command',
      fileName: 'other.csv',
      fileSize: null,
      startedBy: null,
    });
    const res = await upload(sample);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PUZZLE_MESSAGES.importRunning });
    await repo.finishImport(id, { status: 'done', message: null });
  });

  it('answers 202 with the id at once, then imports in the background to done', async () => {
    const lines = sample.trim().split('\n');
    const text = [lines[0], ...lines.slice(1).map((l) => `up${l}`), 'bad,row'].join('\n');
    const res = await upload(text);
    expect(res.statusCode).toBe(202);
    const { id } = res.json<{ id: number }>();
    const done = await finished(id);
    expect(done).toMatchObject({
      source: 'upload',
      fileName: 'puzzles.csv',
      status: 'done',
      percent: 100,
      linesRead: 1496,
      added: 1494,
      skipped: 1,
      errors: [{ line: 1496, reason: 'expected 10 columns, found 2' }],
      finishedAt: expect.any(String),
    });
    // The uploaded file is removed once imported.
    expect(fs.readdirSync(path.join(dataDir, 'puzzle-imports'))).toEqual([]);

    const history = (
      await t.app.inject({ url: '/api/admin/puzzles/imports?size=2', headers: admin })
    ).json<PuzzleImportPage>();
    expect(history.items[0]).toMatchObject({ id, status: 'done' });
    expect(history.items[0]).not.toHaveProperty('errors');
    expect(history).toMatchObject({ page: 0, size: 2, total: expect.any(Number) });
  });

  it('records a wrong header as a failed import', async () => {
    const res = await upload('a,b,c\n1,2,3\n');
    const failed = await finished(res.json<{ id: number }>().id);
    expect(failed).toMatchObject({ status: 'failed', message: PUZZLE_MESSAGES.wrongHeader });
  });
});

describe('GET /api/admin/puzzles/imports/:id', () => {
  it('answers 404 for an unknown import and 403 to a student', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/puzzles/imports/999999', headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/puzzles/imports/1', headers: student })).statusCode,
    ).toBe(403);
  });

  it('marks imports left running by a stopped server failed when the app starts', async () => {
    const repo = puzzlesRepository(t.ctx.database.db);
    const id = await repo.startImport({
      source: 'upload',
      fileName: 'x.csv',
      fileSize: 10,
      startedBy: null,
    });
    const other = await buildTestApp({ dataDir });
    await other.app.close();
    expect(await importOf(id)).toMatchObject({
      status: 'failed',
      message: PUZZLE_MESSAGES.interrupted,
      percent: 0,
    });
  });
});
