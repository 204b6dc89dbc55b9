import { judgePuzzle, puzzleStartFen } from '@kingside/chess';
import {
  canUseOpeningFilters,
  isAdmin,
  isCoachOrAdmin,
  PUZZLE_DEVIATION_DEFAULT,
  PUZZLE_DISPLAY_COUNT,
  PUZZLE_PROVISIONAL_DEVIATION,
  PUZZLE_RATING_DEFAULT,
  PUZZLE_SEARCH_SPAN,
  PUZZLE_SOLVING_MESSAGES,
  PUZZLE_VOLATILITY_DEFAULT,
  puzzleDefaultWindow,
  puzzleRatingUpdate,
  puzzleThemeText,
  puzzleWidenedMessage,
  reviewAfter,
  survivalWindow,
  themePerformance,
  type Glicko,
  type Puzzle,
  type PuzzleAnswerResult,
  type PuzzleAnswerSchema,
  type PuzzleDashboard,
  type PuzzleDashboardQuerySchema,
  type PuzzleFilter,
  type PuzzleNext,
  type PuzzleRating,
  type PuzzleShowMoveResult,
  type PuzzleThemeStats,
  type PuzzleUserActivity,
  type SolvedPuzzlesPage,
  type SolvedPuzzlesQuerySchema,
  type SurvivalAnswerResult,
  type SurvivalRun,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { addDays, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { usersRepository, type UserRow } from '../users/index.js';
import { choosePuzzle, choosePuzzles, type PuzzleWindow } from './puzzles.selection.js';
import {
  puzzleSolvingRepository,
  type PuzzlePlayerRow,
  type PuzzleRow,
} from './puzzles.solving.repository.js';

/** A second show-move within this long of a first one is the same try: it fails nothing twice. */
const SHOWN_MOVE_TRY_MS = 60 * 60 * 1000;
/** Review items the dashboard lists. */
const REVIEW_ITEMS_MAX = 50;
/** Themes with fewer plays go last on the dashboard (too few to say anything). */
const THEME_PLAYS_MIN = 3;

const forbiddenBecause = (code: string, message: string) => new AppError(403, code, message);
const puzzleNotFound = () => notFound(PUZZLE_SOLVING_MESSAGES.notFound);

/** Opening filters are for elite users (spec 2 §6): anyone else sending one gets 403. */
function checkOpeningFilters(
  caller: UserRow,
  filter: {
    openingFamily?: string | null | undefined;
    openingVariation?: string | null | undefined;
  },
) {
  if ((filter.openingFamily || filter.openingVariation) && !canUseOpeningFilters(caller.roles))
    throw forbiddenBecause('ELITE_ONLY', PUZZLE_SOLVING_MESSAGES.eliteOnly);
}

const sideToMove = (fen: string) => fen.split(' ')[1] === 'b';

/** A puzzle as the pages get it; with `makeFirstMove`, from after the opponent's first move. */
export function presentPuzzle(row: PuzzleRow, makeFirstMove = false): Puzzle {
  const fen = makeFirstMove ? puzzleStartFen(row.fen, row.moves) : row.fen;
  const moves = makeFirstMove ? row.moves.split(' ').slice(1).join(' ') : row.moves;
  return {
    name: row.id,
    fen,
    moves,
    rating: row.rating,
    blacksTurn: sideToMove(fen),
    themes: row.themes,
    openingFamily: row.openingFamily,
    openingVariation: row.openingVariation,
    nbPlays: row.nbPlays,
    gameUrl: row.gameUrl,
  };
}

const glickoOf = (p: PuzzlePlayerRow | undefined): Glicko => ({
  rating: p?.rating ?? PUZZLE_RATING_DEFAULT,
  deviation: p?.deviation ?? PUZZLE_DEVIATION_DEFAULT,
  volatility: p?.volatility ?? PUZZLE_VOLATILITY_DEFAULT,
});

function presentRating(p: PuzzlePlayerRow | undefined): PuzzleRating {
  const g = glickoOf(p);
  return {
    rating: Math.round(g.rating),
    deviation: Math.round(g.deviation),
    provisional: g.deviation >= PUZZLE_PROVISIONAL_DEVIATION,
    nbRated: p?.nbRated ?? 0,
  };
}

/** GET puzzles/currentPuzzleRating: the lichess defaults until the first rated attempt. */
export async function currentRating(ctx: AppContext, userId: number): Promise<PuzzleRating> {
  return presentRating(await puzzleSolvingRepository(ctx.database.db).player(userId));
}

/** GET puzzle/{name}. */
export async function getPuzzle(ctx: AppContext, name: string): Promise<Puzzle> {
  const row = await puzzleSolvingRepository(ctx.database.db).findPuzzle(name);
  if (!row) throw puzzleNotFound();
  return presentPuzzle(row);
}

/** GET puzzlesrepo/{names}: the puzzles in the order named, unknown names left out. */
export async function puzzlesByName(
  ctx: AppContext,
  names: readonly string[],
  makeFirstMove: boolean,
): Promise<Puzzle[]> {
  const rows = await puzzleSolvingRepository(ctx.database.db).findPuzzles(names);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(names)]
    .map((n) => byId.get(n))
    .filter((r): r is PuzzleRow => r !== undefined)
    .map((r) => presentPuzzle(r, makeFirstMove));
}

/**
 * The window a search asks for: both ratings as given; from rating alone reaches
 * PUZZLE_SEARCH_SPAN above it (spec 2 §5), to rating alone as far below; neither, around the
 * user's rating.
 */
async function windowOf(ctx: AppContext, caller: UserRow, q: PuzzleFilter): Promise<PuzzleWindow> {
  const { fromRating, toRating } = q;
  if (fromRating !== undefined && toRating !== undefined) return { fromRating, toRating };
  if (fromRating !== undefined) return { fromRating, toRating: fromRating + PUZZLE_SEARCH_SPAN };
  if (toRating !== undefined)
    return { fromRating: Math.max(0, toRating - PUZZLE_SEARCH_SPAN), toRating };
  return puzzleDefaultWindow((await currentRating(ctx, caller.id)).rating);
}

/**
 * GET puzzles/next (and puzzles/rated with no filters): a due review puzzle first when asked,
 * else one in the window never met in the user's last attempts, widened when the window is dry.
 */
export async function nextPuzzle(
  ctx: AppContext,
  caller: UserRow,
  q: PuzzleFilter,
): Promise<PuzzleNext> {
  checkOpeningFilters(caller, q);
  const db = ctx.database.db;
  const repo = puzzleSolvingRepository(db);
  const window = await windowOf(ctx, caller, q);
  if (q.review) {
    const due = await repo.firstDueReview(caller.id, new Date());
    const row = due ? await repo.findPuzzle(due) : undefined;
    if (row) return { ...presentPuzzle(row), window, widened: false, message: null, review: true };
  }
  const chosen = await choosePuzzle(db, {
    window,
    themes: q.themes ?? [],
    openingFamily: q.openingFamily ?? null,
    openingVariation: q.openingVariation ?? null,
    userId: caller.id,
  });
  const row = chosen ? await repo.findPuzzle(chosen.id) : undefined;
  if (!chosen || !row) throw notFound(PUZZLE_SOLVING_MESSAGES.noneFound);
  return {
    ...presentPuzzle(row),
    window: chosen.window,
    widened: chosen.widened,
    message: chosen.widened
      ? puzzleWidenedMessage(chosen.window.fromRating, chosen.window.toRating)
      : null,
    review: false,
  };
}

/** GET puzzlesnames: Display 9 Puzzles' names, distinct, from the same filters. */
export async function puzzleNames(
  ctx: AppContext,
  caller: UserRow,
  q: PuzzleFilter,
): Promise<string[]> {
  checkOpeningFilters(caller, q);
  const names = await choosePuzzles(
    ctx.database.db,
    {
      window: await windowOf(ctx, caller, q),
      themes: q.themes ?? [],
      openingFamily: q.openingFamily ?? null,
      openingVariation: q.openingVariation ?? null,
    },
    PUZZLE_DISPLAY_COUNT,
  );
  if (names.length === 0) throw notFound(PUZZLE_SOLVING_MESSAGES.noneFound);
  return names;
}

type Attempt = {
  userId: number;
  puzzleId: string;
  solved: boolean;
  /** Whether the user asked for a rated attempt (only a first attempt is rated then). */
  wantsRated: boolean;
  mode: 'rated' | 'casual' | 'review' | 'survival';
  shownMove?: boolean;
  sessionThemes?: readonly string[];
};

/**
 * Records one attempt inside the caller's transaction: locks the user's rating row (every answer
 * of a user passes this lock, so "first attempt" is decided once) and then the puzzle's; on a
 * rated first attempt updates both ratings; on every first attempt counts a play; and moves the
 * review queue.
 */
async function recordAttempt(tx: DbOrTx, a: Attempt): Promise<PuzzleAnswerResult> {
  const repo = puzzleSolvingRepository(tx);
  const player = await repo.lockPlayer(a.userId);
  const first = !(await repo.hasAttempted(a.userId, a.puzzleId));
  const puzzle = await repo.lockPuzzle(a.puzzleId);
  if (!puzzle) throw puzzleNotFound();
  const before = presentRating(player);
  let after = before;
  let puzzleRating = puzzle.rating;
  const rated = a.wantsRated && first;
  if (rated) {
    const update = puzzleRatingUpdate({
      user: glickoOf(player),
      puzzle: {
        rating: puzzle.rating,
        deviation: puzzle.ratingDeviation,
        volatility: puzzle.volatility,
      },
      solved: a.solved,
      sessionThemes: a.sessionThemes ?? [],
    });
    await repo.ratePlayer(a.userId, update.user);
    after = presentRating({ ...player, ...update.user, nbRated: player.nbRated + 1 });
    await repo.countFirstPlay(a.puzzleId, update.puzzle);
    if (update.puzzle) puzzleRating = Math.round(update.puzzle.rating);
  } else if (first) {
    await repo.countFirstPlay(a.puzzleId, null);
  }
  const ratingChange = after.rating - before.rating;
  await repo.insertAttempt({
    userId: a.userId,
    puzzleId: a.puzzleId,
    mode: a.mode,
    solved: a.solved,
    rated,
    shownMove: a.shownMove ?? false,
    puzzleRating: puzzle.rating,
    userRating: after.rating,
    ratingChange,
  });
  const now = new Date();
  await repo.saveReview(
    a.userId,
    a.puzzleId,
    reviewAfter(await repo.review(a.userId, a.puzzleId), a.solved, now),
  );
  return {
    result: a.solved ? 'solved' : 'failed',
    message: a.solved ? PUZZLE_SOLVING_MESSAGES.solved : PUZZLE_SOLVING_MESSAGES.failed,
    rated,
    userRating: after,
    ratingChange,
    puzzleRating,
  };
}

/**
 * POST puzzle/{name}/answer: judged from `moves` alone (the browser's solved and failed flags
 * are ignored), recorded, rated when asked and this is the user's first attempt at the puzzle.
 */
export async function answerPuzzle(
  ctx: AppContext,
  caller: UserRow,
  name: string,
  body: z.output<typeof PuzzleAnswerSchema>,
): Promise<PuzzleAnswerResult> {
  const db = ctx.database.db;
  const puzzle = await puzzleSolvingRepository(db).findPuzzle(name);
  if (!puzzle) throw puzzleNotFound();
  const { solved } = judgePuzzle(puzzle.fen, puzzle.moves, body.moves);
  const wantsRated = body.rated === true;
  return db.transaction((tx) =>
    recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved,
      wantsRated,
      mode: body.review ? 'review' : wantsRated ? 'rated' : 'casual',
      sessionThemes: body.themes ?? [],
    }),
  );
}

