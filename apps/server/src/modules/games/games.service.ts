import { blackToMove, describeGame, fenProblem, getHeader } from '@kingside/chess';
import {
  GAME_MESSAGES,
  GAME_NAME_MAX_LENGTH,
  parseGamesJson,
  type GameAddParsed,
  type GameSaveParsed,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { readPgnUpload } from '../../lib/chess.js';
import { shareCpu } from '../../lib/cpu-slices.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { writeUpload } from '../../lib/uploads.js';
import { gamesRepository, type GameRow, type GameValues } from './games.repository.js';

/** Why a game's positions are not playable, per field, or null when all are. */
function positionProblems(
  game: Pick<GameAddParsed, 'fen' | 'solutionFen'>,
): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const fen = fenProblem(game.fen);
  if (fen) problems.fen = [fen];
  const solutionFens = (game.solutionFen ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  for (const [i, f] of solutionFens.entries()) {
    const problem = fenProblem(f);
    if (problem) {
      const which = solutionFens.length > 1 ? `Solution position ${i + 1}: ` : '';
      (problems.solutionFen ??= []).push(`${which}${problem}`);
    }
  }
  return Object.keys(problems).length ? problems : null;
}

function toValues(game: GameAddParsed): GameValues {
  return {
    ...game,
    blacksTurn: blackToMove(game.fen),
    questionType: game.type === 'Question' ? game.questionType : null,
    questionChoices: game.type === 'Question' ? game.questionChoices : null,
  };
}

/**
 * Refuses a game whose fen or solution positions are not legal for play: 400 INVALID_POSITION
 * naming each field, below `fieldPrefix` when the game is part of a larger body ("game.").
 */
export function assertPlayablePositions(
  game: Pick<GameAddParsed, 'fen' | 'solutionFen'>,
  fieldPrefix = '',
): void {
  const problems = positionProblems(game);
  if (!problems) return;
  const [first] = Object.values(problems).flat();
  const fieldErrors = Object.fromEntries(
    Object.entries(problems).map(([field, messages]) => [`${fieldPrefix}${field}`, messages]),
  );
  throw badRequest('INVALID_POSITION', first!, fieldErrors);
}

/**
 * Adds one library game through `db` (the caller's transaction when it makes more rows with it),
 * after checking its positions as a save does.
 */
export async function insertGame(
  db: DbOrTx,
  game: GameAddParsed,
  fieldPrefix = '',
): Promise<GameRow> {
  assertPlayablePositions(game, fieldPrefix);
  const [row] = await gamesRepository(db).insertGames([toValues(game)]);
  return row!;
}

/** Adds a game (no id) or changes one (with id), after checking its positions with chess.js. */
export async function saveGame(ctx: AppContext, save: GameSaveParsed): Promise<GameRow> {
  const { id, ...game } = save;
  if (id === undefined) return insertGame(ctx.database.db, game);
  assertPlayablePositions(game);
  const repo = gamesRepository(ctx.database.db);
  const row = await repo.updateGame(id, toValues(game));
  if (!row) throw notFound(`No game with id ${id}.`);
  return row;
}

/** An upload's library games, all or none (docs/decisions/0047); answers their ids in order. */
async function insertLibraryGames(
  ctx: AppContext,
  userId: number,
  values: GameValues[],
  log: FastifyBaseLogger,
): Promise<number[]> {
  const repo = gamesRepository(ctx.database.db);
  const rows = await writeUpload(ctx, { kind: 'games', userId, rows: values.length, log }, (up) =>
    up.inBatches(values, {
      size: (v) => (v.pgn?.length ?? 0) + (v.solutionFen?.length ?? 0) + (v.notes?.length ?? 0),
      insert: (batch) => repo.insertGames(batch, up.id),
    }),
  );
  return rows.map((r) => r.id);
}

/**
 * Games In JSON: every game is checked first, its positions between slices of other requests
 * (a game may list many solution FENs); one bad game saves none.
 */
export async function addGamesFromJson(
  ctx: AppContext,
  userId: number,
  gamesJSON: string,
  log: FastifyBaseLogger,
): Promise<number[]> {
  const parsed = parseGamesJson(gamesJSON);
  const errors = parsed.ok ? [] : parsed.errors;
  const games = parsed.ok ? parsed.games : [];
  for (const [i, game] of games.entries()) {
    for (const [field, messages] of Object.entries(positionProblems(game) ?? {})) {
      for (const message of messages) errors.push(`Game ${i + 1}: ${field}: ${message}`);
    }
    await shareCpu();
  }
  if (errors.length > 0) {
    throw badRequest('GAMES_INVALID', errors[0]!, { gamesJSON: errors.slice(0, 50) });
  }
  return insertLibraryGames(ctx, userId, games.map(toValues), log);
}

/**
 * Each game of a PGN upload becomes a Training game in dirPath: fen its start, solutionFen its
 * final position, name "White – Black (Event, Year)". One bad game saves none.
 */
export async function addGamesFromPgn(
  ctx: AppContext,
  userId: number,
  dirPath: string,
  pgn: string,
  log: FastifyBaseLogger,
): Promise<number[]> {
  const values = await readPgnUpload(pgn, ({ game, pgn: text, finalFen }, n): GameValues => ({
    name: (describeGame(game) ?? `Game ${n}`).slice(0, GAME_NAME_MAX_LENGTH),
    type: 'Training',
    notes: getHeader(game, 'Annotator') ?? null,
    fen: game.startFen,
    pgn: text,
    solutionFen: finalFen,
    blacksTurn: blackToMove(game.startFen),
    dirPath,
  }));
  return insertLibraryGames(ctx, userId, values, log);
}

/** Every directory, each parent listed too, sorted; "/" always. */
export async function listDirPaths(ctx: AppContext): Promise<string[]> {
  const paths = new Set<string>(['/']);
  for (const path of await gamesRepository(ctx.database.db).storedDirPaths()) {
    const parts = path.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++) paths.add(`/${parts.slice(0, i).join('/')}`);
  }
  return [...paths].sort();
}

export async function createDir(ctx: AppContext, path: string): Promise<void> {
  if (path === '/') return;
  await gamesRepository(ctx.database.db).insertDirs([path]);
}

/** Renames or moves a directory with everything below it, in one transaction. */
export async function moveDir(ctx: AppContext, from: string, to: string): Promise<number> {
  if (from === '/' || to === '/') {
    throw badRequest('DIR_INVALID', GAME_MESSAGES.rootNotMovable, {
      [from === '/' ? 'from' : 'to']: [GAME_MESSAGES.rootNotMovable],
    });
  }
  if (to === from || to.startsWith(`${from}/`)) {
    throw badRequest('DIR_INVALID', GAME_MESSAGES.moveIntoItself, {
      to: [GAME_MESSAGES.moveIntoItself],
    });
  }
  const moved = await ctx.database.db.transaction(async (tx) =>
    gamesRepository(tx).moveDir(from, to),
  );
  if (moved.games === 0 && moved.dirs === 0) throw notFound(`No directory ${from}.`);
  return moved.games;
}
