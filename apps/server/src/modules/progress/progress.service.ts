import {
  canManageStudent,
  monthsOf,
  ONLINE_SOURCES,
  type OnlineSource,
  type SourceMonth,
  type SourceStats,
  type StudentDashboard,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { cacheSlot } from '../../lib/app-caches.js';
import { AppError } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import { puzzlesSolvedIn } from '../puzzles/index.js';
import type { UserRow } from '../users/index.js';
import { createUscfLookup } from '../uscf/index.js';
import { createOnlineStats, type OnlineFigures, type OnlineStats } from './online/index.js';
import { monthSpan } from './progress.period.js';
import { progressRepository, type MonthCountRow, type Span } from './progress.repository.js';
import { studentFor, type StudentRow } from './progress.student.js';

/*
 * Student progress (issue 18, docs/decisions/0043): the student corner (spec 2 §3 "Dashboard"),
 * the report card and the coach's class view. Every figure is computed from the club's own
 * tables, or read from the chess.com / Lichess cache the online adapters keep. This file is the
 * corner; the report card is in progress.report.service.ts, the class view in
 * progress.class.service.ts, the parent links in progress.parents.service.ts.
 */

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** The online adapters of this app: made once per context (they keep each site's request queue). */
const ONLINE_STATS = cacheSlot<OnlineStats>('online stats');
export function onlineStatsOf(ctx: AppContext, log?: Log): OnlineStats {
  return ctx.caches.get(ONLINE_STATS, () => createOnlineStats(ctx.config, ctx.database.db, log));
}

const accountOf = (s: StudentRow, source: OnlineSource) =>
  (source === 'chesscom' ? s.chessDotComId : s.liChessId)?.trim() || null;

const emptyMonth = (): SourceMonth => ({
  noOfLogins: null,
  gamesPlayed: null,
  puzzlesSolved: null,
  rating: null,
  maxNoOfLogins: null,
  maxNoOfLoginsUser: null,
  maxGamesPlayed: null,
  maxGamesPlayedUser: null,
  maxPuzzlesSolved: null,
  maxPuzzlesSolvedUser: null,
});

/** The student's figure and the best student's (ties by username) in month `m` of counted rows. */
function figureAndBest(rows: MonthCountRow[], me: number, m: 'm0' | 'm1') {
  let best: MonthCountRow | undefined;
  for (const row of rows) {
    if (!row.student || row[m] === 0) continue;
    if (!best || row[m] > best[m] || (row[m] === best[m] && row.username < best.username))
      best = row;
  }
  return {
    mine: rows.find((r) => r.userId === me)?.[m] ?? 0,
    best: best ? best[m] : null,
    bestUser: best?.username ?? null,
  };
}

/**
 * The club's row of the corner: logins, live games, puzzles solved (`puzzlesSolvedIn`, as on the
 * home table) and the puzzle rating.
 */
async function clubStats(
  ctx: AppContext,
  student: StudentRow,
  months: [string, string],
): Promise<SourceStats> {
  const tz = ctx.config.club.timezone;
  const repo = progressRepository(ctx.database.db);
  const spans: [Span, Span] = [monthSpan(months[0], tz), monthSpan(months[1], tz)];
  const [logins, games] = [
    await repo.logins(student.id, spans),
    await repo.games(student.id, spans),
  ];
  const month = async (m: 'm0' | 'm1', span: Span): Promise<SourceMonth> => {
    const l = figureAndBest(logins, student.id, m);
    const g = figureAndBest(games, student.id, m);
    // The home table's figure, from the same function (issue 33).
    const p = await puzzlesSolvedIn(
      ctx.database.db,
      student.id,
      new Date(span.from),
      new Date(span.before),
    );
    return {
      noOfLogins: l.mine,
      gamesPlayed: g.mine,
      puzzlesSolved: p.solved,
      rating: await repo.puzzleRatingBefore(student.id, span.before),
      maxNoOfLogins: l.best,
      maxNoOfLoginsUser: l.bestUser,
      maxGamesPlayed: g.best,
      maxGamesPlayedUser: g.bestUser,
      maxPuzzlesSolved: p.best?.solved ?? null,
      maxPuzzlesSolvedUser: p.best?.username ?? null,
    };
  };
  return {
    source: 'club',
    account: student.username,
    thisMonth: await month('m0', spans[0]),
    lastMonth: await month('m1', spans[1]),
    fetchedAt: null,
    unavailableSince: null,
    notFound: false,
  };
}

/** An online site's row: the student's figures as fetched (or cached) and the club's best there. */
async function onlineSourceStats(
  ctx: AppContext,
  online: OnlineStats,
  source: OnlineSource,
  account: string | null,
  months: [string, string],
  figures: OnlineFigures | null,
): Promise<SourceStats> {
  const repo = progressRepository(ctx.database.db);
  const month = async (key: string): Promise<SourceMonth> => {
    const mine = figures?.months[key] ?? null;
    const best = await repo.onlineBest(source, online.origin(source), key);
    return {
      ...emptyMonth(),
      gamesPlayed: mine?.gamesPlayed ?? null,
      puzzlesSolved: mine?.puzzlesSolved ?? null,
      rating: mine?.rating ?? null,
      maxGamesPlayed: best.games?.n ?? null,
      maxGamesPlayedUser: best.games?.username ?? null,
      maxPuzzlesSolved: best.puzzles?.n ?? null,
      maxPuzzlesSolvedUser: best.puzzles?.username ?? null,
    };
  };
  return {
    source,
    account,
    thisMonth: await month(months[0]),
    lastMonth: await month(months[1]),
    fetchedAt: figures?.fetchedAt?.toISOString() ?? null,
    unavailableSince: figures?.unavailableSince?.toISOString() ?? null,
    notFound: figures?.notFound ?? false,
  };
}

/** The US Chess rating from the tournament lookup's cache or the service; kept as today's snapshot. */
async function uscfRating(ctx: AppContext, student: StudentRow, log?: Log) {
  const uscfId = student.uscfId?.trim();
  if (!uscfId) return { rating: null, unavailable: false };
  try {
    const member = await createUscfLookup(ctx.config, ctx.database.db, log).member(uscfId);
    const rating = member.currentRating.regularRating;
    if (rating !== null)
      await progressRepository(ctx.database.db).saveSnapshot(
        student.id,
        'uscf',
        todayIn(ctx.config.club.timezone),
        rating,
      );
    return { rating, unavailable: false };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404)
      return { rating: null, unavailable: false };
    if (err instanceof AppError && err.statusCode === 503)
      return { rating: null, unavailable: true };
    throw err;
  }
}

/** GET /api/studentCorner/{username}: the online rows come from the cache, never from the sites. */
export async function studentCorner(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  log?: Log,
): Promise<StudentDashboard> {
  const student = await studentFor(ctx, caller, username);
  const { thisMonth, lastMonth } = monthsOf(todayIn(ctx.config.club.timezone));
  const months: [string, string] = [thisMonth, lastMonth];
  const online = onlineStatsOf(ctx, log);
  const sources: SourceStats[] = [await clubStats(ctx, student, months)];
  for (const source of ONLINE_SOURCES) {
    const account = accountOf(student, source);
    const figures = account ? await online.cached(source, account, months) : null;
    sources.push(await onlineSourceStats(ctx, online, source, account, months, figures));
  }
  const uscf = await uscfRating(ctx, student, log);
  return {
    username: student.username,
    name: student.name,
    currentBatch: student.classTimeLabel ?? student.classTime,
    currentRating: student.rating,
    uscfId: student.uscfId,
    chessDotComId: student.chessDotComId,
    liChessId: student.liChessId,
    uscfRating: uscf.rating,
    uscfUnavailable: uscf.unavailable,
    thisMonth,
    lastMonth,
    sources,
    canComment: canManageStudent(caller, student),
  };
}

/** GET /api/studentCorner/{username}/sources/{source}: fetched from the site when the cache is old. */
export async function studentSource(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  source: OnlineSource,
  log?: Log,
): Promise<SourceStats> {
  const student = await studentFor(ctx, caller, username);
  const { thisMonth, lastMonth } = monthsOf(todayIn(ctx.config.club.timezone));
  const months: [string, string] = [thisMonth, lastMonth];
  const online = onlineStatsOf(ctx, log);
  const account = accountOf(student, source);
  const figures = account ? await online.refresh(source, account, months, student.id) : null;
  return onlineSourceStats(ctx, online, source, account, months, figures);
}
