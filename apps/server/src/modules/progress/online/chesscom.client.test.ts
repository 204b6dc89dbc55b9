import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { onlineSources } from '../../../db/schema.js';
import { getDatabase } from '../../../test/helpers.js';
import { ChesscomClient, mainTimeClass } from './chesscom.client.js';
import { OnlineUnavailableError, retryAfterMs } from './online.site.js';
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
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const stats = {
  chess_rapid: {
    last: { rating: 1012, date: at('2026-11-10T00:00:00Z'), rd: 40 },
    record: { win: 40, loss: 35, draw: 5 },
  },
  chess_blitz: {
    last: { rating: 880, date: at('2026-11-01T00:00:00Z'), rd: 60 },
    record: { win: 10, loss: 12, draw: 1 },
  },
  chess_daily: { last: { rating: 1100, date: 1, rd: 90 }, record: { win: 90, loss: 0, draw: 0 } },
  tactics: { highest: { rating: 1500, date: 1 }, lowest: { rating: 400, date: 1 } },
};
// Daily has the most games (90): the main class.

const game = (endIso: string, timeClass: string, rating: number, rules = 'chess') => ({
  url: 'https://www.chess.com/game/live/1',
  end_time: at(endIso),
  time_class: timeClass,
  rules,
  white: { username: 'Kid_Player', rating, result: 'win' },
  black: { username: 'someone', rating: 999, result: 'resigned' },
});

const archives: Record<string, unknown[]> = {
  '2026/10': [
    game('2026-10-01T03:00:00Z', 'daily', 1050), // September 30 in Texas
    game('2026-10-12T15:00:00Z', 'daily', 1080),
    game('2026-10-20T15:00:00Z', 'daily', 1090),
    game('2026-10-20T23:00:00Z', 'daily', 1095), // the same Texas day: the later one is the day's
    game('2026-10-25T15:00:00Z', 'blitz', 870),
  ],
  '2026/11': [
    game('2026-11-01T03:30:00Z', 'daily', 1101), // 10:30 pm on October 31 in Texas
    game('2026-11-01T04:00:00Z', 'daily', 1400, 'chess960'), // another rating pool
    game('2026-11-03T15:00:00Z', 'blitz', 860),
  ],
};

/** chess.com as the examples show it, for the player kid_player. */
const healthy: Answer = (url) => {
  if (url.pathname === '/pub/player/kid_player/stats') return jsonAnswer(200, stats);
  const archive = /\/games\/(\d{4}\/\d{2})$/.exec(url.pathname)?.[1];
  if (archive && archives[archive]) return jsonAnswer(200, { games: archives[archive] });
  return jsonAnswer(404, { code: 0, message: 'not found' });
};

