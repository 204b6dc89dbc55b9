import { describeGame, getHeader, type PgnGame } from '@kingside/chess';
import { GAME_NAME_MAX_LENGTH } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { readPgnUpload } from '../../lib/chess.js';
import { writeUpload } from '../../lib/uploads.js';
import { canSeeStudent } from '@kingside/shared';
import { accessRepository } from '../access/index.js';
import type { UserRow } from '../users/index.js';
import { myGamesRepository, type MyGameRow, type MyGameSummaryRow } from './mygames.repository.js';

/** A header's value, or null when missing or unknown ("?", ""). */
const headerValue = (game: PgnGame, name: string) => {
  const value = getHeader(game, name)?.trim();
  return value && !/^[?-]+$/.test(value) ? value : null;
};
const elo = (game: PgnGame, name: string) => {
  const value = Number(headerValue(game, name));
  return Number.isInteger(value) && value > 0 && value < 5000 ? value : null;
};

/**
 * Adds every game of a PGN upload to a member's games, within the upload limits
 * (docs/decisions/0014); one bad game uploads none, and so does a crash while they are written
 * (docs/decisions/0047).
 */
export async function uploadMyGames(
  ctx: AppContext,
  userId: number,
  pgn: string,
  log: FastifyBaseLogger,
): Promise<MyGameSummaryRow[]> {
  const values = await readPgnUpload(pgn, ({ game, pgn: text }, n) => ({
    userId,
    name: (describeGame(game) ?? `Game ${n}`).slice(0, GAME_NAME_MAX_LENGTH),
    white: headerValue(game, 'White'),
    black: headerValue(game, 'Black'),
    whiteElo: elo(game, 'WhiteElo'),
    blackElo: elo(game, 'BlackElo'),
    timeControl: headerValue(game, 'TimeControl'),
    gameResult: game.result,
    pgn: text,
  }));
  const repo = myGamesRepository(ctx.database.db);
  return writeUpload(ctx, { kind: 'myGames', userId, rows: values.length, log }, (upload) =>
    upload.inBatches(values, {
      size: (v) => v.pgn.length,
      insert: (batch) => repo.insertUploaded(upload.id, batch),
    }),
  );
}

/**
 * One game if the caller may see it: their own, or a student's whom the access policy lets them
 * see; otherwise undefined (answered 404 like a missing game, so ids reveal nothing).
 */
export async function visibleGame(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<MyGameRow | undefined> {
  const db = ctx.database.db;
  const row = await myGamesRepository(db).findById(id);
  if (!row || row.userId === caller.id) return row;
  const [owner] = await accessRepository(db).byIds([row.userId]);
  return owner && canSeeStudent(caller, owner) ? row : undefined;
}
