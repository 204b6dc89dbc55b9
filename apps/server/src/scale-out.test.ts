import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LIVE_SOCKET_PATH,
  MESSAGES,
  type Challenge,
  type ChatMessage,
  type LiveAck,
  type LiveGameView,
} from '@kingside/shared';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/database-url.js';
import { entryArgs } from './test/server-process.js';

/**
 * Two server processes behind one PostgreSQL database (and Redis, when there is one) must act as
 * one: a session made on one is honoured and revoked on the other, and rate limits add up across
 * both. Runs in the PostgreSQL pass of the suite.
 */
const databaseUrl = testDatabaseUrl();
const redisUrl = process.env.TEST_REDIS_URL;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const ports = [3900, 3901].map((p) => p + Math.floor(Math.random() * 90));

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

const call = (port: number, method: string, url: string, body?: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.runIf(databaseUrl)('two server processes on one database', () => {
  beforeAll(async () => {
    for (const port of ports) {
      // Separate machines: each its own data directory, no JWT_SECRET; the database holds the key.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-scale-'));
      const child = spawn(process.execPath, entryArgs('main'), {
        cwd: SERVER_DIR,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl ?? '',
          JWT_SECRET: '',
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
          // Per address high: every test file's logins come from 127.0.0.1 and, on PostgreSQL,
          // share the counters of the worker's database.
          AUTH_RATE_LIMIT_PER_IP: '100000',
        },
      });
      children.push(child);
    }
    await Promise.all(ports.map(waitForHealth));
  }, 60_000);

  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
    for (const child of children) child.kill('SIGTERM');
  });

  it('honours a session on the other process and revokes it everywhere on logout', async () => {
    const [a, b] = ports as [number, number];
    const login = await call(a, 'POST', '/api/authenticate', {
      username: 'coach',
      password: 'chessclub',
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect((await call(b, 'GET', '/api/profile', undefined, accessToken)).status).toBe(200);
    expect((await call(b, 'POST', '/api/logout', {}, accessToken)).status).toBe(200);
    expect((await call(a, 'GET', '/api/profile', undefined, accessToken)).status).toBe(401);
  });

  it('counts failed logins across both processes', async () => {
    const [a, b] = ports as [number, number];
    const username = `nobody_${crypto.randomUUID().slice(0, 8)}`;
    const attempt = (port: number) =>
      call(port, 'POST', '/api/authenticate', { username, password: 'wrong-pass' });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
  });

  it("stops a member's live socket on one process at their next event once an admin on the other takes their role away", async () => {
    const [a, b] = ports as [number, number];
    const adminToken = (
      (await (
        await call(a, 'POST', '/api/authenticate', { username: 'admin', password: 'chessclub' })
      ).json()) as { accessToken: string }
    ).accessToken;
    const username = `pupil_${crypto.randomUUID().slice(0, 8)}`;
    const added = await call(
      a,
      'POST',
      '/api/users',
      {
        username,
        name: 'Pupil Revoked',
        email: `${username}@example.com`,
        password: 'secret12',
        roles: ['student'],
      },
      adminToken,
    );
    expect(added.status).toBe(201);
    const user = (await added.json()) as Record<string, unknown> & { id: number };
    const token = (
      (await (
        await call(b, 'POST', '/api/authenticate', { username, password: 'secret12' })
      ).json()) as { accessToken: string }
    ).accessToken;
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connectClient(`http://127.0.0.1:${b}`, {
        path: LIVE_SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      sockets.push(s);
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    const challenge = (await socket
      .timeout(5_000)
      .emitWithAck('challenge:create', { to: null, timeControl: '5+3' })) as LiveAck<Challenge>;
    expect(challenge.ok).toBe(true);

    const { id, username: _username, createdDate: _created, ...fields } = user;
    const saved = await call(a, 'PUT', `/api/user/${id}`, { ...fields, roles: [] }, adminToken);
    expect(saved.status).toBe(200);
    const refused = (await socket
      .timeout(5_000)
      .emitWithAck('challenge:create', { to: null, timeControl: '5+3' })) as LiveAck<Challenge>;
    expect(refused).toMatchObject({ ok: false, message: MESSAGES.contentRestricted });
  });

  const login = async (port: number, username: string) => {
    const res = await call(port, 'POST', '/api/authenticate', {
      username,
      password: 'chessclub',
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const connect = (port: number, token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connectClient(`http://127.0.0.1:${port}`, {
        path: LIVE_SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const next = <T>(socket: Socket, event: string, match: (v: T) => boolean = () => true) =>
    new Promise<T>((resolve) => {
      const handler = (v: T) => {
        if (!match(v)) return;
        socket.off(event, handler);
        resolve(v);
      };
      socket.on(event, handler);
    });
  const me = async (port: number, token: string) =>
    (
      (await (await call(port, 'GET', '/api/profile', undefined, token)).json()) as {
        id: number;
      }
    ).id;

  // Live play across processes needs the Redis adapter: without REDIS_URL a process reaches only
  // its own sockets.
  it.runIf(redisUrl)(
    'lets a member on each process chat and play a live game to the end',
    async () => {
      const [a, b] = ports as [number, number];
      const ok = async <T>(socket: Socket, event: string, data: unknown) => {
        const ack = (await socket.timeout(5_000).emitWithAck(event, data)) as LiveAck<T>;
        if (!ack.ok) throw new Error(`${event}: ${ack.message}`);
        return ack.data;
      };

      // The demo coach on one process, the demo student on the other.
      const coachToken = await login(a, 'coach');
      const studentToken = await login(b, 'student');
      const coach = await connect(a, coachToken);
      const student = await connect(b, studentToken);
      const studentId = await me(b, studentToken);

      const delivered = next<ChatMessage>(student, 'chat:message');
      await ok(coach, 'chat:send', {
        to: studentId,
        text: 'Ready for a game?',
        clientId: crypto.randomUUID(),
      });
      expect((await delivered).text).toBe('Ready for a game?');

      const received = next<Challenge>(student, 'challenge:received');
      const challenge = await ok<Challenge>(coach, 'challenge:create', {
        to: studentId,
        timeControl: '5+3',
      });
      expect((await received).id).toBe(challenge.id);
      const started = next<LiveGameView>(coach, 'game:started');
      const view = await ok<LiveGameView>(student, 'challenge:accept', { id: challenge.id });
      expect((await started).id).toBe(view.id);
      const byColour = {
        [view.yourSide!]: student,
        [view.yourSide === 'white' ? 'black' : 'white']: coach,
      };
      // White, on its process, is told of the mate; Black's own answer is the ended game.
      const over = next<LiveGameView>(
        byColour.white!,
        'game:state',
        (v) => v.id === view.id && v.status === 'over',
      );
      const moves = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
      let last: LiveGameView | null = null;
      for (const [ply, uci] of moves.entries())
        last = await ok<LiveGameView>(byColour[ply % 2 === 0 ? 'white' : 'black']!, 'game:move', {
          gameId: view.id,
          uci,
          clientSeq: ply,
        });
      for (const end of [await over, last])
        expect(end).toMatchObject({ result: '0-1', termination: 'checkmate' });
    },
    30_000,
  );

  it.runIf(redisUrl)(
    'shows a member who leaves on the other process gone from the online list as soon as members are told',
    async () => {
      const [a, b] = ports as [number, number];
      const lobbyToken = await login(a, 'admin');
      const lobby = await connect(a, lobbyToken);
      const eliteToken = await login(b, 'elite');
      const elite = await connect(b, eliteToken);
      const eliteId = await me(b, eliteToken);
      const online = async () =>
        (
          (await (
            await call(a, 'GET', '/api/live/online?size=100', undefined, lobbyToken)
          ).json()) as { items: { user: { id: number } }[] }
        ).items.map((item) => item.user.id);
      // Members are told of arrivals a moment later (this test's and earlier ones'): wait until
      // they have been, so that the next notice the lobby gets is the one for the member leaving.
      let lastNotice = Date.now();
      const notice = () => (lastNotice = Date.now());
      lobby.on('presence:changed', notice);
      while (Date.now() - lastNotice < 2_500) await new Promise((r) => setTimeout(r, 100));
      lobby.off('presence:changed', notice);
      // Read (and kept for a moment) on the lobby's process, with the member in it.
      await expect.poll(online, { timeout: 5_000 }).toContain(eliteId);
      const told = next(lobby, 'presence:changed');
      elite.disconnect();
      await told;
      expect(await online()).not.toContain(eliteId);
    },
    30_000,
  );
});
