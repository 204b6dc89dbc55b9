import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Study, type StudySummary } from '@kingside/shared';
import { buildClub, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ roles: ['coach'], username: 'coach' });

const STUDIES: StudySummary[] = [
  { id: 3, createdDate: '2026-11-02T15:00:00Z', name: 'Rook endings' },
  { id: 2, createdDate: '2026-10-20T15:00:00Z', name: 'The Italian game' },
];

const IMPORTED: Study = {
  id: 9,
  createdDate: '2026-11-23T12:00:00Z',
  name: 'Club championship',
  notes: '',
  chapters: [
    { id: 21, name: 'Round 1' },
    { id: 22, name: 'Round 2' },
  ],
};

const TWO_GAMES = `[Event "Club championship"]
[Round "1"]

1. e4 e5 2. Nf3 1-0

[Event "Club championship"]
[Round "2"]

1. d4 {A queen's pawn} d5 0-1`;

describe('/studies', () => {
  it('lists the studies and opens the one whose row is clicked', async () => {
    mockApi({
      'GET /api/studies': { body: STUDIES },
      'GET /api/studies/2': {
        body: {
          id: 2,
          createdDate: '2026-10-20T15:00:00Z',
          name: 'The Italian game',
          notes: 'Bishops to c4.',
          chapters: [],
        } satisfies Study,
      },
    });
    const { user, router } = renderApp('/studies', { session: coach });

    const grid = await screen.findByRole('grid', { name: 'Studies' }, { timeout: 10_000 });
    expect(await within(grid).findByText('Rook endings')).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Id', 'Created Date', 'Name']);
    const row = within(grid).getByText('The Italian game').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('gridcell', { name: '2' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'The Italian game' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/study/2');
  });

  it('imports a pasted multi-game PGN as a new study and opens it', async () => {
    const api = mockApi({
      'GET /api/studies': { body: STUDIES },
      'POST /api/studies/import': { status: 201, body: IMPORTED },
    });
    const { user, router } = renderApp('/studies', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'Import PGN' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import PGN' });
    await user.click(within(dialog).getByRole('textbox', { name: 'PGN' }));
    await user.paste(TWO_GAMES);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Club championship' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/study/9');
    expect(api.callsTo('POST /api/studies/import').map((r) => r.body)).toEqual([
      { name: null, pgn: TWO_GAMES },
    ]);
  });

  it('asks for a PGN before importing', async () => {
    const api = mockApi({ 'GET /api/studies': { body: STUDIES } });
    const { user } = renderApp('/studies', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'Import PGN' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import PGN' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText(MESSAGES.pleaseEnterRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/studies/import')).toHaveLength(0);
  });

  it.each([['student'], ['elite']] as const)(
    'tells a club member who is not a coach (%s) that studies are the coaches’, and where their coach’s work reaches them',
    async (role) => {
      const api = mockApi();
      renderApp('/studies', { session: buildSession({ roles: [role] }) });

      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toBe(
        'This page is for the club’s coaches and admins, who prepare lessons here. What your coach prepares for you comes to you as assignments.',
      );
      expect(within(alert).getByRole('link', { name: 'assignments' }).getAttribute('href')).toBe(
        '/assignments',
      );
      expect(screen.queryByText(MESSAGES.membersOnly(buildClub().name))).toBeNull();
      expect(api.callsTo('GET /api/studies')).toHaveLength(0);
    },
  );

  it('tells an account that is not a club member that the page is for club members, as spec 1 section 6 says', async () => {
    const api = mockApi();
    renderApp('/studies', { session: buildSession({ roles: [] }) });

    expect(await screen.findByText(MESSAGES.membersOnly(buildClub().name))).toBeTruthy();
    expect(screen.queryByText(MESSAGES.accessRestricted)).toBeNull();
    expect(api.callsTo('GET /api/studies')).toHaveLength(0);
  });
});
