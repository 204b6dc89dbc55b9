import { newLiveGame, type LiveGameState } from '@kingside/chess';
import {
  CHAT_MESSAGES,
  LIVE_MESSAGES,
  LIVE_SOCKET_PATH,
  LIVE_SOCKETS_PER_MEMBER,
  MESSAGES,
  type Challenge,
  type ChatMessage,
  type LiveAck,
  type LiveGameView,
  type Role,
} from '@kingside/shared';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { chatMessages, livePresence, outboxEmails, users } from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { pruneChat } from './live.chat.js';
import { deadlineOf } from './live.games.js';
import { liveRepository } from './live.repository.js';

/*
 * Live play over real sockets against the app listening on a port (issue 17): the handshake and
 * session, the children's chat rules, rate limits, every tab, history after a reconnect,
 * challenges, every way a game ends, clocks, reconnects and a restart in the middle of a game.
 */

const LIVE_CONFIG = {
  live: { sessionCheckMs: 150, sweepMs: 100 },
  jobs: { run: false, pollMs: 50, leaseMs: 30_000, concurrency: 4 },
};
let t: TestApp;
let port = 0;
const sockets: ClientSocket[] = [];

async function listen(at = 0): Promise<TestApp> {
  const built = await buildTestApp(LIVE_CONFIG, { logger: { level: 'error' } });
  await built.app.listen({ port: at, host: '127.0.0.1' });
  // Clocks run out for real here: the sweep that ends such games runs as a server's would.
  await built.app.jobs.start(['live.sweep']);
  port = (built.app.server.address() as AddressInfo).port;
  return built;
}

beforeAll(async () => {
  t = await listen();
}, 30_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.app.close();
});

type Member = { id: number; username: string; name: string; token: string };

async function member(roles: Role[], name?: string): Promise<Member> {
  const user = await buildUser(t.ctx, { roles, ...(name ? { name } : {}) });
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    token: await loginAs(t.app, user.username, FACTORY_PASSWORD),
  };
}

