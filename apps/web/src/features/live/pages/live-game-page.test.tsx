import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveGameView } from '@kingside/shared';
import { setLiveSocketFactory } from '@/features/live/socket/live-socket';
import { FakeSocket } from '@/features/live/test/fake-socket';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const sam = buildSession({ id: 7, username: 'student', name: 'Sam Student' });

const buildView = (overrides: Partial<LiveGameView> = {}): LiveGameView => ({
  id: 'g-1',
  white: { id: 7, username: 'student', name: 'Sam Student', classTime: null },
  black: { id: 9, username: 'alex', name: 'Alex Rival', classTime: null },
  timeControl: '5+3',
  status: 'started',
  result: '*',
  termination: null,
  endedBy: null,
  startFen: START,
  fen: START,
  sans: [],
  ucis: [],
  turn: 'white',
  ply: 0,
  drawOfferBy: null,
  clock: { white: 300_000, black: 300_000, running: null, firstMoveMsLeft: 30_000 },
  startedAt: '2026-11-27T15:00:00Z',
  endedAt: null,
  yourSide: 'white',
  ...overrides,
});

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;

/** The result banner (role status) once it says `text`. */
const banner = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');

async function openGame(view: LiveGameView, setup: (socket: FakeSocket) => void = () => {}) {
  mockApi();
  const socket = new FakeSocket();
  socket.answer('game:join', () => ({ ok: true, data: view }));
  setup(socket);
  const factory = vi.fn(() => socket.asSocket());
  setLiveSocketFactory(factory);
  const app = renderApp('/playLive/g-1', { session: sam });
  await waitFor(() => expect(factory).toHaveBeenCalledOnce());
  act(() => socket.connect());
  return { ...app, socket };
}

afterEach(() => setLiveSocketFactory(null));

describe('/playLive/:gameId', () => {
  it('shows Content Restricted to a user who is not a member', async () => {
    mockApi();
    const factory = vi.fn(() => new FakeSocket().asSocket());
    setLiveSocketFactory(factory);
    renderApp('/playLive/g-1', { session: buildSession({ roles: ['assistant'] }) });
    expect(await screen.findByText('Content Restricted', {}, { timeout: 10_000 })).toBeTruthy();
    expect(factory).not.toHaveBeenCalled();
  });

  it('joins the game, shows players, clocks and the first-move countdown, and sends a move', async () => {
    const { socket, user } = await openGame(buildView());
    expect(await screen.findByText('Sam Student (White)')).toBeTruthy();
    expect(screen.getByText('Alex Rival (Black)')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'White clock' }).textContent).toBe('05:00');
    expect(screen.getByText('First move: 30 s')).toBeTruthy();
    expect(socket.emitted('game:join')).toEqual([{ gameId: 'g-1' }]);
    expect(screen.getByRole('button', { name: 'Abort' })).toBeTruthy();

    socket.answer('game:move', () => ({
      ok: true,
      data: buildView({ fen: AFTER_E4, sans: ['e4'], ucis: ['e2e4'], turn: 'black', ply: 1 }),
    }));
    await user.click(square('e2'));
    await user.click(square('e4'));
    await waitFor(() =>
      expect(socket.emitted('game:move')).toEqual([{ gameId: 'g-1', uci: 'e2e4', clientSeq: 0 }]),
    );
    expect(await screen.findByText('Black to move')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Moves' })).getByText('e4')).toBeTruthy();

    // A reconnect joins the game's room again.
    act(() => socket.drop());
    act(() => socket.connect());
    await waitFor(() => expect(socket.emitted('game:join')).toHaveLength(2));
  });

  it('answers a draw offer and resigns after a confirm dialog', async () => {
    const { socket, user } = await openGame(
      buildView({ ply: 4, drawOfferBy: 'black', clock: null, timeControl: 'untimed' }),
    );
    expect(await screen.findByText('Alex Rival offers a draw.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abort' })).toBeNull();
    socket.answer('game:declineDraw', () => ({ ok: true, data: buildView({ ply: 4 }) }));
    await user.click(screen.getByRole('button', { name: 'Decline draw' }));
    expect(await screen.findByRole('button', { name: 'Offer draw' })).toBeTruthy();

    socket.answer('game:resign', () => ({
      ok: true,
      data: buildView({
        ply: 4,
        status: 'over',
        result: '0-1',
        termination: 'resignation',
        endedBy: 'white',
      }),
    }));
    await user.click(screen.getByRole('button', { name: 'Resign' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await banner('White resigned — Black wins')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'My Games' })).getAttribute('href')).toBe(
      '/myGames',
    );
    expect(screen.getByRole('link', { name: 'Back to Play Live' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
  });

  it('claims the flag once when the running clock reaches zero', async () => {
    const { socket } = await openGame(
      buildView({
        ply: 3,
        turn: 'black',
        clock: { white: 60_000, black: 150, running: 'black', firstMoveMsLeft: null },
      }),
      (fake) =>
        fake.answer('game:claimFlag', () => ({
          ok: true,
          data: buildView({ ply: 3, status: 'over', result: '1-0', termination: 'time' }),
        })),
    );
    expect(await banner('White wins on time')).toBeTruthy();
    expect(socket.emitted('game:claimFlag')).toEqual([{ gameId: 'g-1' }]);
  });

  it('lets a watcher follow the game without the players’ buttons', async () => {
    const { socket } = await openGame(buildView({ yourSide: null }));
    expect(await screen.findByText('Watching')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    act(() =>
      socket.push(
        'game:state',
        buildView({
          yourSide: null,
          fen: AFTER_E4,
          sans: ['e4'],
          ucis: ['e2e4'],
          turn: 'black',
          ply: 1,
        }),
      ),
    );
    expect(await screen.findByText('Black to move')).toBeTruthy();
  });
});
