import { z } from 'zod';
import { NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../constants.js';
import { CHAT_MESSAGE_MAX, TIME_CONTROLS } from '../rules/live.js';

/**
 * Live play wire format (issue 17; docs/decisions/0041): the payloads of the socket events for
 * presence, private chat, challenges and live games. Ids are the database's integer ids; times are
 * ISO 8601 strings; every string has a maximum length so a socket cannot push an unbounded one.
 */

const ISO_MAX = 40;
const IsoTimeSchema = z.string().max(ISO_MAX);
const IdSchema = z.number().int().positive();
/** A live game's id: a UUID or similar opaque key made by the server. */
export const LIVE_GAME_ID_MAX = 64;
const GameIdSchema = z.string().min(1).max(LIVE_GAME_ID_MAX);

export const TimeControlSchema = z.enum(TIME_CONTROLS);

/** How a live game ended; null while it goes on. */
export const LIVE_TERMINATIONS = [
  'checkmate',
  'stalemate',
  'threefold-repetition',
  'insufficient-material',
  'fifty-move-rule',
  'time',
  'resignation',
  'agreement',
  'aborted',
] as const;
export type LiveTermination = (typeof LIVE_TERMINATIONS)[number];
export const LiveResultSchema = z.enum(['1-0', '0-1', '1/2-1/2', '*']);
export type LiveResult = z.infer<typeof LiveResultSchema>;

/**
 * A player or chat partner: the user part of spec 2's "Online user". The online grid itself uses
 * OnlineUserSchema (contracts/activity.ts, GET /api/onlineusers), the same shape with lastLoginDate.
 */
export const LiveUserSchema = z.object({
  id: IdSchema,
  username: z.string().max(USERNAME_MAX_LENGTH),
  name: z.string().max(NAME_MAX_LENGTH),
  classTime: z.string().max(SHORT_TEXT_MAX_LENGTH).nullable(),
});
export type LiveUser = z.infer<typeof LiveUserSchema>;

/** A private chat message as sent to both sides (the server sets id and sentAt). */
export const ChatMessageSchema = z.object({
  id: IdSchema,
  /** Sender's user id. */
  from: IdSchema,
  /** Recipient's user id. */
  to: IdSchema,
  text: z.string().max(CHAT_MESSAGE_MAX),
  sentAt: IsoTimeSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * Client → server: a chat message. `clientId` lets a client that resends after a reconnect be
 * answered with the message already stored instead of a copy. The text is checked with
 * chatMessageProblem on the server.
 */
export const ChatSendSchema = z.object({
  to: IdSchema,
  /** Up to twice the limit in UTF-16 units: the limit counts characters, an emoji is two units. */
  text: z.string().max(CHAT_MESSAGE_MAX * 2),
  clientId: z.string().min(1).max(64),
});
export type ChatSend = z.infer<typeof ChatSendSchema>;

export const CHALLENGE_STATUSES = ['open', 'accepted', 'declined', 'cancelled', 'expired'] as const;

/** A challenge; `to` null is Challenge All (the first online member to accept plays). */
export const ChallengeSchema = z.object({
  id: GameIdSchema,
  from: LiveUserSchema,
  to: LiveUserSchema.nullable(),
  timeControl: TimeControlSchema,
  status: z.enum(CHALLENGE_STATUSES),
  createdAt: IsoTimeSchema,
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** Client → server: challenge one member (`to` a user id) or everyone online (`to` null). */
export const ChallengeCreateSchema = z.object({
  to: IdSchema.nullable(),
  timeControl: TimeControlSchema,
});
export type ChallengeCreate = z.infer<typeof ChallengeCreateSchema>;

/** A live game as listed (players, result) for the online grid, watchers and My Games. */
export const LiveGameSummarySchema = z.object({
  id: GameIdSchema,
  white: LiveUserSchema,
  black: LiveUserSchema,
  timeControl: TimeControlSchema,
  status: z.enum(['started', 'over']),
  result: LiveResultSchema,
  termination: z.enum(LIVE_TERMINATIONS).nullable(),
  /** Half-moves played. */
  ply: z.number().int().min(0),
  startedAt: IsoTimeSchema,
});
export type LiveGameSummary = z.infer<typeof LiveGameSummarySchema>;

/**
 * Client → server: a move in UCI ("e2e4", "e7e8q"). `clientSeq` counts the client's moves in this
 * game, so a move resent after a reconnect is recognised and not played twice.
 */
export const MoveRequestSchema = z.object({
  gameId: GameIdSchema,
  uci: z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'A move is written in UCI, like e2e4.'),
  clientSeq: z.number().int().min(0).max(10_000),
});
export type MoveRequest = z.infer<typeof MoveRequestSchema>;
