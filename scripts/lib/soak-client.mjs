// How the soak test's scripted members reach the server: the HTTP API with a bearer token, an
// account of their own made by the admin, and a live-play socket with acknowledged events.
import { openLiveSocket } from '../../bench/lib/live-sockets.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until `probe` answers something truthy, asking every `everyMs`; null after `withinMs`. */
export async function eventually(probe, withinMs, everyMs = 1_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > until) return null;
    await sleep(everyMs);
  }
}

/**
 * The API of the server at `base`: `api(method, url, body, token, { timeoutMs })` answers
 * `{ status, body }`, `login` answers an access token, `member` makes an account (named for the
 * `run`, with `password`), and `connect` opens a member's live socket.
 */
export function soakClient(base, { password, run }) {
  let members = 0;

  async function api(method, url, body, token, extra = {}) {
    // A FormData or an encoded Buffer goes as it is; anything else as JSON.
    const raw = body === undefined || body instanceof FormData || Buffer.isBuffer(body);
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: raw ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(extra.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json };
  }

  async function login(username, secret = password) {
    const res = await api('POST', '/api/authenticate', { username, password: secret });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return res.body.accessToken;
  }

  /** A member with an account of their own: id, token and (once opened) their live socket. */
  async function member(label, admin) {
    const username = `soak${run}_${++members}`;
    const added = await api(
      'POST',
      '/api/users',
      {
        username,
        name: `Soak ${label}`,
        email: `${username}@example.com`,
        password,
        roles: ['student'],
      },
      admin,
    );
    if (added.status !== 201) throw new Error(`add ${username}: ${JSON.stringify(added.body)}`);
    return { id: added.body.id, username, token: await login(username), socket: null };
  }

  /** Opens `m`'s live socket as `m.socket`. */
  async function connect(m) {
    m.socket = await openLiveSocket(base, m.token);
    return m.socket;
  }

  return { api, login, member, connect };
}

/** Sends `event` and answers its ack's data; throws when the server refuses it. */
export async function emit(socket, event, data) {
  const ack = await socket.timeout(15_000).emitWithAck(event, data);
  if (!ack.ok) throw new Error(`${event}: ${ack.message}`);
  return ack.data;
}

/** The next `event` on `socket` that `match`es; null after `withinMs`. */
export function next(socket, event, match = () => true, withinMs = 60_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, withinMs);
    const handler = (value) => {
      if (!match(value)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(value);
    };
    socket.on(event, handler);
  });
}

/** `a` challenges `b`, who accepts: the game as `b` sees it. */
export async function startGame(a, b, timeControl = '3+2') {
  const received = next(b.socket, 'challenge:received');
  const challenge = await emit(a.socket, 'challenge:create', { to: b.id, timeControl });
  await received;
  return emit(b.socket, 'challenge:accept', { id: challenge.id });
}
