import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MESSAGES,
  LIVE_MESSAGES,
  LIVE_REFETCH_SPREAD_MS,
  type Challenge,
  type ChatMessage,
  type LiveOnlineUser,
} from '@kingside/shared';
import { setLiveSocketFactory } from '@/features/live/socket/live-socket';
import { FakeSocket } from '@/features/live/test/fake-socket';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const member = buildSession({
  id: 7,
  username: 'student',
  name: 'Sam Student',
  roles: ['student'],
});
const SAM = { id: 7, username: 'student', name: 'Sam Student', classTime: 'Mon 5pm' };
const ALEX = { id: 9, username: 'alex', name: 'Alex Rival', classTime: null };

const onlineRow = (
  user: typeof SAM | typeof ALEX,
  extra: Partial<LiveOnlineUser> = {},
): LiveOnlineUser => ({
  user,
  lastLoginDate: '2026-11-27T15:00:00Z',
  canChat: true,
  gameId: null,
  ...extra,
});

const challenge = (overrides: Partial<Challenge> = {}): Challenge => ({
  id: 'c-1',
  from: ALEX,
  to: SAM,
  timeControl: '3+2',
  status: 'open',
  createdAt: '2026-11-27T15:01:00Z',
  ...overrides,
});

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  from: 9,
  to: 7,
  text: 'Good game!',
  sentAt: '2026-11-27T15:02:00Z',
  ...overrides,
});

function lobbyApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/live/stats': {
      body: { clubGamesThisMonth: 12, myGamesThisMonth: 3, myGamesTotal: 20 },
    },
    'GET /api/live/online': {
      body: {
        items: [onlineRow(SAM), onlineRow(ALEX, { gameId: 'g-5' })],
        total: 2,
        page: 0,
        size: 25,
      },
    },
    'GET /api/live/challenges': { body: { received: [], sent: [] } },
    'GET /api/live/conversations': { body: { items: [], total: 0, page: 0, size: 20 } },
    'GET /api/live/messages': { body: { items: [], hasMore: false } },
    ...overrides,
  });
}

/** Opens /playLive as a member with a fake live server that accepts the connection. */
async function openLobby(api = lobbyApi()) {
  const socket = new FakeSocket();
  const factory = vi.fn(() => socket.asSocket());
  setLiveSocketFactory(factory);
  const view = renderApp('/playLive', { session: member });
  await waitFor(() => expect(factory).toHaveBeenCalledOnce());
  act(() => socket.connect());
  return { ...view, socket, api };
}

const rowOf = async (text: string) =>
  (await screen.findByRole('gridcell', { name: text }, { timeout: 10_000 })).closest<HTMLElement>(
    '[role="row"]',
  )!;

afterEach(() => setLiveSocketFactory(null));

