import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as shared from '@kingside/shared';
import { ENTRY_UPLOAD_MAX_BYTES, ENTRY_UPLOAD_MAX_ROWS } from '@kingside/shared';
import { and, count, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { myGames, users } from './db/schema.js';
import { notPending } from './lib/uploads.js';
// The benchmarks' largest entries CSV: one way to build it.
import { largestEntriesCsv } from '../../../bench/uploads.mjs';
import { testDatabaseUrl } from './test/database-url.js';
import {
  apiCaller,
  killHard,
  startServerProcess,
  stopServerProcess,
  timedHealth,
  type ServerProcess,
} from './test/server-process.js';

/*
 * Bulk uploads against a real server process (issue 30, docs/decisions/0047): a PGN upload killed
 * with SIGKILL while its games are written leaves none of them, and sending it again stores each
 * once; the largest tournament entries CSV never stalls /api/health (it waited 4.6 s before the
 * CSV yielded). The 100 ms target itself is measured by bench/pgn-upload.mjs alone on the machine:
 * here other test files share the two cores (a run beside them saw 187 ms). On
 * the embedded database in the PGlite pass of the suite, on PostgreSQL in its PostgreSQL pass.
 */

const databaseUrl = testDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-upload-crash-'));
const port = 3400 + Math.floor(Math.random() * 100);
// Info logs: the test watches for the line an upload logs when it starts writing its rows. Logins
// per address high: on PostgreSQL the other test files' logins from 127.0.0.1 share the counters.
const ENV = { LOG_LEVEL: 'info', LOG_FORMAT: 'json', AUTH_RATE_LIMIT_PER_IP: '100000' };
/**
 * What /api/health may take while the largest upload runs beside the rest of the suite: far
 * below the 4.6 s stall of an upload that does not yield (docs/decisions/0014, 0047).
 */
const HEALTH_STALL_MS = 1_000;
let server: ServerProcess;

const start = async () => {
  server = await startServerProcess({ dataDir, databaseUrl, port, env: ENV });
  return server;
};
const api = <T>(method: string, url: string, body?: unknown, token?: string) =>
  apiCaller(server)<T>(method, url, body, token);

async function login(username: string): Promise<string> {
  const res = await api<{ accessToken: string }>('POST', '/api/authenticate', {
    username,
    password: 'chessclub',
  });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}

/** Asks for /api/health every 20 ms until `until` settles; answers the slowest answer's ms. */
async function slowestHealthUntil(until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const health = await timedHealth(server, 10_000);
    expect(health.status).toBe(200);
    slowest = Math.max(slowest, health.ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  return slowest;
}

/** 4,900 short games, each padded with a comment to about 1,000 characters: 5 MB to write. */
function largeUpload(): string {
  const movetexts = ['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6', '1. d4 d5 2. c4 e6 3. Nc3 Nf6'];
  return Array.from({ length: 4_900 }, (_, i) =>
    [
      `[Event "Crash test"]`,
      `[Round "${i + 1}"]`,
      `[White "Member ${i}"]`,
      `[Black "Member ${i + 1}"]`,
      `[Result "*"]`,
      '',
      `${movetexts[i % 2]} {${'a'.repeat(800)}} *`,
    ].join('\n'),
  ).join('\n\n');
}

/** The member's games as the database has them (the server stopped): visible, and being written. */
async function storedGames(username: string): Promise<{ visible: number; pending: number }> {
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
  try {
    const db = database.db;
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    const mine = eq(myGames.userId, owner!.id);
    const [visible] = await db
      .select({ n: count() })
      .from(myGames)
      .where(and(mine, notPending(myGames.uploadId)));
    const [pending] = await db
      .select({ n: count() })
      .from(myGames)
      .where(and(mine, not(notPending(myGames.uploadId))));
    return { visible: visible!.n, pending: pending!.n };
  } finally {
    await database.close();
  }
}

beforeAll(start, 120_000);

afterAll(async () => {
  if (server) await stopServerProcess(server).catch(() => killHard(server));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`bulk uploads on a real server process (${databaseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps /api/health answering all through the largest tournament entries CSV', async () => {
    const admin = await login('admin');
    const tournament = await api<{ id: number }>(
      'POST',
      '/api/tournaments',
      {
        name: `Upload load ${crypto.randomUUID().slice(0, 8)}`,
        tournamentDate: '2099-06-08',
        sections: ['Champ', 'U1600', 'U800'],
        rounds: 4,
        maxByes: 2,
      },
      admin,
    );
    expect(tournament.status).toBe(201);
    const csv = largestEntriesCsv(shared);
    // The largest file allowed: every row, close to the size limit.
    expect(csv.length).toBeGreaterThan(0.8 * ENTRY_UPLOAD_MAX_BYTES);
    expect(csv.length).toBeLessThanOrEqual(ENTRY_UPLOAD_MAX_BYTES);

    const form = new FormData();
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'entries.csv');
    const upload = fetch(server.url(`/api/admin/tournament/${tournament.body.id}/entries/upload`), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
    const slowest = await slowestHealthUntil(upload);
    const answer = await upload;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ imported: ENTRY_UPLOAD_MAX_ROWS });
    expect(slowest).toBeLessThan(HEALTH_STALL_MS);
  }, 180_000);

  it('leaves no game of a My Games upload killed while it was written, and stores the retry once', async () => {
    const token = await login('student');
    const totalOf = async () =>
      (await api<{ total: number }>('GET', '/api/mygames?size=1', undefined, token)).body.total;
    const before = await totalOf();
    const pgn = largeUpload();
    const logBefore = server.output().length;

    // Killed while the games are written: once the server says it is writing them, or, should
    // it not say so, as soon as any of them can be seen.
    const killed = fetch(server.url('/api/mygames'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ pgn }),
    }).catch(() => null);
    for (;;) {
      if (/"kind":"myGames".*"msg":"writing an upload"/.test(server.output().slice(logBefore))) {
        await new Promise((r) => setTimeout(r, 150));
        break;
      }
      if ((await totalOf()) > before) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await killHard(server);
    await killed;

    const afterCrash = await storedGames('student');
    expect(afterCrash.visible).toBe(before);
    // The kill came while the games were being written, not before.
    expect(afterCrash.pending).toBeGreaterThan(0);
    expect(afterCrash.pending).toBeLessThan(4_900);

    await start();
    expect(await totalOf()).toBe(before);
    const retry = await fetch(server.url('/api/mygames'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ pgn }),
    });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { games: unknown[] }).games).toHaveLength(4_900);
    expect(await totalOf()).toBe(before + 4_900);
  }, 240_000);
});
