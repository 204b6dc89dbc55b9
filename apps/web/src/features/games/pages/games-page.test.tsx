import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MESSAGES,
  type GameSummary,
  type MessageResponse,
  type DirMoveResponseSchema,
  type GamesDeletedResponseSchema,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { setViewportWidth } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

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

/** The library's server: directories, each directory's games, and delete. */
function mockLibrary() {
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
  });
  return api;
}

describe('/games', () => {
  it("lists every directory in the tree and shows the selected directory's games", async () => {
    const api = mockLibrary();
    const { user } = renderApp('/games', { session: coach });

    const tree = await screen.findByRole(
      'navigation',
      { name: 'Directories' },
      { timeout: 10_000 },
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
  });

  it('asks to confirm before deleting the ticked games, then posts their ids', async () => {
    const api = mockLibrary();
    const { user } = renderApp('/games?dirPath=/Tactics', { session: coach });

    const grid = await screen.findByRole(
      'grid',
      { name: 'Games in /Tactics' },
      { timeout: 10_000 },
    );
    await within(grid).findByText('Pin the queen');
    const rows = within(grid).getAllByRole('row').slice(1);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete Games' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog.textContent).toContain(MESSAGES.confirmDelete('2 games'));
    expect(api.callsTo('POST /api/games/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.callsTo('POST /api/games/delete')[0]?.body).toEqual({ ids: [11, 12] });
  });

  it('on a phone lists the games as cards whose checkboxes tick games for Delete Games', async () => {
    setViewportWidth(375);
    const api = mockLibrary();
    const { user } = renderApp('/games?dirPath=/Tactics', { session: coach });

    const list = await screen.findByRole(
      'list',
      { name: 'Games in /Tactics' },
      { timeout: 10_000 },
    );
    const card = (await within(list).findByText(/Knight fork/)).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/game/11');
    await user.click(within(list).getByRole('checkbox', { name: 'Select Knight fork' }));
    await user.click(screen.getByRole('button', { name: 'Delete Games' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.callsTo('POST /api/games/delete')[0]?.body).toEqual({ ids: [11] });
  });

  it('creates a directory inside the selected one and then shows it', async () => {
    const api = mockLibrary();
    const { user, router } = renderApp('/games?dirPath=/Tactics', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'New Directory' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Directory' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Directory name' }), 'Forks');
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
    await user.type(name, 'Pinned');
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

  it('tells a student that the page is restricted and loads no games', async () => {
    const api = mockApi();
    renderApp('/games', { session: buildSession({ roles: ['student'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/games'))).toHaveLength(0);
  });
});
