import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssignmentsWaiting, PuzzleUserActivity } from '@kingside/shared';
import { buildProfile, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const waiting = (body: AssignmentsWaiting) => ({ body });

describe('member home: assignments waiting', () => {
  it('tells a student how many assignments wait and how many are overdue, linking to them', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/assignments/waiting': waiting({ waiting: 3, overdue: 1 }),
    });
    renderApp('/', { session: buildSession() });

    const link = await screen.findByRole('link', { name: 'You have 3 assignments waiting' });
    expect(link.getAttribute('href')).toBe('/assignments');
    expect(link.closest('p')?.textContent).toBe('You have 3 assignments waiting (1 overdue).');
  });

  it('says one assignment, and nothing about overdue when none is', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/assignments/waiting': waiting({ waiting: 1, overdue: 0 }),
    });
    renderApp('/', { session: buildSession() });

    const link = await screen.findByRole('link', { name: 'You have 1 assignment waiting' });
    expect(link.closest('p')?.textContent).toBe('You have 1 assignment waiting.');
  });

  it('shows nothing when no assignment waits or the count cannot be read', async () => {
    const api = mockApi({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/assignments/waiting': waiting({ waiting: 0, overdue: 0 }),
    });
    const first = renderApp('/', { session: buildSession() });
    await waitFor(() => expect(api.callsTo('GET /api/assignments/waiting')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Shortcuts' });
    expect(screen.queryByText(/assignments? waiting/)).toBeNull();
    first.unmount();

    const failing = mockApi({ 'GET /api/profile': { body: buildProfile() } });
    renderApp('/', { session: buildSession() });
    await waitFor(() => expect(failing.callsTo('GET /api/assignments/waiting')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Shortcuts' });
    expect(screen.queryByText(/assignments? waiting/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not ask for an account that is not a club member', async () => {
    const api = mockApi();
    renderApp('/', { session: buildSession({ roles: [] }) });

    await screen.findByRole('heading', { name: /Welcome/ });
    expect(api.callsTo('GET /api/assignments/waiting')).toHaveLength(0);
  });
});

describe('member home: puzzles this month and last month', () => {
  const activity: PuzzleUserActivity = {
    thisMonth: {
      maxPuzzlesSolvedUser: 'alex',
      maxPuzzlesSolved: 120,
      puzzlesSolved: 34,
      minRating: 1410,
      maxRating: 1532,
    },
    lastMonth: {
      maxPuzzlesSolvedUser: null,
      maxPuzzlesSolved: 0,
      puzzlesSolved: 0,
      minRating: null,
      maxRating: null,
    },
  };

  it('compares this month with last month for a club member', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/puzzles/userActivity': { body: activity },
    });
    renderApp('/', { session: buildSession() });

    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'This monthLast month',
      'Max puzzles solvedalex (120)—',
      'Puzzles solved340',
      'Min rating1410—',
      'Max rating1532—',
    ]);
    expect(screen.getByRole('region', { name: 'Puzzles this month' })).toBeTruthy();
  });

  it('shows no table to an account that is not a club member, and asks nothing', async () => {
    const api = mockApi();
    renderApp('/', { session: buildSession({ roles: [] }) });

    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.callsTo('GET /api/puzzles/userActivity')).toHaveLength(0);
  });
});
