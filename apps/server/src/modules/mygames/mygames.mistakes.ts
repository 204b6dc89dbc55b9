import { fenAfterMove, mistakeThemes } from '@kingside/chess';
import {
  GAME_NAME_MAX_LENGTH,
  MISTAKE_MESSAGES,
  MISTAKES_GAMES_MAX,
  MISTAKES_INSTRUCTIVE_MAX,
  playerColorOf,
  type AnalysedMoveData,
  type AssignResult,
  type InstructivePosition,
  type MistakeAssign,
  type MistakesSummary,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { analysisById } from '../analysis/index.js';
import { assign, createAssignment } from '../assignments/index.js';
import { addOwnPuzzles, ownPuzzleId, type OwnPuzzle } from '../puzzles/index.js';
import { usersRepository, type UserRow } from '../users/index.js';
import { gameAnalysisLinks, type MyGameRow } from './mygames.repository.js';
import { analysisOfMyGame, reviewableGame } from './mygames.service.js';

/*
 * A member's mistakes in their analysed games (issue 34, docs/decisions/0067): their own puzzles,
 * made when an analysis is done, and the report card's summary of a period.
 */

type Owner = { name: string; username: string };

/** A move of the owner's, and the opponent's move before it (none for the game's first). */
type OwnMove = { move: AnalysedMoveData; before: AnalysedMoveData | undefined };

/** The moves the owner played in a game, when the names on it tell their side. */
function ownMoves(
  game: Pick<MyGameRow, 'white' | 'black'>,
  owner: Owner,
  moves: readonly AnalysedMoveData[],
): OwnMove[] | null {
  const color = playerColorOf(game, owner);
  if (!color) return null;
  return moves
    .map((move, i) => ({ move, before: moves[i - 1] }))
    .filter(({ move }) => move.white === (color === 'white'));
}

const isBlunder = ({ move }: OwnMove) => move.judgement === 'blunder';

/** What the better move in a blunder's position does, as far as the tagger can tell. */
const themesOf = (move: AnalysedMoveData) =>
  move.best
    ? mistakeThemes(move.fenBefore, move.best.uci, { missedMate: move.mateNote === 'missedMate' })
    : [];

/**
 * The owner's puzzles in an analysed game of theirs (`own`: their moves): each of their blunders
 * where one move was clearly best, as the position before the opponent's last move, that move,
 * then the better one. A blunder on the game's first move has no move before it and is left out.
 */
function ownPuzzlesOf(gameId: number, own: readonly OwnMove[]): OwnPuzzle[] {
  const found: OwnPuzzle[] = [];
  for (const { move, before } of own) {
    if (!move.puzzle || !move.best || !before) continue;
    found.push({
      id: ownPuzzleId(gameId, move.ply),
      myGameId: gameId,
      ply: move.ply,
      fen: before.fenBefore,
      moves: `${before.uci} ${move.best.uci}`,
      themes: themesOf(move),
    });
  }
  return found;
}

/**
 * The `mygames.mistakes` job: every game of an analysis that is done (or only `gameIds`, games
 * linked to it after it was done) gives its owner their puzzles (a game given them before gets
 * no second copy: addOwnPuzzles skips known ids).
 */
export async function fileMistakes(
  ctx: AppContext,
  analysisId: number,
  gameIds?: number[],
): Promise<void> {
  const db = ctx.database.db;
  const analysis = await analysisById(db, analysisId);
  if (analysis?.status !== 'done' || !analysis.moves) return;
  const users = usersRepository(db);
  const links = gameAnalysisLinks(db);
  for (const game of await links.ofAnalysis(analysisId, gameIds)) {
    const owner = await users.findById(game.userId);
    // A game whose owner's side is unknown (their name on neither side, or on both) gives none.
    const own = owner ? ownMoves(game, owner, analysis.moves) : null;
    if (!owner || !own) continue;
    await links.setBlunders(game.id, own.filter(isBlunder).length);
    await addOwnPuzzles(db, owner.id, ownPuzzlesOf(game.id, own));
  }
}

/**
 * Blunders per game of each student in [from, before), over their analysed games whose side is
 * known: null for a student without one (the class view's column).
 */
export async function blundersPerGame(
  db: DbOrTx,
  userIds: number[],
  from: Date,
  before: Date,
): Promise<Map<number, { games: number; perGame: number | null }>> {
  const counts = await gameAnalysisLinks(db).blunderCounts(userIds, from, before);
  return new Map(
    counts.map((c) => [c.userId, { games: c.games, perGame: perGame(c.blunders, c.games) }]),
  );
}

const perGame = (blunders: number, games: number) =>
  games === 0 ? null : Math.round((blunders / games) * 10) / 10;

/** The student's blunders in their games filed in [from, before) and analysed. */
async function blundersIn(db: DbOrTx, student: Owner & { id: number }, from: Date, before: Date) {
  const games = await gameAnalysisLinks(db).analysedOf(
    student.id,
    from,
    before,
    MISTAKES_GAMES_MAX,
  );
  let counted = 0;
  const blunders: { game: (typeof games)[number]; move: AnalysedMoveData }[] = [];
  for (const game of games) {
    const own = ownMoves(game, student, game.moves ?? []);
    if (!own) continue;
    counted++;
    for (const { move } of own.filter(isBlunder)) blunders.push({ game, move });
  }
  return { games: counted, blunders };
}

/**
 * A student's mistakes over [from, before) for the report card: blunders per game against the
 * period of equal length just before, by phase and by theme, and the most instructive positions
 * (the biggest blunders where one move was clearly best).
 */
export async function mistakesIn(
  db: DbOrTx,
  student: Owner & { id: number },
  from: Date,
  before: Date,
): Promise<MistakesSummary> {
  const now = await blundersIn(db, student, from, before);
  // The period before only needs its count, which each analysed game keeps.
  const earlier = new Date(from.getTime() - (before.getTime() - from.getTime()));
  const previous = (await blundersPerGame(db, [student.id], earlier, from)).get(student.id);
  const byPhase = { opening: 0, middlegame: 0, endgame: 0 };
  const themes = new Map<string, number>();
  for (const { move } of now.blunders) {
    byPhase[move.phase]++;
    for (const theme of themesOf(move)) themes.set(theme, (themes.get(theme) ?? 0) + 1);
  }
  const instructive: InstructivePosition[] = now.blunders
    .filter(({ move }) => move.puzzle && move.best)
    .sort((a, b) => b.move.loss - a.move.loss)
    .slice(0, MISTAKES_INSTRUCTIVE_MAX)
    .map(({ game, move }) => ({
      myGameId: game.id,
      gameName: game.name,
      ply: move.ply,
      fen: move.fenBefore,
      played: move.san,
      better: move.best!.san,
      loss: move.loss,
      phase: move.phase,
      themes: themesOf(move),
      puzzleId: move.ply > 1 ? ownPuzzleId(game.id, move.ply) : null,
    }));
  return {
    games: now.games,
    blunders: now.blunders.length,
    perGame: perGame(now.blunders.length, now.games),
    previousPerGame: previous?.perGame ?? null,
    byPhase,
    byTheme: [...themes]
      .map(([theme, count]) => ({ theme, count }))
      .sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme)),
    instructive,
  };
}

