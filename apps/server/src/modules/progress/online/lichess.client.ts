import { REPORT_PERIOD_MAX_DAYS } from '@kingside/shared';
import { addDays, todayIn } from '../../../lib/time.js';
import { z } from 'zod';
import { currentMonth, lastDayOf, monthOf, monthRange } from './online.months.js';
import {
  OnlineSiteClient,
  type OnlineGame,
  type SiteOptions,
  type SiteReport,
} from './online.site.js';

/*
 * The Lichess API (../shared/data/notes/chesscom_and_lichess_apis.md): the user's perfs for their
 * current ratings, the rating history for the rating each month ended on, and the game export for
 * the games played. The same code talks to the real site and to the embedded sandbox
 * (lichess.sandbox.ts), which differ only in the `fetch` they are given.
 */

/** The perfs a child's "main" rating can be in, in the order a tie is settled. */
export const LICHESS_PERFS = ['bullet', 'blitz', 'rapid', 'classical'] as const;
export type LichessPerf = (typeof LICHESS_PERFS)[number];
/** The rating history names each perf by its title: "Blitz". */
const historyName = (perf: LichessPerf) => perf.charAt(0).toUpperCase() + perf.slice(1);

/** The game export's page: a child plays well under this many games in three months. */
export const LICHESS_EXPORT_MAX = 500;
/**
 * The game export's time limit, in site time limits: streamed at about 20 games a second, two
 * months of an active player's games take longer than one answer (5 s by default: 20 s here).
 */
export const LICHESS_EXPORT_TIMEOUT_FACTOR = 4;
/** Lichess answers 404 for an unknown player (a closed one is `disabled`). */
const NOT_FOUND = [404] as const;

const PerfSchema = z.object({ games: z.number().int(), rating: z.number().int() });
/** The parts of UserExtended we read. `disabled`: a closed account. */
const LichessUserSchema = z.object({
  id: z.string(),
  disabled: z.boolean().optional(),
  perfs: z
    .object({
      bullet: PerfSchema.optional(),
      blitz: PerfSchema.optional(),
      rapid: PerfSchema.optional(),
      classical: PerfSchema.optional(),
    })
    .optional(),
});
export type LichessUser = z.infer<typeof LichessUserSchema>;

/** [year, month (0-based), day, rating] */
const PointSchema = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number()]);
const RatingHistorySchema = z.array(z.object({ name: z.string(), points: z.array(PointSchema) }));
export type RatingHistory = z.infer<typeof RatingHistorySchema>;

/** A game of the export; both times are unix ms. */
const ExportedGameSchema = z.object({ createdAt: z.number(), lastMoveAt: z.number() });
/** A game of the export with its PGN (`pgnInJson`), for an import of recent games. */
const GameWithPgnSchema = z.object({
  id: z.string(),
  variant: z.string().optional(),
  lastMoveAt: z.number(),
  pgn: z.string(),
});
export type ExportedGame = z.infer<typeof ExportedGameSchema>;

/** The player's usual perf: the one of LICHESS_PERFS with the most games, if any. */
export function mainPerf(user: LichessUser): LichessPerf | null {
  let main: LichessPerf | null = null;
  let most = 0;
  for (const perf of LICHESS_PERFS) {
    const games = user.perfs?.[perf]?.games ?? 0;
    if (games > most) [main, most] = [perf, games];
  }
  return main;
}

