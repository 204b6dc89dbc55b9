import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  MESSAGES,
  type AssignResult,
  type GameSummary,
  type StudentAssignment,
  type StudentPage,
  type MessageResponse,
  type DirMoveResponseSchema,
  type GamesDeletedResponseSchema,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { setViewportWidth } from '@/test/match-media';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const coach = buildSession({ username: 'coach', roles: ['coach'] });

const summary = (overrides: Partial<GameSummary>): GameSummary => ({
  id: 1,
  name: 'Fork the king and rook',
  type: 'Puzzle',
  dirPath: '/',
  createdDate: '2026-05-01T15:00:00.000Z',
  ...overrides,
});

const GAMES_BY_DIR: Record<string, GameSummary[]> = {
  '/': [summary({ id: 1, name: 'Opening trap' })],
  '/Tactics': [
    summary({ id: 11, name: 'Knight fork', dirPath: '/Tactics' }),
    summary({ id: 12, name: 'Pin the queen', dirPath: '/Tactics' }),
  ],
  '/Tactics/Pins': [],
  '/Endgames': [],
};

const ivy = {
  id: 9,
  username: 'ivy',
  name: 'Ivy Gambit',
  rating: 610,
  section: null,
  classTime: 'Saturday 10:00 AM',
  classTimeId: 1,
  coachId: 2,
} satisfies StudentPage['items'][number];

const assigned = (body: AssignResult['assignmentIds'], students: number): AssignResult => ({
  message: ASSIGNMENT_MESSAGES.assigned(body.length, students, body.length * students),
  assignmentIds: body,
  students,
  added: body.length * students,
});

/** The library's server: directories, each directory's games, and delete. */
function mockLibrary(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/games/dirPaths': { body: ['/', '/Endgames', '/Tactics', '/Tactics/Pins'] },
    // The fake server sees paths only; the directory is read from the URL being fetched.
    'GET /api/games': () => {
      const url = new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://localhost');
      return { body: GAMES_BY_DIR[url.searchParams.get('dirPath') ?? '/'] ?? [] };
    },
    'POST /api/games/delete': {
      body: { message: MESSAGES.deleted, deleted: 2 } satisfies z.infer<
        typeof GamesDeletedResponseSchema
      >,
    },
    'POST /api/games/dirs': { body: { message: 'Added Successfully' } satisfies MessageResponse },
    'POST /api/games/dirs/move': {
      body: { message: 'Updated Successfully', movedGames: 0 } satisfies z.infer<
        typeof DirMoveResponseSchema
      >,
    },
    ...extra,
  });
  return api;
}

/** Opens /games?dirPath=/Tactics and ticks the games named. */
async function tickGames(names: string[]) {
  const view = renderApp('/games?dirPath=/Tactics', { session: coach });
  const grid = await screen.findByRole('grid', { name: 'Games in /Tactics' }, { timeout: 10_000 });
  await within(grid).findByText('Pin the queen');
  for (const name of names) {
    const row = within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
    await view.user.click(within(row).getByRole('checkbox'));
  }
  return { ...view, grid };
}