const clientFor = (answer: Answer, timeoutMs = 5_000) => {
  const fake = fakeSite(db, 'chesscom', answer, { now: () => NOW, timeoutMs });
  return { ...fake, client: new ChesscomClient(fake.site) };
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

describe('the chess.com client', () => {
  it('asks for the stats and each UTC archive the club-local months overlap once, as the club', async () => {
    const { client, calls } = clientFor(healthy);
    await client.report('kid_player', ['2026-10', '2026-11']);
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/pub/player/kid_player/stats',
      '/pub/player/kid_player/games/2026/10',
      '/pub/player/kid_player/games/2026/11',
    ]);
    for (const { headers } of calls) {
      expect(headers.get('user-agent')).toBe(USER_AGENT);
      expect(headers.get('accept')).toBe('application/json');
    }
  });

  it('counts games by the club’s month and rates a month by its last game in the main class', async () => {
    const { client } = clientFor(healthy);
    const report = await client.report('kid_player', ['2026-09', '2026-10', '2026-11']);
    expect(report!.months).toEqual({
      // Only the game of the evening of September 30 (archive 2026/09 is not known: no games).
      '2026-09': { gamesPlayed: 1, puzzlesSolved: null, rating: 1050 },
      // The chess960 game counts as a game but its rating is another pool's.
      '2026-10': { gamesPlayed: 6, puzzlesSolved: null, rating: 1101 },
      // No daily game yet this month: the current daily rating.
      '2026-11': { gamesPlayed: 1, puzzlesSolved: null, rating: 1100 },
    });
    expect(report!.currentRating).toBe(1100);
    expect(report!.history).toEqual([
      { day: '2026-09-30', rating: 1050 },
      { day: '2026-10-12', rating: 1080 },
      { day: '2026-10-20', rating: 1095 },
      { day: '2026-10-31', rating: 1101 },
    ]);
  });

  it('rates an earlier month without a main-class game as unknown', async () => {
    const { client } = clientFor((url) =>
      url.pathname.endsWith('/stats') ? jsonAnswer(200, stats) : jsonAnswer(200, { games: [] }),
    );
    const report = await client.report('kid_player', ['2026-10', '2026-11']);
    expect(report!.months['2026-10']).toEqual({
      gamesPlayed: 0,
      puzzlesSolved: null,
      rating: null,
    });
    expect(report!.months['2026-11']!.rating).toBe(1100);
  });

  it('takes the time class with the most games as the main one', () => {
    expect(mainTimeClass(stats)).toBe('daily');
    expect(mainTimeClass({ chess_rapid: stats.chess_rapid, chess_blitz: stats.chess_blitz })).toBe(
      'rapid',
    );
    expect(mainTimeClass({})).toBe(null);
  });

  it.each([404, 410])('answers null for a player chess.com answers %i for', async (status) => {
    const { client, calls } = clientFor(() => jsonAnswer(status, { code: 0, message: 'gone' }));
    expect(await client.report('kid_player', ['2026-11'])).toBe(null);
    expect(calls).toHaveLength(1);
  });

  it('pauses chess.com for every process after a 429, making no request until it ends', async () => {
    const { client, calls } = clientFor(
      () => new Response('slow down', { status: 429, headers: { 'retry-after': '120' } }),
    );
    const err = await failureOf(client.report('kid_player', ['2026-11']));
    expect(err).toBeInstanceOf(OnlineUnavailableError);
    expect(err).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    const [row] = await db.select().from(onlineSources).where(eq(onlineSources.source, 'chesscom'));
    expect(row!.pausedUntil!.getTime()).toBe(NOW + 120_000);
    // Another client of the same site, as in another process, is held back by the database.
    const other = clientFor(healthy);
    await expect(other.client.report('kid_player', ['2026-11'])).rejects.toMatchObject({
      name: 'OnlineUnavailableError',
      status: 429,
      retryAfterMs: 120_000,
    });
    expect(calls).toHaveLength(1);
    expect(other.calls).toHaveLength(0);
  });

  it('reads Retry-After as seconds or a date, 60 s when missing, within 1 s to 10 min', () => {
    expect(retryAfterMs(null, NOW)).toBe(60_000);
    expect(retryAfterMs('garbage', NOW)).toBe(60_000);
    expect(retryAfterMs('5', NOW)).toBe(5_000);
    expect(retryAfterMs('0', NOW)).toBe(1_000);
    expect(retryAfterMs('86400', NOW)).toBe(600_000);
    expect(retryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
  });

  const failures: [string, Answer, Partial<OnlineUnavailableError>][] = [
    ['answers 500', () => jsonAnswer(500, {}), { status: 500 }],
    ['answers 503', () => new Response('down', { status: 503 }), { status: 503 }],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed')), {}],
    ['answers HTML', () => new Response('<html>', { status: 200 }), {}],
    ['answers JSON of another shape', () => jsonAnswer(200, { chess_rapid: 'x' }), {}],
  ];
  it.each(failures)('counts chess.com unavailable when it %s', async (_name, answer, expected) => {
    const { client } = clientFor(answer);
    const err = await failureOf(client.report('kid_player', ['2026-11']));
    expect(err).toBeInstanceOf(OnlineUnavailableError);
    expect(err).toMatchObject(expected);
  });

  it('counts an unreadable archive as unavailable too', async () => {
    const { client } = clientFor((url) =>
      url.pathname.endsWith('/stats') ? jsonAnswer(200, stats) : jsonAnswer(200, { games: 'x' }),
    );
    await expect(client.report('kid_player', ['2026-11'])).rejects.toThrow('unreadable');
  });

  it('gives up after its timeout', async () => {
    const { client } = clientFor(hang, 100);
    const started = Date.now();
    await expect(client.report('kid_player', ['2026-11'])).rejects.toThrow('no answer in 100 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never has two requests to chess.com in flight at once', async () => {
    let inFlight = 0;
    let most = 0;
    const { client, calls } = clientFor(async (url, init) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return healthy(url, init);
    });
    const [a, b] = await Promise.all([
      client.report('kid_player', ['2026-10', '2026-11']),
      client.report('kid_player', ['2026-11']),
    ]);
    expect(a!.months['2026-10']!.gamesPlayed).toBe(6);
    expect(b!.months['2026-11']!.gamesPlayed).toBe(1);
    expect(calls).toHaveLength(5);
    expect(most).toBe(1);
  });

  it('keeps the queue going after a failed request', async () => {
    let first = true;
    const { client } = clientFor((url, init) => {
      if (first) {
        first = false;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return healthy(url, init);
    });
    const results = await Promise.allSettled([
      client.report('kid_player', ['2026-11']),
      client.report('kid_player', ['2026-11']),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });
});