/**
 * POST mypuzzles/{id}/showmove/{moveIndex}/{rated}: the move at moveIndex of the puzzle's line,
 * and the puzzle counts as failed, once per try (a shown-move failure less than an hour old is
 * the same try).
 */
export async function showMove(
  ctx: AppContext,
  caller: UserRow,
  params: { id: string; moveIndex: number; rated: boolean },
): Promise<PuzzleShowMoveResult> {
  const db = ctx.database.db;
  const repo = puzzleSolvingRepository(db);
  const puzzle = await repo.findPuzzle(params.id);
  if (!puzzle) throw puzzleNotFound();
  const move = puzzle.moves.split(' ')[params.moveIndex];
  if (move === undefined)
    throw new AppError(400, 'BAD_MOVE_INDEX', PUZZLE_SOLVING_MESSAGES.badMoveIndex, {
      moveIndex: [PUZZLE_SOLVING_MESSAGES.badMoveIndex],
    });
  return db.transaction(async (tx) => {
    const txRepo = puzzleSolvingRepository(tx);
    await txRepo.lockPlayer(caller.id);
    const latest = await txRepo.latestAttempt(caller.id, puzzle.id);
    const sameTry =
      latest?.shownMove === true &&
      !latest.solved &&
      Date.now() - latest.createdAt.getTime() < SHOWN_MOVE_TRY_MS;
    if (sameTry) {
      return {
        result: 'failed' as const,
        message: PUZZLE_SOLVING_MESSAGES.failed,
        rated: false,
        userRating: presentRating(await txRepo.player(caller.id)),
        ratingChange: 0,
        puzzleRating: puzzle.rating,
        move,
      };
    }
    const result = await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved: false,
      wantsRated: params.rated,
      mode: params.rated ? 'rated' : 'casual',
      shownMove: true,
    });
    return { ...result, move };
  });
}

