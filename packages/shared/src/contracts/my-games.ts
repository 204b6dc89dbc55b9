import { z } from 'zod';
import { pageOf, pageQuery } from './common.js';
import { PgnUploadSchema } from './games.js';

/** My games: a member's own games, uploaded as PGN (spec 1 /myGames). */

/** Spec 1 /myGames list row. */
export const MyGameSummarySchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  name: z.string(),
  white: z.string().nullable(),
  black: z.string().nullable(),
  whiteElo: z.number().int().nullable(),
  blackElo: z.number().int().nullable(),
  timeControl: z.string().nullable(),
  gameResult: z.string().nullable(),
});
export type MyGameSummary = z.infer<typeof MyGameSummarySchema>;

/** The largest page of GET /api/mygames (a member's games grow with every upload and live game). */
export const MY_GAMES_PAGE_SIZE_MAX = 100;

/** GET /api/mygames: a page of the caller's games, newest first. */
export const MyGamesPageQuerySchema = z.object({
  ...pageQuery(MY_GAMES_PAGE_SIZE_MAX, 25),
  /** A student's games instead of the caller's: their coach, class-time coach, linked parent or an admin (rules/access.ts). */
  username: z.string().min(1).max(100).optional(),
});
export type MyGamesPageQuery = z.input<typeof MyGamesPageQuerySchema>;
export const MyGamesPageSchema = pageOf(MyGameSummarySchema);
export type MyGamesPage = z.infer<typeof MyGamesPageSchema>;

export const MyGameSchema = MyGameSummarySchema.extend({ pgn: z.string() });
export type MyGame = z.infer<typeof MyGameSchema>;

/** POST /api/mygames: one or many games. */
export const MyGamesUploadRequestSchema = z.object({ pgn: PgnUploadSchema });
export type MyGamesUploadRequest = z.input<typeof MyGamesUploadRequestSchema>;

export const MyGamesUploadResponseSchema = z.object({
  message: z.string(),
  games: z.array(MyGameSummarySchema),
});

/** GET /api/mygames/live/{liveGameId}: the caller's own copy of a finished live game. */
export const MyLiveGameParamsSchema = z.object({ liveGameId: z.string().min(1).max(64) });
export const MyGameRefSchema = z.object({ id: z.number().int() });
export type MyGameRef = z.infer<typeof MyGameRefSchema>;
