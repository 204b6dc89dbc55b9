import crypto from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  canUsePlayLive,
  ChallengeCreateSchema,
  LIVE_SOCKETS_PER_MEMBER,
  ChallengeIdRequestSchema,
  ChatSendSchema,
  GameIdRequestSchema,
  LIVE_MESSAGES,
  LIVE_SOCKET_PATH,
  MESSAGES,
  MoveRequestSchema,
  TypingSchema,
  type LiveAck,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@kingside/shared';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { liveInstances, livePresence } from '../../db/schema.js';
import { authenticateToken } from '../../plugins/auth.js';
import { acceptedRequestId, withRequestId } from '../../lib/request-context.js';
import { findNulStrings } from '../../plugins/input.js';
import { endedSessionIds, findActiveSessionUser } from '../auth/index.js';
import {
  acceptChallenge,
  cancelChallenge,
  cancelChallengesOf,
  createChallenge,
  declineChallenge,
  forgetOnline,
  gameView,
  LiveRefusal,
  liveRepository,
  move,
  playerAction,
  pruneChat,
  relayTyping,
  sendChat,
  sweep,
  type LivePublisher,
  type LiveUserRow,
  type PlayerAction,
} from './live.service.js';

type SocketData = {
  user: LiveUserRow;
  sessionId: string;
  expiresAt: number;
  events: number[];
  /** The handshake's X-Request-Id (a proxy's), or one of its own: the socket's log lines carry it. */
  requestId: string;
  /** Whether this socket brought its member online (they had no other on a live process). */
  cameOnline: boolean;
};

const liveUserOf = (u: Pick<LiveUserRow, 'id' | 'username' | 'name' | 'classTime' | 'roles'>) => ({
  id: u.id,
  username: u.username,
  name: u.name,
  classTime: u.classTime,
  roles: u.roles,
});
/** What the servers tell each other (through Redis): who is online changed on one of them. */
type ServerSideEvents = { 'presence:changed': () => void };
type LiveSocket = Socket<LiveClientEvents, LiveServerEvents, ServerSideEvents, SocketData>;
export type LiveServer = Server<LiveClientEvents, LiveServerEvents, ServerSideEvents, SocketData>;

const userRoom = (id: number) => `user:${id}`;
const gameRoom = (id: string) => `game:${id}`;
const MEMBERS = 'members';
/** How often a process says it is alive, and forgets the processes that stopped. */
const BEAT_MS = 15_000;
/** The online list changes are told at most this often (each process). */
const PRESENCE_DEBOUNCE_MS = 1_000;
/** A socket sending more events than this in a second is cut off. */
const EVENTS_PER_SECOND = 40;

/**
 * Live play over socket.io on the API's own server and port (docs/decisions/0042): the handshake
 * takes the API's access token, and the socket lives only as long as its session. With REDIS_URL,
 * events reach sockets on every process through the Redis adapter; presence, chat, challenges and
 * games are in the database, so any process can serve any member.
 */
