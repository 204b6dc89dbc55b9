import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MESSAGES, type Opening, type OpeningLookup } from '@kingside/shared';
import { buildClub, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const RUY_LOPEZ: Opening = {
  id: 6,
  eco: 'C60',
  name: 'Ruy Lopez',
  pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5',
  notes: 'Pressure on the knight that guards e5.',
  createdDate: '2026-11-01T12:00:00Z',
};

describe('/openings', () => {
  it('lets a student browse the repertoire and step through a line, without Add Opening', async () => {
    mockApi({
      'GET /api/openings': { body: [RUY_LOPEZ] },
      'GET /api/openings/6': { body: RUY_LOPEZ },
    });
    const { user, router } = renderApp('/openings', {
      session: buildSession({ roles: ['student'] }),
    });

    const grid = await screen.findByRole('grid', { name: 'Openings' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Add Opening' })).toBeNull();
    await user.click(await within(grid).findByText('C60'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'C60 Ruy Lopez' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/opening/6');
    expect(screen.getByText(RUY_LOPEZ.notes!)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('After 3. Bb5')).toBeTruthy();
  });

  it('offers a coach Add Opening, leading to /openingAdd', async () => {
    mockApi({ 'GET /api/openings': { body: [RUY_LOPEZ] } });
    renderApp('/openings', { session: buildSession({ roles: ['coach'] }) });

    const add = await screen.findByRole('link', { name: 'Add Opening' }, { timeout: 10_000 });
    expect(add.getAttribute('href')).toBe('/openingAdd');
  });

  it('shows the members-only message to a user without a member role', async () => {
    const api = mockApi();
    renderApp('/openings', { session: buildSession({ roles: ['assistant'] }) });

    expect(await screen.findByText(MESSAGES.membersOnly(buildClub().name))).toBeTruthy();
    expect(api.callsTo('GET /api/openings')).toHaveLength(0);
  });
});

describe('/openingAdd', () => {
  it('shows the looked-up ECO name as the line is typed, and saves the line', async () => {
    const api = mockApi({
      'GET /api/openings/lookup': ({ headers }) =>
        headers.get('Authorization')
          ? {
              body: {
                eco: 'C60',
                name: 'Ruy Lopez',
                pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5',
              } satisfies OpeningLookup,
            }
          : { status: 401 },
      'POST /api/openings': { body: RUY_LOPEZ },
      'GET /api/openings/6': { body: RUY_LOPEZ },
    });
    const { user, router } = renderApp('/openingAdd', {
      session: buildSession({ roles: ['coach'] }),
    });

    const line = await screen.findByRole('textbox', { name: 'PGN line' }, { timeout: 10_000 });
    await user.type(line, '1. e4 e5 2. Nf3 Nc6 3. Bb5');

    expect(await screen.findByText('C60 Ruy Lopez')).toBeTruthy();
    const lookups = api.requests.filter((r) => r.path === '/api/openings/lookup');
    // Typing is looked up once it pauses, not on every key.
    expect(lookups.length).toBeLessThan(5);
    expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/openings/lookup?pgn=${encodeURIComponent('1. e4 e5 2. Nf3 Nc6 3. Bb5')}`,
    );

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Main line.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'C60 Ruy Lopez' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/opening/6');
    expect(api.callsTo('POST /api/openings').map((r) => r.body)).toEqual([
      { pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5', notes: 'Main line.' },
    ]);
  });

  it('says when no known opening starts with the moves', async () => {
    mockApi({
      'GET /api/openings/lookup': {
        body: { eco: null, name: null, pgn: null } satisfies OpeningLookup,
      },
    });
    const { user } = renderApp('/openingAdd', { session: buildSession({ roles: ['admin'] }) });

    await user.type(
      await screen.findByRole('textbox', { name: 'PGN line' }, { timeout: 10_000 }),
      '1. a3',
    );
    expect(await screen.findByText(GAME_MESSAGES.openingUnknown)).toBeTruthy();
  });

  it('is restricted for a student', async () => {
    mockApi();
    renderApp('/openingAdd', { session: buildSession({ roles: ['student'] }) });
    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
  });
});
