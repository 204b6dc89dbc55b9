import { puzzleStartFen } from '@kingside/chess';
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
  puzzleWidenedMessage,
  type Glicko,
  type Puzzle,
  type PuzzleFilter,
  type PuzzleNext,
  type PuzzleRating,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../users/index.js';
import { choosePuzzle, choosePuzzles, type PuzzleWindow } from './puzzles.selection.js';
import {
  puzzleSolvingRepository,
  type NewPuzzleTry,
  type PuzzlePlayerRow,
  type PuzzleRow,
} from './puzzles.solving.repository.js';

/*
 * Serving puzzles (docs/decisions/0034, 0045): a puzzle by name or chosen by the filters, each
 * serve starting the member's try, and the rating as the pages show it. A try's moves are judged
 * in puzzles.moves.ts, survival runs in puzzles.survival.ts, the figures in puzzles.dashboard.ts.
 */

export const puzzleNotFound = () => notFound(PUZZLE_SOLVING_MESSAGES.notFound);

/** Opening filters are for elite users (spec 2 §6): anyone else sending one gets 403. */
export function checkOpeningFilters(
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
export async function startTry(
  ctx: AppContext,
  db: DbOrTx,
  values: Omit<NewPuzzleTry, 'runId'> & { runId?: number },
): Promise<void> {
  const repo = puzzleSolvingRepository(db);
  await repo.pruneExpiredTries();
  await repo.startTry(values, ctx.config.puzzles.tryTtlMinutes);
}

/** The player's Glicko-2 figures: the lichess defaults until their first rated attempt. */
export const glickoOf = (p: PuzzlePlayerRow | undefined): Glicko => ({
  rating: p?.rating ?? PUZZLE_RATING_DEFAULT,
  deviation: p?.deviation ?? PUZZLE_DEVIATION_DEFAULT,
  volatility: p?.volatility ?? PUZZLE_VOLATILITY_DEFAULT,
});

export function presentRating(p: PuzzlePlayerRow | undefined): PuzzleRating {
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
  if (!row || !mayServe(row, caller)) throw puzzleNotFound();
  await startTry(ctx, ctx.database.db, {
    userId: caller.id,
    puzzleId: row.id,
    ...sessionOf(q, q.review === true),
  });
  return presentPuzzle(row);
}

/**
 * Whether a puzzle is served to `caller`: the club's puzzles to anyone, a member's own
 * (docs/decisions/0067) to that member alone; to anyone else it does not exist.
 */
export const mayServe = (row: Pick<PuzzleRow, 'ownerId'>, caller: Pick<UserRow, 'id'>) =>
  row.ownerId === null || row.ownerId === caller.id;

/** GET puzzlesrepo/{names}: the puzzles in the order named, unknown names left out. */
export async function puzzlesByName(
  ctx: AppContext,
  caller: UserRow,
  names: readonly string[],
  makeFirstMove: boolean,
): Promise<Puzzle[]> {
  const rows = await puzzleSolvingRepository(ctx.database.db).findPuzzles(names);
  const byId = new Map(rows.filter((r) => mayServe(r, caller)).map((r) => [r.id, r]));
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