/**
 * POST /api/mygames/{id}/mistakes/{ply}/assign (a coach, an admin): the student's blunder at
 * `ply` becomes an assignment in one click: a library game in /Assignments/Mistakes (the position
 * before the blunder; solved by the position after the better move), given to the student or to
 * everyone in their class time. Whoever may not see the student gets 403, as for the review.
 */
export async function assignMistake(
  ctx: AppContext,
  caller: UserRow,
  params: { id: number; ply: number },
  body: MistakeAssign,
): Promise<AssignResult> {
  const game = await reviewableGame(ctx, caller, params.id);
  const analysis = await analysisOfMyGame(ctx, game);
  if (analysis?.status !== 'done' || !analysis.moves)
    throw conflict('NOT_ANALYSED', MISTAKE_MESSAGES.notAnalysed);
  const student = await usersRepository(ctx.database.db).findById(game.userId);
  const move = student
    ? ownMoves(game, student, analysis.moves)?.find(({ move: m }) => m.ply === params.ply)?.move
    : undefined;
  if (!student || !move || move.judgement !== 'blunder' || !move.best)
    throw notFound(MISTAKE_MESSAGES.noBlunder);
  const classTime = student.classTime?.trim() || null;
  if (body.to === 'class' && !classTime)
    throw badRequest('NO_CLASS_TIME', MISTAKE_MESSAGES.noClassTime, {
      to: [MISTAKE_MESSAGES.noClassTime],
    });
  const moveNumber = Number(move.fenBefore.split(' ')[5] ?? 1);
  const created = await createAssignment(ctx, caller, {
    name: MISTAKE_MESSAGES.name(game.name, moveNumber).slice(0, GAME_NAME_MAX_LENGTH),
    game: {
      type: 'Puzzle',
      fen: move.fenBefore,
      solutionFen: fenAfterMove(move.fenBefore, move.best.uci),
      solution: null,
      notes: MISTAKE_MESSAGES.notes(game.name, move.san),
      questionType: null,
      questionChoices: null,
      dirPath: '/Assignments/Mistakes',
    },
  });
  return assign(ctx, caller, {
    assignmentIds: [created.id],
    userIds: body.to === 'student' ? [student.id] : [],
    classTimes: body.to === 'class' ? classTime : null,
    dueDate: null,
  });
}
