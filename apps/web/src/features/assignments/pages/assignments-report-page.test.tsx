import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ClassTime } from '@kingside/shared';
import { buildStudentAssignment, pageOf } from '@/features/assignments/test/assignment-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

const classTime = (id: number, label: string): ClassTime => ({
  id,
  label,
  weekday: 6,
  startTime: '10:00',
  durationMinutes: 60,
  location: null,
  coachId: 2,
  active: true,
});

function mockReport() {
  return mockApi({
    'GET /api/classTimes': {
      body: [classTime(1, 'Saturday 10:00 AM'), classTime(2, 'Sunday 2:00 PM')],
    },
    'GET /api/assignments': (request) => ({
      body: pageOf(
        request.query.get('completed') === 'true'
          ? [
              buildStudentAssignment({
                id: 5,
                name: 'Mate in one',
                completed: true,
                attemptCount: 2,
                modifiedDate: '2026-05-03T15:00:00.000Z',
              }),
            ]
          : [
              buildStudentAssignment({
                id: 5,
                name: 'Mate in one',
                assignedToName: 'Ivy Gambit',
                assignedToUsername: 'ivy',
              }),
              buildStudentAssignment({
                id: 6,
                name: 'Which opening?',
                attemptCount: 4,
                dueDate: '2026-05-02',
                overdue: true,
              }),
            ],
      ),
    }),
  });
}

describe('/assignmentsReport', () => {
  it("titles the page with the club's abbreviation and shows a class time's assignments on Go", async () => {
    const api = mockReport();
    const { user } = renderApp('/assignmentsReport', { session: coach });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'KCC Assignment Report' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('KCC Assignment Report'));
    const go = screen.getByRole('button', { name: 'Go' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    const chooser = screen.getByRole('combobox', { name: 'Class Time' });
    await waitFor(() => expect((chooser as HTMLSelectElement).options).toHaveLength(3));
    await user.selectOptions(chooser, 'Saturday 10:00 AM');
    await user.click(go);

    const grid = await screen.findByRole('grid', {
      name: 'Incomplete assignments of Saturday 10:00 AM',
    });
    expect(await within(grid).findByText('Ivy Gambit')).toBeTruthy();
    expect(within(grid).getByText('Sam Student')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Which opening?' }).getAttribute('href')).toBe(
      '/assignment/6',
    );
    expect(within(grid).getByText('May 2, 2026 · Overdue')).toBeTruthy();
    expect(api.callsTo('GET /api/assignments')[0]?.query.get('userClassTime')).toBe(
      'Saturday 10:00 AM',
    );
    expect(api.callsTo('GET /api/assignments')[0]?.query.get('completed')).toBe('false');

    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await user.click(go);
    const done = await screen.findByRole('grid', {
      name: 'Completed assignments of Saturday 10:00 AM',
    });
    expect(await within(done).findByText('May 3, 2026')).toBeTruthy();
    expect(api.callsTo('GET /api/assignments').at(-1)?.query.get('completed')).toBe('true');
  });

  it('tells a student that the page is restricted', async () => {
    mockApi();
    renderApp('/assignmentsReport', { session: buildSession() });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
  });
});