describe('/games', () => {
  // The first test loads the page's lazy chunk (the data grid with it), which a cold transform
  // cache on a busy machine takes well over ten seconds to prepare.
  it(
    "lists every directory in the tree and shows the selected directory's games",
    { timeout: 60_000 },
    async () => {
      const api = mockLibrary();
      const { user } = renderApp('/games', { session: coach });

      const tree = await screen.findByRole(
        'navigation',
        { name: 'Directories' },
        { timeout: 40_000 },
      );
      for (const name of ['/', 'Endgames', 'Tactics', 'Pins']) {
        expect(await within(tree).findByRole('link', { name })).toBeTruthy();
      }
      expect(await screen.findByRole('link', { name: 'Opening trap' })).toBeTruthy();

      await user.click(within(tree).getByRole('link', { name: 'Tactics' }));

      expect(await screen.findByRole('tab', { name: '/Tactics' })).toBeTruthy();
      const grid = await screen.findByRole('grid', { name: 'Games in /Tactics' });
      const link = await within(grid).findByRole('link', { name: 'Knight fork' });
      expect(link.getAttribute('href')).toBe('/game/11');
      expect(within(tree).getByRole('link', { name: 'Tactics' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(api.requests.some((r) => r.path === '/api/games')).toBe(true);
      expect(screen.getByRole('link', { name: 'Add Game' }).getAttribute('href')).toBe(
        '/gameAdd?dirPath=%2FTactics',
      );
    },
  );

  it('leads Delete Games to /gameDelete with the ticked games, and asks there before deleting', async () => {
    const api = mockLibrary();
    const { user, router } = await tickGames(['Knight fork', 'Pin the queen']);

    const deleteGames = screen.getByRole('link', { name: 'Delete Games' });
    expect(deleteGames.getAttribute('href')).toBe('/gameDelete?dirPath=%2FTactics&ids=11%2C12');
    await user.click(deleteGames);

    const confirm = await screen.findByRole('region', { name: 'Confirm' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/gameDelete');
    expect(within(confirm).getByText(MESSAGES.confirmDelete('2 games'))).toBeTruthy();
    expect(api.callsTo('POST /api/games/delete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.callsTo('POST /api/games/delete')[0]?.body).toEqual({ ids: [11, 12] });
  });

  it('leads Delete Games to /gameDelete with only the directory when nothing is ticked', async () => {
    mockLibrary();
    renderApp('/games?dirPath=/Tactics', { session: coach });

    const deleteGames = await screen.findByRole(
      'link',
      { name: 'Delete Games' },
      { timeout: 10_000 },
    );
    expect(deleteGames.getAttribute('href')).toBe('/gameDelete?dirPath=%2FTactics');
  });

  it('on a phone lists the games as cards whose checkboxes tick games for Delete Games', async () => {
    setViewportWidth(375);
    mockLibrary();
    const { user } = renderApp('/games?dirPath=/Tactics', { session: coach });

    const list = await screen.findByRole(
      'list',
      { name: 'Games in /Tactics' },
      { timeout: 10_000 },
    );
    const card = (await within(list).findByText(/Knight fork/)).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/game/11');
    await user.click(within(list).getByRole('checkbox', { name: 'Select Knight fork' }));

    expect(screen.getByRole('link', { name: 'Delete Games' }).getAttribute('href')).toBe(
      '/gameDelete?dirPath=%2FTactics&ids=11',
    );
  });

  it('creates a directory inside the selected one and then shows it', async () => {
    const api = mockLibrary();
    const { user, router } = renderApp('/games?dirPath=/Tactics', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'New Directory' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Directory' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Directory name' }), 'Forks');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.search).toBe('?dirPath=%2FTactics%2FForks'));
    expect(api.callsTo('POST /api/games/dirs')[0]?.body).toEqual({ path: '/Tactics/Forks' });
  });

  it('renames and moves the selected directory with everything below it', async () => {
    const api = mockLibrary();
    const { user, router } = renderApp('/games?dirPath=/Tactics/Pins', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'Rename Directory' }, { timeout: 10_000 }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Rename Directory' });
    const name = within(dialog).getByRole('textbox', { name: 'Directory name' });
    await user.clear(name);
    await enter(user, name, 'Pinned');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(router.state.location.search).toBe('?dirPath=%2FTactics%2FPinned'));
    expect(api.callsTo('POST /api/games/dirs/move')[0]?.body).toEqual({
      from: '/Tactics/Pins',
      to: '/Tactics/Pinned',
    });

    await user.click(screen.getByRole('button', { name: 'Move Directory' }));
    dialog = await screen.findByRole('dialog', { name: 'Move Directory' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Move to' }),
      '/Endgames',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(router.state.location.search).toBe('?dirPath=%2FEndgames%2FPinned'));
    expect(api.callsTo('POST /api/games/dirs/move')[1]?.body).toEqual({
      from: '/Tactics/Pinned',
      to: '/Endgames/Pinned',
    });
  });

  it('leads Assign Games to /gameAssign with the ticked games and the directory', async () => {
    mockLibrary();
    await tickGames(['Knight fork', 'Pin the queen']);

    expect(screen.getByRole('link', { name: 'Assign Games' }).getAttribute('href')).toBe(
      '/gameAssign?dirPath=%2FTactics&ids=11%2C12',
    );
  });

  it("assigns the directory's games to a class time from the Assign Users dialog", async () => {
    const api = mockLibrary({
      'POST /api/assignments/assignmentGroup': { body: assigned([21, 22], 3) },
    });
    const { user } = await tickGames([]);

    await user.click(screen.getByRole('button', { name: 'Assign Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Users' });
    expect(within(dialog).getByText('Every game in /Tactics.')).toBeTruthy();
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    const classTimes = within(dialog).getByRole('textbox', { name: 'Class times' });
    expect(within(dialog).getByText('Comma-separated, e.g. Saturday 10:00 AM')).toBeTruthy();
    await enter(user, classTimes, 'Saturday 10:00 AM');
    expect((assign as HTMLButtonElement).disabled).toBe(false);
    await user.click(assign);

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assigned(2, 3, 6))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Assign Users' })).toBeNull();
    expect(api.callsTo('POST /api/assignments/assignmentGroup')[0]?.body).toEqual({
      gameIds: [],
      dirPath: '/Tactics',
      userIds: [],
      classTimes: 'Saturday 10:00 AM',
      dueDate: null,
    });
  });

  it('assigns the ticked games to a student chosen by name, with a due date', async () => {
    const api = mockLibrary({
      'GET /api/students': { body: { items: [ivy], total: 1, page: 0, size: 25 } },
      'POST /api/assignments/assignmentGroup': { body: assigned([21], 1) },
    });
    const { user } = await tickGames(['Knight fork']);

    await user.click(screen.getByRole('button', { name: 'Assign Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Users' });
    await enter(user, within(dialog).getByRole('combobox', { name: 'Students' }), 'iv');
    await waitFor(() =>
      expect(api.callsTo('GET /api/students').at(-1)?.query.get('search')).toBe('iv'),
    );
    await user.click(await screen.findByRole('option', { name: 'Ivy Gambit (ivy)' }));
    await enter(user, within(dialog).getByLabelText('Due date'), '2026-06-08');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.assigned(1, 1, 1))).toBeTruthy();
    expect(api.callsTo('POST /api/assignments/assignmentGroup')[0]?.body).toEqual({
      gameIds: [11],
      dirPath: null,
      userIds: [9],
      classTimes: null,
      dueDate: '2026-06-08',
    });
  });

  it('lists the students who have one ticked game in the Assigned Users dialog', async () => {
    const copy = (overrides: Partial<StudentAssignment>): StudentAssignment => ({
      id: 21,
      name: 'Knight fork',
      gameId: 11,
      gameType: 'Puzzle',
      attemptCount: 0,
      completed: false,
      assignedToUsername: 'ivy',
      assignedToName: 'Ivy Gambit',
      classTime: 'Saturday 10:00 AM',
      createdDate: '2026-05-01T15:00:00.000Z',
      modifiedDate: null,
      dueDate: null,
      overdue: false,
      ...overrides,
    });
    const api = mockLibrary({
      'GET /api/assignments': {
        body: {
          items: [
            copy({
              completed: true,
              attemptCount: 2,
              modifiedDate: '2026-05-03T15:00:00.000Z',
            }),
            copy({ assignedToUsername: 'leo', assignedToName: 'Leo Castle', attemptCount: 4 }),
          ],
          total: 2,
          page: 0,
          size: 50,
        },
      },
    });
    const { user, grid } = await tickGames([]);
    const assignedUsers = screen.getByRole('button', { name: 'Assigned Users' });
    expect((assignedUsers as HTMLButtonElement).disabled).toBe(true);
    for (const name of ['Knight fork', 'Pin the queen']) {
      const row = within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
      await user.click(within(row).getByRole('checkbox'));
    }
    expect((assignedUsers as HTMLButtonElement).disabled).toBe(true);
    const pin = within(grid).getByText('Pin the queen').closest('[role="row"]') as HTMLElement;
    await user.click(within(pin).getByRole('checkbox'));
    await user.click(assignedUsers);

    const dialog = await screen.findByRole('dialog', { name: 'Assigned Users' });
    const ivyRow = (await within(dialog).findByText('Ivy Gambit')).closest('tr') as HTMLElement;
    expect(within(ivyRow).getByText('May 3, 2026')).toBeTruthy();
    const leoRow = within(dialog).getByText('Leo Castle').closest('tr') as HTMLElement;
    expect(within(leoRow).getByText('Not yet')).toBeTruthy();
    expect(within(leoRow).getByText('4')).toBeTruthy();
    expect(api.callsTo('GET /api/assignments')[0]?.query.get('gameId')).toBe('11');
  });

  it("opens a game's assignment in a new tab, and says when the game is not assigned yet", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mockLibrary({
      'GET /api/myassignment': (request) =>
        request.query.get('gameId') === '11'
          ? { body: { id: 21 } }
          : {
              status: 404,
              body: { code: 'NOT_FOUND', message: ASSIGNMENT_MESSAGES.notAssignedGame },
            },
    });
    const { user, grid } = await tickGames([]);

    await user.click(within(grid).getByRole('button', { name: 'Open assignment for Knight fork' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/assignment/21', '_blank', 'noopener'));

    await user.click(
      within(grid).getByRole('button', { name: 'Open assignment for Pin the queen' }),
    );
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.notAssignedGame)).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tells a student that the page is restricted and loads no games', async () => {
    const api = mockApi();
    renderApp('/games', { session: buildSession({ roles: ['student'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/games'))).toHaveLength(0);
  });
});
