import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JobPage, PuzzleImport } from '@kingside/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/database-url.js';
import {
  apiCaller,
  killHard,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../test/server-process.js';
import { PUZZLE_SAMPLE_FILE } from '../puzzles/index.js';

/*
 * A job survives its server's death (issue 31, docs/decisions/0052): a puzzle import killed with
 * SIGKILL in the middle of its job is claimed again by the next server once the lease has run out
 * (at once on the embedded database, which one process holds), read again from the start, and
 * finished once: every puzzle once, the import done, its one job done. On the embedded database in
 * the PGlite pass, on PostgreSQL in the PostgreSQL pass.
 */

const databaseUrl = testDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-job-crash-'));
// A short lease: on PostgreSQL the next server waits for it before taking the job over.
const ENV = { JOB_LEASE_MS: '2000', JOB_POLL_MS: '100', AUTH_RATE_LIMIT_PER_IP: '100000' };
const ROWS = 40_000;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServerProcess(server).catch(() => killHard(server!));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** ROWS copies of the sample's first puzzle, each under an id of this run's own. */
function bigCsv(prefix: string): string {
  const [header, first] = fs.readFileSync(PUZZLE_SAMPLE_FILE, 'utf8').split('\n');
  const rest = first!.slice(first!.indexOf(','));
  const lines = [header];
  for (let i = 0; i < ROWS; i++) lines.push(`${prefix}${i}${rest}`);
  return `${lines.join('\n')}\n`;
}

async function upload(s: ServerProcess, token: string, csv: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'big.csv');
  const res = await fetch(s.url('/api/admin/puzzles/imports'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { id: number }).id;
}

describe(`a job on a real server process (${databaseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('finishes a puzzle import once when its server is killed in the middle of it', async () => {
    server = await startServerProcess({ dataDir, databaseUrl, env: ENV });
    const login = async () =>
      (
        await apiCaller(server!)<{ accessToken: string }>('POST', '/api/authenticate', {
          username: 'admin',
          password: 'chessclub',
        })
      ).body.accessToken;
    let token = await login();
    const prefix = `crash${crypto.randomBytes(3).toString('hex')}x`;
    const id = await upload(server, token, bigCsv(prefix));

    // Some batches are written, the rest not yet: the job is in the middle of its work.
    const importOf = async () =>
      (
        await apiCaller(server!)<PuzzleImport>(
          'GET',
          `/api/admin/puzzles/imports/${id}`,
          undefined,
          token,
        )
      ).body;
    await expect
      .poll(async () => (await importOf()).linesRead, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(0);
    const before = await importOf();
    expect(before.status).toBe('running');
    expect(before.linesRead).toBeLessThan(ROWS);
    await killHard(server);

    server = await startServerProcess({ dataDir, databaseUrl, env: ENV });
    token = await login();
    await expect
      .poll(async () => (await importOf()).status, { timeout: 120_000, interval: 200 })
      .toBe('done');
    const after = await importOf();
    // Read again from the start: the puzzles the first run wrote count as unchanged.
    expect(after.added + after.updated + after.unchanged).toBe(ROWS);
    expect(after.skipped).toBe(0);
    expect(after.message).toBeNull();

    const jobs = (
      await apiCaller(server)<JobPage>('GET', '/api/admin/jobs?size=100', undefined, token)
    ).body;
    // One job, claimed twice (the killed run and the finishing one), done.
    const mine = jobs.items.filter((j) => j.kind === 'puzzles.import' && j.key === String(id));
    expect(mine).toMatchObject([{ state: 'done', attempts: 2, lastError: null }]);
  }, 300_000);
});
