import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { onlineSources } from '../../../db/schema.js';
import { getDatabase } from '../../../test/helpers.js';
import { ChesscomClient } from './chesscom.client.js';
import { chesscomSandbox } from './chesscom.sandbox.js';
import { LichessClient } from './lichess.client.js';
import { lichessSandbox } from './lichess.sandbox.js';
import { currentMonth } from './online.months.js';
import { SANDBOX_GAMES_MAX, SANDBOX_RATING_MAX, SANDBOX_RATING_MIN } from './online.sandbox.js';
import { OnlineUnavailableError, type SiteClient } from './online.site.js';
import { fakeSite, resetSources } from './online.testing.js';

let db: Db;
beforeAll(async () => {
  db = (await getDatabase()).db;
});
beforeEach(() => resetSources(db));

const TZ = 'America/Chicago';
/** The clocks the sandboxes are tried at: today, and moments near month ends in UTC and in Texas. */
const CLOCKS = [
  Date.now(),
  Date.parse('2026-11-01T02:00:00Z'), // still October 31 in Texas, already November in UTC
  Date.parse('2026-12-01T00:30:00Z'),
  Date.parse('2027-01-01T07:00:00Z'),
];

const previous = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

type Site = 'chesscom' | 'lichess';
const sandboxes = { chesscom: chesscomSandbox, lichess: lichessSandbox };

/** A client of the embedded site at `now`, counting the sandbox's requests. */
function embedded(source: Site, now: number, timeoutMs = 5_000) {
  const sandbox = sandboxes[source](() => now);
  const { site, calls } = fakeSite(db, source, (url, init) => sandbox(url, init), {
    now: () => now,
    timeoutMs,
    timeZone: TZ,
  });
  const client: SiteClient =
    source === 'chesscom' ? new ChesscomClient(site) : new LichessClient(site);
  return { client, calls };
}

describe.each(['chesscom', 'lichess'] as const)('the embedded %s', (source) => {
  it.each(CLOCKS)(
    'answers plausible figures for this month and last month (clock %i)',
    async (now) => {
      const thisMonth = currentMonth(TZ, now);
      const months = [previous(thisMonth), thisMonth];
      const { client } = embedded(source, now);
      for (const player of ['ann_alpha', 'Ben-Bishop', 'carla_castle_2015']) {
        const report = await client.report(player, months);
        expect(report).not.toBe(null);
        for (const month of months) {
          const figures = report!.months[month]!;
          expect(figures.puzzlesSolved).toBe(null);
          // A club-local month overlaps two UTC months of at most SANDBOX_GAMES_MAX games each.
          expect(figures.gamesPlayed).toBeGreaterThanOrEqual(0);
          expect(figures.gamesPlayed).toBeLessThanOrEqual(2 * SANDBOX_GAMES_MAX);
          expect(figures.rating).toBeGreaterThanOrEqual(SANDBOX_RATING_MIN);
          expect(figures.rating).toBeLessThanOrEqual(SANDBOX_RATING_MAX);
        }
        expect(report!.months[previous(thisMonth)]!.gamesPlayed).toBeGreaterThan(0);
        expect(report!.history.length).toBeGreaterThan(0);
      }
    },
  );

  it('answers the same player the same way, and two players differently', async () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const months = ['2026-10', '2026-11'];
    const { client } = embedded(source, now);
    const first = await client.report('ann_alpha', months);
    expect(await client.report('ANN_ALPHA', months)).toEqual(first);
    expect(await client.report('ben_bishop', months)).not.toEqual(first);
  });

  it('knows nobody whose name starts with "nobody"', async () => {
    const { client } = embedded(source, Date.now());
    expect(await client.report('nobody', [currentMonth(TZ, Date.now())])).toBe(null);
    expect(await client.report('nobody_at_all', [currentMonth(TZ, Date.now())])).toBe(null);
  });

  it('never answers for sandbox-slow, so the client times out', async () => {
    const { client } = embedded(source, Date.now(), 100);
    const started = Date.now();
    await expect(client.report('sandbox-slow', ['2026-11'])).rejects.toThrow('no answer in 100 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 429 for sandbox-busy, pausing the site for a minute', async () => {
    const now = Date.now();
    const { client, calls } = embedded(source, now);
    await expect(client.report('sandbox-busy', ['2026-11'])).rejects.toMatchObject({
      status: 429,
      retryAfterMs: 60_000,
    });
    const [row] = await db.select().from(onlineSources).where(eq(onlineSources.source, source));
    expect(row!.pausedUntil!.getTime()).toBe(now + 60_000);
    await expect(client.report('ann_alpha', ['2026-11'])).rejects.toBeInstanceOf(
      OnlineUnavailableError,
    );
    expect(calls).toHaveLength(1);
  });

  it('answers 503 for sandbox-down', async () => {
    const { client } = embedded(source, Date.now());
    await expect(client.report('sandbox-down', ['2026-11'])).rejects.toMatchObject({
      status: 503,
    });
  });
});