/**
 * Whose figures a call reads: the caller's own, or with `username` another user's, for an admin
 * anyone's and for a coach their own students' (403 otherwise; 404 for an unknown username).
 */
async function subjectOf(
  ctx: AppContext,
  caller: UserRow,
  username: string | undefined,
): Promise<UserRow> {
  if (username === undefined || username.toLowerCase() === caller.username.toLowerCase())
    return caller;
  if (!isCoachOrAdmin(caller.roles))
    throw forbiddenBecause('FORBIDDEN', PUZZLE_SOLVING_MESSAGES.notYourStudent);
  const user = await usersRepository(ctx.database.db).findByUsername(username);
  if (!user) throw notFound(PUZZLE_SOLVING_MESSAGES.userNotFound);
  if (!isAdmin(caller.roles) && user.coachId !== caller.id)
    throw forbiddenBecause('FORBIDDEN', PUZZLE_SOLVING_MESSAGES.notYourStudent);
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
  const { rows, total } = await puzzleSolvingRepository(ctx.database.db).solvedPage(
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
  return { items: rows, total, page: q.page, size: q.size };
}

/** Weakest first: lowest performance, themes with too few plays to judge last. */
function byWeakness(a: PuzzleThemeStats, b: PuzzleThemeStats): number {
  const few = Number(a.played < THEME_PLAYS_MIN) - Number(b.played < THEME_PLAYS_MIN);
  return few || a.performance - b.performance || a.theme.localeCompare(b.theme);
}

/** Theme figures of a user's first plays in [from, before), weakest first (the dashboard's rule). */
function presentThemes(
  rows: Awaited<ReturnType<ReturnType<typeof puzzleSolvingRepository>['themeFigures']>>['themes'],
): PuzzleThemeStats[] {
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
 * The puzzles part of a student's report card (issue 18): first plays and themes in
 * [from, before), weakest first, and the review queue now.
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
  const repo = puzzleSolvingRepository(db);
  const figures = await repo.themeFigures(userId, from, before);
  const queue = await repo.reviewQueue(userId, now, REVIEW_ITEMS_MAX);
  return {
    played: figures.played,
    solved: figures.solved,
    themes: presentThemes(figures.themes),
    review: {
      dueCount: queue.dueCount,
      items: queue.items.map((i) => ({ ...i, due: Date.parse(i.dueAt) <= now.getTime() })),
    },
  };
}

/**
 * GET mypuzzles/dashboard: over the last `days` club-local days, the rating after each day with
 * rated play, the puzzles first met (played, solved at the first try) in all and per theme, and
 * the review queue.
 */
export async function dashboard(
  ctx: AppContext,
  caller: UserRow,
  q: z.output<typeof PuzzleDashboardQuerySchema>,
): Promise<PuzzleDashboard> {
  const user = await subjectOf(ctx, caller, q.username);
  const repo = puzzleSolvingRepository(ctx.database.db);
  const tz = ctx.config.club.timezone;
  const since = startOf(addDays(todayIn(tz), 1 - q.days), tz);
  const now = new Date();
  const player = await repo.player(user.id);
  const [history, figures, queue] = [
    await repo.ratingHistory(user.id, since, tz),
    await repo.themeFigures(user.id, since),
    await repo.reviewQueue(user.id, now, REVIEW_ITEMS_MAX),
  ];
  const themes = presentThemes(figures.themes);
  return {
    username: user.username,
    days: q.days,
    rating: presentRating(player),
    history,
    played: figures.played,
    solved: figures.solved,
    themes,
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
  const repo = puzzleSolvingRepository(ctx.database.db);
  const tz = ctx.config.club.timezone;
  const thisMonth = `${todayIn(tz).slice(0, 8)}01`;
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  const monthAt = (year: number, month: number) =>
    new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const lastMonth = monthAt(y, m - 1);
  const nextMonth = monthAt(y, m + 1);
  const month = async (from: string, before: string) => {
    const f = await repo.monthFigures(caller.id, startOf(from, tz), startOf(before, tz));
    return {
      maxPuzzlesSolvedUser: f.maxUser,
      maxPuzzlesSolved: f.maxSolved,
      puzzlesSolved: f.solved,
      minRating: f.minRating,
      maxRating: f.maxRating,
    };
  };
  return {
    thisMonth: await month(thisMonth, nextMonth),
    lastMonth: await month(lastMonth, thisMonth),
  };
}

/** The next puzzle of a run after `score` solves, none of `excludeIds`. */
async function survivalPuzzle(
  db: DbOrTx,
  userId: number,
  score: number,
  excludeIds: readonly string[] = [],
): Promise<PuzzleRow | undefined> {
  const chosen = await choosePuzzle(db, {
    window: survivalWindow(score),
    themes: [],
    userId,
    excludeIds,
  });
  return chosen ? puzzleSolvingRepository(db).findPuzzle(chosen.id) : undefined;
}

/** POST puzzles/survival: ends any run of the user's still going and starts a new one. */
export async function startSurvival(ctx: AppContext, caller: UserRow): Promise<SurvivalRun> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = puzzleSolvingRepository(tx);
    await repo.lockPlayer(caller.id);
    let best = 0;
    for (const score of await repo.endRunningRuns(caller.id))
      best = await repo.keepSurvivalBest(caller.id, score);
    best = Math.max(best, (await repo.player(caller.id))?.survivalBest ?? 0);
    const puzzle = await survivalPuzzle(tx, caller.id, 0);
    if (!puzzle) throw notFound(PUZZLE_SOLVING_MESSAGES.noneFound);
    const run = await repo.startRun(caller.id, puzzle.id);
    return { id: run.id, score: 0, best, puzzle: presentPuzzle(puzzle) };
  });
}