describe('/playLive', () => {
  it.each([
    ['a visitor', undefined],
    ['a logged-in user who is not a member', buildSession({ roles: ['assistant'] })],
  ])('shows Content Restricted to %s and opens no socket', async (_who, session) => {
    const api = mockApi();
    const factory = vi.fn(() => new FakeSocket().asSocket());
    setLiveSocketFactory(factory);
    renderApp('/playLive', { session });

    expect(await screen.findByText('Content Restricted', {}, { timeout: 10_000 })).toBeTruthy();
    expect(factory).not.toHaveBeenCalled();
    expect(api.requests.filter((r) => r.path.startsWith('/api/live'))).toEqual([]);
  });

  it('shows the connected flag, the stats and who is online', async () => {
    const { socket } = await openLobby();

    expect(await screen.findByRole('heading', { name: 'Play Live' })).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(await screen.findByText('Live games this month: club 12, you 3')).toBeTruthy();

    const own = await rowOf('student');
    const alex = await rowOf('alex');
    expect(within(own).queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(within(alex).getByRole('button', { name: 'Challenge' })).toBeTruthy();
    expect(within(alex).getByRole('button', { name: 'Chat' })).toBeTruthy();
    expect(within(alex).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe(
      '/playLive/g-5',
    );

    act(() => socket.drop());
    expect(screen.getByText('Disconnected')).toBeTruthy();
  });

  it('says the server is restarting until the socket reconnects (to another server)', async () => {
    const { socket } = await openLobby();
    await screen.findByText('Connected');
    act(() => socket.push('server:restarting'));
    expect(screen.getByText(LIVE_MESSAGES.serverRestarting)).toBeTruthy();
    act(() => socket.drop());
    expect(screen.getByText(LIVE_MESSAGES.serverRestarting)).toBeTruthy();
    act(() => socket.connect());
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.queryByText(LIVE_MESSAGES.serverRestarting)).toBeNull();
  });

  it('says where Chat would be that students do not chat with each other', async () => {
    await openLobby(
      lobbyApi({
        'GET /api/live/online': {
          body: {
            items: [onlineRow(SAM), onlineRow(ALEX, { canChat: false })],
            total: 2,
            page: 0,
            size: 25,
          },
        },
      }),
    );
    const alex = await rowOf('alex');
    expect(within(alex).queryByRole('button', { name: 'Chat' })).toBeNull();
    expect(within(alex).getByText('No chat between students')).toBeTruthy();
    expect(within(alex).getByRole('button', { name: 'Challenge' })).toBeTruthy();
  });

  it('challenges a member after a confirm dialog, then says Challenge Sent and lists it', async () => {
    const { socket, user } = await openLobby();
    socket.answer('challenge:create', (data) => ({
      ok: true,
      data: challenge({ id: 'c-2', from: SAM, to: ALEX, timeControl: data.timeControl }),
    }));
    socket.answer('challenge:cancel', () => ({ ok: true, data: null }));

    await user.click(within(await rowOf('alex')).getByRole('button', { name: 'Challenge' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(LIVE_MESSAGES.challengeSent)).toBeTruthy();
    expect(socket.emitted('challenge:create')).toEqual([{ to: 9, timeControl: '5+3' }]);
    const sent = await screen.findByRole('list', { name: 'Challenges sent' });
    expect(within(sent).getByText('Alex Rival (5+3)')).toBeTruthy();

    await user.click(within(sent).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Challenges sent' })).toBeNull());
    expect(socket.emitted('challenge:cancel')).toEqual([{ id: 'c-2' }]);
  });

  it('shows a refused challenge with the server message', async () => {
    const { socket, user } = await openLobby();
    socket.answer('challenge:create', () => ({
      ok: false,
      code: 'BUSY',
      message: LIVE_MESSAGES.challengeBusy,
    }));

    await user.click(screen.getByRole('button', { name: 'Challenge All' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByText(LIVE_MESSAGES.challengeBusy)).toBeTruthy();
    expect(socket.emitted('challenge:create')).toEqual([{ to: null, timeControl: '5+3' }]);
  });

  it('shows an incoming challenge and opens the game when it is accepted', async () => {
    const { socket, user, router } = await openLobby();
    socket.answer('challenge:accept', () => ({ ok: false, code: 'x', message: 'unused' }));
    await screen.findByText('Connected');

    act(() => socket.push('challenge:received', challenge()));
    expect(await screen.findByText('Alex Rival challenges you (3+2)')).toBeTruthy();
    act(() => socket.push('challenge:closed', { id: 'c-1', status: 'expired', gameId: null }));
    await waitFor(() => expect(screen.queryByText('Alex Rival challenges you (3+2)')).toBeNull());

    act(() => socket.push('challenge:received', challenge({ id: 'c-3' })));
    socket.answer('challenge:accept', () => ({
      ok: true,
      data: { id: 'g-9' } as never,
    }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/playLive/g-9'));
  });

  it('keeps an unanswered chat message and resends it with the same clientId after a reconnect', async () => {
    const { socket, user, api } = await openLobby(
      lobbyApi({ 'GET /api/live/messages': { body: { items: [message()], hasMore: false } } }),
    );

    await user.click(within(await rowOf('alex')).getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('Good game!')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();

    // No answer: the server is unreachable for now.
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Rematch?{Enter}');
    expect(await screen.findByText('Not sent yet: waiting for the connection…')).toBeTruthy();
    const [first] = socket.emitted('chat:send') as { clientId: string }[];
    expect(first).toMatchObject({ to: 9, text: 'Rematch?' });
    expect(socket.emitted('chat:typing')).toEqual([{ to: 9 }]);

    socket.answer('chat:send', (data) => ({
      ok: true,
      data: message({ id: 2, from: 7, to: 9, text: data.text }),
    }));
    const historyReads = api.callsTo('GET /api/live/messages').length;
    act(() => socket.drop());
    act(() => socket.connect());

    expect(await screen.findByText('Rematch?')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Not sent yet: waiting for the connection…')).toBeNull(),
    );
    const resent = socket.emitted('chat:send') as { clientId: string }[];
    expect(resent.map((m) => m.clientId)).toEqual([first!.clientId, first!.clientId]);
    // A reconnect's reads wait a random part of LIVE_REFETCH_SPREAD_MS.
    await waitFor(
      () => expect(api.callsTo('GET /api/live/messages').length).toBeGreaterThan(historyReads),
      { timeout: LIVE_REFETCH_SPREAD_MS + 2_000 },
    );
  });

  it('after a reconnect reads again what it may have missed: challenges, chat, who is online', async () => {
    const { socket, api } = await openLobby();
    await rowOf('alex');
    await screen.findByText('Live games this month: club 12, you 3');
    const count = () =>
      Object.fromEntries(
        ['stats', 'online', 'challenges', 'conversations'].map((name) => [
          name,
          api.callsTo(`GET /api/live/${name}`).length,
        ]),
      );
    const before = count();
    act(() => socket.drop());
    act(() => socket.connect());
    await waitFor(
      () =>
        expect(count()).toEqual({
          ...before,
          online: before.online! + 1,
          challenges: before.challenges! + 1,
          conversations: before.conversations! + 1,
        }),
      { timeout: LIVE_REFETCH_SPREAD_MS + 2_000 },
    );
  });

  it('reads the online list again when it changes, once for a burst of changes', async () => {
    const { socket, api } = await openLobby();
    await rowOf('alex');
    const reads = () => api.callsTo('GET /api/live/online').length;
    const before = reads();
    // Many members coming at once (a restart): one read soon, then none for a while.
    for (let i = 0; i < 5; i++) act(() => socket.push('presence:changed'));
    await waitFor(() => expect(reads()).toBe(before + 1), {
      timeout: LIVE_REFETCH_SPREAD_MS + 2_000,
    });
    act(() => socket.push('presence:changed'));
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_SPREAD_MS + 500));
    expect(reads()).toBe(before + 1);
  });

  it('badges a closed conversation with the messages that arrive, and clears it when opened', async () => {
    const { socket, user } = await openLobby(
      lobbyApi({
        'GET /api/live/conversations': {
          body: {
            items: [{ user: ALEX, lastMessageAt: '2026-11-27T15:00:00Z', canChat: true }],
            total: 1,
            page: 0,
            size: 20,
          },
        },
      }),
    );
    const recent = await screen.findByRole('list', { name: 'Recent conversations' });
    const alex = await rowOf('alex');
    await screen.findByText('Connected');

    act(() => socket.push('chat:message', message({ id: 11 })));
    act(() => socket.push('chat:message', message({ id: 12, text: 'Rematch?' })));
    // Sent from the user's other tab: nothing unread.
    act(() => socket.push('chat:message', message({ id: 13, from: 7, to: 9 })));
    expect(
      await within(alex).findByRole('button', { name: 'Chat, 2 unread messages' }),
    ).toBeTruthy();
    expect(
      within(recent).getByRole('button', { name: /Alex Rival.*2 unread messages/ }),
    ).toBeTruthy();

    await user.click(within(recent).getByRole('button', { name: /Alex Rival/ }));
    await waitFor(() => expect(within(alex).getByRole('button', { name: 'Chat' })).toBeTruthy());
    expect(within(recent).queryByText(/unread/)).toBeNull();

    // The open conversation counts nothing; another member's closed one does.
    act(() => socket.push('chat:message', message({ id: 14, text: 'Ready?' })));
    act(() => socket.push('chat:message', message({ id: 15, from: 4, text: 'Hi' })));
    expect(await screen.findByText('Ready?')).toBeTruthy();
    expect(within(alex).getByRole('button', { name: 'Chat' })).toBeTruthy();
    expect(within(recent).queryByText(/unread/)).toBeNull();
  });

  it('refuses an empty message in the browser and says who is typing', async () => {
    const { socket, user } = await openLobby();
    await user.click(within(await rowOf('alex')).getByRole('button', { name: 'Chat' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeTruthy();
    expect(socket.emitted('chat:send')).toEqual([]);

    act(() => socket.push('chat:typing', { from: 9 }));
    expect(await screen.findByText('Alex Rival is typing…')).toBeTruthy();
  });

  it('says when the member has too many tabs open, and connects once they try again', async () => {
    lobbyApi();
    const socket = new FakeSocket();
    setLiveSocketFactory(() => socket.asSocket());
    const { user } = renderApp('/playLive', { session: member });
    await waitFor(() => expect(socket.listeners.has('connect_error')).toBe(true));
    act(() => socket.refuse(LIVE_MESSAGES.tooManyTabs));
    expect(await screen.findByText(LIVE_MESSAGES.tooManyTabs)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.queryByText(LIVE_MESSAGES.tooManyTabs)).toBeNull();
  });

  it('stops and says so when the session ends', async () => {
    const { socket } = await openLobby();
    await screen.findByText('Connected');
    act(() => socket.push('session:ended'));
    expect(await screen.findByText(LIVE_MESSAGES.sessionEnded)).toBeTruthy();
    expect(screen.getByText('Disconnected')).toBeTruthy();
  });
});
