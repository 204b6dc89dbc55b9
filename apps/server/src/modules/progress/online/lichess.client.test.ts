import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { onlineSources } from '../../../db/schema.js';
import { getDatabase } from '../../../test/helpers.js';
import { LichessClient, mainPerf } from './lichess.client.js';
import { OnlineUnavailableError } from './online.site.js';
import {
  fakeSite,
  hang,
  jsonAnswer,
  resetSources,
  USER_AGENT,
  type Answer,
} from './online.testing.js';

let db: Db;
beforeAll(async () => {
  db = (await getDatabase()).db;
});
beforeEach(() => resetSources(db));

/** Mid-November 2026; the club is in Texas (America/Chicago). */
const NOW = Date.parse('2026-11-15T18:00:00Z');

const user = {
  id: 'kid_player',
  username: 'Kid_Player',
  perfs: {
    bullet: { games: 3, rating: 1300, rd: 90, prog: 0 },
    blitz: { games: 250, rating: 1234, rd: 50, prog: 12 },
    rapid: { games: 80, rating: 1400, rd: 60, prog: -3, prov: true },
    puzzle: { games: 900, rating: 1700, rd: 70, prog: 0 },
    storm: { runs: 3, score: 20 },
  },
  createdAt: 1,
  seenAt: 2,
  url: 'https://lichess.org/@/Kid_Player',
};

const history = [
  { name: 'Bullet', points: [[2026, 9, 31, 1500]] },
  {
    name: 'Blitz',
    points: [
      [2025, 5, 1, 900], // more than 400 days ago: not kept
      [2026, 8, 20, 1150],
      [2026, 9, 2, 1190],
      [2026, 9, 31, 1210], // month 9 is October
      [2026, 10, 3, 1225],
    ],
  },
];

const games = [
  {
    id: 'a',
    createdAt: Date.parse('2026-10-01T03:00:00Z'),
    lastMoveAt: Date.parse('2026-10-01T03:10:00Z'),
  },
  {
    id: 'b',
    createdAt: Date.parse('2026-10-20T15:00:00Z'),
    lastMoveAt: Date.parse('2026-10-20T15:10:00Z'),
  },
  {
    id: 'c',
    createdAt: Date.parse('2026-11-01T03:20:00Z'),
    lastMoveAt: Date.parse('2026-11-01T03:30:00Z'),
  },
  {
    id: 'd',
    createdAt: Date.parse('2026-11-02T15:00:00Z'),
    lastMoveAt: Date.parse('2026-11-02T15:10:00Z'),
  },
];
const ndjson = (lines: unknown[]) =>
  new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });

/** Lichess for the player kid_player. */
const healthy: Answer = (url) => {
  if (url.pathname === '/api/user/kid_player') return jsonAnswer(200, user);
  if (url.pathname === '/api/user/kid_player/rating-history') return jsonAnswer(200, history);
  if (url.pathname === '/api/games/user/kid_player') return ndjson(games);
  return jsonAnswer(404, { error: 'Not found' });
};

const clientFor = (answer: Answer, timeoutMs = 5_000) => {
  const fake = fakeSite(db, 'lichess', answer, { now: () => NOW, timeoutMs });
  return { ...fake, client: new LichessClient(fake.site) };
};

