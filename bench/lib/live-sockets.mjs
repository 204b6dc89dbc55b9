// Live-play sockets (socket.io, apps/server/src/modules/live) as the benchmarks and the soak test
// open them: one per tab, websocket only, never reconnecting, so a dropped socket shows.
import { io } from 'socket.io-client';

/** LIVE_SOCKET_PATH (packages/shared/src/contracts/live.ts). */
export const LIVE_SOCKET_PATH = '/api/live/socket';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens a live-play socket on `base` with the access `token`; resolves once it is connected, and
 * rejects (closing it) with the connect error. `timeout` is socket.io's handshake timeout.
 */
export function openLiveSocket(base, token, { timeout } = {}) {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      ...(timeout === undefined ? {} : { timeout }),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * Connects one socket for each of `tabs` (members `{ id, token, sockets }`; a member listed twice
 * has two tabs), `batch` at a time. Each socket is added to its member's `sockets` and to
 * `pool.sockets`; a disconnect while `pool.stopping` is false is counted in `pool.disconnects`.
 * Answers each handshake's milliseconds and how long it all took.
 */
export async function connectTabs(base, tabs, batch, pool) {
  const connect = async (member) => {
    const started = performance.now();
    let socket;
    try {
      socket = await openLiveSocket(base, member.token, { timeout: 20_000 });
    } catch (err) {
      throw new Error(`socket of member ${member.id} did not connect: ${err.message}`, {
        cause: err,
      });
    }
    socket.userId = member.id;
    member.sockets.push(socket);
    pool.sockets.push(socket);
    socket.on('disconnect', (reason) => {
      if (pool.stopping) return;
      pool.disconnects.count++;
      pool.disconnects.reasons[reason] = (pool.disconnects.reasons[reason] ?? 0) + 1;
    });
    return performance.now() - started;
  };
  const handshakes = [];
  const connectStarted = performance.now();
  for (let i = 0; i < tabs.length; i += batch) {
    handshakes.push(...(await Promise.all(tabs.slice(i, i + batch).map(connect))));
  }
  return { handshakes, connectMs: performance.now() - connectStarted };
}

/**
 * Waits until the server has written every one of `count` sockets' presence (it does so after
 * the handshake, and challenges need it), then for the connect burst's presence broadcast.
 */
export async function awaitPresence(db, count) {
  for (let waited = 0; ; waited += 100) {
    const { rows } = await db.query('select count(*)::int as n from live_presence');
    if (rows[0].n >= count) break;
    if (waited > 15_000) throw new Error(`only ${rows[0].n} of ${count} sockets in live_presence`);
    await sleep(100);
  }
  await sleep(1500); // let the presence:changed broadcast of the connect burst pass
}
