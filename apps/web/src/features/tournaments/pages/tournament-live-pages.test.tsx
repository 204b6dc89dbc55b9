import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublishedPairings, buildStandings } from '@/features/tournaments/test/director-fakes';
import { buildTournament } from '@/features/tournaments/test/tournament-fakes';
import { mockApi, type MockReply, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** Champ has a published round, U1600 none. */
const TOURNAMENT = buildTournament({
  id: 1,
  shortName: 'saturday-rapid-2026',
  sections: ['Champ', 'U1600'],
  liveSections: ['Champ'],
  pairingsHtml: '<table><tr><td>Pasted pairings</td></tr></table>',
  standingsHtml: '<table><tr><td>Pasted standings</td></tr></table>',
});

const NONE: MockReply = { status: 404, body: { code: 'NOT_FOUND', message: 'None yet.' } };

/** Answers Champ with `reply`, every other section with a 404 (as the server would). */
const champOnly =
  (reply: () => MockReply) =>
  ({ query }: MockRequest): MockReply =>
    query.get('section') === 'Champ' ? reply() : NONE;

afterEach(() => vi.unstubAllGlobals());

describe('the live results pages', () => {
  it('shows the latest published pairings of each live section as a sheet, updating while the round is on', async () => {
    mockApi({
      'GET /api/tournaments/saturday-rapid-2026': { body: TOURNAMENT },
      'GET /api/tournament/1/pairings': champOnly(() => ({ body: buildPublishedPairings() })),
    });
    renderApp('/tournaments/saturday-rapid-2026/pairings');

    const sheet = await screen.findByRole(
      'table',
      { name: 'Champ round 1 pairings' },
      { timeout: 10_000 },
    );
    const rows = within(sheet)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'BoardWhiteBlackResult',
      '1Ada Lovelace (1800)Carl Gauss (1500)1-0',
      '2Dora Euler (1400)Bob Boole (1700)',
    ]);
    expect(screen.getByText('Updates by itself while the round is on.')).toBeTruthy();
    expect(screen.queryByText('Pasted pairings')).toBeNull();
    expect(screen.queryByRole('region', { name: 'U1600' })).toBeNull();
  });

  it('asks for the pairings and standings of the sections with a published round only', async () => {
    const api = mockApi({
      'GET /api/tournaments/saturday-rapid-2026': { body: TOURNAMENT },
      'GET /api/tournament/1/pairings': champOnly(() => ({ body: buildPublishedPairings() })),
      'GET /api/tournament/1/standings': champOnly(() => ({ body: buildStandings() })),
    });
    renderApp('/tournaments/saturday-rapid-2026/standings');

    await screen.findByRole('table', { name: 'Champ standings' }, { timeout: 10_000 });
    const sections = (key: string) => api.callsTo(key).map((r) => r.query.get('section'));
    expect(sections('GET /api/tournament/1/pairings')).toEqual(['Champ']);
    expect(sections('GET /api/tournament/1/standings')).toEqual(['Champ']);
  });

  it('shows the standings as a wall chart with the four tiebreaks', async () => {
    mockApi({
      'GET /api/tournaments/saturday-rapid-2026': { body: TOURNAMENT },
      'GET /api/tournament/1/pairings': champOnly(() => ({
        body: buildPublishedPairings({
          boards: buildPublishedPairings().boards.map((b) => ({ ...b, result: '1-0' as const })),
        }),
      })),
      'GET /api/tournament/1/standings': champOnly(() => ({ body: buildStandings() })),
    });
    renderApp('/tournaments/saturday-rapid-2026/standings');

    const chart = await screen.findByRole(
      'table',
      { name: 'Champ standings' },
      { timeout: 10_000 },
    );
    const rows = within(chart)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'PlaceNameRatingRd 1ScoreMod. med.SolkoffCumul.Opp. cumul.',
      '1Ada Lovelace1800W310110',
      '2-3Bob Boole1700H½00.510',
      '2-3Carl Gauss1500L100100',
    ]);
    // Every result is in: nothing to wait for.
    expect(screen.queryByText('Updates by itself while the round is on.')).toBeNull();
  });

  it('refetches the standings when a result arrives with the pairings', async () => {
    let pairings = buildPublishedPairings();
    let standings = buildStandings();
    const api = mockApi({
      'GET /api/tournaments/saturday-rapid-2026': { body: TOURNAMENT },
      'GET /api/tournament/1/pairings': champOnly(() => ({ body: pairings })),
      'GET /api/tournament/1/standings': champOnly(() => ({ body: standings })),
    });
    const { queryClient } = renderApp('/tournaments/saturday-rapid-2026/standings');
    await screen.findByRole('table', { name: 'Champ standings' }, { timeout: 10_000 });

    pairings = buildPublishedPairings({
      boards: pairings.boards.map((b) => ({ ...b, result: '0-1' as const })),
    });
    standings = buildStandings({
      standings: buildStandings().standings.map((row) =>
        row.player.name === 'Bob Boole' ? { ...row, score: 1.5 } : row,
      ),
    });
    // What the 30-second refetch does, without waiting for it.
    await queryClient.refetchQueries({ queryKey: ['tournament-live', 1, 'Champ', 'pairings'] });

    await waitFor(() =>
      expect(screen.queryByText('Updates by itself while the round is on.')).toBeNull(),
    );
    const chart = screen.getByRole('table', { name: 'Champ standings' });
    expect(await within(chart).findByText('1½')).toBeTruthy();
    expect(api.callsTo('GET /api/tournament/1/standings').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the pasted HTML, asking for no live pairings, when no section has a published round', async () => {
    const api = mockApi({
      'GET /api/tournaments/saturday-rapid-2026': {
        body: { ...TOURNAMENT, liveSections: [] },
      },
      'GET /api/tournament/1/pairings': NONE,
    });
    const { user } = renderApp('/tournaments/saturday-rapid-2026/results');

    expect(await screen.findByText('Pasted standings', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pairings' }));
    expect(await screen.findByText('Pasted pairings')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /round \d pairings/ })).toBeNull();
    expect(screen.queryByText('Updates by itself while the round is on.')).toBeNull();
    expect(api.callsTo('GET /api/tournament/1/pairings')).toEqual([]);
    expect(api.callsTo('GET /api/tournament/1/standings')).toEqual([]);
  });

  it('refetches every 30 s while a round is on and stops when every result is in', async () => {
    const { livePairingsQueryOptions, LIVE_REFRESH_MS } =
      await import('@/features/tournaments/api/live');
    const interval = livePairingsQueryOptions(1, 'Champ').refetchInterval;
    expect(typeof interval).toBe('function');
    const at = (data: unknown) =>
      (interval as (query: { state: { data: unknown } }) => number | false)({ state: { data } });
    expect(at(buildPublishedPairings())).toBe(LIVE_REFRESH_MS);
    expect(LIVE_REFRESH_MS).toBe(30_000);
    expect(
      at(
        buildPublishedPairings({
          boards: buildPublishedPairings().boards.map((b) => ({ ...b, result: '1-0' as const })),
        }),
      ),
    ).toBe(false);
    expect(at(null)).toBe(false);
  });
});
