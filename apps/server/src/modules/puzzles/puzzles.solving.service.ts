import { isRightPuzzleMove, puzzleStartFen } from '@kingside/chess';
import {
  canUseOpeningFilters,
  PUZZLE_DEVIATION_DEFAULT,
  PUZZLE_DISPLAY_COUNT,
  PUZZLE_PROVISIONAL_DEVIATION,
  PUZZLE_RATING_DEFAULT,
  PUZZLE_SEARCH_SPAN,
  PUZZLE_SOLVING_MESSAGES,
  PUZZLE_VOLATILITY_DEFAULT,
  puzzleDefaultWindow,
  puzzleRatedLimitMessage,
  puzzleRatingUpdate,
  puzzleThemeText,
  puzzleTooFastMessage,
  puzzleWidenedMessage,
  reviewAfter,
  survivalWindow,
  themePerformance,
  type Glicko,
  type Puzzle,
  type PuzzleAnswerResult,
  type PuzzleDashboard,
  type PuzzleDashboardQuerySchema,
  type PuzzleFilter,
  type PuzzleMove,
  type PuzzleMoveResult,
  type PuzzleNext,
  type PuzzleRating,
  type PuzzleShowMoveResult,
  type PuzzleThemeStats,
  type PuzzleUserActivity,
  type SolvedPuzzlesPage,
  type SolvedPuzzlesQuerySchema,
  type SurvivalMoveResult,
  type SurvivalRun,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { secondsLeftInWindow } from '../../lib/rate-limit.js';
import { addDays, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { studentWithAccess } from '../access/index.js';
import { usersRepository, type UserRow } from '../users/index.js';
import { choosePuzzle, choosePuzzles, type PuzzleWindow } from './puzzles.selection.js';
import {
  puzzleSolvingRepository,
  type NewPuzzleTry,
  type PuzzlePlayerRow,
  type PuzzleRow,
  type PuzzleTryRow,
} from './puzzles.solving.repository.js';

/** Review items the dashboard lists. */
const REVIEW_ITEMS_MAX = 50;
/** Themes with fewer plays go last on the dashboard (too few to say anything). */
const THEME_PLAYS_MIN = 3;

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
    throw forbidden(PUZZLE_SOLVING_MESSAGES.eliteOnly, 'ELITE_ONLY');
}

const sideToMove = (fen: string) => fen.split(' ')[1] === 'b';

/**
 * A puzzle as the pages get it: the position and the moves played so far, never the solution
 * (docs/decisions/0045). `moves` is the opponent's first move, which the page plays; with
 * `makeFirstMove` the position is after it and nothing is played yet.
 */
export function presentPuzzle(row: PuzzleRow, makeFirstMove = false): Puzzle {
  const fen = makeFirstMove ? puzzleStartFen(row.fen, row.moves) : row.fen;
  return {
    name: row.id,
    fen,
    moves: makeFirstMove ? '' : row.moves.split(' ')[0]!,
    rating: row.rating,
    blacksTurn: sideToMove(fen),
    themes: row.themes,
    openingFamily: row.openingFamily,
    openingVariation: row.openingVariation,
    nbPlays: row.nbPlays,
    gameUrl: row.gameUrl,
  };
}

/** A try's session: what it is recorded as, whether the member asked for rated, its themes. */
type TrySession = Pick<NewPuzzleTry, 'mode' | 'rated' | 'themes'>;

/** The session a serve with these filters starts: review when the puzzle is a review's. */
const sessionOf = (q: PuzzleFilter, review: boolean): TrySession => ({
  mode: review ? 'review' : q.rated ? 'rated' : 'casual',
  rated: q.rated === true,
  themes: q.themes ?? [],
});

/**
 * Serving a puzzle starts the member's try at it (a new serve of the same puzzle starts it
 * again), after pruning expired tries.
 */
async function startTry(
  ctx: AppContext,
  db: DbOrTx,
  values: Omit<NewPuzzleTry, 'runId'> & { runId?: number },
): Promise<void> {
  const repo = puzzleSolvingRepository(db);
  await repo.pruneExpiredTries();
  await repo.startTry(values, ctx.config.puzzles.tryTtlMinutes);
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

/** GET puzzle/{name}: the puzzle, and the caller's try at it started (again) with the session. */
export async function getPuzzle(
  ctx: AppContext,
  caller: UserRow,
  name: string,
  q: PuzzleFilter,
): Promise<Puzzle> {
  checkOpeningFilters(caller, q);
  const row = await puzzleSolvingRepository(ctx.database.db).findPuzzle(name);
  if (!row) throw puzzleNotFound();
  await startTry(ctx, ctx.database.db, {
    userId: caller.id,
    puzzleId: row.id,
    ...sessionOf(q, q.review === true),
  });
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
    if (row) {
      await startTry(ctx, db, { userId: caller.id, puzzleId: row.id, ...sessionOf(q, true) });
      return { ...presentPuzzle(row), window, widened: false, message: null, review: true };
    }
  }
  const chosen = await choosePuzzle(ctx, {
    window,
    themes: q.themes ?? [],
    openingFamily: q.openingFamily ?? null,
    openingVariation: q.openingVariation ?? null,
    userId: caller.id,
  });
  const row = chosen ? await repo.findPuzzle(chosen.id) : undefined;
  if (!chosen || !row) throw notFound(PUZZLE_SOLVING_MESSAGES.noneFound);
  await startTry(ctx, db, { userId: caller.id, puzzleId: row.id, ...sessionOf(q, false) });
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
    ctx,
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

/** A judged move of a try: the try and puzzle it was judged against, and what it did. */
type JudgedMove = {
  current: PuzzleTryRow;
  puzzle: PuzzleRow;
  line: string[];
  verdict: 'continue' | 'solved' | 'failed';
  /** A solve faster than the pace floor: it counts for no rating and no survival score. */
  tooFast: boolean;
};

const noTry = () => conflict('NO_TRY', PUZZLE_SOLVING_MESSAGES.noTry);
const wrongPly = () =>
  conflict('WRONG_PLY', PUZZLE_SOLVING_MESSAGES.wrongPly, {
    ply: [PUZZLE_SOLVING_MESSAGES.wrongPly],
  });

/**
 * Judges `move` against the caller's try at the puzzle (read, not locked: applying it checks
 * again under the lock): 409 without a try in progress or for another ply than it waits for.
 */
async function judgeMove(
  ctx: AppContext,
  userId: number,
  puzzleId: string,
  move: PuzzleMove,
): Promise<JudgedMove> {
  const repo = puzzleSolvingRepository(ctx.database.db);
  const puzzle = await repo.findPuzzle(puzzleId);
  if (!puzzle) throw puzzleNotFound();
  const current = await repo.findTry(userId, puzzleId);
  if (!current) throw noTry();
  if (move.ply !== current.ply) throw wrongPly();
  const line = puzzle.moves.split(' ');
  const right = isRightPuzzleMove(puzzle.fen, puzzle.moves, move.ply, move.uci);
  const verdict = !right ? 'failed' : move.ply >= line.length - 1 ? 'solved' : 'continue';
  // The player plays every other move of the line, the opponent's first move excepted.
  const floorMs = ctx.config.puzzles.ratedMsPerMove * Math.floor(line.length / 2);
  return {
    current,
    puzzle,
    line,
    verdict,
    tooFast: verdict === 'solved' && current.elapsedMs < floorMs,
  };
}

/**
 * Locks the try a move was judged against, inside the transaction that applies it: a try that
 * ended, started again or moved on meanwhile (a double submit, a second tab) refuses the move.
 */
async function lockJudgedTry(tx: DbOrTx, judged: JudgedMove): Promise<void> {
  const { current } = judged;
  const locked = await puzzleSolvingRepository(tx).findTry(current.userId, current.puzzleId, true);
  if (!locked) throw noTry();
  if (locked.ply !== current.ply || locked.servedAt.getTime() !== current.servedAt.getTime())
    throw wrongPly();
}

/** The line shown after a right move: up to and including the opponent's reply. */
const lineUpToReply = (judged: JudgedMove) => judged.line.slice(0, judged.current.ply + 2);

/** A right move with more to come: the try waits for the player's next ply. */
async function applyRightMove(ctx: AppContext, judged: JudgedMove) {
  const { current } = judged;
  await ctx.database.db.transaction(async (tx) => {
    await lockJudgedTry(tx, judged);
    await puzzleSolvingRepository(tx).advanceTry(
      current.userId,
      current.puzzleId,
      current.ply + 2,
      ctx.config.puzzles.tryTtlMinutes,
    );
  });
  const shown = lineUpToReply(judged);
  return {
    verdict: 'continue' as const,
    message: PUZZLE_SOLVING_MESSAGES.continueSolving,
    reply: shown[shown.length - 1]!,
    moves: shown.join(' '),
    notice: null,
  };
}

/**
 * Counts a rated result against the member's limit, before it is recorded (the store may be
 * Redis, never inside the transaction). Only a result that will rate counts: a rated try, at
 * pace, the member's first attempt at the puzzle. A solve past the limit is refused with 429 and
 * the try stays as it was; a failure is never refused (refusing it would let a script try moves
 * for free).
 */
async function countRatedResult(
  ctx: AppContext,
  judged: JudgedMove,
  solved: boolean,
): Promise<boolean> {
  const { current } = judged;
  const wantsRated = current.rated && !judged.tooFast;
  if (!wantsRated) return false;
  const repo = puzzleSolvingRepository(ctx.database.db);
  if (await repo.hasAttempted(current.userId, current.puzzleId)) return true;
  const { ratedPerWindow, ratedWindowSeconds } = ctx.config.puzzles;
  const count = await ctx.rateLimits.increment(
    `puzzle-rated:${current.userId}`,
    ratedWindowSeconds,
  );
  if (solved && count > ratedPerWindow) {
    throw new AppError(
      429,
      'PUZZLE_RATE_LIMITED',
      puzzleRatedLimitMessage(ratedPerWindow, ratedWindowSeconds),
      undefined,
      { 'retry-after': String(secondsLeftInWindow(ratedWindowSeconds)) },
    );
  }
  return true;
}

/** The notice of a solve that came faster than the pace floor, when it mattered. */
const tooFastNotice = (ctx: AppContext, judged: JudgedMove, mattered: boolean) =>
  judged.tooFast && mattered ? puzzleTooFastMessage(ctx.config.puzzles.ratedMsPerMove) : null;

/**
 * POST puzzle/{name}/move: the player's move at `ply`, judged against their try. A right move
 * with more to come answers the opponent's reply; a wrong move, or the last right one, ends the
 * try: it is recorded once (rated when the member asked and it is their first attempt, at pace
 * and within the limit) and the whole line is answered.
 */
export async function playMove(
  ctx: AppContext,
  caller: UserRow,
  name: string,
  move: PuzzleMove,
): Promise<PuzzleMoveResult> {
  const judged = await judgeMove(ctx, caller.id, name, move);
  if (judged.current.mode === 'survival') throw noTry();
  if (judged.verdict === 'continue')
    return { ...(await applyRightMove(ctx, judged)), result: null };
  const solved = judged.verdict === 'solved';
  const wantsRated = await countRatedResult(ctx, judged, solved);
  const { current, puzzle } = judged;
  const result = await ctx.database.db.transaction(async (tx) => {
    await lockJudgedTry(tx, judged);
    const recorded = await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved,
      wantsRated,
      mode: current.mode,
      sessionThemes: current.themes,
    });
    await puzzleSolvingRepository(tx).endTry(caller.id, puzzle.id);
    return recorded;
  });
  return {
    verdict: judged.verdict,
    message: result.message,
    reply: null,
    moves: puzzle.moves,
    notice: tooFastNotice(ctx, judged, current.rated),
    result,
  };
}

