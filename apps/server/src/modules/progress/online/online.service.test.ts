import crypto from 'node:crypto';
import type { OnlineSource } from '@kingside/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { onlineMonths, onlineSources, ratingSnapshots } from '../../../db/schema.js';
import { getDatabase, PRODUCTION_SETTINGS, testConfig } from '../../../test/helpers.js';
import { usersRepository } from '../../users/index.js';
import { createOnlineStats, warnAboutEmbeddedOnline } from './index.js';
import { jsonAnswer, resetSources, type Answer } from './online.testing.js';

let db: Db;
beforeAll(async () => {
  db = (await getDatabase()).db;
});
beforeEach(() => resetSources(db));

/** Mid-November 2026 in Texas (the test configuration's America/Chicago). */
const NOW = Date.parse('2026-11-15T18:00:00Z');
const MONTHS = ['2026-10', '2026-11'];

/** chess.com for kid_player: a rapid player rated 1012, with one game each month. */
const stats = {
  chess_rapid: { last: { rating: 1012, date: 1, rd: 40 }, record: { win: 9, loss: 9, draw: 2 } },
};
const game = (endIso: string, rating: number) => ({
  end_time: Math.floor(Date.parse(endIso) / 1000),
  time_class: 'rapid',
  rules: 'chess',
  white: { username: 'Kid_Player', rating },
  black: { username: 'rival', rating: 1000 },
});
const chesscomUp: Answer = (url) => {
  if (url.pathname.endsWith('/stats')) return jsonAnswer(200, stats);
  if (url.pathname.endsWith('/games/2026/10')) {
    return jsonAnswer(200, { games: [game('2026-10-20T15:00:00Z', 990)] });
  }
  if (url.pathname.endsWith('/games/2026/11')) {
    return jsonAnswer(200, { games: [game('2026-11-10T15:00:00Z', 1005)] });
  }
  return jsonAnswer(404, { code: 0, message: 'not found' });
};
const chesscomDown: Answer = () => new Response('down', { status: 503 });

/**
 * The figures against a fake chess.com at an address of its own (so its cache starts empty), at a
 * clock the test moves; `site.answer` plays chess.com and every call is recorded.
 */
function fakeChesscom(answer: Answer = chesscomUp) {
  const site = { answer, now: NOW, calls: [] as URL[] };
  const api = `https://chesscom-${crypto.randomBytes(4).toString('hex')}.test`;
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    site.calls.push(url);
    return site.answer(url, init);
  };
  const config = testConfig({ online: { chesscomApi: api, lichessApi: api, timeoutMs: 1_000 } });
  const stats = createOnlineStats(config, db, undefined, { fetch: fakeFetch, now: () => site.now });
  /** Moves this site's cached months back in time. */
  const age = (hours: number) =>
    db
      .update(onlineMonths)
      .set({ fetchedAt: sql`${onlineMonths.fetchedAt} - make_interval(hours => ${hours})` })
      .where(eq(onlineMonths.origin, api));
  return { stats, site, api, age };
}

async function newStudent(): Promise<number> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const user = await usersRepository(db).insert({
    username: `u_${suffix}`,
    email: `u_${suffix}@example.com`,
    name: `Student ${suffix}`,
    passwordHash: 'not-a-real-hash',
    roles: [],
  });
  return user.id;
}

const sourceRow = async (source: OnlineSource) =>
  (await db.select().from(onlineSources).where(eq(onlineSources.source, source)))[0];

