import crypto from 'node:crypto';
import {
  abort,
  acceptDraw,
  applyMove,
  claimFlag,
  clockView,
  declineDraw,
  FIRST_MOVE_WINDOW_MS,
  gamePgn,
  newLiveGame,
  offerDraw,
  resign,
  sideOfUser,
  type LiveGameState,
  type LiveOutcome,
  type Side,
} from '@kingside/chess';
import {
  CHALLENGE_RATE_LIMIT,
  CHALLENGE_TTL_MS,
  CHAT_HISTORY_DAYS,
  CHAT_MESSAGES,
  CHAT_RATE_LIMIT,
  canChat,
  canUsePlayLive,
  chatMessageProblem,
  DEFAULT_CHAT_SETTINGS,
  LIVE_MESSAGES,
  type Challenge,
  type ChallengeCreate,
  type ChatMessage,
  type ChatSend,
  type ChatSettings,
  type LiveGameView,
  type LiveServerEvents,
  type LiveUser,
  type MoveRequest,
  type TimeControl,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { readConfigValues, writeConfigValue } from '../configs/index.js';
import { fileLiveGame } from '../mygames/index.js';
import {
  liveRepository,
  type ChallengeRow,
  type ChatMessageRow,
  type LiveUserRow,
} from './live.repository.js';

/** A refusal answered to the socket (or REST caller) as { ok: false, code, message }. */
export class LiveRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the service sends events: socket.io rooms, across every process with the Redis adapter.
 * `user:{id}` holds every tab of a member, `members` every connected member.
 */
export type LivePublisher = {
  toUsers<E extends keyof LiveServerEvents>(
    userIds: number[],
    event: E,
    ...args: Parameters<LiveServerEvents[E]>
  ): void;
  /** As toUsers, but not to the socket `origin`, whose acknowledgement carries the same data. */
  toUsersExcept<E extends keyof LiveServerEvents>(
    origin: string | null,
    userIds: number[],
    event: E,
    ...args: Parameters<LiveServerEvents[E]>
  ): void;
  toMembers<E extends keyof LiveServerEvents>(
    event: E,
    exceptUserId: number | null,
    ...args: Parameters<LiveServerEvents[E]>
  ): void;
  /**
   * The game's state to its room: each player's tabs get their side, watchers none; not to the
   * socket `origin` whose action it answers (its acknowledgement carries the view).
   */
  gameState(
    view: (side: Side | null) => LiveGameView,
    players: [number, number],
    gameId: string,
    origin: string | null,
  ): void;
  presenceChanged(): void;
};

/** A game as this process last read or wrote it. */
type GameRecord = { id: string; version: number; state: LiveGameState };
type DisplayUser = Pick<LiveUserRow, 'id' | 'username' | 'name' | 'classTime'>;

/**
 * What one application keeps in memory for live play: copies the database can always replace, so
 * a second process needs none of it, and nothing that decides who may do what (roles, disabled
 * accounts and sessions are read fresh for every event). Kept per application context, so two
 * apps in one process (tests) never share it.
 */
type LiveMemory = {
  settings: { at: number; value: ChatSettings } | null;
  /** Names shown in game views and challenges: stale for a few seconds at most, never checked. */
  names: Map<number, { at: number; user: DisplayUser }>;
  /** The games this process plays, as it last wrote them (see `loadGame`). */
  games: Map<string, GameRecord>;
  /** One action at a time per game on this process (see `serialized`). */
  queues: Map<string, Promise<unknown>>;
};
const memories = new WeakMap<AppContext, LiveMemory>();
function memoryOf(ctx: AppContext): LiveMemory {
  let memory = memories.get(ctx);
  if (!memory) {
    memory = { settings: null, names: new Map(), games: new Map(), queues: new Map() };
    memories.set(ctx, memory);
  }
  return memory;
}

const SETTING_NAME = 'studentsMayChatWithStudents';
const SETTINGS_CACHE_MS = 5_000;

/** The club's chat setting (configs `studentsMayChatWithStudents`, off unless 'true'). */
export async function chatSettings(ctx: AppContext): Promise<ChatSettings> {
  const memory = memoryOf(ctx);
  const cached = memory.settings;
  if (cached && Date.now() - cached.at < SETTINGS_CACHE_MS) return cached.value;
  const values = await readConfigValues(ctx.database.db, [SETTING_NAME]);
  const raw = values.get(SETTING_NAME);
  const value =
    raw === undefined
      ? DEFAULT_CHAT_SETTINGS
      : { studentsMayChatWithStudents: raw.trim().toLowerCase() === 'true' };
  memory.settings = { at: Date.now(), value };
  return value;
}

export async function saveChatSettings(
  ctx: AppContext,
  value: ChatSettings,
): Promise<ChatSettings> {
  await writeConfigValue(ctx.database.db, SETTING_NAME, String(value.studentsMayChatWithStudents));
  memoryOf(ctx).settings = null;
  return value;
}

export const presentUser = (
  u: Pick<LiveUserRow, 'id' | 'username' | 'name' | 'classTime'>,
): LiveUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  classTime: u.classTime,
});

