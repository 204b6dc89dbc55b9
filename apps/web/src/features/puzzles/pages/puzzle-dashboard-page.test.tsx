import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SolvedPuzzlesPage } from '@kingside/shared';
import { buildDashboard, buildNext, buildPuzzle } from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const solvedPage = (overrides: Partial<SolvedPuzzlesPage> = {}): SolvedPuzzlesPage => ({
  items: [
    {
      name: '3IQ26',
      rating: 400,
      themes: ['mateIn2', 'short'],
      openingFamily: null,
      openingVariation: null,
      solvedAt: '2026-11-24T18:00:00.000Z',
      rated: true,
    },
  ],
  total: 41,
  page: 0,
  size: 20,
  ...overrides,
});

function mockDashboard() {
  return mockApi({
    'GET /api/mypuzzles/dashboard': { body: buildDashboard() },
    'GET /api/mypuzzles/solved': { body: solvedPage() },
    'GET /api/puzzles/themes': { body: ['fork,Fork', 'mateIn2,Mate In 2'] },
    'GET /api/puzzles/next': { body: buildNext(buildPuzzle()) },
    'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
    'GET /api/students': {
      body: {
        items: [
          {
            id: 9,
            username: 'pat',
            name: 'Pat Pawn',
            rating: 900,
            section: null,
            classTime: null,
            classTimeId: null,
            coachId: 2,
          },
        ],
        total: 1,
        page: 0,
        size: 25,
      },
    },
  });
}

async function openDashboard(path = '/mypuzzles/dashboard', session = buildSession()) {
  const view = renderApp(path, { session });
  await screen.findByRole('heading', { name: 'Themes, weakest first' }, { timeout: 10_000 });
  return view;
}

describe('/mypuzzles/dashboard', () => {
  it('shows the totals, the rating by day as a table too, and the themes weakest first', async () => {
    mockDashboard();
    await openDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'My Puzzle Dashboard' })).toBeTruthy();
    const figures = screen.getByText('Puzzles played').closest('dl')!;
    expect(figures.textContent).toContain('Puzzle rating1530');
    expect(figures.textContent).toContain('Puzzles played14');
    expect(figures.textContent).toContain('Puzzles solved9');
    expect(figures.textContent).toContain('Best survival run7');

    const history = screen.getByRole('table', { name: 'Puzzle rating by day' });
    expect(
      within(history)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateRating', 'Nov 20, 20261500', 'Nov 22, 20261518', 'Nov 24, 20261530']);

    const themes = screen.getByRole('region', { name: 'Themes table' });
    const rows = within(themes).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Fork',
      'Pin',
      'Mate In 2',
    ]);
    expect(rows[0]!.textContent).toContain('20%');
    expect(rows[0]!.textContent).toContain('1100');
    expect(screen.getByText(/2 puzzles are due for review/)).toBeTruthy();
    const review = screen.getByRole('list', { name: 'Puzzles to review' });
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abc12 (1400)Due now', 'def34 (1450)Due now']);
  });

  it('starts a rated session of a theme from its row, and the review queue from Review now', async () => {
    const api = mockDashboard();
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: /Practise\s+Fork/ }));
    // Each navigation waits for the puzzle page's lazy chunk: slow while CI loads both cores.
    await waitFor(() => expect(router.state.location.pathname).toBe('/puzzle/3IQ26'), {
      timeout: 15_000,
    });
    expect(router.state.location.search).toBe('?rated=true&themes=fork');
    expect(Object.fromEntries(api.callsTo('GET /api/puzzles/next')[0]!.query)).toEqual({
      rated: 'true',
      themes: 'fork',
    });

    await router.navigate('/mypuzzles/dashboard');
    // Under load the dashboard can render again (its data refetched) between finding the button
    // and clicking it, losing the click: click the button on screen until the page moves on.
    await waitFor(
      async () => {
        if (router.state.location.pathname === '/mypuzzles/dashboard')
          await user.click(await screen.findByRole('button', { name: 'Review now' }));
        expect(router.state.location.search).toBe('?review=true');
      },
      { timeout: 15_000, interval: 500 },
    );
  });

  it('lists solved puzzles a page at a time, filtered on the server', async () => {
    const api = mockDashboard();
    const { user } = await openDashboard();

    const table = await screen.findByRole('region', { name: 'Solved puzzles table' });
    expect(await within(table).findByRole('link', { name: '3IQ26' })).toBeTruthy();
    expect(table.textContent).toContain('mateIn2, short');
    const first = api.callsTo('GET /api/mypuzzles/solved')[0]!.query;
    expect(Object.fromEntries(first)).toEqual({
      fromRating: '0',
      toRating: '9999',
      page: '0',
      size: '20',
    });
    expect(screen.getByText('1–20 of 41')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/mypuzzles/solved').at(-1)!.query.get('page')).toBe('1'),
    );

    const solvedSection = screen
      .getByRole('heading', { name: 'Solved puzzles' })
      .closest('section')!;
    await user.selectOptions(within(solvedSection).getByLabelText('Theme'), 'fork');
    await waitFor(() => {
      const query = api.callsTo('GET /api/mypuzzles/solved').at(-1)!.query;
      expect(query.get('themes')).toBe('fork');
      expect(query.get('page')).toBe('0');
    });
  });

  it('lets a coach open a student’s dashboard, without session buttons for it', async () => {
    const api = mockDashboard();
    const { user, router } = await openDashboard(
      '/mypuzzles/dashboard',
      buildSession({ id: 2, username: 'coach', roles: ['coach'] }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Student dashboard' }));
    await user.click(await screen.findByRole('option', { name: 'Pat Pawn (pat)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?username=pat'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/mypuzzles/dashboard').at(-1)!.query.get('username')).toBe('pat'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Puzzle Dashboard: pat' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Practise/ })).toBeNull();
  });
});