describe('refreshing a student’s figures', () => {
  it('fetches, saves and answers the months, then serves them from the cache', async () => {
    const { stats, site, api } = fakeChesscom();
    const userId = await newStudent();
    const figures = await stats.refresh('chesscom', '  Kid_Player ', MONTHS, userId);
    expect(figures).toEqual({
      source: 'chesscom',
      account: 'kid_player',
      months: {
        '2026-10': { gamesPlayed: 1, puzzlesSolved: null, rating: 990 },
        '2026-11': { gamesPlayed: 1, puzzlesSolved: null, rating: 1005 },
      },
      fetchedAt: new Date(NOW),
      unavailableSince: null,
      notFound: false,
    });
    expect(site.calls).toHaveLength(3);
    expect(stats.origin('chesscom')).toBe(api);
    // Fresh: answered from the cache without asking chess.com.
    expect(await stats.refresh('chesscom', 'KID_PLAYER', MONTHS, userId)).toEqual(figures);
    expect(await stats.cached('chesscom', 'kid_player', MONTHS)).toEqual(figures);
    expect(site.calls).toHaveLength(3);
  });

  it('never calls the site to answer from the cache, and knows nothing it has not fetched', async () => {
    const { stats, site } = fakeChesscom();
    expect(await stats.cached('chesscom', 'kid_player', MONTHS)).toEqual({
      source: 'chesscom',
      account: 'kid_player',
      months: { '2026-10': null, '2026-11': null },
      fetchedAt: null,
      unavailableSince: null,
      notFound: false,
    });
    expect(site.calls).toHaveLength(0);
  });

  it('asks again once this month is an hour old, and a finished month a day old', async () => {
    const { stats, site, age } = fakeChesscom();
    await stats.refresh('chesscom', 'kid_player', MONTHS, await newStudent());
    await stats.refresh('chesscom', 'kid_player', ['2026-10'], await newStudent());
    expect(site.calls).toHaveLength(3);
    await age(2);
    // October ended before it was fetched: still fresh. November is not.
    await stats.refresh('chesscom', 'kid_player', ['2026-10'], await newStudent());
    expect(site.calls).toHaveLength(3);
    const again = await stats.refresh('chesscom', 'kid_player', MONTHS, await newStudent());
    expect(site.calls).toHaveLength(6);
    expect(again.fetchedAt).toEqual(new Date(NOW));
    await age(25);
    await stats.refresh('chesscom', 'kid_player', ['2026-10'], await newStudent());
    // October in Texas overlaps the UTC archives of October and November.
    expect(site.calls).toHaveLength(9);
  });

  it('treats a month fetched before it ended as still open', async () => {
    const { stats, site } = fakeChesscom();
    const userId = await newStudent();
    site.now = Date.parse('2026-10-31T20:00:00Z');
    await stats.refresh('chesscom', 'kid_player', ['2026-10'], userId);
    site.now = Date.parse('2026-11-01T08:00:00Z'); // 12 hours later, November in Texas
    await stats.refresh('chesscom', 'kid_player', ['2026-10'], userId);
    expect(site.calls.filter((u) => u.pathname.endsWith('/stats'))).toHaveLength(2);
  });

  it('remembers for an hour that chess.com has no such player', async () => {
    const { stats, site, age } = fakeChesscom(() => jsonAnswer(404, { message: 'not found' }));
    const userId = await newStudent();
    for (let i = 0; i < 2; i++) {
      expect(await stats.refresh('chesscom', 'kid_player', MONTHS, userId)).toMatchObject({
        notFound: true,
        months: { '2026-10': null, '2026-11': null },
        fetchedAt: new Date(NOW),
      });
    }
    expect(site.calls).toHaveLength(1);
    await age(2);
    await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    expect(site.calls).toHaveLength(2);
  });

  it.each(['x', 'kid player', 'kid/../../admin', 'a'.repeat(31), ''])(
    'answers the account %j as not found without calling the site',
    async (account) => {
      const { stats, site } = fakeChesscom();
      const figures = await stats.refresh('chesscom', account, MONTHS, await newStudent());
      expect(figures).toMatchObject({
        notFound: true,
        months: { '2026-10': null, '2026-11': null },
      });
      expect(site.calls).toHaveLength(0);
    },
  );

  it('refuses more than three months or a malformed month', async () => {
    const { stats } = fakeChesscom();
    const userId = await newStudent();
    await expect(
      stats.refresh('chesscom', 'kid_player', ['2026-08', '2026-09', ...MONTHS], userId),
    ).rejects.toThrow(RangeError);
    await expect(stats.cached('chesscom', 'kid_player', ['2026-13'])).rejects.toThrow(RangeError);
  });
});

