import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JobPage } from '@kingside/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { jobs } from './db/schema.js';
import { testDatabaseUrl } from './test/database-url.js';
import { openLiveSocket } from './test/live-client.js';
import {
  apiCaller,
  freePort,
  killHard,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './test/server-process.js';

/*
 * How a real server process stops (issue 35, docs/decisions/0069), on the embedded database in the
 * PGlite pass and on PostgreSQL in the PostgreSQL pass: metrics on their own port only; on
 * SIGTERM it says not-ready while it still answers, tells its live players, hands its running job
 * (a game analysis with a huge budget, deep in its first position) back to the queue, and exits
 * within the grace period, even when the engine, on idle CPU only, gets no time to stop (the other
 * files keep the cores busy).
 */

const databaseUrl = testDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-stopping-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServerProcess(server).catch(() => killHard(server!));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const GAME =
  '[Event "Stopping"]\n[White "Student"]\n[Black "Other"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n';

describe(`a stopping server process (${databaseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('serves metrics on its own port, then drains: not ready, players told, its job handed back', async () => {
    const metricsPort = await freePort();
    server = await startServerProcess({
      dataDir,
      databaseUrl,
      env: {
        METRICS_PORT: String(metricsPort),
        SHUTDOWN_DRAIN_MS: '2500',
        JOB_POLL_MS: '100',
        ANALYSIS_ENGINES: '1',
        ANALYSIS_NODES: '100000000',
        ANALYSIS_BUSY_ABOVE: '1',
        AUTH_RATE_LIMIT_PER_IP: '100000',
      },
    });
    const s = server;
    const api = apiCaller(s);
    const login = async (username: string) =>
      (
        await api<{ accessToken: string }>('POST', '/api/authenticate', {
          username,
          password: 'chessclub',
        })
      ).body.accessToken;

    // A game analysis that will not finish soon, running.
    const student = await login('student');
    const admin = await login('admin');
    // Metrics on their own port, never on the public one.
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toContain('kingside_http_request_duration_seconds_bucket');
    expect(text).toContain('route="/api/authenticate"');
    const publicMetrics = await fetch(s.url('/metrics'));
    expect(await publicMetrics.text()).not.toContain('kingside_http_request_duration_seconds');

    const uploaded = await api('POST', '/api/mygames', { pgn: GAME }, student);
    expect(uploaded.status).toBe(201);
    const runningAnalysis = async () =>
      (
        await api<JobPage>('GET', '/api/admin/jobs?state=running', undefined, admin)
      ).body.items.find((j) => j.kind === 'analysis.game');
    let job: Awaited<ReturnType<typeof runningAnalysis>>;
    for (let i = 0; i < 200 && !job; i++) {
      job = await runningAnalysis();
      if (!job) await new Promise((r) => setTimeout(r, 100));
    }
    expect(job, s.output()).toBeDefined();

    const socket = await openLiveSocket(s.url(''), student);
    const told = new Promise<number>((resolve) =>
      socket.once('server:restarting', () => resolve(Date.now())),
    );
    let reason = '';
    const closed = new Promise<number>((resolve) =>
      socket.once('disconnect', (why) => {
        reason = why;
        resolve(Date.now());
      }),
    );

    const stopping = stopServerProcess(s, 10_000);
    // Told at once; not ready, but still answering, for the drain.
    const toldAt = await told;
    const health = await fetch(s.url('/api/health'));
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      code: 'NOT_READY',
      message: 'This server is stopping.',
    });
    expect((await fetch(s.url('/api/club'))).status).toBe(200);
    expect((await fetch(s.url('/api/health/live'))).status).toBe(200);
    // Its connection is handed over during the drain, once the proxy has seen the process not
    // ready (1.5 s): closed, not disconnected, so the client reconnects, elsewhere.
    const handedOverAfter = (await closed) - toldAt;
    expect(handedOverAfter).toBeGreaterThanOrEqual(1_400);
    expect(handedOverAfter).toBeLessThan(2_500);
    expect(reason).toBe('transport close');
    socket.close();
    expect(await stopping).toBeLessThan(10_000);
    expect(await s.exited, s.output()).toBe(0);

    // The analysis is back in the queue, due, its attempt not counted, for the next server.
    const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
    try {
      const [row] = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, job!.id), eq(jobs.kind, 'analysis.game')));
      // (On PostgreSQL the worker's database may hold other tests' analyses, some claimed before
      // by servers that were killed: the attempt this server made is the one not counted.)
      expect(row).toMatchObject({ state: 'queued', attempts: job!.attempts - 1, lockedBy: null });
      expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await database.close();
    }
  }, 120_000);
});