function open(token: string | undefined, reconnection = false): ClientSocket {
  const socket = connectClient(`http://127.0.0.1:${port}`, {
    path: LIVE_SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/**
 * A connected socket whose presence the server has stored: the row is written just after the
 * connection, so a challenge sent at once could find its target "not online" on a loaded machine.
 */
async function connect(token: string, reconnection = false): Promise<ClientSocket> {
  const socket = open(token, reconnection);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  for (const started = Date.now(); Date.now() - started < 5_000;) {
    const [row] = await t.ctx.database.db
      .select({ socketId: livePresence.socketId })
      .from(livePresence)
      .where(eq(livePresence.socketId, socket.id!));
    if (row) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return socket;
}

function refusedWith(token: string | undefined): Promise<string> {
  const socket = open(token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

async function send<T>(socket: ClientSocket, event: string, data: unknown): Promise<LiveAck<T>> {
  return (await socket.timeout(5_000).emitWithAck(event, data)) as LiveAck<T>;
}
async function ok<T>(socket: ClientSocket, event: string, data: unknown): Promise<T> {
  const ack = await send<T>(socket, event, data);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.message}`);
  return ack.data;
}

/** The next `event` on `socket` that satisfies `match`. */
function next<T>(
  socket: ClientSocket,
  event: string,
  match: (value: T) => boolean = () => true,
  ms = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (value: T) => {
      if (!match(value)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(value);
    };
    socket.on(event, handler);
  });
}

const chat = (to: number, text: string, clientId = crypto.randomUUID()) => ({ to, text, clientId });

/** A game between two members, started through a challenge; answers both players' sockets by side. */
async function startGame(timeControl = '5+3') {
  const a = await member(['student']);
  const b = await member(['student']);
  const sa = await connect(a.token);
  const sb = await connect(b.token);
  const received = next<Challenge>(sb, 'challenge:received');
  const challenge = await ok<Challenge>(sa, 'challenge:create', { to: b.id, timeControl });
  expect((await received).id).toBe(challenge.id);
  const started = next<LiveGameView>(sa, 'game:started');
  const view = await ok<LiveGameView>(sb, 'challenge:accept', { id: challenge.id });
  expect((await started).id).toBe(view.id);
  const white = view.white.id === a.id ? { m: a, s: sa } : { m: b, s: sb };
  const black = view.white.id === a.id ? { m: b, s: sb } : { m: a, s: sa };
  await ok(white.s, 'game:join', { gameId: view.id });
  await ok(black.s, 'game:join', { gameId: view.id });
  return { id: view.id, white, black };
}

async function play(
  game: { id: string; white: { s: ClientSocket }; black: { s: ClientSocket } },
  moves: string[],
  fromPly = 0,
): Promise<LiveGameView> {
  let view: LiveGameView | undefined;
  for (const [i, uci] of moves.entries()) {
    const ply = fromPly + i;
    const socket = ply % 2 === 0 ? game.white.s : game.black.s;
    view = await ok<LiveGameView>(socket, 'game:move', { gameId: game.id, uci, clientSeq: ply });
  }
  return view!;
}

/** Puts a game in the database directly (a set position, a clock nearly out) for two members. */
async function seedGame(
  ctx: AppContext,
  white: Member,
  black: Member,
  state: Partial<LiveGameState> & { fen?: string },
  timeControl: '3+2' | 'untimed' = '3+2',
) {
  const base = newLiveGame({
    white: white.id,
    black: black.id,
    timeControl,
    now: Date.now(),
    fen: state.fen,
  });
  const full = { ...base, ...state } as LiveGameState;
  const id = crypto.randomUUID();
  await liveRepository(ctx.database.db).insertGame(id, full, deadlineOf(full));
  return id;
}

describe('the live socket handshake', () => {
  it('refuses a socket without a live session, and a signed-in user who is not a member', async () => {
    expect(await refusedWith(undefined)).toBe(MESSAGES.sessionExpired);
    expect(await refusedWith('not-a-token')).toBe(MESSAGES.sessionExpired);
    const parent = await member([]);
    expect(await refusedWith(parent.token)).toBe(MESSAGES.contentRestricted);
    const student = await member(['student']);
    const socket = await connect(student.token);
    expect(socket.connected).toBe(true);
  });

  it('closes every socket of a session that ends (logout)', async () => {
    const student = await member(['student']);
    const tab1 = await connect(student.token);
    const tab2 = await connect(student.token);
    const ended = Promise.all([next(tab1, 'session:ended'), next(tab2, 'session:ended')]);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(student.token),
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    await ended;
    await new Promise((r) => setTimeout(r, 100));
    expect(tab1.connected).toBe(false);
    expect(tab2.connected).toBe(false);
    expect(await refusedWith(student.token)).toBe(MESSAGES.sessionExpired);
  });

  it('lets a member open a few tabs, refuses one more with a message, and takes it once a tab closes', async () => {
    const student = await member(['student']);
    const tabs: ClientSocket[] = [];
    for (let i = 0; i < LIVE_SOCKETS_PER_MEMBER; i++) tabs.push(await connect(student.token));
    expect(await refusedWith(student.token)).toBe(LIVE_MESSAGES.tooManyTabs);
    // Others are not affected by one member's tabs.
    const other = await member(['student']);
    expect((await connect(other.token)).connected).toBe(true);
    tabs[0]!.disconnect();
    for (const started = Date.now(); Date.now() - started < 5_000;) {
      const rows = await t.ctx.database.db
        .select({ socketId: livePresence.socketId })
        .from(livePresence)
        .where(eq(livePresence.userId, student.id));
      if (rows.length < LIVE_SOCKETS_PER_MEMBER) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await connect(student.token)).connected).toBe(true);
  });

  it('counts tabs opening at the same moment one after the other: never more than the limit', async () => {
    const repo = liveRepository(t.ctx.database.db);
    const student = await member(['student']);
    const instanceId = `test-${crypto.randomUUID()}`;
    await repo.beat(instanceId);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        repo.claimSocket(`burst-${student.id}-${i}`, student.id, instanceId, 3),
      ),
    );
    expect(claims.filter((c) => c !== null).sort()).toEqual([0, 1, 2]);
    const rows = await t.ctx.database.db
      .select({ socketId: livePresence.socketId })
      .from(livePresence)
      .where(eq(livePresence.userId, student.id));
    expect(rows).toHaveLength(3);
  });

  it("hands a leaving process's tabs over: they still show the member online, no longer count, and only the members left with none are gone", async () => {
    const repo = liveRepository(t.ctx.database.db);
    const [stays, goes] = [await member(['student']), await member(['student'])];
    const [leaving, other] = [`test-${crypto.randomUUID()}`, `test-${crypto.randomUUID()}`];
    await repo.beat(leaving);
    await repo.beat(other);
    for (let i = 0; i < 3; i++)
      expect(await repo.claimSocket(`old-${stays.id}-${i}`, stays.id, leaving, 3)).toBe(i);
    expect(await repo.claimSocket(`old-${goes.id}`, goes.id, leaving, 3)).toBe(0);
    expect(await repo.claimSocket(`refused-${stays.id}`, stays.id, other, 3)).toBeNull();

    await repo.leaveInstance(leaving);
    // Coming back elsewhere: not refused, and not new (their old tabs still show them online).
    expect(await repo.claimSocket(`new-${stays.id}`, stays.id, other, 3)).toBe(3);
    expect(await repo.isOnline(goes.id)).toBe(true);
    // The leaving process closes: one member has gone, the other is still here.
    expect(await repo.forgetInstance(leaving)).toBe(1);
    expect(await repo.isOnline(goes.id)).toBe(false);
    expect(await repo.isOnline(stays.id)).toBe(true);
    expect(await repo.forgetInstance(other)).toBe(1);
  });

  it('keeps a tab whose handshake is under way when the heartbeat tidies up, and forgets an abandoned one', async () => {
    const repo = liveRepository(t.ctx.database.db);
    const student = await member(['student']);
    const instanceId = `test-${crypto.randomUUID()}`;
    await repo.beat(instanceId);
    // Claimed by the handshake a moment ago, not yet among the server's connected sockets.
    expect(await repo.claimSocket(`handshaking-${student.id}`, student.id, instanceId, 3)).toBe(0);
    // Claimed a minute ago by a handshake that never connected.
    await t.ctx.database.db.insert(livePresence).values({
      socketId: `abandoned-${student.id}`,
      userId: student.id,
      instanceId,
      connectedAt: new Date(Date.now() - 60_000),
    });
    expect(await repo.keepSockets(instanceId, [])).toBe(1);
    const left = await t.ctx.database.db
      .select({ socketId: livePresence.socketId })
      .from(livePresence)
      .where(eq(livePresence.userId, student.id));
    expect(left.map((r) => r.socketId)).toEqual([`handshaking-${student.id}`]);
    await repo.forgetInstance(instanceId);
  });

  it('stops a member at their next event once their role is taken away or their account disabled', async () => {
    const coach = await member(['coach']);
    const student = await member(['student']);
    const coachTab = await connect(coach.token);
    const studentTab = await connect(student.token);
    await ok(coachTab, 'chat:send', chat(student.id, 'Before'));

    // An admin takes the coach role away: the very next event is refused, and the tab closed.
    await t.ctx.database.db.update(users).set({ roles: [] }).where(eq(users.id, coach.id));
    const refused = await send(coachTab, 'chat:send', chat(student.id, 'After'));
    expect(refused).toMatchObject({ ok: false, message: MESSAGES.contentRestricted });
    await new Promise((r) => setTimeout(r, 100));
    expect(coachTab.connected).toBe(false);

    // A disabled account: the next event ends the session.
    await t.ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, student.id));
    const ended = next(studentTab, 'session:ended');
    expect(
      await send(studentTab, 'challenge:create', { to: null, timeControl: '5+3' }),
    ).toMatchObject({ ok: false, code: 'SESSION_ENDED' });
    await ended;
  });

  it('lists who is online, and says when that changes', async () => {
    const a = await member(['student'], 'Aaron Online');
    const b = await member(['coach'], 'Bella Online');
    const sa = await connect(a.token);
    const changed = next(sa, 'presence:changed');
    const sb = await connect(b.token);
    await changed;
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/live/online?size=100',
      headers: bearer(a.token),
    });
    expect(page.statusCode).toBe(200);
    const items = page.json<{ items: { user: { id: number }; canChat: boolean }[] }>().items;
    expect(items.find((i) => i.user.id === b.id)).toMatchObject({ canChat: true });
    // A second tab, opened and closed, changes nothing in the list: nobody is told.
    let told = 0;
    sa.on('presence:changed', () => told++);
    const sb2 = await connect(b.token);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    sb2.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(told).toBe(0);
    sa.off('presence:changed');
    sb.disconnect();
    await next(sa, 'presence:changed');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/live/online?size=100',
      headers: bearer(a.token),
    });
    expect(
      after.json<{ items: { user: { id: number } }[] }>().items.map((i) => i.user.id),
    ).not.toContain(b.id);
  });
});

describe('private chat', () => {
  it("delivers to every one of the recipient's tabs and the sender's other tabs, once per clientId", async () => {
    const coach = await member(['coach']);
    const student = await member(['student']);
    const sc = await connect(coach.token);
    const sc2 = await connect(coach.token);
    const tab1 = await connect(student.token);
    const tab2 = await connect(student.token);
    // The sending tab's acknowledgement is the message: it is not sent the same message again.
    let echoed = 0;
    sc.on('chat:message', () => echoed++);
    const got = Promise.all([
      next<ChatMessage>(tab1, 'chat:message'),
      next<ChatMessage>(tab2, 'chat:message'),
      next<ChatMessage>(sc2, 'chat:message'),
    ]);
    const clientId = crypto.randomUUID();
    const sent = await ok<ChatMessage>(
      sc,
      'chat:send',
      chat(student.id, '  Good game today!  ', clientId),
    );
    expect(sent).toMatchObject({ from: coach.id, to: student.id, text: 'Good game today!' });
    for (const m of await got) expect(m.id).toBe(sent.id);
    // The same message resent (after a reconnect) is the stored one, not a copy.
    const again = await ok<ChatMessage>(
      sc,
      'chat:send',
      chat(student.id, 'Good game today!', clientId),
    );
    expect(again.id).toBe(sent.id);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/live/messages?with=${coach.id}`,
      headers: bearer(student.token),
    });
    expect(history.json<{ items: ChatMessage[] }>().items.map((m) => m.id)).toEqual([sent.id]);
    expect(echoed).toBe(0);
  });

  it('keeps students apart unless the club allows it; staff always reachable', async () => {
    const s1 = await member(['student']);
    const s2 = await member(['student']);
    const coach = await member(['coach']);
    const admin = await member(['admin']);
    const a = await connect(s1.token);
    const refused = await send(a, 'chat:send', chat(s2.id, 'hi'));
    expect(refused).toMatchObject({ ok: false, message: CHAT_MESSAGES.notAllowed });
    expect((await send(a, 'chat:send', chat(coach.id, 'hello coach'))).ok).toBe(true);

    const allow = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/live/settings',
        headers: bearer(admin.token),
        payload: { studentsMayChatWithStudents: value },
      });
    expect((await allow(true)).statusCode).toBe(200);
    try {
      // A new app context would read it at once; this one caches the setting for 5 s at most.
      const fresh = await buildTestApp(LIVE_CONFIG);
      const settings = await fresh.app.inject({
        method: 'GET',
        url: '/api/live/settings',
        headers: bearer(s1.token),
      });
      expect(settings.json()).toEqual({ studentsMayChatWithStudents: true });
      await fresh.app.close();
      await new Promise((r) => setTimeout(r, 10));
      expect((await send(a, 'chat:send', chat(s2.id, 'hi friend'))).ok).toBe(true);
    } finally {
      expect((await allow(false)).statusCode).toBe(200);
    }
    expect(await send(a, 'chat:send', chat(s2.id, 'hi again'))).toMatchObject({ ok: false });
  });

  it('takes plain text within the limit, and at most 10 messages in 10 s', async () => {
    const coach = await member(['coach']);
    const student = await member(['student']);
    const s = await connect(student.token);
    expect(await send(s, 'chat:send', chat(coach.id, '   '))).toMatchObject({
      ok: false,
      message: CHAT_MESSAGES.empty,
    });
    expect(await send(s, 'chat:send', chat(coach.id, 'x'.repeat(501)))).toMatchObject({
      ok: false,
      message: CHAT_MESSAGES.tooLong,
    });
    expect(await send(s, 'chat:send', chat(coach.id, 'bell\u0007'))).toMatchObject({
      ok: false,
      message: CHAT_MESSAGES.control,
    });
    expect(await send(s, 'chat:send', chat(coach.id, 'bad\u0000byte'))).toMatchObject({
      ok: false,
      message: MESSAGES.nulCharacter,
    });
    expect(
      await send(s, 'chat:send', { to: coach.id, text: 'hi', clientId: 'x\u0000' }),
    ).toMatchObject({ ok: false, message: MESSAGES.nulCharacter });
    expect(await send(s, 'chat:send', { to: coach.id })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    // The limit counts in fixed 10-second windows (lib/rate-limit.ts): the burst starts early in
    // one, or a busy machine could carry it over a window's end and count it twice over.
    const intoWindow = Date.now() % 10_000;
    if (intoWindow > 6_000) await new Promise((r) => setTimeout(r, 10_050 - intoWindow));
    for (let i = 0; i < 10; i++)
      expect((await send(s, 'chat:send', chat(coach.id, `m${i}`))).ok).toBe(true);
    expect(await send(s, 'chat:send', chat(coach.id, 'one too many'))).toMatchObject({
      ok: false,
      message: CHAT_MESSAGES.rateLimited,
    });
  });

  it('shows typing, and after a reconnect the history has what the server acknowledged', async () => {
    const coach = await member(['coach']);
    const student = await member(['student']);
    const sc = await connect(coach.token);
    const ss = await connect(student.token);
    const typing = next<{ from: number }>(ss, 'chat:typing');
    sc.emit('chat:typing', { to: student.id });
    expect((await typing).from).toBe(coach.id);

    ss.disconnect();
    const whileAway = await ok<ChatMessage>(sc, 'chat:send', chat(student.id, 'Are you there?'));
    await connect(student.token);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/live/messages?with=${coach.id}`,
      headers: bearer(student.token),
    });
    expect(history.json<{ items: ChatMessage[] }>().items.at(-1)).toMatchObject({
      id: whileAway.id,
      text: 'Are you there?',
    });
    const conversations = await t.app.inject({
      method: 'GET',
      url: '/api/live/conversations',
      headers: bearer(student.token),
    });
    expect(conversations.json<{ items: { user: { id: number } }[] }>().items[0]?.user.id).toBe(
      coach.id,
    );
  });

  it('keeps 30 days of history: older messages are not shown and are deleted', async () => {
    const coach = await member(['coach']);
    const student = await member(['student']);
    const repo = liveRepository(t.ctx.database.db);
    const old = await repo.insertMessage({
      senderId: coach.id,
      recipientId: student.id,
      text: 'From last season',
      clientId: crypto.randomUUID(),
    });
    await t.ctx.database.db
      .update(chatMessages)
      .set({ sentAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(chatMessages.id, old.row.id));
    const recent = await repo.insertMessage({
      senderId: coach.id,
      recipientId: student.id,
      text: 'From this week',
      clientId: crypto.randomUUID(),
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/live/messages?with=${coach.id}`,
      headers: bearer(student.token),
    });
    expect(history.json<{ items: ChatMessage[] }>().items.map((m) => m.text)).toEqual([
      'From this week',
    ]);
    expect(await pruneChat(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await repo.findMessage(old.row.id)).toBeUndefined();
    expect(await repo.findMessage(recent.row.id)).toBeDefined();
  });

  it('lets the recipient report a message to the admins', async () => {
    const s1 = await member(['student']);
    const coach = await member(['coach'], 'Reported Coach');
    const sc = await connect(coach.token);
    const message = await ok<ChatMessage>(sc, 'chat:send', chat(s1.id, 'something unkind'));
    const byOther = await t.app.inject({
      method: 'POST',
      url: `/api/live/messages/${message.id}/report`,
      headers: bearer(coach.token),
      payload: { reason: 'x' },
    });
    expect(byOther.statusCode).toBe(404);
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/live/messages/${message.id}/report`,
      headers: bearer(s1.token),
      payload: { reason: 'Not nice' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ message: LIVE_MESSAGES.reported });
    const mails = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        eq(outboxEmails.subject, `${t.ctx.config.club.abbreviation}: a chat message was reported`),
      );
    expect(
      mails.some((m) => m.text.includes('something unkind') && m.text.includes('Not nice')),
    ).toBe(true);
    const admin = await member(['admin']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/live/reports',
      headers: bearer(admin.token),
    });
    expect(
      list.json<{ items: { message: { id: number }; reason: string }[] }>().items,
    ).toContainEqual(
      expect.objectContaining({
        message: expect.objectContaining({ id: message.id }),
        reason: 'Not nice',
      }),
    );
  });
});

describe('challenges', () => {
  it('Challenge All goes to everyone online; the first to accept plays, the second is too late', async () => {
    const a = await member(['student']);
    const b = await member(['student']);
    const c = await member(['coach']);
    const sa = await connect(a.token);
    const sb = await connect(b.token);
    const sc = await connect(c.token);
    const toB = next<Challenge>(sb, 'challenge:received', (x) => x.from.id === a.id);
    const toC = next<Challenge>(sc, 'challenge:received', (x) => x.from.id === a.id);
    const challenge = await ok<Challenge>(sa, 'challenge:create', { to: null, timeControl: '3+2' });
    expect(challenge.to).toBeNull();
    await Promise.all([toB, toC]);
    const closedForC = next<{ id: string; status: string }>(
      sc,
      'challenge:closed',
      (x) => x.id === challenge.id,
    );
    const view = await ok<LiveGameView>(sb, 'challenge:accept', { id: challenge.id });
    expect([view.white.id, view.black.id].sort()).toEqual([a.id, b.id].sort());
    expect((await closedForC).status).toBe('accepted');
    expect(await send(sc, 'challenge:accept', { id: challenge.id })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.challengeGone,
    });
  });

  it('refuses a challenge to oneself or to someone offline, and declines reach the challenger', async () => {
    const a = await member(['student']);
    const b = await member(['student']);
    const offline = await member(['student']);
    const sa = await connect(a.token);
    const sb = await connect(b.token);
    expect(await send(sa, 'challenge:create', { to: a.id, timeControl: '5+3' })).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.challengeSelf,
    });
    expect(
      await send(sa, 'challenge:create', { to: offline.id, timeControl: '5+3' }),
    ).toMatchObject({
      ok: false,
      message: LIVE_MESSAGES.challengeOffline,
    });
    expect(await send(sa, 'challenge:create', { to: b.id, timeControl: '1+0' })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    const challenge = await ok<Challenge>(sa, 'challenge:create', {
      to: b.id,
      timeControl: '10+5',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/live/challenges',
      headers: bearer(b.token),
    });
    expect(list.json<{ received: Challenge[] }>().received.map((x) => x.id)).toContain(
      challenge.id,
    );
    const declined = next<{ status: string }>(sa, 'challenge:closed');
    await ok(sb, 'challenge:decline', { id: challenge.id });
    expect((await declined).status).toBe('declined');
  });
});

describe('live games', () => {
  it("ends in mate, files the game in both players' My Games and counts it", async () => {
    const game = await startGame();
    const watcher = await member(['coach']);
    const sw = await connect(watcher.token);
    const watched = await ok<LiveGameView>(sw, 'game:join', { gameId: game.id });
    expect(watched.yourSide).toBeNull();
    const wrongTurn = await send(game.black.s, 'game:move', {
      gameId: game.id,
      uci: 'e7e5',
      clientSeq: 0,
    });
    expect(wrongTurn).toMatchObject({ ok: false, message: LIVE_MESSAGES['not-your-turn'] });
    const illegal = await send(game.white.s, 'game:move', {
      gameId: game.id,
      uci: 'e2e5',
      clientSeq: 0,
    });
    expect(illegal).toMatchObject({ ok: false, message: LIVE_MESSAGES['illegal-move'] });
    const watcherSawEnd = next<LiveGameView>(sw, 'game:state', (v) => v.status === 'over');
    // Black's second tab follows Black's own moves; the tab that moves has them as its answers.
    const blackTab2 = await connect(game.black.m.token);
    await ok(blackTab2, 'game:join', { gameId: game.id });
    const secondTabSawEnd = next<LiveGameView>(blackTab2, 'game:state', (v) => v.status === 'over');
    const movingTabStates: number[] = [];
    game.black.s.on('game:state', (v: LiveGameView) => movingTabStates.push(v.ply));
    const end = await play(game, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(end).toMatchObject({ status: 'over', result: '0-1', termination: 'checkmate' });
    expect((await watcherSawEnd).sans).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(await secondTabSawEnd).toMatchObject({ yourSide: 'black', result: '0-1' });
    // White's two moves reached Black's tab as game:state; Black's own two did not come back.
    expect(movingTabStates).toEqual([1, 3]);
    for (const player of [game.white.m, game.black.m]) {
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/mygames',
        headers: bearer(player.token),
      });
      const [filed] = mine.json<{ items: { id: number; gameResult: string; name: string }[] }>()
        .items;
      expect(filed).toMatchObject({ gameResult: '0-1' });
      const pgn = await t.app.inject({
        method: 'GET',
        url: `/api/mygames/${filed!.id}`,
        headers: bearer(player.token),
      });
      expect(pgn.body).toContain('Qh4#');
      const stats = await t.app.inject({
        method: 'GET',
        url: '/api/live/stats',
        headers: bearer(player.token),
      });
      expect(stats.json()).toMatchObject({ myGamesThisMonth: 1, myGamesTotal: 1 });
    }
  });

  it('ends by resignation, by agreed draw, and by abort before both have moved', async () => {
    const resigned = await startGame();
    await play(resigned, ['e2e4', 'e7e5']);
    const r = await ok<LiveGameView>(resigned.white.s, 'game:resign', { gameId: resigned.id });
    expect(r).toMatchObject({ result: '0-1', termination: 'resignation', endedBy: 'white' });

    const drawn = await startGame();
    await play(drawn, ['d2d4', 'd7d5']);
    const offered = next<LiveGameView>(
      drawn.black.s,
      'game:state',
      (v) => v.drawOfferBy === 'white',
    );
    await ok(drawn.white.s, 'game:offerDraw', { gameId: drawn.id });
    await offered;
    const d = await ok<LiveGameView>(drawn.black.s, 'game:acceptDraw', { gameId: drawn.id });
    expect(d).toMatchObject({ result: '1/2-1/2', termination: 'agreement' });

    const aborted = await startGame();
    await play(aborted, ['e2e4']);
    const a = await ok<LiveGameView>(aborted.black.s, 'game:abort', { gameId: aborted.id });
    expect(a).toMatchObject({ result: '*', termination: 'aborted' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/mygames',
      headers: bearer(aborted.white.m.token),
    });
    expect(mine.json()).toMatchObject({ items: [], total: 0 });
  });

  it('ends by stalemate, insufficient material, threefold repetition and the 50-move rule', async () => {
    const w = await member(['student']);
    const b = await member(['student']);
    const sw = await connect(w.token);
    const sb = await connect(b.token);
    const both = (id: string) => ({ id, white: { s: sw }, black: { s: sb } });
    const cases: { fen: string; moves: string[]; termination: string }[] = [
      { fen: '7k/5Q2/6K1/8/8/8/8/8 w - - 0 1', moves: ['f7g7'], termination: 'checkmate' },
      { fen: 'k7/8/1QK5/8/8/8/8/8 w - - 0 1', moves: ['b6c7'], termination: 'stalemate' },
      {
        fen: '8/8/8/4k3/8/8/3n4/4K3 w - - 0 1',
        moves: ['e1d2'],
        termination: 'insufficient-material',
      },
      { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 99 80', moves: ['a1a2'], termination: 'fifty-move-rule' },
      {
        fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        moves: ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'],
        termination: 'threefold-repetition',
      },
    ];
    for (const c of cases) {
      // ply 2: the clocks run, as in a game already under way.
      const id = await seedGame(t.ctx, w, b, { fen: c.fen, ply: 2 });
      await ok(sw, 'game:join', { gameId: id });
      const view = await play(both(id), c.moves, 2);
      expect(view, c.termination).toMatchObject({ status: 'over', termination: c.termination });
    }
  });

  it('ends on time by itself (the opponent wins), and aborts a game whose first move never comes', async () => {
    const w = await member(['student']);
    const b = await member(['student']);
    const sb = await connect(b.token);
    const now = Date.now();
    const flagged = await seedGame(t.ctx, w, b, {
      ply: 2,
      clock: { white: 300, black: 60_000 },
      turnStartedAt: now,
    });
    await ok(sb, 'game:join', { gameId: flagged });
    const timeUp = await next<LiveGameView>(
      sb,
      'game:state',
      (v) => v.id === flagged && v.status === 'over',
    );
    expect(timeUp).toMatchObject({ result: '0-1', termination: 'time' });
    expect(timeUp.clock?.white).toBe(0);

    const unstarted = await seedGame(t.ctx, w, b, { turnStartedAt: now - 31_000 });
    await ok(sb, 'game:join', { gameId: unstarted });
    const abandoned = await next<LiveGameView>(
      sb,
      'game:state',
      (v) => v.id === unstarted && v.status === 'over',
      3_000,
    ).catch(async () => ok<LiveGameView>(sb, 'game:join', { gameId: unstarted }));
    expect(abandoned).toMatchObject({ termination: 'aborted' });
  });

  it('charges the clock and adds the increment; a resent move after a reconnect is not played twice', async () => {
    const game = await startGame('3+2');
    await play(game, ['e2e4', 'e7e5']);
    await new Promise((r) => setTimeout(r, 300));
    const after = await play(game, ['g1f3'], 2);
    // White's clock ran 300 ms or more, then gained 2 s.
    expect(after.clock!.white).toBeGreaterThan(180_000 + 2_000 - 1_500);
    expect(after.clock!.white).toBeLessThanOrEqual(180_000 + 2_000 - 300);
    expect(after.clock!.running).toBe('black');

    game.white.s.disconnect();
    const back = await connect(game.white.m.token);
    const rejoined = await ok<LiveGameView>(back, 'game:join', { gameId: game.id });
    expect(rejoined).toMatchObject({ ply: 3, yourSide: 'white' });
    const resent = await ok<LiveGameView>(back, 'game:move', {
      gameId: game.id,
      uci: 'g1f3',
      clientSeq: 2,
    });
    expect(resent.ply).toBe(3);
  });
});

describe('a server restart in the middle of a game', () => {
  it('loses no move, and charges only the time the server was down to the side to move', async () => {
    const game = await startGame('10+5');
    await play(game, ['e2e4', 'c7c5', 'g1f3']);
    const before = await ok<LiveGameView>(game.black.s, 'game:join', { gameId: game.id });
    const blackBefore = before.clock!.black;
    const white = game.white.m;
    const black = game.black.m;
    const sw = await connect(white.token, true);
    const sb = await connect(black.token, true);
    const rejoin = (s: ClientSocket) =>
      new Promise<LiveGameView>((resolve) =>
        s.once(
          'connect',
          () => void ok<LiveGameView>(s, 'game:join', { gameId: game.id }).then(resolve),
        ),
      );
    const rejoinedW = rejoin(sw);
    const rejoinedB = rejoin(sb);

    const at = port;
    const downAt = Date.now();
    await t.app.close();
    t = await listen(at);
    const [vw, vb] = await Promise.all([rejoinedW, rejoinedB]);
    const downFor = Date.now() - downAt;
    expect(vw.sans).toEqual(['e4', 'c5', 'Nf3']);
    expect(vb.yourSide).toBe('black');
    // Black's clock ran through the restart, and no more.
    expect(vb.clock!.black).toBeLessThan(blackBefore);
    expect(blackBefore - vb.clock!.black).toBeLessThanOrEqual(downFor + 1_000);
    const next4 = await ok<LiveGameView>(sb, 'game:move', {
      gameId: game.id,
      uci: 'd7d6',
      clientSeq: 3,
    });
    expect(next4.ply).toBe(4);
  }, 30_000);
});