describe('when the site fails', () => {
  it('serves the stale months, says since when the site fails, and keeps the first failure', async () => {
    const { stats, site, age } = fakeChesscom();
    const userId = await newStudent();
    const fresh = await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    await age(48);
    site.answer = chesscomDown;
    site.now = NOW + 1_000;
    const stale = await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    expect(stale.months).toEqual(fresh.months);
    expect(stale.fetchedAt).toEqual(new Date(NOW - 48 * 3_600_000));
    expect(stale.unavailableSince).toEqual(new Date(NOW + 1_000));
    site.now = NOW + 60_000;
    const later = await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    expect(later.unavailableSince).toEqual(new Date(NOW + 1_000));
    expect(await sourceRow('chesscom')).toMatchObject({
      unavailableSince: new Date(NOW + 1_000),
      lastError: 'answered 503',
    });
    // The cache answers with the failure too.
    expect((await stats.cached('chesscom', 'kid_player', MONTHS)).unavailableSince).toEqual(
      new Date(NOW + 1_000),
    );

    site.answer = chesscomUp;
    const back = await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    expect(back.unavailableSince).toBe(null);
    expect(back.fetchedAt).toEqual(new Date(NOW + 60_000));
    expect(await sourceRow('chesscom')).toMatchObject({ unavailableSince: null, lastError: null });
  });

  it('answers nothing known, without throwing, when nothing is cached', async () => {
    const { stats } = fakeChesscom(() => Promise.reject(new TypeError('fetch failed')));
    expect(await stats.refresh('chesscom', 'kid_player', MONTHS, await newStudent())).toEqual({
      source: 'chesscom',
      account: 'kid_player',
      months: { '2026-10': null, '2026-11': null },
      fetchedAt: null,
      unavailableSince: new Date(NOW),
      notFound: false,
    });
  });

  it('makes no request while the site is paused after a 429', async () => {
    const { stats, site, age } = fakeChesscom(
      () => new Response('', { status: 429, headers: { 'retry-after': '30' } }),
    );
    const userId = await newStudent();
    await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    expect(site.calls).toHaveLength(1);
    site.answer = chesscomUp;
    expect(
      (await stats.refresh('chesscom', 'kid_player', MONTHS, userId)).unavailableSince,
    ).toEqual(new Date(NOW));
    expect(site.calls).toHaveLength(1);
    site.now = NOW + 31_000;
    await age(0);
    expect((await stats.refresh('chesscom', 'kid_player', MONTHS, userId)).unavailableSince).toBe(
      null,
    );
    expect(site.calls).toHaveLength(4);
  });
});

describe('the report card’s rating snapshots', () => {
  const snapshots = (userId: number, series: OnlineSource) =>
    db
      .select({ day: ratingSnapshots.day, rating: ratingSnapshots.rating })
      .from(ratingSnapshots)
      .where(and(eq(ratingSnapshots.userId, userId), eq(ratingSnapshots.series, series)))
      .orderBy(ratingSnapshots.day);

  it('keeps chess.com’s last rating of each day played and today’s current rating', async () => {
    const { stats } = fakeChesscom();
    const userId = await newStudent();
    await stats.refresh('chesscom', 'kid_player', MONTHS, userId);
    expect(await snapshots(userId, 'chesscom')).toEqual([
      { day: '2026-10-20', rating: 990 },
      { day: '2026-11-10', rating: 1005 },
      { day: '2026-11-15', rating: 1012 },
    ]);
  });

  it('keeps the Lichess rating history of the main perf and today’s rating', async () => {
    const api = `https://lichess-${crypto.randomBytes(4).toString('hex')}.test`;
    const lichess: typeof fetch = async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/user/kid_player') {
        return jsonAnswer(200, {
          id: 'kid_player',
          perfs: { blitz: { games: 40, rating: 1234 }, rapid: { games: 3, rating: 1500 } },
        });
      }
      if (url.pathname.endsWith('/rating-history')) {
        return jsonAnswer(200, [
          {
            name: 'Blitz',
            points: [
              [2025, 0, 1, 1000],
              [2026, 9, 2, 1190],
              [2026, 10, 15, 1230],
            ],
          },
          { name: 'Rapid', points: [[2026, 9, 3, 1500]] },
        ]);
      }
      return new Response('', { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
    };
    const config = testConfig({ online: { chesscomApi: api, lichessApi: api, timeoutMs: 1_000 } });
    const online = createOnlineStats(config, db, undefined, { fetch: lichess, now: () => NOW });
    const userId = await newStudent();
    const figures = await online.refresh('lichess', 'kid_player', MONTHS, userId);
    expect(figures.months).toEqual({
      '2026-10': { gamesPlayed: 0, puzzlesSolved: null, rating: 1190 },
      '2026-11': { gamesPlayed: 0, puzzlesSolved: null, rating: 1234 },
    });
    // 2025-01-01 is over 400 days ago; today's current rating replaces today's history point.
    expect(await snapshots(userId, 'lichess')).toEqual([
      { day: '2026-10-02', rating: 1190 },
      { day: '2026-11-15', rating: 1234 },
    ]);
  });
});