/**
 * POST puzzles/survival/{id}/answer: the run's current puzzle judged from the moves (an unrated
 * attempt); a solve scores and serves a harder puzzle, a failure ends the run and keeps the best.
 */
export async function answerSurvival(
  ctx: AppContext,
  caller: UserRow,
  runId: number,
  moves: readonly string[],
): Promise<SurvivalAnswerResult> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = puzzleSolvingRepository(tx);
    const run = await repo.findRun(runId, true);
    if (!run || run.userId !== caller.id) throw notFound(PUZZLE_SOLVING_MESSAGES.runNotFound);
    if (run.status !== 'running' || !run.puzzleId)
      throw conflict('RUN_ENDED', PUZZLE_SOLVING_MESSAGES.runEnded);
    const puzzle = await repo.findPuzzle(run.puzzleId);
    if (!puzzle) throw conflict('RUN_ENDED', PUZZLE_SOLVING_MESSAGES.runEnded);
    const { solved } = judgePuzzle(puzzle.fen, puzzle.moves, moves);
    await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved,
      wantsRated: false,
      mode: 'survival',
    });
    const score = run.score + (solved ? 1 : 0);
    const next = solved
      ? await survivalPuzzle(tx, caller.id, score, await repo.runPuzzleIds(run))
      : undefined;
    if (next) {
      await repo.updateRun(run.id, { score, puzzleId: next.id });
      const best = Math.max(score, (await repo.player(caller.id))?.survivalBest ?? 0);
      return {
        result: 'solved' as const,
        message: PUZZLE_SOLVING_MESSAGES.solved,
        score,
        best,
        ended: false,
        puzzle: presentPuzzle(next),
      };
    }
    // A failure ends the run; so does a solve with no harder puzzle left.
    await repo.updateRun(run.id, { score, status: 'ended', puzzleId: null, endedAt: new Date() });
    const best = await repo.keepSurvivalBest(caller.id, score);
    return {
      result: solved ? ('solved' as const) : ('failed' as const),
      message: solved ? PUZZLE_SOLVING_MESSAGES.solved : PUZZLE_SOLVING_MESSAGES.failed,
      score,
      best,
      ended: true,
      puzzle: null,
    };
  });
}