/** The main perf's history points as 'YYYY-MM-DD' days, oldest first. */
function historyOf(history: RatingHistory, main: LichessPerf | null) {
  const entry = main ? history.find((h) => h.name === historyName(main)) : undefined;
  return (entry?.points ?? [])
    .map(([y, m, d, rating]) => ({
      day: new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10),
      rating: Math.round(rating),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The report from the user, the rating history and the exported games: games per club-local month
 * (by the time of their last move); the main perf's last history point on or before the month's
 * last day (this month: the current rating); the history of the report card's longest period
 * (REPORT_PERIOD_MAX_DAYS): older points are not kept.
 */
export function lichessReport(
  user: LichessUser,
  history: RatingHistory,
  games: ExportedGame[],
  months: string[],
  timeZone: string,
  now: number,
): SiteReport {
  const main = mainPerf(user);
  const currentRating = main ? (user.perfs?.[main]?.rating ?? null) : null;
  const points = historyOf(history, main);
  const thisMonth = currentMonth(timeZone, now);
  const report: SiteReport['months'] = {};
  for (const month of months) {
    const lastDay = lastDayOf(month);
    report[month] = {
      gamesPlayed: games.filter((g) => monthOf(g.lastMoveAt, timeZone) === month).length,
      // Lichess tells a player's puzzle activity only to the player (OAuth puzzle:read).
      puzzlesSolved: null,
      rating:
        month === thisMonth
          ? currentRating
          : (points.filter((p) => p.day <= lastDay).at(-1)?.rating ?? null),
    };
  }
  const today = todayIn(timeZone, new Date(now));
  const oldest = addDays(today, -REPORT_PERIOD_MAX_DAYS);
  return {
    months: report,
    currentRating,
    history: points.filter((p) => p.day >= oldest && p.day <= today),
  };
}

export class LichessClient extends OnlineSiteClient {
  constructor(site: SiteOptions) {
    super(site, NOT_FOUND);
  }

  /** The player's months, or null when Lichess has no such player (404) or the account is closed. */
  async report(account: string, months: string[]): Promise<SiteReport | null> {
    const name = encodeURIComponent(account);
    const user = await this.read(`/api/user/${name}`, LichessUserSchema, 'user answer');
    if (user === null || user.disabled) return null;
    const history = await this.read(
      `/api/user/${name}/rating-history`,
      RatingHistorySchema,
      'rating history',
    );
    const games = await this.games(name, months);
    return lichessReport(user, history ?? [], games, months, this.site.timeZone, this.site.now());
  }

  /** The player's standard games since `sinceMs`, newest first (as the export sends them). */
  async recentGames(account: string, sinceMs: number, max: number): Promise<OnlineGame[] | null> {
    const name = encodeURIComponent(account);
    const user = await this.read(`/api/user/${name}`, LichessUserSchema, 'user answer');
    if (user === null || user.disabled) return null;
    const params = new URLSearchParams({
      since: String(sinceMs),
      max: String(max),
      moves: 'true',
      tags: 'true',
      clocks: 'false',
      evals: 'false',
      opening: 'false',
      pgnInJson: 'true',
    });
    const games = await this.read(
      `/api/games/user/${name}?${params.toString()}`,
      z.array(GameWithPgnSchema),
      'game export',
      { format: 'ndjson', timeoutMs: this.site.timeoutMs * LICHESS_EXPORT_TIMEOUT_FACTOR },
    );
    return (games ?? [])
      .filter((g) => (g.variant ?? 'standard') === 'standard')
      .map((g) => ({ url: `https://lichess.org/${g.id}`, pgn: g.pgn, endedAt: g.lastMoveAt }));
  }

  /** The player's games from the start of the earliest month to the end of the latest (or now). */
  private async games(name: string, months: string[]): Promise<ExportedGame[]> {
    const ranges = months.map((m) => monthRange(m, this.site.timeZone));
    const since = Math.min(...ranges.map((r) => r.from));
    const until = Math.min(Math.max(...ranges.map((r) => r.to)), this.site.now());
    if (until <= since) return [];
    const params = new URLSearchParams({
      since: String(since),
      until: String(until),
      max: String(LICHESS_EXPORT_MAX),
      moves: 'false',
      tags: 'false',
      clocks: 'false',
      evals: 'false',
      opening: 'false',
    });
    const games = await this.read(
      `/api/games/user/${name}?${params.toString()}`,
      z.array(ExportedGameSchema),
      'game export',
      {
        format: 'ndjson',
        // Lichess streams an export to anonymous callers at about 20 games a second.
        timeoutMs: this.site.timeoutMs * LICHESS_EXPORT_TIMEOUT_FACTOR,
      },
    );
    return games ?? [];
  }
}
