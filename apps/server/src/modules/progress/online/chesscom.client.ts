import { z } from 'zod';
import { currentMonth, dayOf, monthRange, utcMonthsOverlapping } from './online.months.js';
import {
  OnlineSiteClient,
  type OnlineGame,
  type SiteOptions,
  type SiteReport,
} from './online.site.js';

/*
 * chess.com's Published-Data API (../shared/data/notes/chesscom_and_lichess_apis.md): the player's
 * stats for their current ratings, and the monthly game archives for games played and the rating
 * each month ended on. The same code talks to the real site and to the embedded sandbox
 * (chesscom.sandbox.ts), which differ only in the `fetch` they are given.
 */

/** The time classes a child's "main" rating can be in, in the order a tie is settled. */
export const CHESSCOM_TIME_CLASSES = ['rapid', 'blitz', 'bullet', 'daily'] as const;
export type ChesscomTimeClass = (typeof CHESSCOM_TIME_CLASSES)[number];

/** chess.com answers 410 for a closed account: to the club, no longer a player there. */
const NOT_FOUND = [404, 410] as const;

/** The parts of ChessStats we read (`last` is the current rating, `record` the games). */
const ChessStatsSchema = z.object({
  last: z.object({ rating: z.number().int(), date: z.number().int() }).optional(),
  record: z
    .object({ win: z.number().int(), loss: z.number().int(), draw: z.number().int() })
    .optional(),
});
const PlayerStatsSchema = z.object({
  chess_rapid: ChessStatsSchema.optional(),
  chess_blitz: ChessStatsSchema.optional(),
  chess_bullet: ChessStatsSchema.optional(),
  chess_daily: ChessStatsSchema.optional(),
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;

const GameSideSchema = z.object({ username: z.string(), rating: z.number().int().optional() });
/** A game of a monthly archive; `end_time` is in unix seconds. */
const ArchiveGameSchema = z.object({
  end_time: z.number().int(),
  time_class: z.string(),
  /** 'chess', or a variant ('chess960', …) whose rating is another pool. */
  rules: z.string().optional(),
  white: GameSideSchema,
  black: GameSideSchema,
  /** The game's page and its PGN (read only by an import of recent games). */
  url: z.string().optional(),
  pgn: z.string().optional(),
});
export type ArchiveGame = z.infer<typeof ArchiveGameSchema>;
const ArchiveSchema = z.object({ games: z.array(ArchiveGameSchema) });

/** The player's usual time class: the one of CHESSCOM_TIME_CLASSES with the most games, if any. */
export function mainTimeClass(stats: PlayerStats): ChesscomTimeClass | null {
  let main: ChesscomTimeClass | null = null;
  let most = 0;
  for (const timeClass of CHESSCOM_TIME_CLASSES) {
    const record = stats[`chess_${timeClass}`]?.record;
    const games = record ? record.win + record.loss + record.draw : 0;
    if (games > most) [main, most] = [timeClass, games];
  }
  return main;
}

/** The player's side of a game, or null when they did not play it (names are case-insensitive). */
const sideOf = (game: ArchiveGame, account: string) =>
  game.white.username.toLowerCase() === account
    ? game.white
    : game.black.username.toLowerCase() === account
      ? game.black
      : null;

/** The player's rating after each game of their main class, oldest first. */
function mainClassRatings(
  games: ArchiveGame[],
  account: string,
  main: ChesscomTimeClass | null,
): { at: number; rating: number }[] {
  const ratings: { at: number; rating: number }[] = [];
  for (const game of games) {
    if (game.time_class !== main || (game.rules ?? 'chess') !== 'chess') continue;
    const rating = sideOf(game, account)?.rating;
    if (rating !== undefined) ratings.push({ at: game.end_time * 1000, rating });
  }
  return ratings.sort((a, b) => a.at - b.at);
}

/**
 * The report from the stats and the archives' games: games per club-local month; the rating of
 * the month's last main-class game (this month without one: the current rating); the last rating
 * of each club-local day for the report card.
 */
export function chesscomReport(
  account: string,
  stats: PlayerStats,
  games: ArchiveGame[],
  months: string[],
  timeZone: string,
  now: number,
): SiteReport {
  const main = mainTimeClass(stats);
  const currentRating = main ? (stats[`chess_${main}`]?.last?.rating ?? null) : null;
  const ratings = mainClassRatings(games, account, main);
  const thisMonth = currentMonth(timeZone, now);
  const report: SiteReport['months'] = {};
  for (const month of months) {
    const { from, to } = monthRange(month, timeZone);
    const inMonth = (at: number) => at >= from && at < to;
    const last = ratings.filter((r) => inMonth(r.at)).at(-1);
    report[month] = {
      gamesPlayed: games.filter((g) => inMonth(g.end_time * 1000)).length,
      // chess.com publishes no count of the puzzles solved, only the tactics rating.
      puzzlesSolved: null,
      rating: last?.rating ?? (month === thisMonth ? currentRating : null),
    };
  }
  const byDay = new Map<string, number>();
  for (const { at, rating } of ratings) byDay.set(dayOf(at, timeZone), rating);
  const history = [...byDay].map(([day, rating]) => ({ day, rating }));
  return { months: report, currentRating, history };
}

export class ChesscomClient extends OnlineSiteClient {
  constructor(site: SiteOptions) {
    super(site, NOT_FOUND);
  }

  /** The player's months, or null when chess.com has no such player (404, or 410 for a closed account). */
  async report(account: string, months: string[]): Promise<SiteReport | null> {
    const user = encodeURIComponent(account);
    const stats = await this.read(`/pub/player/${user}/stats`, PlayerStatsSchema, 'stats answer');
    if (stats === null) return null;
    const games: ArchiveGame[] = [];
    // One archive per UTC month, even when two club-local months overlap it.
    for (const utcMonth of utcMonthsOverlapping(months, this.site.timeZone, this.site.now())) {
      games.push(...(await this.archive(user, utcMonth)));
    }
    // The archives spell the username as the player does; the service's key is lower case.
    return chesscomReport(
      account.toLowerCase(),
      stats,
      games,
      months,
      this.site.timeZone,
      this.site.now(),
    );
  }

  /**
   * The player's standard games finished since `sinceMs`, newest first, at most `max`: from the
   * monthly archives of the UTC months since then (two at most for a month's import).
   */
  async recentGames(account: string, sinceMs: number, max: number): Promise<OnlineGame[] | null> {
    const user = encodeURIComponent(account);
    const stats = await this.read(`/pub/player/${user}/stats`, PlayerStatsSchema, 'stats answer');
    if (stats === null) return null;
    const now = this.site.now();
    const months: string[] = [];
    for (let at = new Date(sinceMs); at.getTime() <= now;) {
      months.push(at.toISOString().slice(0, 7));
      at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
    }
    const games: OnlineGame[] = [];
    for (const utcMonth of months.slice(-2)) {
      for (const game of await this.archive(user, utcMonth)) {
        const endedAt = game.end_time * 1000;
        if ((game.rules ?? 'chess') !== 'chess' || !game.url || !game.pgn) continue;
        if (endedAt >= sinceMs) games.push({ url: game.url, pgn: game.pgn, endedAt });
      }
    }
    return games.sort((a, b) => b.endedAt - a.endedAt).slice(0, max);
  }

  /** The games of one monthly archive; none when chess.com has no archive for that month. */
  private async archive(user: string, utcMonth: string): Promise<ArchiveGame[]> {
    const [year, month] = utcMonth.split('-');
    const archive = await this.read(
      `/pub/player/${user}/games/${year}/${month}`,
      ArchiveSchema,
      'games archive',
    );
    return archive?.games ?? [];
  }
}
