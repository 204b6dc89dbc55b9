import type { OnlineSource } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/client.js';
import { todayIn } from '../../../lib/time.js';
import { ChesscomClient } from './chesscom.client.js';
import { chesscomSandbox } from './chesscom.sandbox.js';
import { LichessClient } from './lichess.client.js';
import { lichessSandbox } from './lichess.sandbox.js';
import { isMonth, monthRange } from './online.months.js';
import { onlinePause, onlineRepository, type OnlineMonthRow } from './online.repository.js';
import {
  OnlineUnavailableError,
  type OnlineGame,
  type OnlineMonth,
  type SiteClient,
  type SiteReport,
} from './online.site.js';

export type { OnlineGame, OnlineMonth };

/** A student's figures on one site, for the months asked. */
export type OnlineFigures = {
  source: OnlineSource;
  /** As stored (lower case). */
  account: string;
  /** By 'YYYY-MM'; null = nothing known for that month. */
  months: Record<string, OnlineMonth | null>;
  /** The oldest fetch among the months returned, null if none cached. */
  fetchedAt: Date | null;
  /** The site is failing since then (from online_sources). */
  unavailableSince: Date | null;
  notFound: boolean;
};

export interface OnlineStats {
  /** From the cache only; never calls a site. */
  cached(source: OnlineSource, account: string, months: string[]): Promise<OnlineFigures>;
  /**
   * Calls the site when any month's row is older than its TTL (current month 1 h, earlier months
   * 24 h, not-found 1 h), saves the months, clears unavailable_since on success, and writes
   * rating_snapshots for `userId` (series = source). On failure it records unavailable_since
   * (kept from the first failure) and last_error, and answers the cache with unavailableSince set.
   * Never throws for a site failure.
   */
  refresh(
    source: OnlineSource,
    account: string,
    months: string[],
    userId: number,
  ): Promise<OnlineFigures>;
  /** The origin ('embedded' or base URL) for a source, used to key the cache. */
  origin(source: OnlineSource): string;
  /**
   * The player's standard games finished since `sinceMs` with their moves, newest first, at most
   * `max` (issue 34's import); null when the site has no such player. Never cached; a site that
   * fails throws OnlineUnavailableError (the import tries again on its next run).
   */
  recentGames(
    source: OnlineSource,
    account: string,
    sinceMs: number,
    max: number,
  ): Promise<OnlineGame[] | null>;
}

const HOUR_MS = 60 * 60 * 1000;
/** How long cached months are used before the site is asked again. */
export const ONLINE_CACHE_TTL_MS = {
  /** A month still running (or fetched before it ended) gains games every hour. */
  open: HOUR_MS,
  /** A finished month changes only if the site corrects it. */
  closed: 24 * HOUR_MS,
  /** A username the site did not know may be an account made today. */
  notFound: HOUR_MS,
};
/** The student corner asks for this month and last month; the report card for a term at most. */
export const ONLINE_MONTHS_MAX = 3;

/** Site usernames: chess.com allows 3..25 letters, digits, _ and -; Lichess 2..30. */
const ACCOUNT = /^[A-Za-z0-9_-]{2,30}$/;

/** Where the embedded sites "are": their sandboxes answer whatever the origin. */
const EMBEDDED_BASE_URLS: Record<OnlineSource, string> = {
  chesscom: 'http://chesscom-sandbox.invalid',
  lichess: 'http://lichess-sandbox.invalid',
};

/** The User-Agent the club's server identifies itself with: both sites ask for a contact. */
export const onlineUserAgent = (config: Config) => `Kingside club site (+${config.club.email})`;

