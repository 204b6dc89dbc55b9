import { LIVE_SOCKET_PATH, type LiveAck } from '@kingside/shared';
import { io as connectClient, type Socket } from 'socket.io-client';

/** A member's live socket (one tab of /playLive) against a server listening on `baseUrl`. */
export function openLiveSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = connectClient(baseUrl, {
    path: LIVE_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}

/** Sends `event` and answers its acknowledgement's data, or throws with its refusal. */
export async function liveOk<T>(socket: Socket, event: string, data: unknown): Promise<T> {
  const ack = (await socket.timeout(10_000).emitWithAck(event, data)) as LiveAck<T>;
  if (!ack.ok) throw new Error(`${event} refused: ${ack.message}`);
  return ack.data;
}

/** The next `event` on `socket` that satisfies `match`. */
export function nextLiveEvent<T>(
  socket: Socket,
  event: string,
  match: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const handler = (value: T) => {
      if (!match(value)) return;
      socket.off(event, handler);
      resolve(value);
    };
    socket.on(event, handler);
  });
}
