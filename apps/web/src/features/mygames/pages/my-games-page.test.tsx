import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  GAME_MESSAGES,
  MESSAGES,
  type MyGame,
  type MyGameSummary,
  type MyGamesUploadResponseSchema,
} from '@kingside/shared';
import { buildClub, buildSession } from '@/test/factories';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const student = buildSession({ roles: ['student'] });

const GAME: MyGameSummary = {
  id: 5,
  createdDate: '2026-11-20T18:00:00Z',
  name: 'Sam Student – Alex Rival (Club Blitz, 2026)',
  white: 'Sam Student',
  black: 'Alex Rival',
  whiteElo: 1420,
  blackElo: 1388,
  timeControl: '180+2',
  gameResult: '1-0',
};

/** One page of the list as the server answers it. */
const pageOf = (items: MyGameSummary[], total = items.length) => ({
  items,
  total,
  page: 0,
  size: 25,
});

const PGN = `[White "Sam Student"]
[Black "Rival, Alex"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0`;

describe('/myGames', () => {
  it('tells a user without a member role that the page is for club members only', async () => {
    const api = mockApi();
    renderApp('/myGames', { session: buildSession({ roles: ['assistant'] }) });

    expect(await screen.findByText(MESSAGES.membersOnly(buildClub().name))).toBeTruthy();
    expect(MESSAGES.membersOnly('Kingside Chess Club')).toBe(
      'This page is accessible only for Kingside Chess Club members',
    );
    expect(api.callsTo('GET /api/mygames')).toHaveLength(0);
  });

  it("lists the member's games and opens one on a row click", async () => {
    mockApi({
      'GET /api/mygames': { body: pageOf([GAME]) },
      'GET /api/mygames/5': { body: { ...GAME, pgn: PGN } satisfies MyGame },
    });
    const { user, router } = renderApp('/myGames', { session: student });

    const grid = await screen.findByRole('grid', { name: 'My Games' }, { timeout: 10_000 });
    expect(await within(grid).findByText('Alex Rival')).toBeTruthy();
    expect(within(grid).getByText('180+2')).toBeTruthy();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Id',
      'Created Date',
      'Name',
      'White',
      'Black',
      'White Elo',
      'Black Elo',
      'Time Control',
      'Result',
      'Review',
    ]);
    // Each game links to the engine's review (issue 34).
    expect(within(grid).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/myGames/5/review',
    );
    await user.click(within(grid).getByText('Alex Rival'));

    expect(
      await screen.findByRole('heading', { level: 1, name: GAME.name }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myGame/5');
    await user.click(await screen.findByRole('button', { name: 'Last' }));
    expect(screen.getByText('After 4. Qxf7#')).toBeTruthy();
  });

  it('asks the server for the next page of a long list', async () => {
    const api = mockApi({
      'GET /api/mygames': (request) => ({
        body: {
          items: [{ ...GAME, id: 100 + Number(request.query.get('page')) }],
          total: 60,
          page: Number(request.query.get('page')),
          size: Number(request.query.get('size')),
        },
      }),
    });
    const { user } = renderApp('/myGames', { session: student });

    const grid = await screen.findByRole('grid', { name: 'My Games' }, { timeout: 10_000 });
    expect(await within(grid).findByText('100')).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await within(grid).findByText('101')).toBeTruthy();
    expect(
      api.callsTo('GET /api/mygames').map((r) => `${r.query.get('page')}/${r.query.get('size')}`),
    ).toEqual(['0/25', '1/25']);
  });

  it('on a phone lists each game as a card whose Open button opens it', async () => {
    setViewportWidth(375);
    mockApi({
      'GET /api/mygames': { body: pageOf([GAME]) },
      'GET /api/mygames/5': { body: { ...GAME, pgn: PGN } satisfies MyGame },
    });
    const { user, router } = renderApp('/myGames', { session: student });

    const list = await screen.findByRole('list', { name: 'My Games' }, { timeout: 10_000 });
    const [card] = await within(list).findAllByRole('listitem');
    expect(card!.textContent).toContain('Black: Alex Rival');
    expect(card!.textContent).toContain('Time Control: 180+2');
    await user.click(within(card!).getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('heading', { level: 1, name: GAME.name })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myGame/5');
  });

  it('uploads a pasted PGN and says how many games were added', async () => {
    const api = mockApi({
      'GET /api/mygames': { body: pageOf([]) },
      'POST /api/mygames': {
        status: 201,
        body: { message: GAME_MESSAGES.added, games: [GAME] } satisfies z.infer<
          typeof MyGamesUploadResponseSchema
        >,
      },
    });
    const { user } = renderApp('/myGames', { session: student });

    await user.click(
      await screen.findByRole('button', { name: 'Upload PGN' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload PGN' });
    await user.click(within(dialog).getByRole('textbox', { name: 'PGN' }));
    await user.paste(PGN);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Added Successfully: 1 game.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/mygames').map((r) => r.body)).toEqual([{ pgn: PGN }]);
    // The list is fetched again to show the new games.
    expect(api.callsTo('GET /api/mygames')).toHaveLength(2);
  });

  it('uploads a chosen PGN file', async () => {
    const api = mockApi({
      'GET /api/mygames': { body: pageOf([]) },
      'POST /api/mygames': {
        status: 201,
        body: { message: GAME_MESSAGES.added, games: [GAME] } satisfies z.infer<
          typeof MyGamesUploadResponseSchema
        >,
      },
    });
    const { user } = renderApp('/myGames', { session: student });

    await user.click(
      await screen.findByRole('button', { name: 'Upload PGN' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload PGN' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([PGN], 'games.pgn', { type: 'application/x-chess-pgn' }));
    expect(
      await within(dialog).findByDisplayValue((value) => value.startsWith('[White "Sam Student"]')),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Added Successfully: 1 game.')).toBeTruthy();
    expect(api.callsTo('POST /api/mygames').map((r) => r.body)).toEqual([{ pgn: PGN }]);
  });
});
