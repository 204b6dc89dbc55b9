import { mistakeThemes } from '@kingside/chess';
import {
  MISTAKES_GAMES_MAX,
  MISTAKES_INSTRUCTIVE_MAX,
  playerColorOf,
  type AnalysedMoveData,
  type InstructivePosition,
  type MistakesSummary,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { analysisById } from '../analysis/index.js';
import { addOwnPuzzles, ownPuzzleId, type OwnPuzzle } from '../puzzles/index.js';
import { usersRepository } from '../users/index.js';
import { gameAnalysisLinks, type MyGameRow } from './mygames.repository.js';

/*
 * A member's mistakes in their analysed games (issue 34, docs/decisions/0067): their own puzzles,
 * made when an analysis is done, and the report card's summary of a period.
 */

type Owner = { name: string; username: string };

/** The moves the owner played in a game, when the names on it tell their side. */
function ownMoves(
  game: Pick<MyGameRow, 'white' | 'black'>,
  owner: Owner,
  moves: readonly AnalysedMoveData[],
): { move: AnalysedMoveData; before: AnalysedMoveData | undefined }[] | null {
  const color = playerColorOf(game, owner);
  if (!color) return null;
  return moves
    .map((move, i) => ({ move, before: moves[i - 1] }))
    .filter(({ move }) => move.white === (color === 'white'));
}

/** What the better move in a blunder's position does, as far as the tagger can tell. */
const themesOf = (move: AnalysedMoveData) =>
  move.best
    ? mistakeThemes(move.fenBefore, move.best.uci, { missedMate: move.mateNote === 'missedMate' })
    : [];

/**
 * The owner's puzzles in an analysed game of theirs: each of their blunders where one move was
 * clearly best, as the position before the opponent's last move, that move, then the better one.
 * A blunder on the game's first move has no move before it and is left out; so is every move of
 * a game whose owner's side is unknown (their name is on neither side, or on both).
 */
export function ownPuzzlesOf(
  game: Pick<MyGameRow, 'id' | 'white' | 'black'>,
  owner: Owner,
  moves: readonly AnalysedMoveData[],
): OwnPuzzle[] {
  const found: OwnPuzzle[] = [];
  for (const { move, before } of ownMoves(game, owner, moves) ?? []) {
    if (!move.puzzle || !move.best || !before) continue;
    found.push({
      id: ownPuzzleId(game.id, move.ply),
      myGameId: game.id,
      ply: move.ply,
      fen: before.fenBefore,
      moves: `${before.uci} ${move.best.uci}`,
      themes: themesOf(move),
    });
  }
  return found;
}

/**
 * The `mygames.mistakes` job: every game of an analysis that is done gives its owner their
 * puzzles (a game given them before gets no second copy: addOwnPuzzles skips known ids).
 */
export async function fileMistakes(ctx: AppContext, analysisId: number): Promise<void> {
  const db = ctx.database.db;
  const analysis = await analysisById(db, analysisId);
  if (analysis?.status !== 'done' || !analysis.moves) return;
  const users = usersRepository(db);
  const links = gameAnalysisLinks(db);
  for (const game of await links.ofAnalysis(analysisId)) {
    const owner = await users.findById(game.userId);
    if (!owner) continue;
    const own = ownMoves(game, owner, analysis.moves);
    if (!own) continue;
    await links.setBlunders(game.id, own.filter(({ move }) => move.judgement === 'blunder').length);
    await addOwnPuzzles(db, owner.id, ownPuzzlesOf(game, owner, analysis.moves));
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
    for (const { move } of own) if (move.judgement === 'blunder') blunders.push({ game, move });
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
  const earlier = new Date(from.getTime() - (before.getTime() - from.getTime()));
  const previous = await blundersIn(db, student, earlier, from);
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
    previousPerGame: perGame(previous.blunders.length, previous.games),
    byPhase,
    byTheme: [...themes]
      .map(([theme, count]) => ({ theme, count }))
      .sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme)),
    instructive,
  };
}