export async function attachLive(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const io: LiveServer = new Server(app.server, {
    path: LIVE_SOCKET_PATH,
    serveClient: false,
    // WebSocket only: long polling would need sticky sessions at the load balancer.
    transports: ['websocket'],
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  const log = app.log.child({ module: 'live' });
  const repo = () => liveRepository(ctx.database.db);
  app.metrics.gauge(
    'kingside_live_sockets',
    'Live-play sockets connected to this process.',
    async () => io.of('/').sockets.size,
  );
  app.metrics.gauge('kingside_live_games', 'Live games being played, on every process.', () =>
    repo().countInPlay(),
  );
  const instanceId = crypto.randomUUID();

  let redis: { pub: { quit(): Promise<unknown> }; sub: { quit(): Promise<unknown> } } | null = null;
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err: unknown) => log.error({ err }, 'live redis (pub) error'));
    sub.on('error', (err: unknown) => log.error({ err }, 'live redis (sub) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    type AdapterClient = Parameters<typeof createAdapter>[0];
    io.adapter(createAdapter(pub as unknown as AdapterClient, sub as unknown as AdapterClient));
    redis = { pub, sub };
  }

  let presenceTimer: NodeJS.Timeout | null = null;
  const pub: LivePublisher = {
    toUsers(userIds, event, ...args) {
      io.to(userIds.map(userRoom)).emit(event, ...args);
    },
    toUsersExcept(origin, userIds, event, ...args) {
      const to = io.to(userIds.map(userRoom));
      (origin === null ? to : to.except(origin)).emit(event, ...args);
    },
    toMembers(event, exceptUserId, ...args) {
      const to = io.to(MEMBERS);
      (exceptUserId === null ? to : to.except(userRoom(exceptUserId))).emit(event, ...args);
    },
    gameState(view, [white, black], gameId, origin) {
      // A socket's own room is its id: `origin` leaves out the tab whose acknowledgement answers.
      const players = (userId: number) =>
        origin === null ? io.to(userRoom(userId)) : io.to(userRoom(userId)).except(origin);
      io.to(gameRoom(gameId))
        .except([userRoom(white), userRoom(black)])
        .emit('game:state', view(null));
      players(white).emit('game:state', view('white'));
      players(black).emit('game:state', view('black'));
    },
    presenceChanged() {
      forgetOnline(ctx);
      presenceTimer ??= setTimeout(() => {
        presenceTimer = null;
        tellPresence();
      }, PRESENCE_DEBOUNCE_MS);
    },
  };

  /**
   * Who is online changed: the other servers forget their kept pages of the list (this one did at
   * the change), then the members are told.
   */
  const tellPresence = () => {
    if (redis) io.serverSideEmit('presence:changed');
    io.to(MEMBERS).emit('presence:changed');
  };
  io.on('presence:changed', () => forgetOnline(ctx));

  io.use((socket, next) => {
    void (async () => {
      const token: unknown = socket.handshake.auth?.token;
      const found =
        typeof token === 'string' && token.length < 4096 && !token.includes('\0')
          ? await authenticateToken(ctx, token)
          : null;
      if (!found) return next(new Error(MESSAGES.sessionExpired));
      if (!canUsePlayLive(found.user.roles)) return next(new Error(MESSAGES.contentRestricted));
      // A few tabs a member, counted across every process: one account cannot hold hundreds.
      const before = await repo().claimSocket(
        socket.id,
        found.user.id,
        instanceId,
        LIVE_SOCKETS_PER_MEMBER,
      );
      if (before === null) return next(new Error(LIVE_MESSAGES.tooManyTabs));
      socket.data = {
        user: liveUserOf(found.user),
        sessionId: found.sessionId,
        expiresAt: found.expiresAt,
        events: [],
        requestId:
          acceptedRequestId(socket.handshake.headers['x-request-id']) ?? crypto.randomUUID(),
        cameOnline: before === 0,
      };
      next();
    })().catch((err: unknown) => {
      log.error({ err }, 'live handshake failed');
      next(new Error('The server could not check your session.'));
    });
  });

  /** Too many events in the last second: the socket is cut off (a client gone wrong, or worse). */
  const flooded = (socket: LiveSocket) => {
    const now = Date.now();
    const events = socket.data.events.filter((t) => now - t < 1000);
    events.push(now);
    socket.data.events = events;
    if (events.length <= EVENTS_PER_SECOND) return false;
    log.warn(
      { userId: socket.data.user.id, reqId: socket.data.requestId },
      'live socket flooded: disconnected',
    );
    socket.disconnect(true);
    return true;
  };

  /** The session ended or the socket's time is up: the tab is told, and the socket closed. */
  const endSession = (socket: LiveSocket) => {
    socket.emit('session:ended');
    socket.disconnect(true);
  };

  /**
   * The member behind a socket as the database has them now: every event is checked as a request
   * is (session live, account enabled, a role that plays), so a revoked role, a disabled account or
   * an ended session stops working at the next event on every process. A refusal comes with what
   * to do to the socket once the refusal has been answered.
   */
  async function currentMember(
    socket: LiveSocket,
  ): Promise<LiveUserRow | { refusal: LiveRefusal; close: () => void }> {
    const { sessionId, expiresAt, user } = socket.data;
    const row =
      expiresAt > Date.now() / 1000
        ? await findActiveSessionUser(ctx.database.db, sessionId, user.id)
        : undefined;
    if (!row)
      return {
        refusal: new LiveRefusal('SESSION_ENDED', LIVE_MESSAGES.sessionEnded),
        close: () => endSession(socket),
      };
    if (!canUsePlayLive(row.roles))
      return {
        refusal: new LiveRefusal('FORBIDDEN', MESSAGES.contentRestricted),
        close: () => socket.disconnect(true),
      };
    const member = liveUserOf(row);
    socket.data.user = member;
    return member;
  }

  /** An event with an acknowledgement: validated, answered with a LiveAck, never thrown. */
  function handle<S extends z.ZodType, T>(
    socket: LiveSocket,
    event: keyof LiveClientEvents,
    schema: S,
    run: (data: z.output<S>, member: LiveUserRow) => Promise<T>,
  ) {
    (socket as unknown as Socket).on(event, (raw: unknown, ack: unknown) => {
      if (flooded(socket)) return;
      const answer = (a: LiveAck<T>) => {
        if (typeof ack === 'function') (ack as (a: LiveAck<T>) => void)(a);
      };
      // As the API's input plugin: no text with a NUL reaches the database.
      if (findNulStrings(raw).length > 0)
        return answer({ ok: false, code: 'VALIDATION_ERROR', message: MESSAGES.nulCharacter });
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return answer({
          ok: false,
          code: 'VALIDATION_ERROR',
          message:
            issue && !issue.message.startsWith('Invalid')
              ? issue.message
              : LIVE_MESSAGES.badRequest,
        });
      }
      // Under the socket's id: a job the event queues (a finished game's analysis) carries it.
      void withRequestId(socket.data.requestId, async () => {
        const member = await currentMember(socket);
        if ('refusal' in member) {
          answer({ ok: false, code: member.refusal.code, message: member.refusal.message });
          return member.close();
        }
        answer({ ok: true, data: await run(parsed.data, member) });
      }).catch((err: unknown) => {
        if (err instanceof LiveRefusal)
          return answer({ ok: false, code: err.code, message: err.message });
        log.error(
          { err, event, reqId: socket.data.requestId, userId: socket.data.user.id },
          'live event failed',
        );
        answer({ ok: false, code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
      });
    });
  }

  io.on('connection', (socket) => {
    const user = socket.data.user;
    void socket.join([userRoom(user.id), MEMBERS]);
    // The online list changes when a member comes or goes, not with each tab they open or close.
    if (socket.data.cameOnline) pub.presenceChanged();

    handle(socket, 'chat:send', ChatSendSchema, (data, member) =>
      sendChat(ctx, pub, member, data, socket.id),
    );
    (socket as unknown as Socket).on('chat:typing', (raw: unknown) => {
      if (flooded(socket)) return;
      const parsed = TypingSchema.safeParse(raw);
      if (parsed.success)
        void currentMember(socket)
          .then((member) =>
            'refusal' in member ? member.close() : relayTyping(ctx, pub, member, parsed.data.to),
          )
          .catch((err: unknown) =>
            log.error({ err, reqId: socket.data.requestId }, 'live typing failed'),
          );
    });
    handle(socket, 'challenge:create', ChallengeCreateSchema, (data, member) =>
      createChallenge(ctx, pub, member, data),
    );
    handle(socket, 'challenge:accept', ChallengeIdRequestSchema, async ({ id }, member) => {
      const view = await acceptChallenge(ctx, pub, member, id);
      await socket.join(gameRoom(view.id));
      return view;
    });
    handle(socket, 'challenge:decline', ChallengeIdRequestSchema, ({ id }, member) =>
      declineChallenge(ctx, pub, member, id),
    );
    handle(socket, 'challenge:cancel', ChallengeIdRequestSchema, ({ id }, member) =>
      cancelChallenge(ctx, pub, member, id),
    );
    handle(socket, 'game:join', GameIdRequestSchema, async ({ gameId }, member) => {
      const view = await gameView(ctx, gameId, member.id);
      await socket.join(gameRoom(gameId));
      return view;
    });
    (socket as unknown as Socket).on('game:leave', (raw: unknown) => {
      const parsed = GameIdRequestSchema.safeParse(raw);
      if (parsed.success) void socket.leave(gameRoom(parsed.data.gameId));
    });
    handle(socket, 'game:move', MoveRequestSchema, (data, member) =>
      move(ctx, pub, member.id, data, socket.id),
    );
    const actions: [keyof LiveClientEvents, PlayerAction][] = [
      ['game:resign', 'resign'],
      ['game:offerDraw', 'offerDraw'],
      ['game:acceptDraw', 'acceptDraw'],
      ['game:declineDraw', 'declineDraw'],
      ['game:abort', 'abort'],
      ['game:claimFlag', 'claimFlag'],
    ];
    for (const [event, action] of actions)
      handle(socket, event, GameIdRequestSchema, ({ gameId }, member) =>
        playerAction(ctx, pub, member.id, gameId, action, socket.id),
      );

    socket.on('disconnect', () => {
      // A stopping server forgets all its sockets at once as it closes (preClose); most of these
      // members are reconnecting to another server right now, and must not look gone meanwhile.
      if (app.lifecycle.stopping) return;
      void (async () => {
        if (!(await repo().removeSocket(socket.id, user.id))) return;
        await cancelChallengesOf(ctx, pub, user.id);
        pub.presenceChanged();
      })().catch((err: unknown) =>
        log.error({ err, reqId: socket.data.requestId }, 'live disconnect cleanup failed'),
      );
    });
  });

  // A socket lives only as long as its session: logout, expiry and an admin's end all close it.
  const checkSessions = async () => {
    const sockets = [...io.of('/').sockets.values()] as LiveSocket[];
    if (sockets.length === 0) return;
    const ended = await endedSessionIds(ctx.database.db, [
      ...new Set(sockets.map((s) => s.data.sessionId)),
    ]);
    const nowSeconds = Date.now() / 1000;
    for (const socket of sockets) {
      if (!ended.has(socket.data.sessionId) && socket.data.expiresAt > nowSeconds) continue;
      endSession(socket);
    }
  };

  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    let running = false;
    timers.push(
      setInterval(() => {
        if (running) return;
        running = true;
        job()
          .catch((err: unknown) => log.error({ err }, `live ${name} failed`))
          .finally(() => {
            running = false;
          });
      }, ms).unref(),
    );
  };
  // The jobs run on a listening server only (tests that inject requests have no sockets).
  app.addHook('onListen', async () => {
    // The embedded database has one process: the sockets of an earlier run are gone.
    if (ctx.database.kind === 'pglite') {
      await ctx.database.db.delete(livePresence);
      await ctx.database.db.delete(liveInstances);
    }
    await repo().beat(instanceId);
    every(ctx.config.live.sessionCheckMs, 'session check', checkSessions);
    every(BEAT_MS, 'heartbeat', async () => {
      await repo().beat(instanceId);
      // A socket whose handshake was claimed but which never connected (or whose disconnect
      // write failed) would count against its member's tabs for ever: keep only live ones.
      const live = [...io.of('/').sockets.keys()];
      const dropped =
        (await repo().dropStaleInstances()) + (await repo().keepSockets(instanceId, live));
      if (dropped > 0) pub.presenceChanged();
    });
  });
  // The games' clocks and the chat's keeping time are the database's, not this process's: one
  // server at a time sweeps them, as jobs (docs/decisions/0052). The session check and the
  // heartbeat above are about this process's own sockets, so every process runs its own.
  app.jobs.register({
    kind: 'live.sweep',
    every: ctx.config.live.sweepMs,
    run: () =>
      sweep(ctx, pub, (err, gameId) => log.error({ err, gameId }, 'live game could not be ended')),
  });
  app.jobs.register({ kind: 'live.chat-prune', every: 60 * 60_000, run: () => pruneChat(ctx) });

  // A stopping server tells its own players first (not the other servers' through Redis), then
  // hands their connections over in slices through the drain (handOver), so that the other
  // servers take the reconnections at a pace; what is left closes with the app.
  // Leaving: its sockets stop counting against their members' tabs at once (a member's tabs
  // coming back on another server must not be refused as too many) but still show them online
  // (coming back, they are not announced as new), and its heartbeat stops.
  let left: Promise<void> | null = null;
  const leave = () =>
    (left ??= (async () => {
      for (const timer of timers) clearInterval(timer);
      await repo()
        .leaveInstance(instanceId)
        .catch((err: unknown) => log.error({ err }, 'live instance cleanup failed'));
    })());
  let cancelHandOver = () => {};
  app.lifecycle.onStopping(() => {
    void leave();
    io.local.emit('server:restarting');
    cancelHandOver = handOver(io, ctx.config.shutdownDrainMs);
  });
  app.addHook('preClose', async () => {
    cancelHandOver();
    if (presenceTimer) clearTimeout(presenceTimer);
    // Closing the connections (not disconnecting the sockets) lets the clients reconnect to the
    // next server: a restart or deploy costs the players only the time it takes.
    io.engine.close();
    await leave();
    // Its sockets are forgotten; the members who did not come back elsewhere have gone, and
    // everyone is told once (through Redis, the other servers' members).
    const gone = await repo()
      .forgetInstance(instanceId)
      .catch((err: unknown) => {
        log.error({ err }, 'live instance cleanup failed');
        return 0;
      });
    if (gone > 0) tellPresence();
  });
  app.addHook('onClose', async () => {
    // io.close() would close the HTTP server, which Fastify closes itself.
    if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
  });
}

/** The proxy checks readiness every second: a connection closed sooner might come back here. */
const HAND_OVER_AFTER_MS = 1500;
const HAND_OVER_SLICES = 10;

/**
 * Closes this server's live connections in HAND_OVER_SLICES slices over what is left of the drain
 * once the proxy has seen the server not ready (docs/decisions/0069): each client reconnects at
 * once, to another server. A connection closed this way (not a socket.io disconnect) is one the
 * client reconnects; what is left when the app closes is closed then. Answers how to stop it.
 */
function handOver(io: LiveServer, drainMs: number): () => void {
  const spreadMs = drainMs - HAND_OVER_AFTER_MS - 250;
  if (spreadMs <= 0) return () => {};
  const slice = (left: number) => {
    const sockets = [...io.of('/').sockets.values()];
    for (const socket of sockets.slice(0, Math.ceil(sockets.length / left))) socket.conn.close();
    if (left > 1) timer = setTimeout(() => slice(left - 1), spreadMs / HAND_OVER_SLICES);
  };
  let timer = setTimeout(() => slice(HAND_OVER_SLICES), HAND_OVER_AFTER_MS);
  return () => clearTimeout(timer);
}