export const presentMessage = (m: ChatMessageRow): ChatMessage => ({
  id: m.id,
  from: m.senderId,
  to: m.recipientId,
  text: m.text,
  sentAt: m.sentAt.toISOString(),
});

const historyCutoff = () => new Date(Date.now() - CHAT_HISTORY_DAYS * 86_400_000);

// Names are shown on every game event; they change rarely, so each application keeps them for a
// few seconds. Only for showing: who may chat or play is always read from the database.
const NAMES_CACHE_MS = 10_000;
const NAMES_CACHE_MAX = 10_000;
async function namesOf(ctx: AppContext, ids: number[]): Promise<Map<number, DisplayUser>> {
  const names = memoryOf(ctx).names;
  const now = Date.now();
  const found = new Map<number, DisplayUser>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = names.get(id);
    if (hit && now - hit.at < NAMES_CACHE_MS) found.set(id, hit.user);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await liveRepository(ctx.database.db).usersByIds(missing);
    if (names.size > NAMES_CACHE_MAX) names.clear();
    for (const [id, row] of rows) {
      const user = presentUser(row);
      names.set(id, { at: now, user });
      found.set(id, user);
    }
  }
  return found;
}
const unknownUser = (id: number): LiveUserRow => ({
  id,
  username: 'unknown',
  name: 'Unknown',
  classTime: null,
  roles: [],
});

// Chat --------------------------------------------------------------------------------------------

/** Sends a private message under the children's rules; a resend (same clientId) is answered once. */
export async function sendChat(
  ctx: AppContext,
  pub: LivePublisher,
  sender: LiveUserRow,
  data: ChatSend,
  origin: string | null = null,
): Promise<ChatMessage> {
  const problem = chatMessageProblem(data.text);
  if (problem) throw new LiveRefusal('INVALID_MESSAGE', problem);
  const repo = liveRepository(ctx.database.db);
  // Read now, not from a cache: a role taken away or an account disabled counts at once.
  const recipient = data.to === sender.id ? undefined : await repo.userById(data.to);
  if (!recipient || !canChat(sender, recipient, await chatSettings(ctx)))
    throw new LiveRefusal('NOT_ALLOWED', CHAT_MESSAGES.notAllowed);
  const windowSeconds = CHAT_RATE_LIMIT.windowMs / 1000;
  const sent = await ctx.rateLimits.increment(`live-chat:${sender.id}`, windowSeconds);
  if (sent > CHAT_RATE_LIMIT.messages)
    throw new LiveRefusal('RATE_LIMITED', CHAT_MESSAGES.rateLimited);
  const { row, created } = await repo.insertMessage({
    senderId: sender.id,
    recipientId: recipient.id,
    text: data.text.trim(),
    clientId: data.clientId,
  });
  const message = presentMessage(row);
  // Every tab of both, except the sending one: its acknowledgement is the message.
  if (created) pub.toUsersExcept(origin, [sender.id, recipient.id], 'chat:message', message);
  return message;
}