describe('the configured sites', () => {
  it('answer from the embedded sandboxes by default, without the network', async () => {
    const noNetwork: typeof fetch = () => Promise.reject(new Error('no network in embedded mode'));
    const online = createOnlineStats(testConfig(), db, undefined, { fetch: noNetwork });
    const userId = await newStudent();
    const today = new Date().toISOString().slice(0, 7);
    for (const source of ['chesscom', 'lichess'] as const) {
      expect(online.origin(source)).toBe('embedded');
      const figures = await online.refresh(source, 'ann_alpha', [today], userId);
      expect(figures).toMatchObject({ notFound: false, unavailableSince: null });
      expect(figures.months[today]!.rating).toBeGreaterThanOrEqual(600);
      expect((await online.refresh(source, 'nobody-here', [today], userId)).notFound).toBe(true);
    }
  });

  it('read CHESSCOM_API, LICHESS_API and ONLINE_TIMEOUT_MS, defaulting to the sandboxes', () => {
    const env = { DATA_DIR: '/tmp/kingside-test-unused' };
    expect(loadConfig(env).online).toEqual({
      chesscomApi: 'embedded',
      lichessApi: 'embedded',
      timeoutMs: 5_000,
    });
    expect(
      loadConfig({
        ...env,
        CHESSCOM_API: 'https://api.chess.com/',
        LICHESS_API: ' https://lichess.org ',
        ONLINE_TIMEOUT_MS: '2500',
      }).online,
    ).toEqual({
      chesscomApi: 'https://api.chess.com',
      lichessApi: 'https://lichess.org',
      timeoutMs: 2_500,
    });
    expect(() => loadConfig({ ...env, CHESSCOM_API: 'api.chess.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, LICHESS_API: 'ftp://lichess.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ONLINE_TIMEOUT_MS: '99' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ONLINE_TIMEOUT_MS: '60001' })).toThrow(ConfigError);
  });

  it('warn at start when a production server shows the sandboxes’ fictional players', () => {
    const env = { DATA_DIR: '/tmp/kingside-test-unused' };
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) };
    warnAboutEmbeddedOnline(loadConfig(env), log);
    warnAboutEmbeddedOnline(
      loadConfig({
        ...env,
        ...PRODUCTION_SETTINGS,
        CHESSCOM_API: 'https://api.chess.com',
        LICHESS_API: 'https://lichess.org',
      }),
      log,
    );
    expect(warnings).toHaveLength(0);
    warnAboutEmbeddedOnline(
      loadConfig({ ...env, ...PRODUCTION_SETTINGS, CHESSCOM_API: 'https://api.chess.com' }),
      log,
    );
    expect(JSON.stringify(warnings)).toContain('FICTIONAL');
    expect(JSON.stringify(warnings)).toContain('LICHESS_API');
    expect(JSON.stringify(warnings)).not.toContain('CHESSCOM_API "');
  });
});
