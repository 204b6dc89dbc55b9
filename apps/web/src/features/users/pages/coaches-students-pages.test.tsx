import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type CoachPage, type StudentPage } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coaches: CoachPage = {
  items: [
    {
      id: 2,
      username: 'coach',
      name: 'Morgan Fianchetto',
      email: 'coach@kingside.example',
      phoneNumber: null,
      students: 4,
    },
  ],
  total: 1,
  page: 0,
  size: 25,
};
const students: StudentPage = {
  items: [
    {
      id: 9,
      username: 'ivy.gambit',
      name: 'Ivy Gambit',
      rating: 610,
      section: null,
      classTime: 'Saturday 10:00 AM',
      classTimeId: null,
      coachId: 2,
    },
  ],
  total: 1,
  page: 0,
  size: 25,
};

/** The student's report card, dashboard and corner, each link named with the student's name. */
function expectProgressLinks(grid: HTMLElement) {
  const href = (name: string) => within(grid).getByRole('link', { name }).getAttribute('href');
  expect(href('Report card of Ivy Gambit')).toBe('/students/ivy.gambit/report');
  expect(href('Dashboard of Ivy Gambit')).toBe('/mypuzzles/dashboard?username=ivy.gambit');
  expect(href('Student corner of Ivy Gambit')).toBe('/studentCorner/ivy.gambit');
}

describe('/mycoaches and /myStudents', () => {
  it('links each coach to their user form and their students, and Add User to /userAdd/', async () => {
    mockApi({ 'GET /api/mycoaches': { body: coaches } });
    renderApp('/mycoaches', { session: buildSession({ roles: ['admin'] }) });
    const grid = await screen.findByRole('grid', { name: 'Coaches' });
    expect((await within(grid).findByRole('link', { name: 'coach' })).getAttribute('href')).toBe(
      '/users/2',
    );
    expect(
      within(grid)
        .getByRole('link', { name: 'Students of Morgan Fianchetto' })
        .getAttribute('href'),
    ).toBe('/myStudents/2');
    expect(screen.getByRole('link', { name: 'Add User' }).getAttribute('href')).toBe('/userAdd/');
  });

  it("shows a coach their students read-only, from the server's list, each linked to their progress", async () => {
    const api = mockApi({ 'GET /api/students': { body: students } });
    renderApp('/myStudents', { session: buildSession({ roles: ['coach'] }) });
    const grid = await screen.findByRole('grid', { name: 'Students' });
    expect(await within(grid).findByText('Ivy Gambit')).toBeTruthy();
    expect(within(grid).getByText('Saturday 10:00 AM')).toBeTruthy();
    expectProgressLinks(grid);
    expect(within(grid).queryByRole('link', { name: 'ivy.gambit' })).toBeNull();
    expect(api.callsTo('GET /api/students')[0]?.query.get('size')).toBe('25');
  });

  it('shows a coach their own /myStudents/{coachId} read-only, and refuses another coach’s', async () => {
    const api = mockApi({ 'GET /api/mystudents/2': { body: students } });
    const session = buildSession({ id: 2, roles: ['coach'] });
    const { router } = renderApp('/myStudents/2', { session });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Students' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Students' });
    expect(await within(grid).findByText('Ivy Gambit')).toBeTruthy();
    expectProgressLinks(grid);
    const links = within(grid).getAllByRole('link');
    expect(links.filter((l) => l.getAttribute('href')?.startsWith('/users/'))).toEqual([]);
    expect(within(grid).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(api.callsTo('GET /api/mystudents/2')).toHaveLength(1);
    expect(api.callsTo('GET /api/users/2')).toEqual([]);

    await act(() => router.navigate('/myStudents/3'));
    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/mystudents/3')).toEqual([]);
  });

  it("shows an admin one coach's students on /myStudents/{coachId}", async () => {
    const api = mockApi({
      'GET /api/mystudents/2': { body: students },
      'GET /api/users/2': {
        body: {
          id: 2,
          username: 'coach',
          name: 'Morgan Fianchetto',
          email: 'coach@kingside.example',
          phoneNumber: null,
          disabled: false,
          roles: ['coach'],
          uscfid: null,
          chessDotComId: null,
          liChessId: null,
          rating: 0,
          section: null,
          classTime: null,
          classTimeId: null,
          coachId: null,
          unsubscribe: false,
          registerFor: null,
          createdDate: '2026-11-20T10:00:00Z',
        },
      },
    });
    renderApp('/myStudents/2', { session: buildSession({ roles: ['admin'] }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Students of Morgan Fianchetto' }),
    ).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Students' });
    expect(
      (await within(grid).findByRole('link', { name: 'ivy.gambit' })).getAttribute('href'),
    ).toBe('/users/9');
    expectProgressLinks(grid);
    await waitFor(() => expect(api.callsTo('GET /api/mystudents/2')).toHaveLength(1));
  });
});