/** The account as stored, or null when it cannot be a username on either site. */
export function normalizeAccount(account: string): string | null {
  const trimmed = account.trim();
  return ACCOUNT.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** The months asked, each once; a programming error (not a site failure) when malformed. */
function checkMonths(months: string[]): string[] {
  const unique = [...new Set(months)];
  if (unique.length > ONLINE_MONTHS_MAX || !unique.every(isMonth)) {
    throw new RangeError(`months must be at most ${ONLINE_MONTHS_MAX} YYYY-MM: ${months.join()}`);
  }
  return unique;
}

type OnlineStatsOptions = {
  config: Config;
  db: DbOrTx;
  clients: Record<OnlineSource, SiteClient>;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
  /** The clock (tests). */
  now?: () => number;
};

/**
 * The chess.com and Lichess figures of the student corner and report card (issue 18), with their
 * cache: answers from the cache while fresh, else from the site; when the site fails it serves
 * the stale months and says since when the site has been failing.
 */
class CachedOnlineStats implements OnlineStats {
  private readonly repo;
  private readonly now: () => number;

  constructor(private readonly options: OnlineStatsOptions) {
    this.repo = onlineRepository(options.db);
    this.now = options.now ?? Date.now;
  }

  recentGames(source: OnlineSource, account: string, sinceMs: number, max: number) {
    const key = normalizeAccount(account);
    if (key === null) return Promise.resolve(null);
    return this.options.clients[source].recentGames(key, sinceMs, max);
  }

  origin(source: OnlineSource): string {
    const { chesscomApi, lichessApi } = this.options.config.online;
    return source === 'chesscom' ? chesscomApi : lichessApi;
  }

  async cached(source: OnlineSource, account: string, months: string[]): Promise<OnlineFigures> {
    const asked = checkMonths(months);
    const key = normalizeAccount(account);
    const rows = key ? await this.repo.findMonths(source, this.origin(source), key, asked) : [];
    return this.figures(source, key ?? account.trim().toLowerCase(), asked, rows, key === null);
  }

  async refresh(
    source: OnlineSource,
    account: string,
    months: string[],
    userId: number,
  ): Promise<OnlineFigures> {
    const asked = checkMonths(months);
    const key = normalizeAccount(account);
    if (key === null) return this.cached(source, account, asked);
    const origin = this.origin(source);
    const rows = await this.repo.findMonths(source, origin, key, asked);
    if (asked.every((month) => this.isFresh(month, rows))) {
      return this.figures(source, key, asked, rows, false);
    }
    let report: SiteReport | null;
    try {
      report = await this.options.clients[source].report(key, asked);
    } catch (err) {
      if (!(err instanceof OnlineUnavailableError)) throw err;
      this.options.log?.warn(
        { source, reason: err.message, stale: rows.length > 0 },
        'online site failed: serving the cached months',
      );
      await this.repo.markUnavailable(source, err.message.slice(0, 500), new Date(this.now()));
      return this.figures(source, key, asked, rows, false);
    }
    await this.save(source, origin, key, asked, report, userId);
    return this.cached(source, key, asked);
  }

  /** Whether a month's cached row may still be served. */
  private isFresh(month: string, rows: OnlineMonthRow[]): boolean {
    const row = rows.find((r) => r.month === month);
    if (!row) return false;
    const fetchedAt = row.fetchedAt.getTime();
    // A month fetched before it ended (in the club's time zone) was still gaining games.
    const ended = fetchedAt >= monthRange(month, this.options.config.club.timezone).to;
    const ttl = row.notFound
      ? ONLINE_CACHE_TTL_MS.notFound
      : ended
        ? ONLINE_CACHE_TTL_MS.closed
        : ONLINE_CACHE_TTL_MS.open;
    return this.now() - fetchedAt < ttl;
  }

  /** Saves the site's answer: the months, the site's health and the student's rating snapshots. */
  private async save(
    source: OnlineSource,
    origin: string,
    account: string,
    months: string[],
    report: SiteReport | null,
    userId: number,
  ): Promise<void> {
    const at = new Date(this.now());
    const rows = months.map((month) => ({
      month,
      ...(report?.months[month] ?? { gamesPlayed: null, puzzlesSolved: null, rating: null }),
      notFound: report === null,
    }));
    await this.repo.saveMonths(source, origin, account, rows, at);
    await this.repo.markAvailable(source, at);
    if (!report) return;
    const today = todayIn(this.options.config.club.timezone, at);
    const points = report.history.filter((p) => p.day <= today);
    if (report.currentRating !== null) points.push({ day: today, rating: report.currentRating });
    await this.repo.saveSnapshots(userId, source, points);
  }

  private async figures(
    source: OnlineSource,
    account: string,
    months: string[],
    rows: OnlineMonthRow[],
    invalidAccount: boolean,
  ): Promise<OnlineFigures> {
    const state = await this.repo.sourceState(source);
    const newest = rows.reduce<OnlineMonthRow | null>(
      (a, b) => (a && a.fetchedAt >= b.fetchedAt ? a : b),
      null,
    );
    const notFound = invalidAccount || (newest?.notFound ?? false);
    const figures: Record<string, OnlineMonth | null> = {};
    for (const month of months) {
      const row = rows.find((r) => r.month === month);
      figures[month] =
        row && !notFound
          ? { gamesPlayed: row.gamesPlayed, puzzlesSolved: row.puzzlesSolved, rating: row.rating }
          : null;
    }
    const oldest = rows.reduce<Date | null>(
      (a, r) => (a && a <= r.fetchedAt ? a : r.fetchedAt),
      null,
    );
    return {
      source,
      account,
      months: figures,
      fetchedAt: oldest,
      unavailableSince: state?.unavailableSince ?? null,
      notFound,
    };
  }
}

/**
 * The configured figures: each site's embedded sandbox (CHESSCOM_API / LICHESS_API = embedded,
 * the default) or the real site at its base URL. `options.fetch` replaces the network in tests.
 */
export function createOnlineStats(
  config: Config,
  db: DbOrTx,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): OnlineStats {
  const now = options.now ?? Date.now;
  const site = (source: OnlineSource, api: string, sandbox: typeof fetch) => {
    const embedded = api === 'embedded';
    return {
      source,
      baseUrl: embedded ? EMBEDDED_BASE_URLS[source] : api,
      userAgent: onlineUserAgent(config),
      fetch: embedded ? sandbox : (options.fetch ?? fetch),
      timeoutMs: config.online.timeoutMs,
      pause: onlinePause(db),
      timeZone: config.club.timezone,
      now,
    };
  };
  const clients = {
    chesscom: new ChesscomClient(site('chesscom', config.online.chesscomApi, chesscomSandbox(now))),
    lichess: new LichessClient(site('lichess', config.online.lichessApi, lichessSandbox(now))),
  };
  return new CachedOnlineStats({ config, db, clients, log, now });
}

/** Embedded sites in production show fictional players' figures to real families: say so at start. */
export function warnAboutEmbeddedOnline(
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  const embedded = [
    config.online.chesscomApi === 'embedded' ? 'CHESSCOM_API' : null,
    config.online.lichessApi === 'embedded' ? 'LICHESS_API' : null,
  ].filter((name) => name !== null);
  if (!config.production || embedded.length === 0) return;
  log.warn(
    { embedded },
    `CHESS.COM / LICHESS FIGURES ARE FICTIONAL: ${embedded.join(' and ')} "embedded", so the ` +
      'student corner answers from made-up sandbox players. Set CHESSCOM_API=https://api.chess.com ' +
      'and LICHESS_API=https://lichess.org for real figures.',
  );
}