/**
 * POST mypuzzles/{id}/showmove/{moveIndex}/{rated}: the move the player is to play now
 * (`moveIndex` is the ply the try waits for): the try ends as failed, recorded once (rated as
 * its session asked; the path's `rated` is the spec's and decides nothing), and the whole line
 * is answered.
 */
export async function showMove(
  ctx: AppContext,
  caller: UserRow,
  params: { id: string; moveIndex: number },
): Promise<PuzzleShowMoveResult> {
  const repo = puzzleSolvingRepository(ctx.database.db);
  const puzzle = await repo.findPuzzle(params.id);
  if (!puzzle) throw puzzleNotFound();
  const current = await repo.findTry(caller.id, puzzle.id);
  if (!current || current.mode === 'survival') throw noTry();
  if (params.moveIndex !== current.ply)
    throw conflict('WRONG_PLY', PUZZLE_SOLVING_MESSAGES.showOnlyNext, {
      moveIndex: [PUZZLE_SOLVING_MESSAGES.showOnlyNext],
    });
  const line = puzzle.moves.split(' ');
  const judged: JudgedMove = { current, puzzle, line, verdict: 'failed', tooFast: false };
  const wantsRated = await countRatedResult(ctx, judged, false);
  const result = await ctx.database.db.transaction(async (tx) => {
    await lockJudgedTry(tx, judged);
    const recorded = await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved: false,
      wantsRated,
      mode: current.mode,
      shownMove: true,
      sessionThemes: current.themes,
    });
    await puzzleSolvingRepository(tx).endTry(caller.id, puzzle.id);
    return recorded;
  });
  return { ...result, move: line[current.ply]!, moves: puzzle.moves };
}

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
  ctx: AppContext,
  db: DbOrTx,
  userId: number,
  score: number,
  excludeIds: readonly string[] = [],
): Promise<PuzzleRow | undefined> {
  const chosen = await choosePuzzle(
    ctx,
    { window: survivalWindow(score), themes: [], userId, excludeIds },
    db,
  );
  return chosen ? puzzleSolvingRepository(db).findPuzzle(chosen.id) : undefined;
}

