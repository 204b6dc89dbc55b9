import { describeGame, getHeader, type PgnGame } from '@kingside/chess';
import { GAME_NAME_MAX_LENGTH } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { readPgnUpload } from '../../lib/chess.js';
import { writeUpload } from '../../lib/uploads.js';
import { myGamesRepository, type MyGameSummaryRow } from './mygames.repository.js';

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
