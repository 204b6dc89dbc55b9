import { z } from 'zod';
import { OnlineUserSchema } from './activity.js';
import { pageOf, pageQuery } from './common.js';
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

/** What every view of a live game opens with: the players, the time control and how it stands. */
const liveGameHead = {
  id: GameIdSchema,
  white: LiveUserSchema,
  black: LiveUserSchema,
  timeControl: TimeControlSchema,
  status: z.enum(['started', 'over']),
  result: LiveResultSchema,
  termination: z.enum(LIVE_TERMINATIONS).nullable(),
};

/** A live game as listed (players, result) for the online grid, watchers and My Games. */
export const LiveGameSummarySchema = z.object({
  ...liveGameHead,
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

// ---------------------------------------------------------------------------------------------
// The live server's answers (issue 17, part 2; docs/decisions/0042): REST for what is listed and
// paged, the socket for what happens now.

const SideSchema = z.enum(['white', 'black']);
/** The most half-moves a live game keeps (a game this long is over by the 50-move rule anyway). */
export const LIVE_GAME_PLY_MAX = 12_000;

/**
 * A live game as players and watchers see it. `clock` is the remaining time in ms when the server
 * sent it: the client counts the running side down from the moment it received it.
 */
export const LiveGameViewSchema = z.object({
  ...liveGameHead,
  /** Who resigned or aborted. */
  endedBy: SideSchema.nullable(),
  startFen: z.string().max(100),
  fen: z.string().max(100),
  sans: z.array(z.string().max(10)).max(LIVE_GAME_PLY_MAX),
  ucis: z.array(z.string().max(5)).max(LIVE_GAME_PLY_MAX),
  turn: SideSchema,
  ply: z.number().int().min(0),
  /** The side whose draw offer stands. */
  drawOfferBy: SideSchema.nullable(),
  clock: z
    .object({
      white: z.number().int().min(0),
      black: z.number().int().min(0),
      running: SideSchema.nullable(),
      /** Before both sides have moved: ms left for the side to move's first move. */
      firstMoveMsLeft: z.number().int().min(0).nullable(),
    })
    .nullable(),
  startedAt: IsoTimeSchema,
  endedAt: IsoTimeSchema.nullable(),
  /** The caller's side, or null for a watcher. */
  yourSide: SideSchema.nullable(),
});
export type LiveGameView = z.infer<typeof LiveGameViewSchema>;

/** GET /api/live/online: a member connected to live play (spec 2 §3 "Online user", and more). */
export const LiveOnlineUserSchema = OnlineUserSchema.extend({
  /** Whether the caller may send this member a private message (canChat). */
  canChat: z.boolean(),
  /** The live game this member is playing, to watch; null when not playing. */
  gameId: GameIdSchema.nullable(),
});
export type LiveOnlineUser = z.infer<typeof LiveOnlineUserSchema>;
export const LiveOnlineQuerySchema = z.object(pageQuery(100, 25));
export const LiveOnlinePageSchema = pageOf(LiveOnlineUserSchema);
export type LiveOnlinePage = z.infer<typeof LiveOnlinePageSchema>;

/** GET /api/live/messages: the conversation with one member, oldest first, a page before `before`. */
export const ChatHistoryQuerySchema = z.object({
  with: z.coerce.number().int().positive(),
  /** Only messages older than this id (the previous page's first); none: the newest. */
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export const ChatHistorySchema = z.object({
  items: z.array(ChatMessageSchema),
  /** Older messages (within the 30 days kept) remain. */
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** GET /api/live/conversations: the members the caller has messages with, latest first. */
export const ConversationSchema = z.object({
  user: LiveUserSchema,
  lastMessageAt: IsoTimeSchema,
  /** Whether the caller may still write to them (the club's setting may have changed). */
  canChat: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationsQuerySchema = z.object(pageQuery(50, 20));
export const ConversationPageSchema = pageOf(ConversationSchema);

/** POST /api/live/messages/{id}/report: any member reports a message they received to the admins. */
export const CHAT_REPORT_REASON_MAX = 500;
export const ChatReportRequestSchema = z.object({
  /** Why (may be empty). */
  reason: z.string().trim().max(CHAT_REPORT_REASON_MAX),
});
export type ChatReportRequest = z.input<typeof ChatReportRequestSchema>;

/** GET /api/live/reports (admins): reported messages, newest first. */
export const ChatReportSchema = z.object({
  id: IdSchema,
  message: ChatMessageSchema,
  from: LiveUserSchema,
  to: LiveUserSchema,
  reason: z.string().max(CHAT_REPORT_REASON_MAX),
  reportedAt: IsoTimeSchema,
});
export type ChatReport = z.infer<typeof ChatReportSchema>;
export const ChatReportsQuerySchema = z.object(pageQuery(100, 25));
export const ChatReportPageSchema = pageOf(ChatReportSchema);

/** GET and PUT /api/live/settings: the club's chat setting (PUT: admins). */
export const ChatSettingsSchema = z.object({ studentsMayChatWithStudents: z.boolean() });

/** GET /api/live/games: games being played now, to watch; newest first. */
export const LiveGamesQuerySchema = z.object(pageQuery(50, 20));
export const LiveGamePageSchema = pageOf(LiveGameSummarySchema);

/** GET /api/live/challenges: open challenges to the caller (or to everyone) and from the caller. */
export const LiveChallengeListSchema = z.object({
  received: z.array(ChallengeSchema),
  sent: z.array(ChallengeSchema),
});
export type LiveChallengeList = z.infer<typeof LiveChallengeListSchema>;

/** GET /api/live/stats: live games finished this month (club time), the club's and the caller's. */
export const LiveStatsSchema = z.object({
  clubGamesThisMonth: z.number().int().min(0),
  myGamesThisMonth: z.number().int().min(0),
  myGamesTotal: z.number().int().min(0),
});
export type LiveStats = z.infer<typeof LiveStatsSchema>;

// Socket events. Every client → server event takes an acknowledgement callback answered with a
// LiveAck; the server → client events carry the schemas above.

/** A socket acknowledgement: the data, or a refusal with a sentence for the user. */
export type LiveAck<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

export const GameIdRequestSchema = z.object({ gameId: GameIdSchema });
export const ChallengeIdRequestSchema = z.object({ id: GameIdSchema });
export const TypingSchema = z.object({ to: IdSchema });

/** Events the server sends (socket.io's ServerToClientEvents). */
export type LiveServerEvents = {
  /** The online list changed (a hint to refetch GET /api/live/online; sent at most every 2 s). */
  'presence:changed': () => void;
  /** A message to or from the user, to every tab of both (also echoes the sender's own). */
  'chat:message': (message: ChatMessage) => void;
  /** The other member is typing to the user. */
  'chat:typing': (data: { from: number }) => void;
  'challenge:received': (challenge: Challenge) => void;
  /** A challenge to or from the user is no longer open (accepted, declined, cancelled, expired). */
  'challenge:closed': (data: {
    id: string;
    status: Challenge['status'];
    gameId: string | null;
  }) => void;
  /** A game the user plays has started: open it. */
  'game:started': (game: LiveGameView) => void;
  /** The game joined with game:join, after every change. */
  'game:state': (game: LiveGameView) => void;
  /** The session ended (logout, expiry, an admin): the socket is closed next. */
  'session:ended': () => void;
  /**
   * This server is stopping (a restart or an upgrade): the connection closes next, and the
   * client reconnects, through the proxy, to another server.
   */
  'server:restarting': () => void;
};

/** A game call of a player or watcher: the game's id in, the game's state after it back. */
type GameCall = (data: { gameId: string }, ack: (a: LiveAck<LiveGameView>) => void) => void;

/** Events the client sends (socket.io's ClientToServerEvents). */
export type LiveClientEvents = {
  'chat:send': (data: ChatSend, ack: (a: LiveAck<ChatMessage>) => void) => void;
  'chat:typing': (data: { to: number }) => void;
  'challenge:create': (data: ChallengeCreate, ack: (a: LiveAck<Challenge>) => void) => void;
  'challenge:accept': (data: { id: string }, ack: (a: LiveAck<LiveGameView>) => void) => void;
  'challenge:decline': (data: { id: string }, ack: (a: LiveAck<null>) => void) => void;
  'challenge:cancel': (data: { id: string }, ack: (a: LiveAck<null>) => void) => void;
  /** Join a game's room as player or watcher; answers its state now. */
  'game:join': GameCall;
  'game:leave': (data: { gameId: string }) => void;
  'game:move': (data: MoveRequest, ack: (a: LiveAck<LiveGameView>) => void) => void;
  'game:resign': GameCall;
  'game:offerDraw': GameCall;
  'game:acceptDraw': GameCall;
  'game:declineDraw': GameCall;
  'game:abort': GameCall;
  /** Claim the opponent's flag (the server also ends games on time by itself). */
  'game:claimFlag': GameCall;
};

/** The socket.io path on the API's host and port. */
export const LIVE_SOCKET_PATH = '/api/live/socket';