/** A survival run's try: unrated, no session themes. */
const survivalTry = (userId: number, puzzleId: string, runId: number) => ({
  userId,
  puzzleId,
  runId,
  mode: 'survival' as const,
  rated: false,
  themes: [],
});

/** POST puzzles/survival: ends any run of the user's still going and starts a new one. */
export async function startSurvival(ctx: AppContext, caller: UserRow): Promise<SurvivalRun> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = puzzleSolvingRepository(tx);
    await repo.lockPlayer(caller.id);
    let best = 0;
    for (const score of await repo.endRunningRuns(caller.id))
      best = await repo.keepSurvivalBest(caller.id, score);
    best = Math.max(best, (await repo.player(caller.id))?.survivalBest ?? 0);
    const puzzle = await survivalPuzzle(ctx, tx, caller.id, 0);
    if (!puzzle) throw notFound(PUZZLE_SOLVING_MESSAGES.noneFound);
    const run = await repo.startRun(caller.id, puzzle.id);
    await startTry(ctx, tx, survivalTry(caller.id, puzzle.id, run.id));
    return { id: run.id, score: 0, best, puzzle: presentPuzzle(puzzle) };
  });
}

/**
 * POST puzzles/survival/{id}/move: the player's move on the run's current puzzle, judged like a
 * puzzle's (an unrated attempt once it ends). A solve scores (unless faster than the pace floor)
 * and serves a harder puzzle; a failure ends the run and keeps the best.
 */
