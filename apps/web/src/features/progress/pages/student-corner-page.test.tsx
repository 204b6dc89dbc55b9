import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES, type ApiError } from '@kingside/shared';
import { buildCorner, buildMonth, buildSource } from '@/features/progress/test/progress-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pat = buildSession({ id: 9, username: 'pat', name: 'Pat Pawn', roles: ['student'] });
const SLOW = { timeout: 10_000 };

/** The texts of a table's row, header cell first. */
const rowTexts = (table: HTMLElement, name: string) =>
  within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest('tr')!,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const freshChesscom = buildSource({
  source: 'chesscom',
  account: 'patpawn',
  thisMonth: buildMonth({
    gamesPlayed: 15,
    rating: 812,
    maxGamesPlayed: 40,
    maxGamesPlayedUser: 'ivy',
  }),
  lastMonth: buildMonth({ gamesPlayed: 8, rating: 790 }),
  fetchedAt: '2026-11-27T15:00:00.000Z',
});

describe('/studentCorner/{username}', () => {
  it('lets the student turn on the import of their recent online games, which then runs', async () => {
    const off = {
      enabled: false,
      canChange: true,
      chessDotComId: 'patpawn',
      liChessId: null,
      enabledAt: null,
      lastRunAt: null,
      lastAdded: null,
      lastError: null,
    };
    const api = mockApi({
      'GET /api/studentCorner/pat': { body: buildCorner() },
      'GET /api/studentCorner/pat/onlineGames': { body: off },
      'PUT /api/studentCorner/pat/onlineGames': {
        body: { ...off, enabled: true, enabledAt: '2026-11-30T10:00:00.000Z' },
      },
    });
    const { user } = renderApp('/studentCorner/pat', { session: pat });

    const card = await screen.findByRole(
      'region',
      { name: 'Games from chess.com and Lichess' },
      SLOW,
    );
    const toggle = within(card).getByRole('switch', { name: 'Import and analyse my recent games' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await within(card).findByText('The first import runs in a moment.')).toBeTruthy();
    expect(api.callsTo('PUT /api/studentCorner/pat/onlineGames')[0]!.body).toEqual({
      enabled: true,
    });
  });

  it("shows the student's ids, the club's figures beside the club's best, and fills chess.com from the site", async () => {
    const api = mockApi({
      'GET /api/studentCorner/pat': { body: buildCorner() },
      'GET /api/studentCorner/pat/sources/chesscom': { body: freshChesscom },
    });
    renderApp('/studentCorner/pat', { session: pat });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Student Corner: Pat Pawn (pat)' },
        SLOW,
      ),
    ).toBeTruthy();
    const profile = screen.getByText('Current batch').closest('dl')!;
    expect(profile.textContent).toContain('Current batchSaturday 10:00 AM');
    expect(profile.textContent).toContain('Current rating950');
    expect(profile.textContent).toContain('USCF ID12345678 (US Chess rating 1012)');
    expect(profile.textContent).toContain('Chess.com IDpatpawn');
    expect(profile.textContent).toContain('Lichess ID—');

    const thisMonth = screen.getByRole('table', { name: 'This month (November 2026)' });
    expect(
      within(thisMonth)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Source',
      'Logins',
      'Games played',
      'Puzzles solved',
      'Rating',
      'Club best logins',
      'Club best games',
      'Club best puzzles',
    ]);
    expect(rowTexts(thisMonth, 'Club')).toEqual([
      '6',
      '3',
      '40',
      '950',
      '12 (ivy)',
      '9 (max)',
      '40 (pat)',
    ]);
    expect(await within(thisMonth).findByText('812')).toBeTruthy();
    expect(rowTexts(thisMonth, 'Chess.com')).toEqual(['—', '15', '—', '812', '—', '40 (ivy)', '—']);
    expect(rowTexts(thisMonth, 'Lichess')).toEqual(['—', '—', '—', '—', '—', '—', '—']);
    const lastMonth = screen.getByRole('table', { name: 'Last month (October 2026)' });
    expect(rowTexts(lastMonth, 'Club')).toEqual(['4', '1', '12', '930', '—', '—', '—']);
    expect(rowTexts(lastMonth, 'Chess.com')).toEqual(['—', '8', '—', '790', '—', '—', '—']);

    expect(screen.getByText('No Lichess ID in the profile.')).toBeTruthy();
    expect(api.callsTo('GET /api/studentCorner/pat/sources/lichess')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Report card' }).getAttribute('href')).toBe(
      '/students/pat/report',
    );
  });

  it('warns when chess.com has not answered since a time, and keeps the rest of the page', async () => {
    mockApi({
      'GET /api/studentCorner/pat': {
        body: buildCorner({ uscfUnavailable: true, uscfRating: null }),
      },
      'GET /api/studentCorner/pat/sources/chesscom': {
        body: buildSource({
          ...buildCorner().sources[1],
          unavailableSince: '2026-11-25T18:00:00.000Z',
        }),
      },
    });
    renderApp('/studentCorner/pat', { session: pat });

    const warning = await screen.findByText(/Chess.com is unavailable since/, undefined, SLOW);
    expect(warning.textContent).toBe(
      'Chess.com is unavailable since Nov 25, 2026, 12:00 PM. Showing the figures from Nov 20, 2026, 9:00 AM.',
    );
    expect(warning.closest('[role="alert"]')?.className).toContain('Warning');
    const thisMonth = screen.getByRole('table', { name: 'This month (November 2026)' });
    expect(rowTexts(thisMonth, 'Club')[0]).toBe('6');
    expect(rowTexts(thisMonth, 'Chess.com')).toEqual(['—', '2', '—', '700', '—', '—', '—']);
    expect(screen.getByText('Current batch').closest('dl')!.textContent).toContain(
      'USCF ID12345678 (US Chess is unavailable)',
    );
  });

  it('says when the site has no such player, or nothing was fetched yet', async () => {
    mockApi({
      'GET /api/studentCorner/pat': {
        body: buildCorner({ liChessId: 'patp' }),
      },
      'GET /api/studentCorner/pat/sources/chesscom': {
        body: buildSource({ source: 'chesscom', account: 'patpawn', notFound: true }),
      },
      'GET /api/studentCorner/pat/sources/lichess': {
        body: buildSource({
          source: 'lichess',
          account: 'patp',
          unavailableSince: '2026-11-25T18:00:00.000Z',
        }),
      },
    });
    renderApp('/studentCorner/pat', { session: pat });

    expect(
      await screen.findByText('Chess.com has no player named patpawn.', undefined, SLOW),
    ).toBeTruthy();
    expect((await screen.findByText(/Lichess is unavailable since/)).textContent).toBe(
      'Lichess is unavailable since Nov 25, 2026, 12:00 PM. No figures were fetched yet.',
    );
  });

  it("shows the server's refusal for someone else's corner", async () => {
    mockApi({
      'GET /api/studentCorner/ivy': {
        status: 403,
        body: { code: 'FORBIDDEN', message: PROGRESS_MESSAGES.forbidden } satisfies ApiError,
      },
    });
    renderApp('/studentCorner/ivy', { session: pat });

    expect(await screen.findByText(PROGRESS_MESSAGES.forbidden, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