/** Relays "typing" to a member the sender may write to. */
export async function relayTyping(
  ctx: AppContext,
  pub: LivePublisher,
  sender: LiveUserRow,
  to: number,
): Promise<void> {
  if (to === sender.id) return;
  const recipient = await liveRepository(ctx.database.db).userById(to);
  if (!recipient || !canChat(sender, recipient, await chatSettings(ctx))) return;
  pub.toUsers([to], 'chat:typing', { from: sender.id });
}

/** The conversation with one member (30 days), a page before `before`, oldest first. */
export async function chatHistory(
  ctx: AppContext,
  userId: number,
  query: { with: number; before?: number; size: number },
) {
  const { rows, hasMore } = await liveRepository(ctx.database.db).history(
    userId,
    query.with,
    historyCutoff(),
    query.size,
    query.before,
  );
  return { items: rows.map(presentMessage), hasMore };
}

export async function conversations(
  ctx: AppContext,
  user: LiveUserRow,
  query: { page: number; size: number },
) {
  const repo = liveRepository(ctx.database.db);
  const { rows, total } = await repo.conversations(
    user.id,
    historyCutoff(),
    query.page,
    query.size,
  );
  const users = await repo.usersByIds(rows.map((r) => r.userId));
  const settings = await chatSettings(ctx);
  return {
    items: rows.map((r) => {
      const other = users.get(r.userId) ?? unknownUser(r.userId);
      return {
        user: presentUser(other),
        lastMessageAt: r.last.toISOString(),
        canChat: !other.disabled && canChat(user, other, settings),
      };
    }),
    total,
    page: query.page,
    size: query.size,
  };
}

/** A member reports a message they received; the admins get an e-mail and the report list. */
export async function reportMessage(
  ctx: AppContext,
  reporterId: number,
  messageId: number,
  reason: string,
): Promise<string> {
  const repo = liveRepository(ctx.database.db);
  const message = await repo.findMessage(messageId);
  if (!message || message.recipientId !== reporterId)
    throw new LiveRefusal('NOT_FOUND', LIVE_MESSAGES.reportOwn);
  if (await repo.insertReport(message, reason)) {
    const people = await repo.usersByIds([message.senderId, message.recipientId]);
    const from = people.get(message.senderId);
    const to = people.get(message.recipientId);
    const admins = await repo.adminEmails();
    await ctx.mailer.enqueue(
      admins.map((email) => ({
        to: email,
        subject: `${ctx.config.club.abbreviation}: a chat message was reported`,
        text: [
          `${to?.name ?? 'A member'} (${to?.username ?? '?'}) reported a message from ${from?.name ?? 'a member'} (${from?.username ?? '?'}), sent ${message.sentAt.toISOString()}:`,
          '',
          message.text,
          '',
          reason ? `Reason given: ${reason}` : 'No reason given.',
          '',
          `Reports are listed at ${ctx.config.publicUrl}/chatReports.`,
        ].join('\n'),
      })),
      ctx.database.db,
    );
  }
  return LIVE_MESSAGES.reported;
}