describe('the Lichess client', () => {
  it('asks for the user, the rating history and the month range’s games, as the club', async () => {
    const { client, calls } = clientFor(healthy);
    await client.report('kid_player', ['2026-10', '2026-11']);
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/user/kid_player',
      '/api/user/kid_player/rating-history',
      '/api/games/user/kid_player',
    ]);
    const exported = calls[2]!;
    expect(Object.fromEntries(exported.url.searchParams)).toEqual({
      since: String(Date.parse('2026-10-01T05:00:00Z')), // midnight in Texas
      until: String(NOW),
      max: '500',
      moves: 'false',
      tags: 'false',
      clocks: 'false',
      evals: 'false',
      opening: 'false',
    });
    expect(exported.headers.get('accept')).toBe('application/x-ndjson');
    for (const { headers } of calls) expect(headers.get('user-agent')).toBe(USER_AGENT);
  });

  it('counts games by the club’s month of their last move and rates months from the history', async () => {
    const { client } = clientFor(healthy);
    const report = await client.report('kid_player', ['2026-09', '2026-10', '2026-11']);
    expect(report!.months).toEqual({
      // 10 pm on September 30 in Texas.
      '2026-09': { gamesPlayed: 1, puzzlesSolved: null, rating: 1150 },
      // 10:30 pm on October 31 in Texas; the last Blitz point on or before October 31.
      '2026-10': { gamesPlayed: 2, puzzlesSolved: null, rating: 1210 },
      // This month: the current Blitz rating.
      '2026-11': { gamesPlayed: 1, puzzlesSolved: null, rating: 1234 },
    });
    expect(report!.currentRating).toBe(1234);
    expect(report!.history).toEqual([
      { day: '2026-09-20', rating: 1150 },
      { day: '2026-10-02', rating: 1190 },
      { day: '2026-10-31', rating: 1210 },
      { day: '2026-11-03', rating: 1225 },
    ]);
  });

  it('takes the perf with the most games as the main one, not puzzles', () => {
    expect(mainPerf(user)).toBe('blitz');
    expect(mainPerf({ id: 'x', perfs: { bullet: { games: 0, rating: 1500 } } })).toBe(null);
  });

  it('answers null for an unknown or closed account', async () => {
    const unknown = clientFor(() => jsonAnswer(404, { error: 'Not found' }));
    expect(await unknown.client.report('kid_player', ['2026-11'])).toBe(null);
    expect(unknown.calls).toHaveLength(1);
    const closed = clientFor(() => jsonAnswer(200, { id: 'kid_player', disabled: true }));
    expect(await closed.client.report('kid_player', ['2026-11'])).toBe(null);
  });

  it('pauses Lichess for every process after a 429, making no request until it ends', async () => {
    const { client, calls } = clientFor(() => new Response('', { status: 429 }));
    await expect(client.report('kid_player', ['2026-11'])).rejects.toMatchObject({
      name: 'OnlineUnavailableError',
      status: 429,
      retryAfterMs: 60_000,
    });
    const [row] = await db.select().from(onlineSources).where(eq(onlineSources.source, 'lichess'));
    expect(row!.pausedUntil!.getTime()).toBe(NOW + 60_000);
    await expect(client.report('kid_player', ['2026-11'])).rejects.toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
    // Once the pause is over, Lichess is asked again.
    const later = clientFor(healthy);
    later.site.now = () => NOW + 61_000;
    expect(await new LichessClient(later.site).report('kid_player', ['2026-11'])).not.toBe(null);
  });

  const failures: [string, Answer][] = [
    ['answers 502', () => new Response('bad gateway', { status: 502 })],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers a user of another shape', () => jsonAnswer(200, { perfs: 'none' })],
    [
      'answers a game export line that is not JSON',
      (url, init) =>
        url.pathname.startsWith('/api/games/')
          ? new Response('{"createdAt":1,"lastMoveAt":2}\n<html>\n', { status: 200 })
          : healthy(url, init),
    ],
    [
      'answers a rating history of another shape',
      (url, init) =>
        url.pathname.endsWith('/rating-history')
          ? jsonAnswer(200, { blitz: 1 })
          : healthy(url, init),
    ],
  ];
  it.each(failures)('counts Lichess unavailable when it %s', async (_name, answer) => {
    const { client } = clientFor(answer);
    await expect(client.report('kid_player', ['2026-11'])).rejects.toBeInstanceOf(
      OnlineUnavailableError,
    );
  });

  it('gives up after its timeout', async () => {
    const { client } = clientFor(hang, 100);
    await expect(client.report('kid_player', ['2026-11'])).rejects.toThrow('no answer in 100 ms');
  });

  it('gives the streamed game export four times the limit, and no more', async () => {
    // The export streams slowly: 250 ms for a 100 ms limit is within four limits, 500 ms is not.
    const slowExport =
      (delayMs: number): Answer =>
      async (url, init) => {
        if (url.pathname.startsWith('/api/games/user/'))
          await new Promise((resolve, reject) => {
            const timer = setTimeout(resolve, delayMs);
            init?.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(init.signal!.reason as Error);
            });
          });
        return healthy(url, init);
      };
    const { client } = clientFor(slowExport(250), 100);
    expect((await client.report('kid_player', ['2026-11']))!.months['2026-11']).toMatchObject({
      gamesPlayed: 1,
    });
    const { client: slower } = clientFor(slowExport(500), 100);
    await expect(slower.report('kid_player', ['2026-11'])).rejects.toThrow('no answer in 400 ms');
  });

  it('never has two requests to Lichess in flight at once', async () => {
    let inFlight = 0;
    let most = 0;
    const { client, calls } = clientFor(async (url, init) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return healthy(url, init);
    });
    await Promise.all([
      client.report('kid_player', ['2026-10']),
      client.report('kid_player', ['2026-11']),
      client.report('kid_player', ['2026-09']),
    ]);
    expect(calls).toHaveLength(9);
    expect(most).toBe(1);
  });
});
