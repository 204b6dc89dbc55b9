import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CoachPage, StudentPage } from '@kingside/shared';
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

  it("shows a coach their students read-only, from the server's list", async () => {
    const api = mockApi({ 'GET /api/students': { body: students } });
    renderApp('/myStudents', { session: buildSession({ roles: ['coach'] }) });
    const grid = await screen.findByRole('grid', { name: 'Students' });
    expect(await within(grid).findByText('Ivy Gambit')).toBeTruthy();
    expect(within(grid).getByText('Saturday 10:00 AM')).toBeTruthy();
    expect(within(grid).queryByRole('link')).toBeNull();
    expect(api.callsTo('GET /api/students')[0]?.query.get('size')).toBe('25');
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
    await waitFor(() => expect(api.callsTo('GET /api/mystudents/2')).toHaveLength(1));
  });
});
