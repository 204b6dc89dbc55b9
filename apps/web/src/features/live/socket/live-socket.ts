import { io, type Socket } from 'socket.io-client';
import {
  LIVE_MESSAGES,
  LIVE_RECONNECT,
  LIVE_SOCKET_PATH,
  MESSAGES,
  type LiveAck,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@kingside/shared';
import { readSession } from '@/lib/session';

/** The typed live-play socket (issue 17). */
export type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;

/** How long an emit waits for the server's acknowledgement, in milliseconds. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * How long the socket stays open after the last live page unmounts, in milliseconds: going from
 * /playLive to a game and back keeps the one connection instead of opening another.
 */
export const RELEASE_DELAY_MS = 2_000;

/** The tab's live connection as the live pages see it. */
export type LiveConnection = {
  /** The open socket; null before a live page opened it. */
  socket: LiveSocket | null;
  connected: boolean;
  /** Set once the server ended the session: the socket is closed and stays closed. */
  endedMessage: string | null;
  /**
   * Set when the server refused this tab because the member has too many open: the socket stays
   * closed until `retryLiveSocket` (after the member closed another tab).
   */
  refusedMessage: string | null;
  /** Set when the server said it is restarting, until the socket connects again. */
  restarting: boolean;
};

type SocketFactory = () => LiveSocket;

const openSocket: SocketFactory = () =>
  io({
    path: LIVE_SOCKET_PATH,
    auth: { token: readSession()?.accessToken },
    transports: ['websocket'],
    reconnectionDelay: LIVE_RECONNECT.delayMs,
    reconnectionDelayMax: LIVE_RECONNECT.delayMaxMs,
    randomizationFactor: LIVE_RECONNECT.randomizationFactor,
  }) as LiveSocket;

let createSocket: SocketFactory = openSocket;
let users = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let connection: LiveConnection = {
  socket: null,
  connected: false,
  endedMessage: null,
  refusedMessage: null,
  restarting: false,
};
const listeners = new Set<() => void>();

function setConnection(next: Partial<LiveConnection>): void {
  connection = { ...connection, ...next };
  for (const listener of listeners) listener();
}

function endSession(): void {
  connection.socket?.disconnect();
  setConnection({ connected: false, endedMessage: LIVE_MESSAGES.sessionEnded });
}

function connect(): LiveSocket {
  const next = createSocket();
  next.on('connect', () =>
    setConnection({ connected: true, refusedMessage: null, restarting: false }),
  );
  next.on('server:restarting', () => setConnection({ restarting: true }));
  next.on('disconnect', () => setConnection({ connected: false }));
  next.on('session:ended', endSession);
  next.on('connect_error', (error) => {
    // The handshake refuses an ended session with the API's own sentence.
    if (error.message === MESSAGES.sessionExpired || error.message === LIVE_MESSAGES.sessionEnded)
      endSession();
    // Refused by the server, so socket.io does not try again by itself: the page offers it.
    else if (error.message === LIVE_MESSAGES.tooManyTabs)
      setConnection({ connected: false, refusedMessage: error.message });
  });
  return next;
}

/**
 * The tab's one live socket, opened by the first live page that needs it; pair with
 * releaseLiveSocket when that page goes away.
 */
export function acquireLiveSocket(): void {
  clearTimeout(releaseTimer);
  users += 1;
  if (!connection.socket)
    setConnection({
      socket: connect(),
      connected: false,
      endedMessage: null,
      refusedMessage: null,
      restarting: false,
    });
}

/** Tries a refused connection again (the member closed another tab). */
export function retryLiveSocket(): void {
  setConnection({ refusedMessage: null });
  connection.socket?.connect();
}

/** Closes the socket shortly after its last user lets it go. */
export function releaseLiveSocket(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    const { socket } = connection;
    if (users > 0 || !socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    setConnection({ socket: null, connected: false });
  }, RELEASE_DELAY_MS);
}

export function subscribeToLiveConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function liveConnection(): LiveConnection {
  return connection;
}

/**
 * Tests replace the socket.io connection with a fake (the server is outside the page under test);
 * null restores socket.io. Either way the current connection is dropped and forgotten.
 */
export function setLiveSocketFactory(factory: SocketFactory | null): void {
  createSocket = factory ?? openSocket;
  clearTimeout(releaseTimer);
  connection.socket?.removeAllListeners();
  connection.socket?.disconnect();
  users = 0;
  connection = {
    socket: null,
    connected: false,
    endedMessage: null,
    refusedMessage: null,
    restarting: false,
  };
}

type AckedEvent = {
  [E in keyof LiveClientEvents]: Parameters<LiveClientEvents[E]> extends [
    unknown,
    (ack: LiveAck<infer _T>) => void,
  ]
    ? E
    : never;
}[keyof LiveClientEvents];

type AckData<E extends AckedEvent> = Parameters<LiveClientEvents[E]>[1] extends (
  ack: LiveAck<infer T>,
) => void
  ? T
  : never;

/**
 * Sends an event and waits for its acknowledgement; no answer within ACK_TIMEOUT_MS (or a closed
 * connection) is a refusal with the generic message, so callers handle one shape.
 */
export async function emitLive<E extends AckedEvent>(
  target: LiveSocket,
  event: E,
  data: Parameters<LiveClientEvents[E]>[0],
): Promise<LiveAck<AckData<E>>> {
  try {
    const timed = target.timeout(ACK_TIMEOUT_MS);
    // socket.io's typing of emitWithAck over a union of events cannot follow the generic.
    const emit = timed.emitWithAck.bind(timed) as unknown as (
      name: E,
      payload: typeof data,
    ) => Promise<LiveAck<AckData<E>>>;
    return await emit(event, data);
  } catch {
    return { ok: false, code: 'TIMEOUT', message: MESSAGES.serverError };
  }
}