export async function playSurvivalMove(
  ctx: AppContext,
  caller: UserRow,
  runId: number,
  move: PuzzleMove,
): Promise<SurvivalMoveResult> {
  const repo = puzzleSolvingRepository(ctx.database.db);
  const run = await repo.findRun(runId);
  if (!run || run.userId !== caller.id) throw notFound(PUZZLE_SOLVING_MESSAGES.runNotFound);
  if (run.status !== 'running' || !run.puzzleId)
    throw conflict('RUN_ENDED', PUZZLE_SOLVING_MESSAGES.runEnded);
  const judged = await judgeMove(ctx, caller.id, run.puzzleId, move);
  if (judged.current.runId !== run.id) throw noTry();
  if (judged.verdict === 'continue') {
    const best = Math.max(run.score, (await repo.player(caller.id))?.survivalBest ?? 0);
    return {
      ...(await applyRightMove(ctx, judged)),
      score: run.score,
      best,
      ended: false,
      puzzle: null,
    };
  }
  const solved = judged.verdict === 'solved';
  const { puzzle } = judged;
  return ctx.database.db.transaction(async (tx) => {
    const txRepo = puzzleSolvingRepository(tx);
    const locked = await txRepo.findRun(run.id, true);
    if (locked?.status !== 'running' || locked.puzzleId !== puzzle.id)
      throw conflict('RUN_ENDED', PUZZLE_SOLVING_MESSAGES.runEnded);
    await lockJudgedTry(tx, judged);
    await recordAttempt(tx, {
      userId: caller.id,
      puzzleId: puzzle.id,
      solved,
      wantsRated: false,
      mode: 'survival',
    });
    await txRepo.endTry(caller.id, puzzle.id);
    const score = locked.score + (solved && !judged.tooFast ? 1 : 0);
    const verdict = {
      verdict: judged.verdict,
      message: solved ? PUZZLE_SOLVING_MESSAGES.solved : PUZZLE_SOLVING_MESSAGES.failed,
      reply: null,
      moves: puzzle.moves,
      notice: tooFastNotice(ctx, judged, true),
      score,
    };
    const next = solved
      ? await survivalPuzzle(ctx, tx, caller.id, score, await txRepo.runPuzzleIds(locked))
      : undefined;
    if (next) {
      await txRepo.updateRun(run.id, { score, puzzleId: next.id });
      await startTry(ctx, tx, survivalTry(caller.id, next.id, run.id));
      const best = Math.max(score, (await txRepo.player(caller.id))?.survivalBest ?? 0);
      return { ...verdict, best, ended: false, puzzle: presentPuzzle(next) };
    }
    // A failure ends the run; so does a solve with no harder puzzle left.
    await txRepo.updateRun(run.id, {
      score,
      status: 'ended',
      puzzleId: null,
      endedAt: new Date(),
    });
    const best = await txRepo.keepSurvivalBest(caller.id, score);
    return { ...verdict, best, ended: true, puzzle: null };
  });
}
