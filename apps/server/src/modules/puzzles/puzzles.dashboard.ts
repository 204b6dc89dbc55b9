import {
  PUZZLE_SOLVING_MESSAGES,
  puzzleThemeText,
  themePerformance,
  type PuzzleDashboard,
  type PuzzleDashboardQuerySchema,
  type PuzzleThemeStats,
  type PuzzleUserActivity,
  type SolvedPuzzlesPage,
  type SolvedPuzzlesQuerySchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { addDays, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { studentWithAccess } from '../access/index.js';
import { usersRepository, type UserRow } from '../users/index.js';
import {
  puzzleDashboardRepository,
  type BestSolver,
  type ThemeRow,
} from './puzzles.dashboard.repository.js';
import { puzzleSolvingRepository } from './puzzles.solving.repository.js';
import { checkOpeningFilters, presentRating } from './puzzles.solving.service.js';

/** Review items the dashboard lists. */
const REVIEW_ITEMS_MAX = 50;
/** Themes with fewer plays go last on the dashboard (too few to say anything). */
const THEME_PLAYS_MIN = 3;

/**
 * Whose figures a call reads: the caller's own, or with `username` a student's the caller may see
 * (the one access policy: their coach, class-time coach, linked parent or an admin; 403
 * otherwise, 404 for an unknown username).
 */
async function subjectOf(
  ctx: AppContext,
  caller: UserRow,
  username: string | undefined,
): Promise<UserRow> {
  if (username === undefined || username.toLowerCase() === caller.username.toLowerCase())
    return caller;
  const student = await studentWithAccess(ctx.database.db, caller, username, 'see', {
    notFound: PUZZLE_SOLVING_MESSAGES.userNotFound,
    forbidden: PUZZLE_SOLVING_MESSAGES.notYourStudent,
  });
  const user = await usersRepository(ctx.database.db).findById(student.id);
  if (!user) throw notFound(PUZZLE_SOLVING_MESSAGES.userNotFound);
  return user;
}

/** Midnight at the start of a club-local date. */
const startOf = (date: string, timeZone: string) => zonedTimeToUtc(date, '00:00', timeZone);

/** GET mypuzzles/solved: the puzzles solved, each once at its latest solve, newest first. */
export async function solvedPuzzles(
  ctx: AppContext,
  caller: UserRow,
  q: z.output<typeof SolvedPuzzlesQuerySchema>,
): Promise<SolvedPuzzlesPage> {
  checkOpeningFilters(caller, q);
  const user = await subjectOf(ctx, caller, q.username);
  const tz = ctx.config.club.timezone;
  const { rows, total } = await puzzleDashboardRepository(ctx.database.db).solvedPage(
    user.id,
    {
      fromRating: q.fromRating,
      toRating: q.toRating,
      themes: q.themes ?? [],
      openingFamily: q.openingFamily,
      openingVariation: q.openingVariation,
      from: q.fromDate ? startOf(q.fromDate, tz) : undefined,
      before: q.toDate ? startOf(addDays(q.toDate, 1), tz) : undefined,
    },
    q.page,
    q.size,
  );
  return pageAnswer(q, rows, total);
}

/** Weakest first: lowest performance, themes with too few plays to judge last. */
function byWeakness(a: PuzzleThemeStats, b: PuzzleThemeStats): number {
  const few = Number(a.played < THEME_PLAYS_MIN) - Number(b.played < THEME_PLAYS_MIN);
  return few || a.performance - b.performance || a.theme.localeCompare(b.theme);
}

/** Theme figures of a user's first plays in [from, before), weakest first (the dashboard's rule). */
function presentThemes(rows: ThemeRow[]): PuzzleThemeStats[] {
  return rows
    .map((t) => ({
      theme: t.theme,
      text: puzzleThemeText(t.theme),
      played: t.played,
      solved: t.solved,
      successRate: Math.round((100 * t.solved) / t.played),
      performance: themePerformance(t.avgRating, t.solved, t.played),
    }))
    .sort(byWeakness);
}

/**
 * "Puzzles solved" in [from, before), the one definition behind every figure of that name (the
 * home table, the student corner, the puzzle dashboard, the report card; issue 33): the distinct
 * puzzles the user solved at any attempt, and the club's best, the student who solved the most
 * (ties by username; null when none did).
 */
export async function puzzlesSolvedIn(
  db: DbOrTx,
  userId: number,
  from: Date,
  before: Date,
): Promise<{ solved: number; best: BestSolver | null }> {
  const repo = puzzleDashboardRepository(db);
  return {
    solved: (await repo.counts(userId, from, before)).solved,
    best: await repo.bestSolver(from, before),
  };
}

/**
 * The puzzles part of a student's report card (issue 18): the puzzles played and solved in
 * [from, before) (as `puzzlesSolvedIn` counts them), themes of the puzzles first met then,
 * weakest first, and the review queue now.
 */
export async function puzzleProgress(
  db: DbOrTx,
  userId: number,
  from: Date,
  before: Date,
  now = new Date(),
): Promise<{
  played: number;
  solved: number;
  themes: PuzzleThemeStats[];
  review: PuzzleDashboard['review'];
}> {
  const repo = puzzleDashboardRepository(db);
  const counts = await repo.counts(userId, from, before);
  const themes = await repo.themeFigures(userId, from, before);
  const queue = await repo.reviewQueue(userId, now, REVIEW_ITEMS_MAX);
  return {
    played: counts.played,
    solved: counts.solved,
    themes: presentThemes(themes),
    review: {
      dueCount: queue.dueCount,
      items: queue.items.map((i) => ({ ...i, due: Date.parse(i.dueAt) <= now.getTime() })),
    },
  };
}

/**
 * GET mypuzzles/dashboard: over the last `days` club-local days, the rating after each day with
 * rated play, the puzzles played and solved (as `puzzlesSolvedIn` counts them), per theme the
 * puzzles first met (played, solved at the first try), and the review queue.
 */
export async function dashboard(
  ctx: AppContext,
  caller: UserRow,
  q: z.output<typeof PuzzleDashboardQuerySchema>,
): Promise<PuzzleDashboard> {
  const user = await subjectOf(ctx, caller, q.username);
  const repo = puzzleDashboardRepository(ctx.database.db);
  const tz = ctx.config.club.timezone;
  const since = startOf(addDays(todayIn(tz), 1 - q.days), tz);
  const now = new Date();
  const player = await puzzleSolvingRepository(ctx.database.db).player(user.id);
  const [history, counts, themes, queue] = [
    await repo.ratingHistory(user.id, since, tz),
    await repo.counts(user.id, since),
    await repo.themeFigures(user.id, since),
    await repo.reviewQueue(user.id, now, REVIEW_ITEMS_MAX),
  ];
  return {
    username: user.username,
    days: q.days,
    rating: presentRating(player),
    history,
    played: counts.played,
    solved: counts.solved,
    themes: presentThemes(themes),
    review: {
      dueCount: queue.dueCount,
      items: queue.items.map((i) => ({
        ...i,
        due: Date.parse(i.dueAt) <= now.getTime(),
      })),
    },
    survivalBest: player?.survivalBest ?? 0,
  };
}

/** GET puzzles/userActivity: this club-local month and the last, for the home table. */
export async function userActivity(ctx: AppContext, caller: UserRow): Promise<PuzzleUserActivity> {
  const repo = puzzleDashboardRepository(ctx.database.db);
  const tz = ctx.config.club.timezone;
  const thisMonth = `${todayIn(tz).slice(0, 8)}01`;
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  const monthAt = (year: number, month: number) =>
    new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const lastMonth = monthAt(y, m - 1);
  const nextMonth = monthAt(y, m + 1);
  const month = async (from: string, before: string) => {
    const [start, end] = [startOf(from, tz), startOf(before, tz)];
    const { solved, best } = await puzzlesSolvedIn(ctx.database.db, caller.id, start, end);
    return {
      maxPuzzlesSolvedUser: best?.username ?? null,
      maxPuzzlesSolved: best?.solved ?? 0,
      puzzlesSolved: solved,
      ...(await repo.ratingRange(caller.id, start, end)),
    };
  };
  return {
    thisMonth: await month(thisMonth, nextMonth),
    lastMonth: await month(lastMonth, thisMonth),
  };
}