export async function reportsPage(ctx: AppContext, query: { page: number; size: number }) {
  const repo = liveRepository(ctx.database.db);
  const { rows, total } = await repo.reportsPage(query.page, query.size);
  const people = await repo.usersByIds([
    ...new Set(rows.flatMap((r) => [r.senderId, r.recipientId])),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      message: {
        id: r.messageId,
        from: r.senderId,
        to: r.recipientId,
        text: r.text,
        sentAt: r.sentAt.toISOString(),
      },
      from: presentUser(people.get(r.senderId) ?? unknownUser(r.senderId)),
      to: presentUser(people.get(r.recipientId) ?? unknownUser(r.recipientId)),
      reason: r.reason,
      reportedAt: r.reportedAt.toISOString(),
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

export async function onlinePage(
  ctx: AppContext,
  caller: LiveUserRow,
  query: { page: number; size: number },
) {
  const { rows, total } = await liveRepository(ctx.database.db).onlinePage(query.page, query.size);
  const settings = await chatSettings(ctx);
  return {
    items: rows.map((r) => ({
      user: presentUser(r),
      lastLoginDate: (r.lastLoginDate ?? new Date()).toISOString(),
      canChat: r.id !== caller.id && canChat(caller, r, settings),
      gameId: r.gameId,
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

// Challenges --------------------------------------------------------------------------------------

async function presentChallenge(ctx: AppContext, row: ChallengeRow): Promise<Challenge> {
  const people = await namesOf(ctx, row.toId ? [row.fromId, row.toId] : [row.fromId]);
  return {
    id: row.id,
    from: presentUser(people.get(row.fromId) ?? unknownUser(row.fromId)),
    to: row.toId ? presentUser(people.get(row.toId) ?? unknownUser(row.toId)) : null,
    timeControl: row.timeControl as TimeControl,
    status: row.status as Challenge['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function openChallenges(ctx: AppContext, userId: number) {
  const { received, sent } = await liveRepository(ctx.database.db).openChallenges(userId);
  return {
    received: await Promise.all(received.map((r) => presentChallenge(ctx, r))),
    sent: await Promise.all(sent.map((r) => presentChallenge(ctx, r))),
  };
}

/** Tells the people a challenge concerned that it is no longer open. */
function publishClosed(pub: LivePublisher, row: ChallengeRow) {
  const data = { id: row.id, status: row.status as Challenge['status'], gameId: row.gameId };
  if (row.toId) pub.toUsers([row.fromId, row.toId], 'challenge:closed', data);
  else pub.toMembers('challenge:closed', null, data);
}

export async function createChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  from: LiveUserRow,
  data: ChallengeCreate,
): Promise<Challenge> {
  const repo = liveRepository(ctx.database.db);
  if (data.to === from.id) throw new LiveRefusal('INVALID', LIVE_MESSAGES.challengeSelf);
  const windowSeconds = CHALLENGE_RATE_LIMIT.windowMs / 1000;
  if (
    (await ctx.rateLimits.increment(`live-challenge:${from.id}`, windowSeconds)) >
    CHALLENGE_RATE_LIMIT.challenges
  )
    throw new LiveRefusal('RATE_LIMITED', LIVE_MESSAGES.challengeRateLimited);
  if (await repo.activeGameOf(from.id)) throw new LiveRefusal('BUSY', LIVE_MESSAGES.challengeBusy);
  if (data.to !== null) {
    const to = await repo.userById(data.to);
    if (!to || !canUsePlayLive(to.roles) || !(await repo.isOnline(to.id)))
      throw new LiveRefusal('OFFLINE', LIVE_MESSAGES.challengeOffline);
  }
  const row = await repo.insertChallenge({
    id: crypto.randomUUID(),
    fromId: from.id,
    toId: data.to,
    timeControl: data.timeControl,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  const challenge = await presentChallenge(ctx, row);
  if (data.to !== null) pub.toUsers([data.to], 'challenge:received', challenge);
  else pub.toMembers('challenge:received', from.id, challenge);
  return challenge;
}

/** Accepts a challenge: the first member to take it plays; colours are drawn. */
export async function acceptChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  user: LiveUserRow,
  id: string,
): Promise<LiveGameView> {
  const repo = liveRepository(ctx.database.db);
  if (await repo.activeGameOf(user.id)) throw new LiveRefusal('BUSY', LIVE_MESSAGES.challengeBusy);
  const gameId = crypto.randomUUID();
  const created = await ctx.database.db.transaction(async (tx) => {
    const txRepo = liveRepository(tx);
    const challenge = await txRepo.takeChallenge(id, user.id, gameId);
    if (!challenge) return null;
    if (await txRepo.activeGameOf(challenge.fromId)) return null;
    const whiteFirst = crypto.randomInt(2) === 0;
    const now = Date.now();
    const state = newLiveGame({
      white: whiteFirst ? challenge.fromId : user.id,
      black: whiteFirst ? user.id : challenge.fromId,
      timeControl: challenge.timeControl as TimeControl,
      now,
    });
    const game = await txRepo.insertGame(gameId, state, deadlineOf(state));
    const cancelled = [
      ...(await txRepo.cancelChallengesFrom(challenge.fromId)),
      ...(await txRepo.cancelChallengesFrom(user.id)),
    ];
    return { challenge, game, cancelled };
  });
  if (!created) throw new LiveRefusal('GONE', LIVE_MESSAGES.challengeGone);
  publishClosed(pub, created.challenge);
  for (const row of created.cancelled) publishClosed(pub, row);
  const view = await gameViewMaker(ctx, created.game.state, gameId);
  pub.toUsers([created.game.whiteId], 'game:started', view('white'));
  pub.toUsers([created.game.blackId], 'game:started', view('black'));
  pub.presenceChanged();
  return view(sideOfUser(created.game.state, user.id));
}

export async function declineChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  user: LiveUserRow,
  id: string,
): Promise<null> {
  // Challenge All stays open for the others: declining only hides it from this member.
  const row = await liveRepository(ctx.database.db).closeChallenge(id, 'declined', {
    toId: user.id,
  });
  if (row) publishClosed(pub, row);
  return null;
}

export async function cancelChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  user: LiveUserRow,
  id: string,
): Promise<null> {
  const row = await liveRepository(ctx.database.db).closeChallenge(id, 'cancelled', {
    fromId: user.id,
  });
  if (!row) throw new LiveRefusal('GONE', LIVE_MESSAGES.challengeGone);
  publishClosed(pub, row);
  return null;
}

/** A member who left has no challenges open. */
export async function cancelChallengesOf(ctx: AppContext, pub: LivePublisher, userId: number) {
  for (const row of await liveRepository(ctx.database.db).cancelChallengesFrom(userId))
    publishClosed(pub, row);
}

// Games -------------------------------------------------------------------------------------------

/** When the game ends by itself if nobody acts: a clock or the first-move window running out. */
export function deadlineOf(state: LiveGameState): Date | null {
  if (state.status === 'over' || !state.clock) return null;
  if (state.ply < 2) return new Date(state.turnStartedAt + FIRST_MOVE_WINDOW_MS + 1);
  return new Date(state.turnStartedAt + state.clock[state.turn]);
}

/** The game as seen at this moment, for each side (or a watcher). */
async function gameViewMaker(ctx: AppContext, state: LiveGameState, id: string) {
  const people = await namesOf(ctx, [state.white, state.black]);
  const now = Date.now();
  const clock = clockView(state, now);
  const base: Omit<LiveGameView, 'yourSide'> = {
    id,
    white: presentUser(people.get(state.white) ?? unknownUser(state.white)),
    black: presentUser(people.get(state.black) ?? unknownUser(state.black)),
    timeControl: state.timeControl,
    status: state.status,
    result: state.result,
    termination: state.termination,
    endedBy: state.endedBy,
    startFen: state.startFen,
    fen: state.fen,
    sans: state.sans,
    ucis: state.ucis,
    turn: state.turn,
    ply: state.ply,
    drawOfferBy: state.drawOfferBy,
    clock: clock
      ? {
          white: Math.round(clock.white),
          black: Math.round(clock.black),
          running: clock.running,
          firstMoveMsLeft:
            clock.firstMoveDeadline === null
              ? null
              : Math.max(0, Math.round(clock.firstMoveDeadline - now)),
        }
      : null,
    startedAt: new Date(state.startedAt).toISOString(),
    endedAt: state.endedAt === null ? null : new Date(state.endedAt).toISOString(),
  };
  return (side: Side | null): LiveGameView => ({ ...base, yourSide: side });
}

export async function gameView(
  ctx: AppContext,
  id: string,
  viewerId: number,
): Promise<LiveGameView> {
  const row = await liveRepository(ctx.database.db).findGame(id);
  if (!row) throw new LiveRefusal('NOT_FOUND', LIVE_MESSAGES.gameNotFound);
  return (await gameViewMaker(ctx, row.state, id))(sideOfUser(row.state, viewerId));
}

export async function startedGamesPage(ctx: AppContext, query: { page: number; size: number }) {
  const { rows, total } = await liveRepository(ctx.database.db).startedGamesPage(
    query.page,
    query.size,
  );
  const people = await namesOf(ctx, [...new Set(rows.flatMap((r) => [r.whiteId, r.blackId]))]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      white: presentUser(people.get(r.whiteId) ?? unknownUser(r.whiteId)),
      black: presentUser(people.get(r.blackId) ?? unknownUser(r.blackId)),
      timeControl: r.timeControl as TimeControl,
      status: r.status as 'started' | 'over',
      result: r.result as LiveGameView['result'],
      termination: r.termination as LiveGameView['termination'],
      ply: r.ply,
      startedAt: r.startedAt.toISOString(),
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

export async function liveStats(ctx: AppContext, userId: number) {
  const counts = await liveRepository(ctx.database.db).finishedCounts(
    userId,
    ctx.config.club.timezone,
  );
  return {
    clubGamesThisMonth: counts.club,
    myGamesThisMonth: counts.mineMonth,
    myGamesTotal: counts.mineTotal,
  };
}

// One action at a time per game on this process; other processes are caught by the version check.
function serialized<T>(ctx: AppContext, gameId: string, work: () => Promise<T>): Promise<T> {
  const queues = memoryOf(ctx).queues;
  const previous = queues.get(gameId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const tail = next.catch(() => undefined);
  queues.set(gameId, tail);
  void tail.then(() => {
    if (queues.get(gameId) === tail) queues.delete(gameId);
  });
  return next;
}

/**
 * The games this process plays, as it last wrote them: a move needs no read. The database stays
 * the truth: a write by another process bumps the version, the next write here finds it changed,
 * and the game is read again. Bounded; a finished game leaves it.
 */
const GAME_CACHE_MAX = 5_000;
function remember(ctx: AppContext, record: GameRecord) {
  const games = memoryOf(ctx).games;
  games.delete(record.id);
  if (record.state.status === 'over') return;
  if (games.size >= GAME_CACHE_MAX) games.delete(games.keys().next().value!);
  games.set(record.id, record);
}

async function loadGame(
  ctx: AppContext,
  gameId: string,
  fresh: boolean,
): Promise<(GameRecord & { cached: boolean }) | null> {
  const cached = fresh ? undefined : memoryOf(ctx).games.get(gameId);
  if (cached) return { ...cached, cached: true };
  const row = await liveRepository(ctx.database.db).findGame(gameId);
  if (!row) return null;
  const record = { id: row.id, version: row.version, state: row.state };
  remember(ctx, record);
  return { ...record, cached: false };
}

type GameAction = (state: LiveGameState, side: Side | null, now: number) => LiveOutcome | null;

/**
 * Runs one action on a game and stores what it answers: the version check makes a write by
 * another process since the read start again from the stored state. A game that ends is filed in
 * both players' My Games in the same transaction. Publishes every change to the game's room.
 */
async function actOnGame(
  ctx: AppContext,
  pub: LivePublisher,
  gameId: string,
  actorId: number | null,
  action: GameAction,
  origin: string | null = null,
): Promise<LiveGameView> {
  return serialized(ctx, gameId, async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await loadGame(ctx, gameId, attempt > 0);
      if (!game) throw new LiveRefusal('NOT_FOUND', LIVE_MESSAGES.gameNotFound);
      const side = actorId === null ? null : sideOfUser(game.state, actorId);
      if (actorId !== null && side === null)
        throw new LiveRefusal('NOT_A_PLAYER', LIVE_MESSAGES.notAPlayer);
      const outcome = action(game.state, side, Date.now());
      // A refusal or no-op writes nothing, so no version check would catch a stale copy: it is
      // answered only from the stored game (another process may have played since).
      const writes = !!outcome && outcome.state !== game.state;
      if (!writes && game.cached) continue;
      if (!outcome) return (await gameViewMaker(ctx, game.state, gameId))(side);
      if (writes && !(await storeGame(ctx, game, outcome.state))) {
        memoryOf(ctx).games.delete(gameId); // another process wrote first: act on its state
        continue;
      }
      const state = outcome.state;
      // One view serves the room and this answer.
      const view = await gameViewMaker(ctx, state, gameId);
      if (writes) {
        remember(ctx, { id: gameId, version: game.version + 1, state });
        // A refusal's acknowledgement carries no view: then the acting tab is told too.
        pub.gameState(view, [state.white, state.black], gameId, outcome.ok ? origin : null);
        if (state.status === 'over') pub.presenceChanged();
      }
      if (!outcome.ok)
        throw new LiveRefusal(outcome.reason.toUpperCase(), LIVE_MESSAGES[outcome.reason]);
      return view(side);
    }
    throw new LiveRefusal('BUSY', LIVE_MESSAGES.badRequest);
  });
}

async function storeGame(
  ctx: AppContext,
  game: GameRecord,
  state: LiveGameState,
): Promise<boolean> {
  const finished = state.status === 'over' && game.state.status !== 'over';
  if (!finished)
    return liveRepository(ctx.database.db).updateGame(
      game.id,
      game.version,
      state,
      deadlineOf(state),
    );
  // The names are read before the transaction: on the embedded database a read on the root
  // database inside it would wait for the transaction, which waits for the read (issue 30).
  const people = await namesOf(ctx, [state.white, state.black]);
  const white = people.get(state.white) ?? unknownUser(state.white);
  const black = people.get(state.black) ?? unknownUser(state.black);
  const pgn = gamePgn(state, {
    white: white.name,
    black: black.name,
    site: ctx.config.publicUrl,
  });
  return ctx.database.db.transaction(async (tx) => {
    const stored = await liveRepository(tx).updateGame(game.id, game.version, state, null, pgn);
    // An aborted game was never played: lichess does not keep it either.
    if (stored && state.termination !== 'aborted') {
      await fileLiveGame(tx, [state.white, state.black], {
        name: `Live: ${white.name} vs ${black.name}`,
        white: white.name,
        black: black.name,
        timeControl: state.timeControl,
        gameResult: state.result,
        pgn,
      });
    }
    return stored;
  });
}

export function move(
  ctx: AppContext,
  pub: LivePublisher,
  userId: number,
  data: MoveRequest,
  origin: string | null = null,
) {
  return actOnGame(
    ctx,
    pub,
    data.gameId,
    userId,
    (state, side, now) => {
      // A move resent after a reconnect: already played at the ply the client sent it from.
      if (data.clientSeq < state.ply && state.ucis[data.clientSeq] === data.uci) {
        const mover = (data.clientSeq % 2 === 0) === (state.startFen.split(' ')[1] !== 'b');
        if ((mover ? 'white' : 'black') === side) return null;
      }
      return applyMove(state, { by: side!, uci: data.uci, now });
    },
    origin,
  );
}

export type PlayerAction =
  'resign' | 'offerDraw' | 'acceptDraw' | 'declineDraw' | 'abort' | 'claimFlag';
const PLAYER_ACTIONS: Record<
  PlayerAction,
  (s: LiveGameState, side: Side, now: number) => LiveOutcome
> = {
  resign,
  offerDraw,
  acceptDraw,
  declineDraw,
  abort,
  claimFlag: (s, _side, now) => claimFlag(s, now),
};

export function playerAction(
  ctx: AppContext,
  pub: LivePublisher,
  userId: number,
  gameId: string,
  action: PlayerAction,
  origin: string | null = null,
) {
  return actOnGame(
    ctx,
    pub,
    gameId,
    userId,
    (state, side, now) => PLAYER_ACTIONS[action](state, side!, now),
    origin,
  );
}

/**
 * Ends the games whose clock or first-move window ran out, and expires old challenges. A game that
 * fails to end is reported to `onError` and the others still end.
 */
export async function sweep(
  ctx: AppContext,
  pub: LivePublisher,
  onError: (err: unknown, gameId: string) => void,
): Promise<void> {
  const repo = liveRepository(ctx.database.db);
  for (const id of await repo.dueGames(50)) {
    try {
      await actOnGame(ctx, pub, id, null, (state, _side, now) => {
        const outcome = claimFlag(state, now);
        return outcome.ok ? outcome : null;
      });
    } catch (err) {
      // Gone or refused: nothing to end. Anything else is a fault someone must see.
      if (!(err instanceof LiveRefusal)) onError(err, id);
    }
  }
  for (const row of await repo.expireChallenges()) publishClosed(pub, row);
}

export async function pruneChat(ctx: AppContext): Promise<number> {
  return liveRepository(ctx.database.db).pruneMessages(historyCutoff());
}

export { liveRepository };
export type { LiveUserRow };
