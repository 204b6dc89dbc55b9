import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildAssignmentSummary,
  buildStudentAssignment,
  pageOf,
} from '@/features/assignments/test/assignment-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const student = buildSession();
const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

const incomplete = [
  buildStudentAssignment({ id: 5, name: 'Mate in one', attemptCount: 3 }),
  buildStudentAssignment({
    id: 6,
    name: 'Which opening?',
    gameType: 'Question',
    dueDate: '2026-05-02',
    overdue: true,
  }),
];
const completed = [
  buildStudentAssignment({
    id: 7,
    name: 'Back rank',
    completed: true,
    attemptCount: 1,
    modifiedDate: '2026-05-03T15:00:00.000Z',
  }),
];

/** The caller's own lists, answered by the completed flag asked for. */
function mockLists(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/assignments': (request) => ({
      body: pageOf(request.query.get('completed') === 'true' ? completed : incomplete),
    }),
    ...extra,
  });
}

describe('/assignments', () => {
  it("lists a student's incomplete and completed assignments, each opening its page", async () => {
    const api = mockLists();
    renderApp('/assignments', { session: student });

    const open = await screen.findByRole(
      'grid',
      { name: 'Incomplete assignments' },
      { timeout: 10_000 },
    );
    expect(
      (await within(open).findByRole('link', { name: 'Mate in one' })).getAttribute('href'),
    ).toBe('/assignment/5');
    expect(within(open).getByText('May 2, 2026 · Overdue')).toBeTruthy();
    const done = await screen.findByRole('grid', { name: 'Completed assignments' });
    expect(
      (await within(done).findByRole('link', { name: 'Back rank' })).getAttribute('href'),
    ).toBe('/assignment/7');
    expect(within(done).getByText('May 3, 2026')).toBeTruthy();

    const asked = api.callsTo('GET /api/assignments').map((r) => r.query.get('completed'));
    expect(asked.sort()).toEqual(['false', 'true']);
    expect(screen.getByRole('link', { name: 'My progress' }).getAttribute('href')).toBe(
      '/assignmentsProgress',
    );
    expect(screen.queryByRole('grid', { name: 'Manage assignments' })).toBeNull();
    expect(api.callsTo('GET /api/assignments/manage')).toHaveLength(0);
  });

  it('lets a coach tick assignments and Assign them, Assign staying off until one is ticked', async () => {
    const api = mockLists({
      'GET /api/assignments/manage': {
        body: pageOf([
          buildAssignmentSummary({ id: 5, name: 'Mate in one' }),
          buildAssignmentSummary({ id: 6, name: 'Which opening?', gameType: 'Question' }),
          buildAssignmentSummary({ id: 8, name: 'Smothered mate' }),
        ]),
      },
    });
    const { user, router } = renderApp('/assignments', { session: coach });

    const grid = await screen.findByRole(
      'grid',
      { name: 'Manage assignments' },
      { timeout: 10_000 },
    );
    await within(grid).findByText('Smothered mate');
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Add Assignment' }).getAttribute('href')).toBe(
      '/assignmentAdd',
    );
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(
      '/assignmentsReport',
    );
    expect(screen.getByRole('link', { name: 'Progress' }).getAttribute('href')).toBe(
      '/assignmentsProgress',
    );

    const rows = within(grid).getAllByRole('row').slice(1);
    await user.click(within(rows[2]!).getByRole('checkbox'));
    await user.click(within(rows[0]!).getByRole('checkbox'));
    expect((assign as HTMLButtonElement).disabled).toBe(false);
    await user.click(assign);

    await waitFor(() => expect(router.state.location.pathname).toBe('/assignmentAssign/5,8'), {
      timeout: 10_000,
    });
    expect(api.callsTo('GET /api/assignments/manage')[0]?.query.get('size')).toBe('25');
  });

  it('searches the managed assignments on the server', async () => {
    const api = mockLists({ 'GET /api/assignments/manage': { body: pageOf([]) } });
    const { user } = renderApp('/assignments', { session: coach });

    await user.type(
      await screen.findByRole('searchbox', { name: 'Search assignments' }, { timeout: 10_000 }),
      'mate',
    );

    await waitFor(() =>
      expect(api.callsTo('GET /api/assignments/manage').at(-1)?.query.get('search')).toBe('mate'),
    );
  });

  it('tells an account that is not a club member that the page is for members', async () => {
    const api = mockApi();
    renderApp('/assignments', { session: buildSession({ roles: [] }) });

    expect(await screen.findByText(/accessible only for .* members/)).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/assignments'))).toHaveLength(0);
  });
});
