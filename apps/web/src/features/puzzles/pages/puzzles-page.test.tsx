import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type PuzzleOpenings } from '@kingside/shared';
import {
  buildNext,
  buildOtherPuzzle,
  buildPuzzle,
  buildRating,
} from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const THEMES = ['fork,Fork', 'mateIn2,Mate In 2', 'pin,Pin'];
const OPENINGS: PuzzleOpenings = [
  {
    family: 'Sicilian_Defense',
    familyText: 'Sicilian Defense',
    variations: [{ value: 'Sicilian_Defense_Najdorf_Variation', text: 'Najdorf Variation' }],
  },
];

function mockPuzzles(rating = buildRating()) {
  return mockApi({
    'GET /api/puzzles/currentPuzzleRating': { body: rating },
    'GET /api/puzzles/themes': { body: THEMES },
    'GET /api/puzzles/openings': { body: OPENINGS },
    'GET /api/puzzles/rated': { body: buildNext(buildPuzzle()) },
    'GET /api/puzzles/next': { body: buildNext(buildOtherPuzzle()) },
    'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
    'GET /api/puzzle/bE6fZ': { body: buildOtherPuzzle() },
    'GET /api/puzzlesnames': { body: ['a1', 'b2', 'c3'] },
    'GET /api/puzzlesrepo/a1,b2,c3': { body: [] },
  });
}

async function openPuzzles(session = buildSession()) {
  const view = renderApp('/puzzles', { session });
  await screen.findByRole('heading', { name: 'Puzzle Search' }, { timeout: 10_000 });
  return view;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('/puzzles', () => {
  it('shows the current rating, with "?" while provisional, and the search card from it to 600 above', async () => {
    mockPuzzles(buildRating({ rating: 1432, provisional: true }));
    await openPuzzles();

    expect(screen.getByText('Current puzzle rating: 1432?')).toBeTruthy();
    expect(valueOf('From rating')).toBe('1432');
    expect(valueOf('To rating')).toBe('2032');
    expect(await screen.findByRole('option', { name: 'Mate In 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My puzzle dashboard' }).getAttribute('href')).toBe(
      '/mypuzzles/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Puzzle Survival' }).getAttribute('href')).toBe(
      '/puzzleSurvival',
    );
  });

  it('opens a rated mixed puzzle from Solve Mixed Puzzles', async () => {
    mockPuzzles();
    const { user, router } = await openPuzzles();

    await user.click(screen.getByRole('button', { name: 'Solve Mixed Puzzles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/puzzle/3IQ26'));
    expect(router.state.location.search).toBe('?rated=true');
  });

  it('searches with the card’s filters and opens the puzzle with them in the address', async () => {
    const api = mockPuzzles();
    const { user, router } = await openPuzzles();
    await screen.findByRole('option', { name: 'Mate In 2' });

    await user.clear(screen.getByLabelText('From rating'));
    await user.type(screen.getByLabelText('From rating'), '1200');
    await user.selectOptions(screen.getByLabelText('Theme'), 'mateIn2');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/puzzle/bE6fZ'));
    expect(Object.fromEntries(api.callsTo('GET /api/puzzles/next')[0]!.query)).toEqual({
      rated: 'true',
      fromRating: '1200',
      toRating: '2100',
      themes: 'mateIn2',
    });
    expect(router.state.location.search).toBe(
      '?rated=true&fromRating=1200&toRating=2100&themes=mateIn2',
    );
  });

  it('refuses a from rating above the to rating', async () => {
    const api = mockPuzzles();
    const { user } = await openPuzzles();
    await user.clear(screen.getByLabelText('From rating'));
    await user.type(screen.getByLabelText('From rating'), '2500');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('From rating must not be above to rating.')).toBeTruthy();
    expect(api.callsTo('GET /api/puzzles/next')).toHaveLength(0);
  });

  it('offers opening and variation only to elite users, and sends them', async () => {
    const plain = mockPuzzles();
    const first = await openPuzzles();
    expect(screen.queryByLabelText('Opening')).toBeNull();
    expect(screen.queryByLabelText('Variation')).toBeNull();
    expect(plain.callsTo('GET /api/puzzles/openings')).toHaveLength(0);
    first.unmount();

    const api = mockPuzzles();
    const { user, router } = await openPuzzles(buildSession({ roles: ['student', 'elite'] }));
    await screen.findByRole('option', { name: 'Sicilian Defense' });
    await user.selectOptions(screen.getByLabelText('Opening'), 'Sicilian_Defense');
    await user.selectOptions(
      screen.getByLabelText('Variation'),
      'Sicilian_Defense_Najdorf_Variation',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/puzzle/bE6fZ'));
    expect(api.callsTo('GET /api/puzzles/next')[0]!.query.get('openingVariation')).toBe(
      'Sicilian_Defense_Najdorf_Variation',
    );
  });

  it('offers Display 9 Puzzles to coaches only, opening the nine boards', async () => {
    mockPuzzles();
    const first = await openPuzzles();
    expect(screen.queryByRole('button', { name: 'Display 9 Puzzles' })).toBeNull();
    first.unmount();

    const api = mockPuzzles();
    const { user, router } = await openPuzzles(buildSession({ roles: ['coach'] }));
    await user.click(screen.getByRole('button', { name: 'Display 9 Puzzles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/puzzlesdisplay/a1,b2,c3'));
    expect(api.callsTo('GET /api/puzzlesnames')[0]!.query.get('fromRating')).toBe('1500');
  });

  it('gives an admin who does not solve the search card for Display 9 Puzzles alone', async () => {
    const api = mockPuzzles();
    const { user, router } = await openPuzzles(buildSession({ roles: ['admin'] }));
    expect(screen.queryByRole('button', { name: 'Solve Mixed Puzzles' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(api.callsTo('GET /api/puzzles/currentPuzzleRating')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Display 9 Puzzles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/puzzlesdisplay/a1,b2,c3'));
  });

  it('is for students, coaches and admins: an assistant reads that access is restricted', async () => {
    mockApi();
    renderApp('/puzzles', { session: buildSession({ roles: ['assistant'] }) });
    expect(
      await screen.findByText(MESSAGES.accessRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
