import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GameReview, JobPage } from '@kingside/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/database-url.js';
import {
  apiCaller,
  killHard,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../test/server-process.js';

/*
 * A game's analysis survives its server's death (issue 34, docs/decisions/0066): killed with
 * SIGKILL while the engine works on the game, the next server claims the job again (at once on
 * the embedded database, after the lease on PostgreSQL), analyses the game from the start and
 * writes it once: the review is done, its one job done after two claims.
 */

const databaseUrl = testDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-analysis-crash-'));
const ENV = {
  JOB_LEASE_MS: '2000',
  JOB_POLL_MS: '100',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  ANALYSIS_ENGINES: '1',
  // A few seconds a game here: long enough to be killed in the middle of it.
  ANALYSIS_NODES: '20000',
  // At the server's priority: on idle CPU only, other files busy on the cores could starve it.
  ANALYSIS_CPU: 'shared',
};
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServerProcess(server).catch(() => killHard(server!));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** 60 moves of knights going out and back, then a different last move: a game of its own. */
const longGame = (tag: string) => {
  const plies = Array.from({ length: 120 }, (_, i) => ['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]!);
  const text = plies.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');
  return `[Event "Crash ${tag}"]\n[White "Riley Pawnsworth"]\n[Black "B"]\n\n${text} 61. e4 *\n`;
};

describe(`an analysis on a real server process (${databaseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('finishes once when its server is killed in the middle of it', async () => {
    if (databaseUrl) {
      // On PostgreSQL this worker's database holds the games other files uploaded and never
      // analysed: a server started on it would analyse those first.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        "delete from jobs where kind in ('analysis.game', 'mygames.analyse-upload') and state = 'queued'",
      );
      await client.end();
    }
    server = await startServerProcess({ dataDir, databaseUrl, env: ENV });
    const login = async (username: string) =>
      (
        await apiCaller(server!)<{ accessToken: string }>('POST', '/api/authenticate', {
          username,
          password: 'chessclub',
        })
      ).body.accessToken;
    let student = await login('student');
    let admin = await login('admin');
    const analysisJobs = async () =>
      (
        await apiCaller(server!)<JobPage>('GET', '/api/admin/jobs?size=100', undefined, admin)
      ).body.items.filter((j) => j.kind === 'analysis.game');
    const before = new Set((await analysisJobs()).map((j) => j.id));
    const mine = async () => (await analysisJobs()).filter((j) => !before.has(j.id));
    const uploaded = await apiCaller(server)<{ games: { id: number }[] }>(
      'POST',
      '/api/mygames',
      { pgn: longGame(String(Date.now())) },
      student,
    );
    expect(uploaded.status).toBe(201);
    const gameId = uploaded.body.games[0]!.id;

    // The engine is at work on it: kill the server.
    await expect
      .poll(async () => (await mine()).some((j) => j.state === 'running'), {
        timeout: 60_000,
        interval: 20,
      })
      .toBe(true);
    const review = async () =>
      (
        await apiCaller(server!)<GameReview>(
          'GET',
          `/api/mygames/${gameId}/review`,
          undefined,
          student,
        )
      ).body;
    expect((await review()).status).toBe('queued');
    await killHard(server);

    server = await startServerProcess({ dataDir, databaseUrl, env: ENV });
    student = await login('student');
    admin = await login('admin');
    await expect
      .poll(async () => (await review()).status, { timeout: 180_000, interval: 250 })
      .toBe('done');
    const done = await review();
    expect(done.moves).toHaveLength(121);
    expect(done.playerColor).toBe('white');
    const [job, ...others] = await mine();
    expect(others).toEqual([]);
    expect(job).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  }, 300_000);
});
