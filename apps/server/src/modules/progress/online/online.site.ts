import type { OnlineSource } from '@kingside/shared';
import type { z } from 'zod';

/*
 * What the chess.com and Lichess clients share: the error for a site that does not answer
 * usefully, one GET with our User-Agent and a timeout, the serial queue that keeps one request in
 * flight per site (chess.com answers 429 to parallel bursts; Lichess asks for one request at a
 * time), and the pause after a 429, kept in the database so every server process respects it.
 */

/** One month of a player on a site. `null`: the site does not publish that figure. */
export type OnlineMonth = {
  gamesPlayed: number | null;
  puzzlesSolved: number | null;
  rating: number | null;
};

/** What a site says about a player for the months asked. */
export type SiteReport = {
  /** By club-local 'YYYY-MM', every month asked for. */
  months: Record<string, OnlineMonth>;
  /** The player's rating today in their main time class; null when they have none. */
  currentRating: number | null;
  /** The main time class's rating by club-local day ('YYYY-MM-DD'), oldest first. */
  history: { day: string; rating: number }[];
};

/** A game a player finished on a site, with its moves (issue 34: imported to be analysed). */
export type OnlineGame = {
  /** The game's page on the site: what makes an import file it once. */
  url: string;
  pgn: string;
  /** Unix ms. */
  endedAt: number;
};

/**
 * A site adapter: the player's report, or null when the site has no such player; and their
 * standard-chess games finished since `sinceMs`, newest first, at most `max` (null: no player).
 */
export interface SiteClient {
  report(account: string, months: string[]): Promise<SiteReport | null>;
  recentGames(account: string, sinceMs: number, max: number): Promise<OnlineGame[] | null>;
}

/** The site did not answer usefully: timeout, network, 5xx, 429 (or paused after one), unreadable. */
export class OnlineUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** After a 429: how long the site asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'OnlineUnavailableError';
  }
}

/** Where a site's 429 pause is kept (online_sources.paused_until), shared by every process. */
export type SitePause = {
  /** Until when nobody may call the site, or null. */
  pausedUntil(source: OnlineSource): Promise<Date | null>;
  pause(source: OnlineSource, until: Date, reason: string): Promise<void>;
};

/** A 429's Retry-After, when it has none: chess.com documents none, Lichess asks for a minute. */
export const RETRY_AFTER_DEFAULT_MS = 60_000;
const RETRY_AFTER_MIN_MS = 1_000;
/** A longer pause would hide a site for most of an hour on one misbehaving header. */
const RETRY_AFTER_MAX_MS = 600_000;

/** Retry-After in seconds or as an HTTP date, clamped to 1 s .. 10 min (default 60 s). */
export function retryAfterMs(header: string | null, now: number): number {
  let ms = RETRY_AFTER_DEFAULT_MS;
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (value && !Number.isNaN(Date.parse(value))) ms = Date.parse(value) - now;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, ms));
}

/** Runs tasks one after another: a task starts when the one before it has settled. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** One queue per site (base URL) in this process, whichever client or request uses it. */
// eslint-disable-next-line no-restricted-syntax -- the pace toward a site is this process's, whichever application asks
const queues = new Map<string, SerialQueue>();
export function siteQueue(baseUrl: string): SerialQueue {
  let queue = queues.get(baseUrl);
  if (!queue) {
    queue = new SerialQueue();
    queues.set(baseUrl, queue);
  }
  return queue;
}

export type SiteOptions = {
  source: OnlineSource;
  /** The site's base URL, without a trailing slash. */
  baseUrl: string;
  /** Identifies the club to the site: "Kingside club site (+club e-mail)". */
  userAgent: string;
  fetch: typeof fetch;
  /** How long one request may take, reading its body included. */
  timeoutMs: number;
  pause: SitePause;
  /** The club's time zone: the months and days of the figures. */
  timeZone: string;
  /** The clock (tests). */
  now: () => number;
};

type GetOptions = {
  /** Statuses that mean "no such player" (answered as null). */
  notFound: readonly number[];
  /** 'ndjson': one JSON value per line (Lichess's game export). */
  format?: 'json' | 'ndjson';
  /** This call's time limit when it is not the site's (a streamed export). */
  timeoutMs?: number;
};

/**
 * GET `path` on the site, in the site's queue: its JSON body (an array of values for ndjson), or
 * null for a not-found status. Throws OnlineUnavailableError for everything else that is not a
 * readable 2xx; a 429 also pauses the site for its Retry-After.
 */
export function getFromSite(
  site: SiteOptions,
  path: string,
  { notFound, format = 'json', timeoutMs = site.timeoutMs }: GetOptions,
): Promise<unknown> {
  return siteQueue(site.baseUrl).run(async () => {
    const pausedUntil = await site.pause.pausedUntil(site.source);
    const now = site.now();
    if (pausedUntil && pausedUntil.getTime() > now) {
      throw new OnlineUnavailableError(
        `paused after a 429 until ${pausedUntil.toISOString()}`,
        429,
        pausedUntil.getTime() - now,
      );
    }
    let res: Response;
    let body: string;
    try {
      res = await site.fetch(`${site.baseUrl}${path}`, {
        headers: {
          accept: format === 'ndjson' ? 'application/x-ndjson' : 'application/json',
          'user-agent': site.userAgent,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) await res.body?.cancel();
      body = res.ok ? await res.text() : '';
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new OnlineUnavailableError(
        timedOut ? `no answer in ${timeoutMs} ms` : `unreachable: ${String(err)}`,
      );
    }
    if (notFound.includes(res.status)) return null;
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers.get('retry-after'), now);
      await site.pause.pause(site.source, new Date(now + wait), 'answered 429');
      throw new OnlineUnavailableError('answered 429', 429, wait);
    }
    if (!res.ok) throw new OnlineUnavailableError(`answered ${res.status}`, res.status);
    try {
      if (format === 'json') return JSON.parse(body) as unknown;
      return body
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as unknown);
    } catch {
      throw new OnlineUnavailableError('answered something that is not JSON');
    }
  });
}

/**
 * What the two site clients share: the site, the statuses that mean "no such player" there, and
 * reading an answer with a schema.
 */
export abstract class OnlineSiteClient implements SiteClient {
  constructor(
    protected readonly site: SiteOptions,
    private readonly notFound: readonly number[],
  ) {}

  abstract report(account: string, months: string[]): Promise<SiteReport | null>;
  abstract recentGames(account: string, sinceMs: number, max: number): Promise<OnlineGame[] | null>;

  /**
   * GET `path` read with `schema`: the parsed body, or null for a not-found status. A body that
   * does not fit the schema is an OnlineUnavailableError "unreadable <what>".
   */
  protected async read<T extends z.ZodType>(
    path: string,
    schema: T,
    what: string,
    options: Omit<GetOptions, 'notFound'> = {},
  ): Promise<z.output<T> | null> {
    const body = await getFromSite(this.site, path, { ...options, notFound: this.notFound });
    if (body === null) return null;
    const read = schema.safeParse(body);
    if (!read.success) throw new OnlineUnavailableError(`unreadable ${what}`);
    return read.data;
  }
}
