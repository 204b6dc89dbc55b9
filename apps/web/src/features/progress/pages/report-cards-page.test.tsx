import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const parent = buildSession({ id: 30, username: 'dana', name: 'Dana Pawn', roles: [] });
const coach = buildSession({
  id: 3,
  username: 'coach',
  name: 'Morgan Fianchetto',
  roles: ['coach'],
});
const SLOW = { timeout: 10_000 };
const PARENT_SENTENCE =
  "No students are linked to your account yet. Ask the club to link your child's student account.";
const saturday = { id: 1, label: 'Saturday 10:00 AM', students: 0 };

describe('/reportCards', () => {
  it("lists the parent's children with their Student Corner and report card", async () => {
    mockApi({
      'GET /api/progress/children': {
        body: [
          { username: 'pat', name: 'Pat Pawn' },
          { username: 'ivy', name: 'Ivy Pawn' },
        ],
      },
    });
    renderApp('/reportCards', { session: parent });

    const list = await screen.findByRole('list', { name: 'Your children' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getByRole('link', { name: /^Student Corner\s+of Pat Pawn$/ })
        .getAttribute('href'),
    ).toBe('/studentCorner/pat');
    expect(
      within(list)
        .getByRole('link', { name: /^Report card\s+of Ivy Pawn$/ })
        .getAttribute('href'),
    ).toBe('/students/ivy/report');
  });

  it('says how to get a child linked when there is none, and is reached from the family page', async () => {
    mockApi({ 'GET /api/progress/children': { body: [] } });
    const { user } = renderApp('/profile/family', { session: parent });

    await user.click(await screen.findByRole('link', { name: 'Report cards' }, SLOW));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report cards' }, SLOW),
    ).toBeTruthy();
    expect(await screen.findByText(PARENT_SENTENCE)).toBeTruthy();
  });

  it.each([
    [
      'no class time is assigned to them',
      [],
      'No class time is assigned to you yet, so no students are yours to follow. Ask the club’s admin to assign you your class times.',
    ],
    [
      'their class times have no students',
      [saturday],
      'No students are in your class times yet. Ask the club’s admin to add your students to them.',
    ],
  ])(
    'tells a coach with no linked child that %s, not how to link a child',
    async (_, classes, sentence) => {
      mockApi({
        'GET /api/progress/children': { body: [] },
        'GET /api/progress/classes': { body: classes },
      });
      renderApp('/reportCards', { session: coach });

      expect(await screen.findByText(sentence, {}, SLOW)).toBeTruthy();
      expect(screen.queryByText(PARENT_SENTENCE)).toBeNull();
    },
  );

  it("sends a coach whose class times have students to Class Progress for their students' report cards", async () => {
    mockApi({
      'GET /api/progress/children': { body: [] },
      'GET /api/progress/classes': { body: [saturday, { ...saturday, id: 2, students: 4 }] },
    });
    renderApp('/reportCards', { session: coach });

    const link = await screen.findByRole('link', { name: 'Class Progress' }, SLOW);
    expect(link.getAttribute('href')).toBe('/classProgress');
    expect(link.closest('p')?.textContent).toBe(
      'Your students’ report cards are in Class Progress: choose a class time there and click a student’s name.',
    );
    expect(screen.queryByText(PARENT_SENTENCE)).toBeNull();
  });

  it('sends an admin to Class Progress for the students’ report cards', async () => {
    const api = mockApi({ 'GET /api/progress/children': { body: [] } });
    renderApp('/reportCards', { session: buildSession({ roles: ['admin'] }) });

    const link = await screen.findByRole('link', { name: 'Class Progress' }, SLOW);
    expect(link.closest('p')?.textContent).toBe(
      'Students’ report cards are in Class Progress: choose a class time there and click a student’s name.',
    );
    expect(api.callsTo('GET /api/progress/classes')).toHaveLength(0);
  });

  it('shows a student the way to their own report card, not how to link a child', async () => {
    const api = mockApi({ 'GET /api/progress/children': { body: [] } });
    renderApp('/reportCards', { session: buildSession({ username: 'riley', roles: ['student'] }) });

    const link = await screen.findByRole('link', { name: 'your report card' }, SLOW);
    expect(link.getAttribute('href')).toBe('/students/riley/report');
    expect(link.closest('p')?.textContent).toBe(
      'This page is where parents find their children’s report cards. Yours is on its own page: your report card.',
    );
    expect(screen.queryByText(PARENT_SENTENCE)).toBeNull();
    expect(api.callsTo('GET /api/progress/classes')).toHaveLength(0);
  });
});
